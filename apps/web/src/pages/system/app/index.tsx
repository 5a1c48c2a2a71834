import type { ManagedApp } from '@platform/contract';
import { Alert, Avatar, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { deleteApp, systemAppQueryKeys, useManagedApps } from '../../../api/system-app';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { menuIcon } from '../../../shell/menuIcons';
import { useUser } from '../../../stores/user';
import { AppFormDrawer } from './AppFormDrawer';
import { appMessages as t } from './messages';

const COLUMNS: ListTableColumn<ManagedApp>[] = [
  {
    key: 'name',
    title: t.colName,
    render: (_, app) => (
      <Space>
        <Avatar
          shape="square"
          size="small"
          src={app.logo || undefined}
          icon={app.logo ? undefined : menuIcon(app.config.icon ?? 'appstore')}
        />
        {app.name}
      </Space>
    ),
  },
  { key: 'key', title: t.colKey, dataIndex: 'key' },
  { key: 'domain', title: t.colDomain, dataIndex: 'domain', ellipsis: true },
  { key: 'ssoUrl', title: t.colSsoUrl, dataIndex: 'ssoUrl', ellipsis: true },
  {
    key: 'showTenantName',
    title: t.colShowTenantName,
    render: (_, app) => (app.showTenantName ? t.yes : t.no),
  },
  { key: 'tenantCount', title: t.colTenants, dataIndex: 'tenantCount', align: 'right' },
  { key: 'sort', title: t.colSort, dataIndex: 'sort', align: 'right' },
  {
    key: 'status',
    title: t.colStatus,
    render: (_, app) => (app.status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>),
  },
];

/** Apps whose name or key contains the keyword (any case). */
function matching(app: ManagedApp, { keyword }: { keyword?: string }): boolean {
  const k = keyword?.toLowerCase();
  return !k || app.name.toLowerCase().includes(k) || app.key.includes(k);
}

/** Why an app cannot be deleted, if it cannot. */
function keptBecause(app: ManagedApp): string | undefined {
  if (app.key === 'system') return t.systemAppKept;
  if (app.tenantCount > 0) return t.openedBy(app.tenantCount);
  return undefined;
}

function AppsPage() {
  const navigate = useNavigate();
  const list = useListController<ManagedApp, { keyword?: string }>({
    id: 'system.app',
    columns: COLUMNS,
    queryKey: systemAppQueryKeys.all,
    match: matching,
    remove: { request: (app) => deleteApp(app.id), confirm: (app) => t.confirmRemove(app.name) },
  });
  const rows = useManagedApps();

  return (
    <ListPage
      list={list}
      rows={rows}
      name="appSearch"
      search={[{ name: 'keyword', label: t.keyword, placeholder: t.keywordPlaceholder }]}
      addText={t.add}
      actions={{
        fixed: 'right',
        wrap: true,
        render: (app) => (
          <>
            <RowAction onClick={() => list.edit(app)}>{t.edit}</RowAction>
            <RowAction onClick={() => navigate(`/resources?appId=${app.id}`)}>{t.resources}</RowAction>
            <RowAction onClick={() => navigate(`/role?appId=${app.id}`)}>{t.roles}</RowAction>
            <RowAction
              danger
              disabled={!!keptBecause(app)}
              tooltip={keptBecause(app)}
              onClick={() => list.remove(app)}
            >
              {t.remove}
            </RowAction>
          </>
        ),
      }}
    >
      <AppFormDrawer app={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}

/** Application management (menu /use-management): the platform administrator's list of apps. */
export default function AppManagementPage() {
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t.onlyPlatformAdmin} />;
  return <AppsPage />;
}
