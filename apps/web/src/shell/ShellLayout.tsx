import { Flex, Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppSwitcher } from './AppSwitcher';
import { RoleSwitcher } from './RoleSwitcher';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

// Spec §9: sidebar 210 px wide, 54 px collapsed.
const SIDEBAR_WIDTH = 210;
const SIDEBAR_COLLAPSED_WIDTH = 54;
const MENU_BACKGROUND = '#001529';

/** The signed-in frame: header with the app, role and user controls, the side menu, the page. */
export function ShellLayout() {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginSM,
          paddingInline: token.paddingLG,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <AppSwitcher />
        <Flex align="center" gap="middle" style={{ marginInlineStart: 'auto' }}>
          <RoleSwitcher />
          <UserMenu />
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          style={{ background: MENU_BACKGROUND }}
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout.Content style={{ padding: token.paddingLG }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
