// What the shell shows where, for a menu layout setting and a device (spec §2.4, §4), as data: the
// layout component only renders it.
import type { Device } from '../stores/appState';
import type { MenuLayout } from '../stores/settings';
import type { MenuNode } from './menu';
import { activeTopNode } from './topMenu';

export interface ShellFrame {
  /** Entries of the sidebar (a drawer on a phone); undefined: no sidebar and no button for it. */
  sideMenu: MenuNode[] | undefined;
  /**
   * The menu in the header: 'head' holds the whole menu (layout 2), 'mixed' only the first level,
   * whose chosen entry fills the sidebar (layout 3).
   */
  topMenu: { mode: 'head' | 'mixed'; nodes: MenuNode[] } | undefined;
  breadcrumb: boolean;
  /** Where the logo goes when the settings show one. */
  logo: 'sidebar' | 'header';
}

export interface FrameMenus {
  /** The whole menu, for the side menu. */
  side: MenuNode[];
  /** The top bar's entries. */
  top: MenuNode[];
}

/**
 * Left (1): side menu and breadcrumb. Head (2): the menu in the header. Mixed (3): first-level entries
 * in the header and the children of the current one in the sidebar, none for an entry without
 * children. A phone has no room for a header menu: every layout shows the whole menu in the drawer.
 */
export function shellFrame(
  layout: MenuLayout,
  device: Device,
  menus: FrameMenus,
  selectedKey: string,
): ShellFrame {
  if (device === 'mobile') {
    return { sideMenu: menus.side, topMenu: undefined, breadcrumb: false, logo: 'sidebar' };
  }
  switch (layout) {
    case '1':
      return { sideMenu: menus.side, topMenu: undefined, breadcrumb: true, logo: 'sidebar' };
    case '2':
      return {
        sideMenu: undefined,
        topMenu: { mode: 'head', nodes: menus.top },
        breadcrumb: false,
        logo: 'header',
      };
    case '3':
      return {
        sideMenu: activeTopNode(menus.top, selectedKey)?.children,
        topMenu: { mode: 'mixed', nodes: menus.top },
        breadcrumb: false,
        logo: 'header',
      };
  }
}
