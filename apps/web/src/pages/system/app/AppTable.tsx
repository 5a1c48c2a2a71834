import type { ManagedApp } from '@platform/contract';
import { Avatar, Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { menuIcon } from '../../../shell/menuIcons';
import { appMessages as t } from './messages';

export interface AppTableProps {
  apps: ManagedApp[];
  loading: boolean;
  columns: readonly ListColumn[];
  onEdit: (app: ManagedApp) => void;
  onResources: (app: ManagedApp) => void;
  onRoles: (app: ManagedApp) => void;
  onRemove: (app: ManagedApp) => void;
}

/** The columns the show/hide dialog offers, all shown at first. */
export const APP_COLUMNS: ListColumn[] = [
  { key: 'name', label: t.colName, visible: true },
  { key: 'key', label: t.colKey, visible: true },
  { key: 'domain', label: t.colDomain, visible: true },
  { key: 'ssoUrl', label: t.colSsoUrl, visible: true },
  { key: 'showTenantName', label: t.colShowTenantName, visible: true },
  { key: 'tenantCount', label: t.colTenants, visible: true },
  { key: 'sort', label: t.colSort, visible: true },
  { key: 'status', label: t.colStatus, visible: true },
];

/** Why an app cannot be deleted, if it cannot. */
function keptBecause(app: ManagedApp): string | undefined {
  if (app.key === 'system') return t.systemAppKept;
  if (app.tenantCount > 0) return t.openedBy(app.tenantCount);
  return undefined;
}

export function AppTable({ apps, loading, columns, onEdit, onResources, onRoles, onRemove }: AppTableProps) {
  const all: TableColumnsType<ManagedApp> = [
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
      render: (_, app) =>
        app.status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>,
    },
  ];
  const shown = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const actions: TableColumnsType<ManagedApp>[number] = {
    key: 'actions',
    title: t.colActions,
    fixed: 'right',
    render: (_, app) => {
      const kept = keptBecause(app);
      return (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(app)}>
            {t.edit}
          </Button>
          <Button type="link" size="small" onClick={() => onResources(app)}>
            {t.resources}
          </Button>
          <Button type="link" size="small" onClick={() => onRoles(app)}>
            {t.roles}
          </Button>
          <Tooltip title={kept}>
            <Button type="link" size="small" danger disabled={!!kept} onClick={() => onRemove(app)}>
              {t.remove}
            </Button>
          </Tooltip>
        </Space>
      );
    },
  };
  return (
    <Table<ManagedApp>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={apps}
      columns={[...all.filter((c) => shown.has(String(c.key))), actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
