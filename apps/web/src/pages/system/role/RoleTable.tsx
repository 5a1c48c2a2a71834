import type { Role } from '@platform/contract';
import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { roleMessages as t } from './messages';

export const ROLE_COLUMNS: ListColumn[] = [
  { key: 'name', label: t.colName, visible: true },
  { key: 'code', label: t.colCode, visible: true },
  { key: 'description', label: t.colDescription, visible: true },
  { key: 'scope', label: t.colScope, visible: true },
  { key: 'sort', label: t.colSort, visible: true },
  { key: 'status', label: t.colStatus, visible: true },
];

export interface RoleTableProps {
  roles: Role[];
  loading: boolean;
  columns: readonly ListColumn[];
  /** Whether the user may change `role` (platform roles are the platform administrator's). */
  canChange: (role: Role) => boolean;
  onEdit: (role: Role) => void;
  onBind: (role: Role) => void;
  onRemove: (role: Role) => void;
}

export function RoleTable({ roles, loading, columns, canChange, onEdit, onBind, onRemove }: RoleTableProps) {
  const all: TableColumnsType<Role> = [
    { key: 'name', title: t.colName, dataIndex: 'name' },
    { key: 'code', title: t.colCode, dataIndex: 'code', align: 'right' },
    { key: 'description', title: t.colDescription, dataIndex: 'description', ellipsis: true },
    {
      key: 'scope',
      title: t.colScope,
      render: (_, role) =>
        role.scope === 'platform' ? <Tag color="blue">{t.platformScope}</Tag> : <Tag>{t.tenantScope}</Tag>,
    },
    { key: 'sort', title: t.colSort, dataIndex: 'sort', align: 'right' },
    {
      key: 'status',
      title: t.colStatus,
      render: (_, role) =>
        role.status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>,
    },
  ];
  const shown = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const actions: TableColumnsType<Role>[number] = {
    key: 'actions',
    title: t.colActions,
    render: (_, role) => {
      const locked = !canChange(role);
      return (
        <Space size={0}>
          <Tooltip title={locked ? t.platformOnly : undefined}>
            <Button type="link" size="small" disabled={locked} onClick={() => onEdit(role)}>
              {t.edit}
            </Button>
          </Tooltip>
          <Button type="link" size="small" onClick={() => onBind(role)}>
            {t.bind}
          </Button>
          <Tooltip title={locked ? t.platformOnly : undefined}>
            <Button type="link" size="small" danger disabled={locked} onClick={() => onRemove(role)}>
              {t.remove}
            </Button>
          </Tooltip>
        </Space>
      );
    },
  };
  return (
    <Table<Role>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={roles}
      columns={[...all.filter((c) => shown.has(String(c.key))), actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
