import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import { useSession } from '../stores/session';
import { useUser } from '../stores/user';
import { switchableApps, switchToApp } from './appSwitch';
import { shellMessages } from './messages';

/** The current app's name; with more than one app to go to, a menu of them (spec §4 switching app). */
export function AppSwitcher() {
  const allApps = useUser((state) => state.apps);
  const appName = useUser((state) => state.app?.name);
  const appKey = useSession((state) => state.appKey);
  const apps = switchableApps(allApps, appKey);
  const title = (
    <Typography.Text strong style={{ fontSize: 16 }}>
      {appName}
    </Typography.Text>
  );
  if (apps.length <= 1) return title;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: apps.map((app) => ({ key: app.key, label: app.name })),
        selectable: true,
        selectedKeys: appKey ? [appKey] : [],
        onClick: ({ key }) => {
          const app = apps.find((candidate) => candidate.key === key);
          if (app) switchToApp(app);
        },
      }}
    >
      <Button type="text" title={shellMessages.switchApp}>
        {title}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
