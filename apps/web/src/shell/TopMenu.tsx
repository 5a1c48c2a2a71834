import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { localName } from '../i18n/localName';
import { findMenuNode, type MenuNode } from './menu';
import { menuIcon } from './menuIcons';
import { menuItemsOf, useOpenMenuLink, useSelectedMenuKey, type MenuItem } from './menuView';
import { activeTopNode, firstLinkOf, splitTopMenu } from './topMenu';
import { useElementSize } from './useElementSize';

/** Spec §9: the top menu is 51 px high; its bottom pixel is the header's border. */
const TOP_MENU_LINE_HEIGHT = '50px';

const MORE_KEY = 'top-menu:more';

/**
 * The menu in the header: the whole menu ('head', layout 2) or only its first level ('mixed', layout
 * 3, where choosing a group opens its first page and its children fill the sidebar). Entries that do
 * not fit go into a 更多 menu; until the bar has been measured, all are shown.
 */
export function TopMenu({ nodes, mode }: { nodes: readonly MenuNode[]; mode: 'head' | 'mixed' }) {
  const [bar, barSize] = useElementSize<HTMLDivElement>();
  const width = barSize?.width;
  const selected = useSelectedMenuKey();
  const openLink = useOpenMenuLink();
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  const moreLabel = t('moreMenu');

  const items = useMemo(() => {
    const itemsOf = (part: readonly MenuNode[]): MenuItem[] =>
      mode === 'head'
        ? menuItemsOf(part, language)
        : part.map((node) => ({
            key: node.key,
            icon: menuIcon(node.icon),
            label: localName(node.title, node.titleEn, language),
          }));
    const { visible, more } =
      width === undefined ? { visible: [...nodes], more: [] } : splitTopMenu(nodes, width);
    const moreMenu: MenuItem[] =
      more.length > 0 ? [{ key: MORE_KEY, label: moreLabel, children: itemsOf(more) }] : [];
    return [...itemsOf(visible), ...moreMenu];
  }, [mode, nodes, width, language, moreLabel]);

  const selectedKey = mode === 'head' ? selected : activeTopNode(nodes, selected)?.key;
  const open = (key: string, entry: EventTarget) => {
    const node = findMenuNode(nodes, key);
    openLink(node && (mode === 'head' ? node.link : firstLinkOf(node)), entry);
  };

  return (
    <div ref={bar} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <Menu
        mode="horizontal"
        aria-label={t('topMenu')}
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        // Our own split decides what goes into 更多; antd's would add a second overflow menu.
        disabledOverflow
        onClick={({ key, domEvent }) => open(key, domEvent.currentTarget)}
        style={{ borderBottom: 0, lineHeight: TOP_MENU_LINE_HEIGHT, background: 'transparent' }}
      />
    </div>
  );
}
