import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../i18n/localName';
import { useSession } from '../stores/session';
import { useUser } from '../stores/user';
import { switchableApps, switchToApp } from './appSwitch';

/** The current app's name; with more than one app to go to, a menu of them (spec §4 switching app). */
export function AppSwitcher() {
  const allApps = useUser((state) => state.apps);
  const app = useUser((state) => state.app);
  const { t } = useTranslation('shell');
  const name = useLocalName();
  const appKey = useSession((state) => state.appKey);
  const apps = switchableApps(allApps, appKey);
  const title = (
    <Typography.Text strong style={{ fontSize: 16 }}>
      {app && name(app.name, app.nameEn)}
    </Typography.Text>
  );
  if (apps.length <= 1) return title;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: apps.map((choice) => ({ key: choice.key, label: name(choice.name, choice.nameEn) })),
        selectable: true,
        selectedKeys: appKey ? [appKey] : [],
        onClick: ({ key }) => {
          const chosen = apps.find((candidate) => candidate.key === key);
          if (chosen) switchToApp(chosen);
        },
      }}
    >
      <Button type="text" title={t('switchApp')}>
        {title}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
