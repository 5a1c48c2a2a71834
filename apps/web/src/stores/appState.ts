// Layout state of the shell (spec §3 "App state", §4): whether the sidebar is open, and whether the
// screen is a desktop or a phone. The desktop sidebar status is remembered in a cookie; on a phone the
// sidebar is a drawer that starts closed and closes again on every navigation, so its status there is
// not remembered and does not overwrite the desktop one.
import { useEffect } from 'react';
import { create } from 'zustand';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { type MenuLayout, useSettings } from './settings';

/** Under this width (px) the screen counts as a phone (spec §9). */
export const MOBILE_BREAKPOINT = 992;

export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

export interface AppState {
  sidebarOpened: boolean;
  /** Set when the sidebar was closed by the layout rather than the user, so it closes without sliding. */
  withoutAnimation: boolean;
  device: Device;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation?: boolean): void;
  /** Sets the device; back on a desktop, the sidebar returns to its remembered status. */
  toggleDevice(device: Device): void;
  /** Back to an open sidebar, forgetting the remembered status. */
  resetSidebar(): void;
}

function rememberedSidebarOpened(): boolean {
  return readCookie(SIDEBAR_STATUS_COOKIE) !== '0';
}

export const useAppState = create<AppState>()((set, get) => {
  const setSidebar = (opened: boolean, withoutAnimation: boolean): void => {
    if (get().device === 'desktop') writeCookie(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0');
    set({ sidebarOpened: opened, withoutAnimation });
  };
  return {
    sidebarOpened: rememberedSidebarOpened(),
    withoutAnimation: false,
    device: 'desktop',
    toggleSidebar: () => setSidebar(!get().sidebarOpened, false),
    closeSidebar: (withoutAnimation = false) => setSidebar(false, withoutAnimation),
    toggleDevice: (device) => {
      if (device === 'desktop' && get().device === 'mobile') {
        set({ device, sidebarOpened: rememberedSidebarOpened(), withoutAnimation: true });
      } else {
        set({ device });
      }
    },
    resetSidebar: () => {
      removeCookie(SIDEBAR_STATUS_COOKIE);
      set({ sidebarOpened: true, withoutAnimation: false });
    },
  };
});

/**
 * Changes the menu layout setting (spec §2.4). Each layout puts the menu elsewhere, so the sidebar
 * status of the old one means nothing in the new one and is reset (spec §4).
 */
export function changeMenuLayout(layout: MenuLayout): void {
  const settings = useSettings.getState();
  if (settings.menuInLeft === layout) return;
  settings.change('menuInLeft', layout);
  useAppState.getState().resetSidebar();
}

/**
 * Keeps the device in step with the window width (spec §4): under 992 px it is a phone and the sidebar
 * closes, at once and again on each navigation. Pass the current path so that route changes are seen.
 */
export function useResponsive(pathname?: string): void {
  useEffect(() => {
    const follow = (): void => {
      const device = deviceForWidth(window.innerWidth);
      const app = useAppState.getState();
      if (app.device !== device) app.toggleDevice(device);
      if (device === 'mobile' && app.sidebarOpened) app.closeSidebar(true);
    };
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);

  useEffect(() => {
    const app = useAppState.getState();
    if (app.device === 'mobile' && app.sidebarOpened) app.closeSidebar(false);
  }, [pathname]);
}
