import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { http } from '../../api/request';
import { staffUser } from '../../test/people';
import { answer, API, renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);

beforeEach(() => {
  savedSession();
});

afterEach(() => {
  mock.reset();
  resetApp();
});

it("saves the user's own details and shows them as the server now has them", async () => {
  serveSession(mock);
  mock.onPost(`${API}/tenantuser/updateUserBaseInfo`).reply(200, answer(null));
  renderApp('/profile/index');
  const name = await screen.findByLabelText('姓名');
  // From now on the server has the new details.
  mock
    .onGet(`${API}/tenantuser/getuserinfo`)
    .reply(200, answer({ ...staffUser, realname: '张明远', email: 'zhang@example.com' }));

  fireEvent.change(name, { target: { value: ' 张明远 ' } });
  fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'zhang@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));

  expect(await screen.findByText('修改成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]?.data as string)).toEqual({
    realname: '张明远',
    email: 'zhang@example.com',
    introduction: null,
  });
  // The header and the card show the new name.
  expect(screen.getAllByText('张明远').length).toBeGreaterThanOrEqual(2);
});

it('checks a new password before sending it', async () => {
  serveSession(mock);
  mock.onPost(`${API}/tenantuser/updatePwd`).reply(200, answer(null));
  renderApp('/profile/index');
  fireEvent.click(await screen.findByRole('tab', { name: '修改密码' }));

  fireEvent.change(await screen.findByLabelText('原密码'), { target: { value: 'Demo@123' } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'short1' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'short2' } });
  fireEvent.click(screen.getAllByText('保存').at(-1)!);

  expect(await screen.findByText('新密码至少8位')).toBeTruthy();
  expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Better2025' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Better2025' } });
  fireEvent.click(screen.getAllByText('保存').at(-1)!);

  expect(await screen.findByText('密码修改成功')).toBeTruthy();
  await waitFor(() =>
    expect(JSON.parse(mock.history.post[0]?.data as string)).toEqual({
      oldPassword: 'Demo@123',
      newPassword: 'Better2025',
    }),
  );
});
