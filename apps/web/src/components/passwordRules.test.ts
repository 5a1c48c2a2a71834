import { expect, it } from 'vitest';
import { passwordProblem } from './passwordRules';

it('asks for at least 8 and at most 64 characters mixing letters and digits', () => {
  expect(passwordProblem('Ab1')).toBe('新密码至少8位');
  expect(passwordProblem(`A1${'b'.repeat(63)}`)).toBe('新密码最多64位');
  expect(passwordProblem('abcdefgh')).toBe('新密码须同时包含字母和数字');
  expect(passwordProblem('12345678')).toBe('新密码须同时包含字母和数字');
  expect(passwordProblem('Demo@1234')).toBeUndefined();
});
