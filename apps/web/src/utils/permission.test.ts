import { expect, it } from 'vitest';
import { hasRole } from './permission';

it('grants access when the user holds at least one listed role', () => {
  expect(hasRole(['8', '34'], ['34'])).toBe(true);
  expect(hasRole(['8'], ['33', '8'])).toBe(true);
});

it('refuses access when the user holds none of them', () => {
  expect(hasRole(['8'], ['33', '34'])).toBe(false);
  expect(hasRole([], ['8'])).toBe(false);
  expect(hasRole(undefined, ['8'])).toBe(false);
});

it('throws when the check names no roles', () => {
  expect(() => hasRole(['8'], undefined)).toThrow(Error);
  expect(() => hasRole(['8'], [])).toThrow(/needs the roles/);
});
