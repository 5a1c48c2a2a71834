import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it } from 'vitest';
import { http } from '../../../api/request';
import { answer, API, renderApp, resetApp } from '../../../test/renderApp';

const mock = new MockAdapter(http);

afterEach(() => {
  mock.reset();
  resetApp();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('resets a forgotten password with an SMS code, then leads back to sign-on for the same app', async () => {
  mock
    .onGet(`${API}/sms/getSmsCheckCode`)
    .reply(200, answer({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
  mock.onPost(`${API}/tenantuser/updatePwd`).reply(200, answer(null));
  renderApp('/chancgePassword?redirect=appkey%3Dcert');

  await screen.findByText('找回密码');
  type('手机号', ' 13800000002 ');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByText(/^\d+秒后重新获取$/);
  expect(mock.history.get.find((call) => call.url === `${API}/sms/getSmsCheckCode`)?.params).toEqual({
    mobile: '13800000002',
  });

  type('短信验证码', '654321');
  type('新密码', 'Newpass2025');
  type('确认新密码', 'Newpass2025');
  fireEvent.click(screen.getByRole('button', { name: '重置密码' }));

  expect(await screen.findByText('密码已重置')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]?.data as string)).toEqual({
    mobile: '13800000002',
    code: '654321',
    newPassword: 'Newpass2025',
  });

  fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
  await waitFor(() =>
    expect(window.location.pathname + window.location.search).toBe('/sso?redirect=appkey%3Dcert'),
  );
});

it('shows why the server refused the code next to it', async () => {
  mock.onPost(`${API}/tenantuser/updatePwd`).reply(400, {
    code: 400,
    msg: '验证码错误',
    data: { errors: [{ field: 'body.code', reason: '验证码错误' }] },
  });
  renderApp('/chancgePassword');

  await screen.findByText('找回密码');
  type('手机号', '13800000002');
  type('短信验证码', '000000');
  type('新密码', 'Newpass2025');
  type('确认新密码', 'Newpass2025');
  fireEvent.click(screen.getByRole('button', { name: '重置密码' }));

  expect(await screen.findByText('验证码错误')).toBeTruthy();
  expect(screen.queryByText('密码已重置')).toBeNull();
});
