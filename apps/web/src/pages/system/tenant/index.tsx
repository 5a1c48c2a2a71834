import type { Tenant, TenantFilter } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
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
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tenantQueryKeys, updateTenant, useTenantPage } from '../../../api/tenant';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { tenantMessages as t } from './messages';
import { SubscribeModal } from './SubscribeModal';
import { TenantFormModal } from './TenantFormModal';

const TENANT_COLUMNS: ListColumn[] = [
  { key: 'code', label: t.code, visible: true },
  { key: 'name', label: t.name, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'apps', label: t.apps, visible: true },
  { key: 'userCount', label: t.userCount, visible: true },
  { key: 'createdAt', label: t.createdAt, visible: true },
];

function TenantsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [showSearch, setShowSearch] = useState(true);
  const [filter, setFilter] = useState<TenantFilter>({});
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [columns, setColumns] = useState(TENANT_COLUMNS);
  const [editing, setEditing] = useState<Tenant | null | undefined>(undefined);
  const [subscribing, setSubscribing] = useState<Tenant | undefined>(undefined);
  const { data, isFetching, refetch } = useTenantPage(
    { pageIndex: paging.page, pageSize: paging.limit },
    filter,
  );

  const changeStatus = useMutation({
    mutationFn: (tenant: Tenant) =>
      updateTenant({ id: tenant.id, name: tenant.name, status: tenant.status === 1 ? 0 : 1 }),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: tenantQueryKeys.all });
    },
  });

  const confirmStatus = (tenant: Tenant) => {
    const action = tenant.status === 1 ? t.disable : t.enable;
    modal.confirm({
      title: t.dialogTitle,
      content: `${t.confirmStatus(action, tenant.name)}${tenant.status === 1 ? t.confirmDisableHint : ''}`,
      okText: t.ok,
      cancelText: t.cancel,
      onOk: () => changeStatus.mutateAsync(tenant).catch(() => undefined),
    });
  };

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<Tenant> = [
    { key: 'code', title: t.code, dataIndex: 'code' },
    { key: 'name', title: t.name, dataIndex: 'name' },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t.enabled}</Tag> : <Tag color="red">{t.disabled}</Tag>,
    },
    {
      key: 'apps',
      title: t.apps,
      // Wide enough for three or four apps a line; more wrap rather than push the actions away.
      width: 280,
      render: (_, tenant) => (
        <Space size={[4, 4]} wrap>
          {tenant.apps
            .filter((app) => app.status === 1)
            .map((app) => (
              <Tag key={app.appId} color="blue">
                {app.appName}
              </Tag>
            ))}
        </Space>
      ),
    },
    { key: 'userCount', title: t.userCount, dataIndex: 'userCount', width: 90 },
    {
      key: 'createdAt',
      title: t.createdAt,
      dataIndex: 'createdAt',
      width: 180,
      render: (at: string) => formatTime(at),
    },
  ];
  const actions: TableColumnsType<Tenant>[number] = {
    key: 'actions',
    title: t.actions,
    width: 230,
    // Stays in view when a narrow window scrolls the table sideways.
    fixed: 'right',
    render: (_, tenant) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(tenant)}>
          {t.edit}
        </Button>
        <Button type="link" size="small" onClick={() => setSubscribing(tenant)}>
          {t.subscribe}
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/useManagement/use-user?tenantId=${tenant.id}`)}
        >
          {t.users}
        </Button>
        <Button type="link" size="small" danger={tenant.status === 1} onClick={() => confirmStatus(tenant)}>
          {tenant.status === 1 ? t.disable : t.enable}
        </Button>
      </Space>
    ),
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {showSearch && (
        <Card size="small">
          <Form
            name="tenantSearch"
            layout="inline"
            onFinish={({ keyword, status }: { keyword?: string; status?: 0 | 1 }) => {
              setFilter({
                ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
                ...(status !== undefined ? { status } : {}),
              });
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t.add}
          </Button>
          <ListToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void refetch()}
            columns={columns}
            onColumnsChange={setColumns}
          />
        </Flex>
        <Table<Tenant>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?.items ?? []}
          columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pager total={data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
        </Flex>
      </Card>
      <TenantFormModal
        tenant={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(tenant, created) => {
          if (created) setSubscribing(tenant);
        }}
      />
      <SubscribeModal tenant={subscribing} onClose={() => setSubscribing(undefined)} />
    </Space>
  );
}

/** Tenant management (menu /use-tenant): the platform administrator's tenants, their apps and users. */
export default function TenantPage() {
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t.onlyPlatformAdmin} />;
  return <TenantsPage />;
}
