import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { browser } from '../app/browser';
import type { AppRouteHandle } from '../app/routeResource';
import { useUser } from '../stores/user';
import { buildMenu, findMenuNode, parentKeysOf, selectedMenuKey, type MenuNode } from './menu';
import { menuIcon } from './menuIcons';
import { shellMessages } from './messages';

type MenuItem = Required<MenuProps>['items'][number];

function itemsOf(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.map((node) => ({
    key: node.key,
    icon: menuIcon(node.icon),
    label: node.title,
    ...(node.children ? { children: itemsOf(node.children) } : {}),
  }));
}

/** The user's permitted routes as a menu (spec §2.4). */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const records = useUser((state) => state.menu);
  const nodes = useMemo(() => buildMenu(records), [records]);
  const items = useMemo(() => itemsOf(nodes), [nodes]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  const selected = selectedMenuKey(pathname, handle?.activeMenu);

  const open: MenuProps['onClick'] = ({ key }) => {
    const link = findMenuNode(nodes, key)?.link;
    if (!link) return;
    if (link.newWindow) browser.open(link.href);
    else if (link.external) browser.assign(link.href);
    else void navigate(link.href);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label={shellMessages.sideMenu}
      items={items}
      selectedKeys={[selected]}
      // Only the first render: after that the user decides which sub-menus stay open.
      defaultOpenKeys={collapsed ? [] : parentKeysOf(nodes, selected)}
      onClick={open}
    />
  );
}
