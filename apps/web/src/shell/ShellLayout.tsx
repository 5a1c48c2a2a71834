import { Layout, theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import '../app/dayjsLocale';
import { useAppState, useResponsive } from '../stores/appState';
import { useSettings } from '../stores/settings';
import { useUser } from '../stores/user';
import { shellFrame } from './frame';
import { buildMenu } from './menu';
import { useSelectedMenuKey } from './menuView';
import { Navbar } from './navbar/Navbar';
import { Sidebar } from './Sidebar';
import { KeepAliveOutlet } from './tags-view/KeepAliveOutlet';
import { TagsView } from './tags-view/TagsView';
import { buildTopMenu } from './topMenu';
import { useElementSize } from './useElementSize';

const FIXED_HEADER: CSSProperties = { position: 'sticky', top: 0, zIndex: 10 };

/**
 * The signed-in frame (spec §2.4): the menu where the layout setting puts it (see shellFrame), the
 * navbar with the tags bar, and the page. With a menu in the header (layouts 2 and 3) the header spans
 * the window; otherwise it sits beside the sidebar. A fixed header stays at the top while the page
 * scrolls.
 */
export function ShellLayout() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  useResponsive(pathname);
  const records = useUser((state) => state.menu);
  const menus = useMemo(() => ({ side: buildMenu(records), top: buildTopMenu(records) }), [records]);
  const layout = useSettings((state) => state.menuInLeft);
  const fixedHeader = useSettings((state) => state.fixedHeader);
  const sidebarLogo = useSettings((state) => state.sidebarLogo);
  const tagsView = useSettings((state) => state.tagsView);
  const device = useAppState((state) => state.device);
  const frame = shellFrame(layout, device, menus, useSelectedMenuKey());
  const [headerArea, headerSize] = useElementSize<HTMLDivElement>();
  const headerHeight = headerSize?.height ?? 0;
  const headerSpansWindow = frame.topMenu !== undefined;

  // One grid for every layout, so that switching layouts moves the header rather than mounting it
  // afresh (the settings drawer the user is working in stays open).
  const frameStyle: CSSProperties = {
    display: 'grid',
    minHeight: '100vh',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: headerSpansWindow ? '"header header" "sider main"' : '"sider header" "sider main"',
    background: token.colorBgLayout,
  };
  return (
    <div style={frameStyle}>
      <div ref={headerArea} style={{ gridArea: 'header', ...(fixedHeader ? FIXED_HEADER : {}) }}>
        <Navbar frame={frame} />
        {tagsView && <TagsView />}
      </div>
      {frame.sideMenu && (
        <Sidebar
          nodes={frame.sideMenu}
          showLogo={sidebarLogo && frame.logo === 'sidebar'}
          stickyTop={headerSpansWindow && fixedHeader ? headerHeight : 0}
        />
      )}
      <Layout.Content style={{ gridArea: 'main', minWidth: 0, padding: token.paddingLG }}>
        <KeepAliveOutlet />
      </Layout.Content>
    </div>
  );
}
