import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useLocalName } from '../i18n/localName';
import { useSettings } from '../stores/settings';
import { useUser } from '../stores/user';
import { menuIcon } from './menuIcons';

const LOGO_SIZE = 28;

/**
 * The current app's logo and name, leading home: the app's own logo image, else the icon its config
 * names, else the platform's. Collapsed, only the logo shows.
 */
export function Logo({ collapsed = false, color }: { collapsed?: boolean; color?: string }) {
  const app = useUser((state) => state.app);
  const appIcon = useSettings((state) => state.appIcon);
  const appName = useLocalName()(app?.name ?? '', app?.nameEn) || undefined;
  const icon = appIcon ? menuIcon(appIcon) : undefined;
  const textStyle: CSSProperties = { color, margin: 0, fontSize: 16, whiteSpace: 'nowrap' };
  return (
    <Link to="/" aria-label={appName} style={{ color, display: 'block', minWidth: 0 }}>
      <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} gap="small">
        {app?.logo || !icon ? (
          <img src={app?.logo || '/favicon.svg'} alt="" width={LOGO_SIZE} height={LOGO_SIZE} />
        ) : (
          <span style={{ fontSize: LOGO_SIZE - 4, lineHeight: 1 }}>{icon}</span>
        )}
        {!collapsed && (
          <Typography.Title level={1} ellipsis style={textStyle}>
            {appName}
          </Typography.Title>
        )}
      </Flex>
    </Link>
  );
}
