import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MSG_PREFIX } from '../api/msg';
import { http } from '../api/request';
import { useSession } from '../stores/session';
import { useUser } from '../stores/user';
import { healthyAnswer } from '../test/fixtures';
import { record, staffUser } from '../test/people';
import { answer, API, renderApp, resetApp, savedSession, serveSession } from '../test/renderApp';
import { browser } from './browser';

const UNREAD_MESSAGES = `${MSG_PREFIX}/getPageReceiverMsgList`;

const mock = new MockAdapter(http);
let sentTo: MockInstance<(href: string) => void>;
let opened: MockInstance<(href: string) => void>;

beforeEach(() => {
  sentTo = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  opened = vi.spyOn(browser, 'open').mockImplementation(() => {});
  mock.onGet('/api/health').reply(200, healthyAnswer);
});

afterEach(() => {
  mock.reset();
  resetApp();
  vi.restoreAllMocks();
});

function sideMenu() {
  return within(screen.getByRole('menu', { name: '主菜单' }));
}

describe('without a token', () => {
  it('sends the visitor to single sign-on, asking to come back to the app the address names', async () => {
    serveSession(mock);

    renderApp('/use-tenant?key=quality');

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
    expect(useSession.getState().appKey).toBe('quality');
  });

  it('uses the configured sign-on address, read once', async () => {
    mock
      .onGet(`${API}/config/getByKey`)
      .reply(200, answer({ key: 'sso.login.url', value: 'https://sso.example.com/login' }));
    useSession.getState().setAppKey('cert');

    renderApp('/');

    await waitFor(() =>
      expect(sentTo).toHaveBeenCalledWith('https://sso.example.com/login?redirect=appkey%3Dcert'),
    );
    expect(useSession.getState().ssoLoginUrl).toBe('https://sso.example.com/login');
  });

  it('shows the public pages', async () => {
    renderApp('/sso');

    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeTruthy();
    expect(sentTo).not.toHaveBeenCalled();
  });
});

describe('the first load with a token', () => {
  it('takes the token handed over in the address, hides it, and lands on the first route', async () => {
    serveSession(mock);

    renderApp('/?token=tok-new&key=quality');

    expect(await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' })).toBeTruthy();
    expect(window.location.pathname).toBe('/index');
    expect(window.location.search).toBe('');
    expect(useSession.getState()).toMatchObject({
      token: 'tok-new',
      appKey: 'quality',
      appId: 'app-quality',
      tenantAppKey: 'tak-quality',
      tenantUserId: 'tu-staff-a',
    });
    const userInfo = mock.history.get.find((call) => call.url === `${API}/tenantuser/getuserinfo`);
    expect(userInfo?.params).toEqual({ appKey: 'quality' });
    expect(userInfo?.headers?.Authorization).toBe('Bearer tok-new');
  });

  it('keeps a saved token rather than one in the address', async () => {
    savedSession('tok-saved');
    serveSession(mock);

    renderApp('/index?token=tok-other&key=quality');

    await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' });
    expect(useSession.getState().token).toBe('tok-saved');
  });

  it('opens the page asked for, with its menu entry lit', async () => {
    savedSession();
    serveSession(mock);

    mock.onPost(/ind\/paper\/getPublishedPaperList/).reply(200, answer({ items: [], total: 0 }));

    renderApp('/business/index');

    // The 业务办理 page itself, inside the shell.
    expect(await screen.findByRole('tab', { name: '我的提交' })).toBeTruthy();
    expect(sideMenu().getByRole('menuitem', { name: /业务办理/ }).className).toContain('selected');
  });

  it("sends the resource of the page the user is on with the page's calls", async () => {
    savedSession();
    serveSession(mock);
    mock.onPost(`${API}/tenantuser/updateUserBaseInfo`).reply(200, answer(null));

    renderApp('/profile');

    // By text: a role query over the whole shell with antd's styles takes seconds in jsdom.
    fireEvent.click((await screen.findByText('保存')).closest('button')!);
    await waitFor(() => expect(mock.history.post.at(-1)?.headers?.resourceId).toBe('res-profile'));
    expect(window.location.pathname).toBe('/profile/index');
  });

  it('takes a signed-in user who opens the sign-in page home', async () => {
    savedSession();
    serveSession(mock);

    renderApp('/login');

    await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' });
    expect(window.location.pathname).toBe('/index');
  });

  it('forgets the token and shows why when the session cannot be loaded', async () => {
    savedSession();
    serveSession(mock);
    mock
      .onGet(`${API}/tenantuser/getuserinfo`)
      .reply(500, { code: 500, msg: '用户信息读取失败', data: null });

    renderApp('/index');

    expect(await screen.findByText('用户信息读取失败')).toBeTruthy();
    expect(useSession.getState().token).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
  });

  it('shows "Has Error" when the failure has no text of its own', async () => {
    savedSession();
    serveSession(mock);
    mock.onGet(`${API}/tenant/getresources`).reply(() => {
      throw new Error('');
    });

    renderApp('/index');

    expect(await screen.findByText('Has Error')).toBeTruthy();
  });
});

describe('a user without a menu', () => {
  for (const button of ['取消', '重新登录']) {
    it(`is told no business is open, and logged out by "${button}"`, async () => {
      savedSession('tok-nobiz', 'quality');
      serveSession(mock, { menu: [] });
      mock.onPost(`${API}/tenantuser/logout`).reply(200, answer(null));

      renderApp('/index');

      const dialog = await screen.findByRole('dialog', { name: '系统提示' });
      expect(within(dialog).getByText('非常抱歉，您还没有开通业务')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: button }));

      await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
      expect(mock.history.post.map((call) => call.url)).toEqual([`${API}/tenantuser/logout`]);
      expect(mock.history.post[0]?.headers?.Authorization).toBe('Bearer tok-nobiz');
      expect(useSession.getState().token).toBeUndefined();
      expect(useSession.getState().appKey).toBeUndefined();
    });
  }

  it('is told the same when the server answers no menu at all', async () => {
    savedSession();
    serveSession(mock, { menu: null });

    renderApp('/index');

    expect(await screen.findByText('非常抱歉，您还没有开通业务')).toBeTruthy();
  });
});

describe('the signed-in shell', () => {
  beforeEach(() => {
    savedSession('tok-1', 'quality');
    serveSession(mock);
  });

  it('shows the permitted menu, leaving hidden entries out, and opens external entries in a new window without lighting them up', async () => {
    renderApp('/index');

    await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' });
    const items = sideMenu()
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['首页', '业务办理', '帮助文档']);

    const help = sideMenu().getByRole('menuitem', { name: /帮助文档/ });
    // As in a browser: the click focuses the entry, then the pointer leaves for the new window.
    help.focus();
    fireEvent.click(within(help).getByText('帮助文档'));
    fireEvent.mouseLeave(help);
    expect(opened).toHaveBeenCalledWith('https://www.cnca.gov.cn/');
    // Back in this tab, the focus returns to where it was: the page's own entry stays the lit one.
    fireEvent.focus(document.activeElement!);
    expect(help.className).not.toMatch(/active|selected/);
    expect(sideMenu().getByRole('menuitem', { name: /首页/ }).className).toContain('selected');

    fireEvent.click(sideMenu().getByText('业务办理'));
    await waitFor(() => expect(window.location.pathname).toBe('/business/index'));
  });

  it('logs out from the user menu and goes to single sign-on for the same app', async () => {
    mock.onPost(`${API}/tenantuser/logout`).reply(200, answer(null));
    renderApp('/index');

    fireEvent.click(await screen.findByRole('button', { name: '张明（华东质量认证中心）' }));
    fireEvent.click(await screen.findByText('退出登录'));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
    // The home page's workbench reads the unread messages; logging out is the one other call.
    const posted = mock.history.post.map((call) => call.url).filter((url) => url !== UNREAD_MESSAGES);
    expect(posted).toEqual([`${API}/tenantuser/logout`]);
    expect(useSession.getState().token).toBeUndefined();
    expect(useUser.getState().user).toBeUndefined();
  });

  it('sends the user to single sign-on for the current app when the session has expired', async () => {
    mock.onGet('/api/health').reply(401, { code: 401, msg: '登录已过期', data: null });
    renderApp('/index');

    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
    expect(useSession.getState().token).toBeUndefined();
  });

  it('switches to another app by handing the session to it', async () => {
    renderApp('/index');

    fireEvent.click(await screen.findByRole('button', { name: /质量管理/ }));
    const menu = await screen.findByRole('menu', { name: '' });
    expect(within(menu).queryByText('系统管理')).toBeNull();
    fireEvent.click(within(menu).getByText('认证服务'));

    expect(sentTo).toHaveBeenCalledWith('/?token=tok-1&key=cert');
    expect(useSession.getState().appKey).toBe('cert');
  });

  it('acts with another role: a new session with its own menu, landing on its first route, and back with all roles', async () => {
    const roleList = [
      { id: '5d0c2f52-1b7c-4d3a-9a55-0c1a4a9e0b01', code: 8, name: '企业业务人员' },
      { id: '5d0c2f52-1b7c-4d3a-9a55-0c1a4a9e0b02', code: 34, name: '认证审核人员' },
    ];
    mock.resetHandlers();
    serveSession(mock, { user: { ...staffUser, roleList } });
    mock.onPost(/ind\/paper\/getPublishedPaperList/).reply(200, answer({ items: [], total: 0 }));
    renderApp('/business/index');
    await screen.findByRole('tab', { name: '我的提交' });

    const reviewMenu = [
      record({
        path: '/businessReview',
        children: [
          record({
            path: 'index',
            component: 'business/review/index',
            meta: { title: '业务审查', resourceId: 'res-review' },
          }),
        ],
      }),
    ];
    mock.resetHandlers();
    serveSession(mock, {
      user: { ...staffUser, roleList, currentRoleId: roleList[1]!.id, roles: ['34'] },
      menu: reviewMenu,
    });
    mock.onPost(`${API}/tenantuser/switchRole`).reply(200, answer({ token: 'tok-reviewer' }));

    fireEvent.click(screen.getByRole('button', { name: /全部角色/ }));
    fireEvent.click(await screen.findByText('认证审核人员'));

    await waitFor(() => expect(window.location.pathname).toBe('/businessReview/index'));
    expect(JSON.parse(mock.history.post.at(-1)?.data as string)).toEqual({ roleId: roleList[1]!.id });
    expect(useSession.getState().token).toBe('tok-reviewer');
    await waitFor(() =>
      expect(
        sideMenu()
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['业务审查']),
    );
    expect(mock.history.get.at(-1)?.headers?.Authorization).toBe('Bearer tok-reviewer');

    // And back to all roles, where the user started.
    mock.resetHandlers();
    serveSession(mock, { user: { ...staffUser, roleList } });
    mock.onPost(`${API}/tenantuser/switchRole`).reply(200, answer({ token: 'tok-all' }));
    fireEvent.click(screen.getByRole('button', { name: /认证审核人员/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '全部角色' }));

    await waitFor(() => expect(useSession.getState().token).toBe('tok-all'));
    expect(JSON.parse(mock.history.post.at(-1)?.data as string)).toEqual({ roleId: null });
    await waitFor(() => expect(sideMenu().getByText('业务办理')).toBeTruthy());
    expect(screen.getByRole('button', { name: /全部角色/ })).toBeTruthy();
  });
});
