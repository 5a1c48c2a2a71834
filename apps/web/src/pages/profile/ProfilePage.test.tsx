import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { staffUser } from '../../test/people';
import { answer, API, renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);

beforeEach(() => {
  savedSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
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

  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Demo@123' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Demo@123' } });
  fireEvent.click(screen.getAllByText('保存').at(-1)!);
  expect(await screen.findByText('新密码不能与原密码相同')).toBeTruthy();
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
}, 90_000);

/** The embedded storage host, as the browser's XMLHttpRequest reaches it: accepts every form. */
class StorageHost {
  static keys: string[] = [];
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send(form: FormData) {
    StorageHost.keys.push(form.get('key') as string);
    setTimeout(() => {
      this.status = 200;
      this.onload?.();
    });
  }
}

it('uploads a new avatar, keeps it on the profile and shows it in the navbar at once', async () => {
  vi.stubGlobal('XMLHttpRequest', StorageHost);
  const U = `${API}/upload`;
  const url = `${U}/file/t-east/avatar/0123456789abcdef/1740816000me.png`;
  serveSession(mock);
  mock.onGet(`${U}/applyPolicy`).reply(
    200,
    answer({
      accessid: 'local',
      policy: 'cG9saWN5',
      signature: 'ab'.repeat(32),
      dir: 't-east/avatar/0123456789abcdef/',
      host: `${U}/object`,
      expire: 2_000_000_000,
      callback: `${U}/callback`,
      maxSize: 10_485_760,
      fields: { policy: 'cG9saWN5' },
    }),
  );
  mock
    .onPost(`${U}/callback`)
    .reply(200, answer({ url, key: 'k', name: 'me.png', size: 10, type: 'image/png' }));
  mock.onPost(`${API}/tenantuser/updateUserBaseInfo`).reply(200, answer(null));
  renderApp('/profile/index');
  await screen.findByLabelText('姓名');
  mock.onGet(`${API}/tenantuser/getuserinfo`).reply(200, answer({ ...staffUser, avatar: url }));

  const input = document.querySelector('input[type=file]')!;
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] },
  });

  expect(await screen.findByText('头像已更新')).toBeTruthy();
  const saved = mock.history.post.find((r) => r.url?.endsWith('updateUserBaseInfo'));
  expect(JSON.parse(saved?.data as string)).toEqual({ realname: staffUser.realname, avatar: url });
  await waitFor(() =>
    expect(screen.getAllByAltText('头像').some((img) => img.getAttribute('src') === url)).toBe(true),
  );
  // The navbar's avatar (inside the user menu button) shows the new image.
  const menuButton = screen.getAllByRole('button', { name: new RegExp(staffUser.realname) })[0]!;
  expect(menuButton.querySelector('img')?.getAttribute('src')).toBe(url);
  // A whole app with the shell, rendered on a shared machine.
}, 90_000);
