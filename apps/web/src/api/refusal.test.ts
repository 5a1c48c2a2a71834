import { expect, it } from 'vitest';
import { refusalOf } from './refusal';
import { RequestError } from './request';

it('finds the reason the server gave for a refused field', () => {
  const error = new RequestError('请输入验证码', 400, {
    errors: [
      { field: 'body.username', reason: '请输入账号' },
      { field: 'body.code', reason: '请输入验证码' },
    ],
  });

  expect(refusalOf(error, 'body.code')).toBe('请输入验证码');
  expect(refusalOf(error, 'body.pwd')).toBeUndefined();
});

it('finds nothing in a refusal that names no field, or in another kind of failure', () => {
  expect(refusalOf(new RequestError('账号已锁定，请15分钟后再试', 423, null), 'body.code')).toBeUndefined();
  expect(refusalOf(new RequestError('后端接口连接异常', undefined), 'body.code')).toBeUndefined();
  expect(refusalOf(new Error('boom'), 'body.code')).toBeUndefined();
});
