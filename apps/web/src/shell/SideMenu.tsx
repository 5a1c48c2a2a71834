import { Menu } from 'antd';
import { useMemo } from 'react';
import { findMenuNode, parentKeysOf, type MenuNode } from './menu';
import { menuItemsOf, useOpenMenuLink, useSelectedMenuKey } from './menuView';
import { shellMessages } from './messages';

/** Menu entries in the sidebar (spec §2.4), in the menu colours its container provides. */
export function SideMenu({ nodes }: { nodes: readonly MenuNode[] }) {
  const items = useMemo(() => menuItemsOf(nodes), [nodes]);
  const selected = useSelectedMenuKey();
  const openLink = useOpenMenuLink();
  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label={shellMessages.sideMenu}
      items={items}
      selectedKeys={[selected]}
      // Only the first render: after that the user decides which sub-menus stay open.
      defaultOpenKeys={parentKeysOf(nodes, selected)}
      onClick={({ key, domEvent }) => openLink(findMenuNode(nodes, key)?.link, domEvent.currentTarget)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
