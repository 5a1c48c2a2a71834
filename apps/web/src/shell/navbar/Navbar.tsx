import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { FullscreenToggle } from '../../components/fullscreen/FullscreenToggle';
import { useAppState } from '../../stores/appState';
import { useSettings } from '../../stores/settings';
import { AppSwitcher } from '../AppSwitcher';
import { Breadcrumb } from '../Breadcrumb';
import type { ShellFrame } from '../frame';
import { Logo } from '../Logo';
import { RoleSwitcher } from '../RoleSwitcher';
import { HeaderSearch } from '../search/HeaderSearch';
import { SettingsButton } from '../settings/SettingsButton';
import { TopMenu } from '../TopMenu';
import { UserMenu } from '../UserMenu';
import { ErrorLogButton } from './ErrorLogButton';
import { MessageBell } from './MessageBell';
import { SizeSelect } from './SizeSelect';

/** Spec §9: the top bar is 51 px high. */
const NAVBAR_HEIGHT = 51;

function SidebarToggle() {
  const opened = useAppState((state) => state.sidebarOpened);
  const toggleSidebar = useAppState((state) => state.toggleSidebar);
  const { t } = useTranslation('shell');
  const label = opened ? t('closeSidebar') : t('openSidebar');
  return (
    <Button
      type="text"
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={label}
      aria-expanded={opened}
      onClick={toggleSidebar}
    />
  );
}

/**
 * The navbar's tools (spec §2.4). A narrow screen keeps the search, the bell, the settings and the
 * user menu, which then also switches app and role.
 */
function NavbarTools({ mobile }: { mobile: boolean }) {
  if (mobile) {
    return (
      <Flex align="center" gap="small">
        <HeaderSearch compact />
        <MessageBell />
        <SettingsButton />
        <UserMenu compact />
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="small">
      <HeaderSearch />
      <ErrorLogButton />
      <MessageBell />
      <FullscreenToggle />
      <SizeSelect />
      <AppSwitcher />
      <RoleSwitcher />
      <SettingsButton />
      <UserMenu />
    </Flex>
  );
}

/** The bar at the top of the shell: sidebar button, logo, breadcrumb or top menu, and the tools. */
export function Navbar({ frame }: { frame: ShellFrame }) {
  const { token } = theme.useToken();
  const mobile = useAppState((state) => state.device === 'mobile');
  const sidebarLogo = useSettings((state) => state.sidebarLogo);
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        height: NAVBAR_HEIGHT,
        lineHeight: `${NAVBAR_HEIGHT}px`,
        paddingInline: token.paddingSM,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {frame.sideMenu && <SidebarToggle />}
      {frame.logo === 'header' && sidebarLogo && (
        <div style={{ flexShrink: 0, maxWidth: 200 }}>
          <Logo color={token.colorText} />
        </div>
      )}
      {frame.topMenu ? (
        <TopMenu nodes={frame.topMenu.nodes} mode={frame.topMenu.mode} />
      ) : (
        <div style={{ flex: 1, minWidth: 0 }}>{frame.breadcrumb && <Breadcrumb />}</div>
      )}
      <NavbarTools mobile={mobile} />
    </Layout.Header>
  );
}
