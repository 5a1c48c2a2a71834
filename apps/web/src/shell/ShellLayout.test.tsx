import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/request';
import { readCookie } from '../stores/cookies';
import { useAppState } from '../stores/appState';
import { healthyAnswer } from '../test/fixtures';
import { qualityApp } from '../test/people';
import { renderApp, resetApp, savedSession, serveSession } from '../test/renderApp';
import { menuWithGroup, savedSettings } from '../test/shellSession';

const mock = new MockAdapter(http);

beforeEach(() => {
  savedSession();
  mock.onGet('/api/health').reply(200, healthyAnswer);
});

afterEach(() => {
  mock.reset();
  resetApp();
  vi.unstubAllGlobals();
});

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('menu layouts', () => {
  it('left (1): the whole menu in the sidebar and the breadcrumb in the navbar', async () => {
    serveSession(mock, { menu: menuWithGroup });
    renderApp('/use-tenant');

    const sideMenu = await screen.findByRole('menu', { name: '主菜单' });
    expect(entries(sideMenu)).toEqual(['首页', '业务办理', '帮助文档', '系统管理', '应用管理', '租户管理']);
    const breadcrumb = screen.getByRole('navigation', { name: '当前位置' });
    expect(breadcrumb.textContent).toBe('首页/系统管理/租户管理');
    expect(within(breadcrumb).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('menu', { name: '顶部菜单' })).toBeNull();
  });

  it('head (2), as the app config asks: the whole menu in the header and no sidebar', async () => {
    serveSession(mock, { menu: menuWithGroup, app: { ...qualityApp, config: '{"layout":"2"}' } });
    renderApp('/index');

    const topMenu = await screen.findByRole('menu', { name: '顶部菜单' });
    expect(entries(topMenu)).toEqual(['首页', '业务办理', '帮助文档', '系统管理']);
    expect(screen.queryByRole('menu', { name: '主菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '收起菜单' })).toBeNull();
  });

  it('mixed (3), the user’s pick over the app config: first level on top, the group’s pages at the side', async () => {
    savedSettings({ menuInLeft: '3' });
    serveSession(mock, { menu: menuWithGroup, app: { ...qualityApp, config: '{"layout":"2"}' } });
    renderApp('/use-tenant');

    const topMenu = await screen.findByRole('menu', { name: '顶部菜单' });
    expect(entries(topMenu)).toEqual(['首页', '业务办理', '帮助文档', '系统管理']);
    expect(within(topMenu).getByRole('menuitem', { name: /系统管理/ }).className).toContain('selected');
    expect(entries(screen.getByRole('menu', { name: '主菜单' }))).toEqual(['应用管理', '租户管理']);

    fireEvent.click(within(topMenu).getByText('首页'));

    await waitFor(() => expect(window.location.pathname).toBe('/index'));
    await waitFor(() => expect(screen.queryByRole('menu', { name: '主菜单' })).toBeNull());
  });

  it('puts the top entries that do not fit into 更多', async () => {
    // A 300 px bar holds two places of about 135 px: one entry and 更多.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report(
            [{ contentRect: { width: 300, height: 51 } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        }
        disconnect() {}
      },
    );
    savedSettings({ menuInLeft: '2' });
    serveSession(mock, { menu: menuWithGroup });
    renderApp('/index');

    const topMenu = await screen.findByRole('menu', { name: '顶部菜单' });
    await waitFor(() => expect(within(topMenu).getByText('更多')).toBeTruthy());
    expect(within(topMenu).getByText('首页')).toBeTruthy();
    expect(within(topMenu).queryByText('业务办理')).toBeNull();
  });
});

describe('sidebar', () => {
  it('collapses to its narrow form and remembers that in the sidebarStatus cookie', async () => {
    serveSession(mock);
    renderApp('/index');

    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }));

    expect(readCookie('sidebarStatus')).toBe('0');
    expect(screen.getByRole('menu', { name: '主菜单' }).closest('aside')?.className).toContain('collapsed');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
  });

  describe('on a phone (under 992 px)', () => {
    let width: number;
    beforeEach(() => {
      width = window.innerWidth;
      window.innerWidth = 375;
    });
    afterEach(() => {
      window.innerWidth = width;
    });

    it('opens the menu in a drawer, which closes again once the user has gone somewhere', async () => {
      serveSession(mock);
      renderApp('/index');

      const open = await screen.findByRole('button', { name: '展开菜单' });
      expect(useAppState.getState().device).toBe('mobile');
      expect(screen.queryByRole('menu', { name: '主菜单' })).toBeNull();

      fireEvent.click(open);
      const drawer = await screen.findByRole('dialog');
      fireEvent.click(within(drawer).getByText('业务办理'));

      await waitFor(() => expect(window.location.pathname).toBe('/business/index'));
      await waitFor(() => expect(useAppState.getState().sidebarOpened).toBe(false));
      // The phone's drawer does not overwrite what the desktop sidebar remembers.
      expect(readCookie('sidebarStatus')).toBeUndefined();
    });
  });
});

describe('access by address', () => {
  it('shows the not-found page for a system page typed into the address bar without a resource for it', async () => {
    serveSession(mock);
    renderApp('/use-tenant');

    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();
    expect(window.location.pathname).toBe('/use-tenant');
  });
});
