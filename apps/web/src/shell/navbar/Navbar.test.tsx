import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../api/request';
import { browser } from '../../app/browser';
import { addErrorLog, clearErrorLog } from '../../components/error-log/store';
import { settingsStorageKey, useSettings } from '../../stores/settings';
import { healthyAnswer } from '../../test/fixtures';
import { qualityApp, staffUser } from '../../test/people';
import { answer, API, renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);
let reload: MockInstance<() => void>;
let sentTo: MockInstance<(href: string) => void>;

beforeEach(() => {
  savedSession('tok-1', 'quality');
  mock.onGet('/api/health').reply(200, healthyAnswer);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  sentTo = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  mock.reset();
  resetApp();
  clearErrorLog();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function shellAt(address: string) {
  renderApp(address);
  await screen.findByRole('menu', { name: '主菜单' });
}

describe('message bell', () => {
  it('shows the unread count from the server and opens the message centre on the unread tab', async () => {
    serveSession(mock);
    mock.onGet(`${API}/msg/getUnreadMsgCount`).reply(200, answer({ count: 3 }));
    mock.onPost(`${API}/msg/getPageReceiverMsgList`).reply(
      200,
      answer({
        items: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            title: '您的认证申请已受理',
            content: '',
            sendType: 1,
            createtime: '2026-03-02T02:00:00.000Z',
            status: 0,
            readStatus: 0,
            targetType: 21,
            smsType: null,
            param: null,
          },
        ],
        total: 3,
      }),
    );
    await shellAt('/index');

    fireEvent.click(await screen.findByRole('button', { name: '消息中心（3）' }));

    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    expect(await within(drawer).findByRole('tab', { name: '未读消息（3）' })).toBeTruthy();
    expect(await within(drawer).findByText('您的认证申请已受理')).toBeTruthy();
  });

  it('updates the badge from the live unread stream, opened with a one-time ticket', async () => {
    const opened: { url: string; push(count: number): void }[] = [];
    class FakeEventSource {
      onerror: ((event: Event) => void) | null = null;
      private listeners: ((event: MessageEvent<string>) => void)[] = [];
      constructor(readonly url: string) {
        opened.push({
          url,
          push: (count) =>
            this.listeners.forEach((l) => l(new MessageEvent('unread', { data: JSON.stringify({ count }) }))),
        });
      }
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        if (type === 'unread') this.listeners.push(listener);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    serveSession(mock);
    mock.onGet(`${API}/msg/getUnreadMsgCount`).reply(200, answer({ count: 2 }));
    mock.onPost(`${API}/msg/getStreamTicket`).reply(200, answer({ ticket: 'tk-1', expiresInSeconds: 60 }));
    await shellAt('/index');
    await screen.findByRole('button', { name: '消息中心（2）' });

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.url).toBe(`${API}/msg/unreadStream?ticket=tk-1`);
    act(() => opened[0]!.push(5));

    expect(await screen.findByRole('button', { name: '消息中心（5）' })).toBeTruthy();
  });

  it('shows no count when the count cannot be read, logging the failure without a toast', async () => {
    serveSession(mock);
    mock.onGet(`${API}/msg/getUnreadMsgCount`).reply(500, { code: 500, msg: '查询失败', data: null });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await shellAt('/index');

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: '消息中心' })).toBeTruthy();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    // Spec §8: a message call that fails is logged, not toasted.
    expect(screen.queryByText('查询失败')).toBeNull();
  });
});

describe('size selector', () => {
  it('offers 默认, 中等, 小型 and 迷你; a change says 切换成功 and reloads at the new size', async () => {
    serveSession(mock);
    await shellAt('/index');

    fireEvent.click(screen.getByRole('button', { name: '布局大小' }));
    const menu = (await screen.findByText('迷你')).closest<HTMLElement>('[role="menu"]')!;
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['默认', '中等', '小型', '迷你']);
    fireEvent.click(within(menu).getByText('小型'));

    expect(await screen.findByText('切换成功')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSettings.getState().size).toBe('small');
    const stored = JSON.parse(localStorage.getItem(settingsStorageKey(staffUser.userId))!) as {
      state: { choices: object };
    };
    expect(stored.state.choices).toEqual({ size: 'small' });
  });
});

describe('header search', () => {
  it('opens with Ctrl+K, finds a route by part of its title and goes there', async () => {
    serveSession(mock);
    await shellAt('/index');

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    });
    const box = await screen.findByRole('combobox', { name: '搜索菜单' });
    fireEvent.change(box, { target: { value: '业务办' } });
    fireEvent.click(await screen.findByTitle('业务办理'));

    await waitFor(() => expect(window.location.pathname).toBe('/business/index'));
    expect(screen.queryByRole('combobox', { name: '搜索菜单' })).toBeNull();
  });

  it('opens from the search icon too, and finds a route despite a typo', async () => {
    serveSession(mock);
    await shellAt('/index');

    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索菜单' }), {
      target: { value: '业务半理' },
    });

    expect(await screen.findByTitle('业务办理')).toBeTruthy();
  });
});

describe('user menu', () => {
  it('shows the tenant name cut to 15 characters, in full in a tooltip', async () => {
    const tenantName = '华东地区质量认证与合规咨询服务有限公司上海分公司';
    serveSession(mock, { user: { ...staffUser, tenantName } });
    await shellAt('/index');

    const shown = screen.getByText('华东地区质量认证与合规咨询服务...');
    fireEvent.mouseEnter(shown);

    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', tenantName);
  });

  it('leaves the tenant name out when the app does not show it', async () => {
    serveSession(mock, { app: { ...qualityApp, showTenantName: false } });
    await shellAt('/index');

    expect(screen.getByRole('button', { name: '张明' })).toBeTruthy();
    expect(screen.queryByText('华东质量认证中心')).toBeNull();
  });

  it('switches system from 切换系统, handing the session to the other app', async () => {
    serveSession(mock);
    await shellAt('/index');

    fireEvent.click(screen.getByRole('button', { name: '张明（华东质量认证中心）' }));
    fireEvent.mouseEnter(await screen.findByText('切换系统'));
    fireEvent.click(await screen.findByText('认证服务'));

    expect(sentTo).toHaveBeenCalledWith('/?token=tok-1&key=cert');
  });
});

describe('on a narrow screen (under 992 px)', () => {
  let width: number;
  beforeEach(() => {
    width = window.innerWidth;
    window.innerWidth = 800;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('still searches the menu, and switches role and system from the user menu', async () => {
    const roleList = [
      { id: '5d0c2f52-1b7c-4d3a-9a55-0c1a4a9e0b01', code: 8, name: '企业业务人员' },
      { id: '5d0c2f52-1b7c-4d3a-9a55-0c1a4a9e0b02', code: 34, name: '认证审核人员' },
    ];
    serveSession(mock, { user: { ...staffUser, roleList } });
    mock.onPost(`${API}/tenantuser/switchRole`).reply(200, answer({ token: 'tok-reviewer' }));
    renderApp('/index');
    await screen.findByRole('button', { name: '展开菜单' });

    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '张明（华东质量认证中心）' }));
    fireEvent.mouseEnter(await screen.findByText('切换系统'));
    expect(await screen.findByText('认证服务')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByText('切换角色'));
    expect((await screen.findByRole('menuitem', { name: '全部角色' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: '认证审核人员' }));

    await waitFor(() =>
      expect(mock.history.post.find((call) => call.url?.endsWith('/switchRole'))?.data).toBe(
        JSON.stringify({ roleId: roleList[1]!.id }),
      ),
    );
  });
});

it('shows the error-log button once the page has run into an error', async () => {
  serveSession(mock);
  await shellAt('/index');
  expect(screen.queryByRole('button', { name: '错误日志' })).toBeNull();

  act(() => addErrorLog({ message: 'boom', info: '脚本错误', url: window.location.href, stack: '' }));

  fireEvent.click(await screen.findByRole('button', { name: '错误日志' }));
  expect(await screen.findByText('boom')).toBeTruthy();
});
