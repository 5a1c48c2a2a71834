import type { TenantUser, TenantUserFilter } from '@platform/contract';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  TreeSelect,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTenant } from '../../../api/tenant';
import {
  changeUserStatus,
  deleteUser,
  downloadImportTemplate,
  exportUsers,
  tenantUserQueryKeys,
  useUserOptions,
  useUserPage,
} from '../../../api/tenant-user';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import { deptOptions } from '../dept/deptTree';
import { ImportModal } from './ImportModal';
import { userMessages as t } from './messages';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

const USER_COLUMNS: ListColumn[] = [
  { key: 'username', label: t.username, visible: true },
  { key: 'realname', label: t.realname, visible: true },
  { key: 'mobile', label: t.mobile, visible: true },
  { key: 'email', label: t.email, visible: false },
  { key: 'type', label: t.type, visible: true },
  { key: 'dept', label: t.dept, visible: true },
  { key: 'position', label: t.position, visible: true },
  { key: 'roles', label: t.roles, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'createdAt', label: t.createdAt, visible: true },
];

/** Cells that keep their text on one line: only the role tags wrap when the table runs out of room. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

interface SearchValues {
  keyword?: string;
  deptId?: string;
  status?: 0 | 1;
}

function filterOf({ keyword, deptId, status }: SearchValues): TenantUserFilter {
  return {
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(deptId ? { deptId } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/**
 * User management (/useManagement/use-user, reached from tenant management with ?tenantId=): a tenant's
 * users with search, add, edit, enable/disable, password reset, delete, roles per app, department and
 * position, and the .xlsx import (with its per-row report), export and template. Without tenantId: the
 * signed-in user's own tenant. The name, contacts and password of a user shared with other tenants are
 * the platform administrator's to change (the server says which users, `identityEditable`).
 */
export default function UserPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? undefined;
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const { data: tenant } = useTenant(tenantId);
  const { data: options } = useUserOptions(tenantId);
  const [showSearch, setShowSearch] = useState(true);
  const [filter, setFilter] = useState<TenantUserFilter>({});
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [columns, setColumns] = useState(USER_COLUMNS);
  const [editing, setEditing] = useState<TenantUser | null | undefined>(undefined);
  const [resetting, setResetting] = useState<TenantUser | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { data, isFetching, refetch } = useUserPage(
    tenantId,
    { pageIndex: paging.page, pageSize: paging.limit },
    filter,
  );

  const me = useUser((state) => state.user);
  const isSelf = (user: TenantUser) =>
    (!tenantId || tenantId === me?.tenantId) && user.id === me?.tenantUserId;

  const remove = useMutation({
    mutationFn: (user: TenantUser) => deleteUser(tenantId, user.id),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: tenantUserQueryKeys.all(tenantId) });
    },
  });

  const changeStatus = useMutation({
    mutationFn: (user: TenantUser) => changeUserStatus(tenantId, user.id, user.status === 1 ? 0 : 1),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: tenantUserQueryKeys.all(tenantId) });
    },
  });

  const download = async (fetchFile: () => Promise<Blob>, name: string) => {
    setExporting(true);
    try {
      saveBlob(await fetchFile(), name);
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setExporting(false);
    }
  };

  const appNames = new Map((options?.apps ?? []).map((app) => [app.appId, app.appName]));
  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<TenantUser> = [
    { key: 'username', title: t.username, dataIndex: 'username' },
    { key: 'realname', title: t.realname, dataIndex: 'realname' },
    { key: 'mobile', title: t.mobile, dataIndex: 'mobile' },
    { key: 'email', title: t.email, dataIndex: 'email' },
    { key: 'type', title: t.type, dataIndex: 'type', render: (type: number) => t.types[type] ?? type },
    { key: 'dept', title: t.dept, dataIndex: 'deptName' },
    { key: 'position', title: t.position, dataIndex: 'positionName' },
    {
      key: 'roles',
      title: t.roles,
      render: (_, user) => (
        <Space size={[4, 4]} wrap>
          {user.roles.map((role) => (
            <Tag key={role.id} color="blue">
              {appNames.has(role.appId) ? `${appNames.get(role.appId)}/${role.name}` : role.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 80,
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t.enabled}</Tag> : <Tag color="red">{t.disabled}</Tag>,
    },
    {
      key: 'createdAt',
      title: t.createdAt,
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at),
    },
  ];
  const actions: TableColumnsType<TenantUser>[number] = {
    key: 'actions',
    title: t.actions,
    width: 220,
    fixed: 'right',
    render: (_, user) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(user)}>
          {t.edit}
        </Button>
        <Tooltip title={user.identityEditable ? undefined : t.identityLocked}>
          <Button
            type="link"
            size="small"
            disabled={!user.identityEditable}
            onClick={() => setResetting(user)}
          >
            {t.resetPassword}
          </Button>
        </Tooltip>
        <Button
          type="link"
          size="small"
          danger={user.status === 1}
          onClick={() => {
            const action = user.status === 1 ? t.disable : t.enable;
            modal.confirm({
              title: t.dialogTitle,
              content: t.confirmStatus(action, user.username),
              okText: t.ok,
              cancelText: t.cancel,
              onOk: () => changeStatus.mutateAsync(user).catch(() => undefined),
            });
          }}
        >
          {user.status === 1 ? t.disable : t.enable}
        </Button>
        <Tooltip title={isSelf(user) ? t.selfLocked : undefined}>
          <Button
            type="link"
            size="small"
            danger
            disabled={isSelf(user)}
            onClick={() =>
              modal.confirm({
                title: t.dialogTitle,
                content: t.confirmRemove(user.username),
                okText: t.ok,
                cancelText: t.cancel,
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(user).catch(() => undefined),
              })
            }
          >
            {t.remove}
          </Button>
        </Tooltip>
      </Space>
    ),
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {tenantId && (
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.tenantUsers(tenant?.name ?? '')}
          </Typography.Title>
          <Link to="/use-tenant">{t.backToTenants}</Link>
        </Flex>
      )}
      {showSearch && (
        <Card size="small">
          <Form
            name="userSearch"
            layout="inline"
            onFinish={(values: SearchValues) => {
              setFilter(filterOf(values));
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
            onReset={() => {
              setFilter({});
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
          >
            <Form.Item name="keyword" label={t.keyword}>
              <Input placeholder={t.keywordPlaceholder} allowClear />
            </Form.Item>
            <Form.Item name="deptId" label={t.dept}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                placeholder={t.deptPlaceholder}
                style={{ width: 200 }}
                treeData={deptOptions(options?.depts ?? [])}
              />
            </Form.Item>
            <Form.Item name="status" label={t.status}>
              <Select
                allowClear
                placeholder={t.all}
                style={{ width: 120 }}
                options={[
                  { value: 1, label: t.enabled },
                  { value: 0, label: t.disabled },
                ]}
              />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t.search}
                </Button>
                <Button htmlType="reset">{t.reset}</Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card size="small">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t.add}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t.import}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void download(() => exportUsers(tenantId, filter), t.exportName)}
            >
              {t.export}
            </Button>
            <Button
              type="link"
              onClick={() => void download(() => downloadImportTemplate(tenantId), t.templateName)}
            >
              {t.template}
            </Button>
          </Space>
          <ListToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void refetch()}
            columns={columns}
            onColumnsChange={setColumns}
          />
        </Flex>
        <Table<TenantUser>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?.items ?? []}
          columns={[
            ...tableColumns
              .filter((c) => visible.has(String(c.key)))
              .map((c) =>
                c.key === 'roles' ? c : { ...c, onCell: () => ONE_LINE, onHeaderCell: () => ONE_LINE },
              ),
            actions,
          ]}
          pagination={false}
          // As wide as the card, the role tags wrapping in what the one-line columns leave; it scrolls
          // only when even one tag a line does not fit. (At max-content every user's tags stayed on one
          // line, so at 1440 px the table overflowed and the fixed 操作 column covered them.)
          tableLayout="auto"
          scroll={{ x: true }}
        />
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pager total={data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
        </Flex>
      </Card>
      <UserFormModal
        tenantId={tenantId}
        user={editing}
        options={options}
        onClose={() => setEditing(undefined)}
      />
      <ResetPasswordModal tenantId={tenantId} user={resetting} onClose={() => setResetting(undefined)} />
      <ImportModal
        tenantId={tenantId}
        open={importing}
        onClose={() => setImporting(false)}
        onTemplate={() => void download(() => downloadImportTemplate(tenantId), t.templateName)}
      />
    </Space>
  );
}
