import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import { browser } from '../app/browser';
import { appEntryHref } from '../app/sso';
import { useSession } from '../stores/session';
import { useUser } from '../stores/user';
import { shellMessages } from './messages';

/**
 * The current app's name; with more than one app to go to, a menu of them. Switching stores the key
 * and opens the app on its own domain with the session handed over (spec §4).
 */
export function AppSwitcher() {
  const allApps = useUser((state) => state.apps);
  const appName = useUser((state) => state.app?.name);
  const appKey = useSession((state) => state.appKey);
  // An app the user holds no role in would only greet them with "no business opened".
  const apps = allApps.filter((app) => app.hasAccess || app.key === appKey);
  const title = (
    <Typography.Text strong style={{ fontSize: 16 }}>
      {appName}
    </Typography.Text>
  );
  if (apps.length <= 1) return title;

  const switchTo = (key: string) => {
    const app = apps.find((candidate) => candidate.key === key);
    const { token, setAppKey } = useSession.getState();
    if (!app || !token || key === appKey) return;
    setAppKey(app.key);
    browser.assign(appEntryHref(app.domain, token, app.key));
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: apps.map((app) => ({ key: app.key, label: app.name })),
        selectable: true,
        selectedKeys: appKey ? [appKey] : [],
        onClick: ({ key }) => switchTo(key),
      }}
    >
      <Button type="text" title={shellMessages.switchApp}>
        {title}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
