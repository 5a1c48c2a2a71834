import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellSlots } from '../app/shellSlots';
import { currentLanguage } from '../i18n';
import { findMenuNode, parentKeysOf, type MenuNode } from './menu';
import { menuItemsOf, useOpenMenuLink, useSelectedMenuKey } from './menuView';

/** Menu entries in the sidebar (spec §2.4), in the menu colours its container provides. */
export function SideMenu({ nodes }: { nodes: readonly MenuNode[] }) {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  // A work queue's entry shows its number of open tasks (the slot's extra).
  const { menuExtra } = useShellSlots();
  const items = useMemo(() => menuItemsOf(nodes, language, menuExtra), [nodes, language, menuExtra]);
  const selected = useSelectedMenuKey();
  const openLink = useOpenMenuLink();
  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label={t('sideMenu')}
      items={items}
      selectedKeys={[selected]}
      // Only the first render: after that the user decides which sub-menus stay open.
      defaultOpenKeys={parentKeysOf(nodes, selected)}
      onClick={({ key, domEvent }) => openLink(findMenuNode(nodes, key)?.link, domEvent.currentTarget)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
