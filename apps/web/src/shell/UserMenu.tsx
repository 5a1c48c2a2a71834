import {
  GlobalOutlined,
  IdcardOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../app/signOn';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n';
import { useLocalName } from '../i18n/localName';
import { chooseLanguage } from '../i18n/userLanguage';
import { useSession } from '../stores/session';
import { useUser } from '../stores/user';
import { truncateCompanyName } from '../utils/companyName';
import { switchableApps, switchToApp } from './appSwitch';
import { useRoleSwitch } from './roleSwitch';

const APP_KEY_PREFIX = 'app:';
const ROLE_KEY_PREFIX = 'role:';
const LANGUAGE_KEY_PREFIX = 'language:';

/**
 * Who is signed in, and for which tenant when the app shows it (cut to length, in full in a tooltip);
 * the way to the personal centre, to the user's other systems and roles, and out (spec §2.4). `compact`
 * shows the avatar alone, for a narrow screen, whose navbar has no room for the app and role switchers:
 * this menu is where it switches.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useUser((state) => state.user);
  const showTenantName = useUser((state) => state.app?.showTenantName ?? false);
  const allApps = useUser((state) => state.apps);
  const appKey = useSession((state) => state.appKey);
  const navigate = useNavigate();
  const roles = useRoleSwitch();
  const { t, i18n } = useTranslation(['shell', 'common']);
  const name = useLocalName();
  if (!user) return null;

  const apps = switchableApps(allApps, appKey);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('profile') },
    ...(apps.length > 1
      ? [
          {
            key: 'switch-system',
            icon: <SwapOutlined />,
            label: t('switchSystem'),
            children: apps.map((app) => ({
              key: `${APP_KEY_PREFIX}${app.key}`,
              label: name(app.name, app.nameEn),
              disabled: app.key === appKey,
            })),
          },
        ]
      : []),
    ...(roles.choices.length > 0
      ? [
          {
            key: 'switch-role',
            icon: <IdcardOutlined />,
            label: t('switchRole'),
            children: roles.choices.map((choice) => ({
              key: `${ROLE_KEY_PREFIX}${choice.key}`,
              label: choice.label,
              disabled: choice.key === roles.current,
            })),
          },
        ]
      : []),
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('common:language'),
      children: LANGUAGES.map((language) => ({
        key: `${LANGUAGE_KEY_PREFIX}${language}`,
        label: LANGUAGE_NAMES[language],
        disabled: language === i18n.language,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout') },
  ];
  const choose = (key: string) => {
    if (key === 'profile') void navigate('/profile/index');
    else if (key === 'logout') void signOut();
    else if (key.startsWith(LANGUAGE_KEY_PREFIX)) {
      void chooseLanguage(key.slice(LANGUAGE_KEY_PREFIX.length) as Language);
    } else if (key.startsWith(ROLE_KEY_PREFIX)) void roles.choose(key.slice(ROLE_KEY_PREFIX.length));
    else {
      const app = apps.find((candidate) => `${APP_KEY_PREFIX}${candidate.key}` === key);
      if (app) switchToApp(app);
    }
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => choose(key) }}>
      <Flex
        role="button"
        tabIndex={0}
        aria-label={
          showTenantName
            ? t('userWithTenant', { name: user.realname, tenant: user.tenantName })
            : user.realname
        }
        align="center"
        gap="small"
        style={{ cursor: 'pointer', lineHeight: 1.3 }}
      >
        <Avatar src={user.avatar || undefined} alt={t('avatar')} icon={<UserOutlined />} />
        {!compact && (
          <Flex vertical>
            <Typography.Text strong>{user.realname}</Typography.Text>
            {showTenantName && (
              <Tooltip title={user.tenantName}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {truncateCompanyName(user.tenantName)}
                </Typography.Text>
              </Tooltip>
            )}
          </Flex>
        )}
      </Flex>
    </Dropdown>
  );
}
