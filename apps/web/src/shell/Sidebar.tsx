import { ConfigProvider, Drawer, Layout } from 'antd';
import { useMemo } from 'react';
import { useAppState } from '../stores/appState';
import { useSettings } from '../stores/settings';
import { Logo } from './Logo';
import type { MenuNode } from './menu';
import { sideMenuTokens } from './menuTheme';
import { SideMenu } from './SideMenu';

// Spec §9: sidebar 210 px wide, 54 px collapsed.
const SIDEBAR_WIDTH = 210;
const SIDEBAR_COLLAPSED_WIDTH = 54;
const LOGO_HEIGHT = 50;

interface SidebarProps {
  nodes: readonly MenuNode[];
  showLogo: boolean;
  /** How far from the top of the window the sidebar stays while the page scrolls (a fixed header). */
  stickyTop: number;
}

/**
 * The side menu in the menu colours of the settings: a collapsible column on a desktop, a drawer on a
 * phone that the navbar's button opens (spec §4).
 */
export function Sidebar({ nodes, showLogo, stickyTop }: SidebarProps) {
  const device = useAppState((state) => state.device);
  const opened = useAppState((state) => state.sidebarOpened);
  const closeSidebar = useAppState((state) => state.closeSidebar);
  const menuBg = useSettings((state) => state.menuBg);
  const menuText = useSettings((state) => state.menuText);
  const menuActiveText = useSettings((state) => state.menuActiveText);
  const menuActiveBg = useSettings((state) => state.menuActiveBg);
  const menuTheme = useMemo(
    () => ({ components: { Menu: sideMenuTokens({ menuBg, menuText, menuActiveText, menuActiveBg }) } }),
    [menuBg, menuText, menuActiveText, menuActiveBg],
  );
  const mobile = device === 'mobile';
  const collapsed = !mobile && !opened;

  const content = (
    <ConfigProvider theme={menuTheme}>
      {showLogo && (
        <div
          style={{
            height: LOGO_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            paddingInline: collapsed ? 0 : 16,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <Logo collapsed={collapsed} color={menuText} />
          </div>
        </div>
      )}
      {/* Another group's entries (layout 3) start with their own sub-menus open. */}
      <SideMenu key={nodes[0]?.key} nodes={nodes} />
    </ConfigProvider>
  );

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => closeSidebar()}
        closable={false}
        size={SIDEBAR_WIDTH}
        styles={{ body: { padding: 0, background: menuBg } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      collapsed={collapsed}
      trigger={null}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      style={{
        gridArea: 'sider',
        alignSelf: 'start',
        background: menuBg,
        position: 'sticky',
        top: stickyTop,
        height: `calc(100vh - ${stickyTop}px)`,
        overflowY: 'auto',
        overflowX: 'hidden',
      }}
    >
      {content}
    </Layout.Sider>
  );
}
