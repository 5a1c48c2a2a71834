// What the side menu and the top menu share: antd items for menu nodes, the entry the current page
// lights up, and opening an entry's link.
import type { MenuProps } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { browser } from '../app/browser';
import type { Language } from '../i18n';
import { localName } from '../i18n/localName';
import type { AppRouteHandle } from '../app/routeResource';
import { selectedMenuKey, type MenuLink, type MenuNode } from './menu';
import { menuIcon } from './menuIcons';

export type MenuItem = Required<MenuProps>['items'][number];

/** antd's items for menu nodes, titled in `language`; `extraOf` adds what an entry shows after its title. */
export function menuItemsOf(
  nodes: readonly MenuNode[],
  language: Language,
  extraOf?: (path: string) => ReactNode,
): MenuItem[] {
  return nodes.map((node) => {
    const extra = node.children ? null : extraOf?.(node.key);
    return {
      key: node.key,
      icon: menuIcon(node.icon),
      label: localName(node.title, node.titleEn, language),
      ...(extra ? { extra } : {}),
      ...(node.children ? { children: menuItemsOf(node.children, language, extraOf) } : {}),
    };
  });
}

/** The key of the menu entry the current page lights up (its activeMenu for a hidden page). */
export function useSelectedMenuKey(): string {
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as AppRouteHandle | undefined;
  return selectedMenuKey(pathname, handle?.activeMenu);
}

/**
 * Opens a menu link (spec §2.4): in the app, at its external url, or in a new window. `entry` is the
 * menu item that was clicked: one that opened a new window gives up the focus the click gave it, as
 * the menu lights up its focused item, and would light it up again whenever the user comes back to
 * this tab, as if it were the page on show.
 */
export function useOpenMenuLink(): (link: MenuLink | undefined, entry?: EventTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (link, entry) => {
      if (!link) return;
      if (link.newWindow) {
        browser.open(link.href);
        if (entry instanceof HTMLElement) entry.blur();
      } else if (link.external) browser.assign(link.href);
      else void navigate(link.href);
    },
    [navigate],
  );
}
