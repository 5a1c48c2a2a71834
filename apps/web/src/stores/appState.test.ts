import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeMenuLayout, deviceForWidth, useAppState, useResponsive } from './appState';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { useSettings } from './settings';

const initialApp = useAppState.getState();
const initialSettings = useSettings.getState();

function resizeTo(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  removeCookie('sidebarStatus');
  useAppState.setState(initialApp, true);
  useSettings.setState(initialSettings, true);
  window.innerWidth = 1280;
});

afterEach(() => {
  removeCookie('sidebarStatus');
  localStorage.clear();
  // jsdom's own width.
  window.innerWidth = 1024;
});

describe('deviceForWidth', () => {
  it('counts screens under 992 px as phones', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(375)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(1920)).toBe('desktop');
  });
});

describe('sidebar status', () => {
  it('starts open and remembers the user’s choice in the sidebarStatus cookie', () => {
    expect(useAppState.getState().sidebarOpened).toBe(true);

    useAppState.getState().toggleSidebar();
    expect(useAppState.getState().sidebarOpened).toBe(false);
    expect(readCookie('sidebarStatus')).toBe('0');

    useAppState.getState().toggleSidebar();
    expect(useAppState.getState().sidebarOpened).toBe(true);
    expect(readCookie('sidebarStatus')).toBe('1');
  });

  it('starts as the cookie remembers it', async () => {
    writeCookie('sidebarStatus', '0');
    vi.resetModules();
    const { useAppState: freshAppState } = await import('./appState');

    expect(freshAppState.getState().sidebarOpened).toBe(false);
  });

  it('closes without animation when the layout asks for it', () => {
    useAppState.getState().closeSidebar(true);

    expect(useAppState.getState()).toMatchObject({ sidebarOpened: false, withoutAnimation: true });
    expect(readCookie('sidebarStatus')).toBe('0');
  });

  it('is reset by a change of menu layout', () => {
    useAppState.getState().toggleSidebar();

    changeMenuLayout('2');

    expect(useSettings.getState().menuInLeft).toBe('2');
    expect(useAppState.getState().sidebarOpened).toBe(true);
    expect(readCookie('sidebarStatus')).toBeUndefined();
  });

  it('is left alone when the same layout is picked again', () => {
    useAppState.getState().toggleSidebar();

    changeMenuLayout('1');

    expect(useAppState.getState().sidebarOpened).toBe(false);
  });
});

describe('useResponsive', () => {
  it('makes a narrow window a phone and closes the sidebar at once', () => {
    window.innerWidth = 800;

    renderHook(() => useResponsive('/'));

    expect(useAppState.getState()).toMatchObject({
      device: 'mobile',
      sidebarOpened: false,
      withoutAnimation: true,
    });
  });

  it('follows the window as it is resized', () => {
    renderHook(() => useResponsive('/'));
    expect(useAppState.getState().device).toBe('desktop');

    resizeTo(991);
    expect(useAppState.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false });

    resizeTo(992);
    expect(useAppState.getState().device).toBe('desktop');
  });

  it('keeps the desktop status apart from the phone drawer', () => {
    renderHook(() => useResponsive('/'));

    resizeTo(600);
    act(() => useAppState.getState().toggleSidebar());
    expect(useAppState.getState().sidebarOpened).toBe(true);
    act(() => useAppState.getState().closeSidebar());
    expect(readCookie('sidebarStatus')).toBeUndefined();

    resizeTo(1280);
    expect(useAppState.getState().sidebarOpened).toBe(true);
  });

  it('closes the phone drawer on every navigation', () => {
    window.innerWidth = 600;
    const { rerender } = renderHook(({ path }) => useResponsive(path), { initialProps: { path: '/' } });
    act(() => useAppState.getState().toggleSidebar());
    expect(useAppState.getState().sidebarOpened).toBe(true);

    rerender({ path: '/profile/index' });

    expect(useAppState.getState().sidebarOpened).toBe(false);
  });

  it('leaves the desktop sidebar open on navigation', () => {
    const { rerender } = renderHook(({ path }) => useResponsive(path), { initialProps: { path: '/' } });

    rerender({ path: '/profile/index' });

    expect(useAppState.getState().sidebarOpened).toBe(true);
  });

  it('stops listening when the layout goes away', () => {
    const { unmount } = renderHook(() => useResponsive('/'));
    unmount();

    resizeTo(600);

    expect(useAppState.getState().device).toBe('desktop');
  });
});
