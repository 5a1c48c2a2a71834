import type { Tenant, TenantFilter } from '@platform/contract';
import { Alert, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tenantQueryKeys, updateTenant, useTenantPage } from '../../../api/tenant';
import {
  ListPage,
  RowAction,
  StatusTag,
  STATUS_OPTIONS,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { tenantMessages as t } from './messages';
import { SubscribeModal } from './SubscribeModal';
import { TenantFormModal } from './TenantFormModal';

const COLUMNS: ListTableColumn<Tenant>[] = [
  { key: 'code', title: t.code, dataIndex: 'code' },
  { key: 'name', title: t.name, dataIndex: 'name' },
  {
    key: 'status',
    title: t.status,
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
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

const SEARCH: SearchField[] = [
  { name: 'keyword', label: t.keyword, placeholder: t.keywordPlaceholder },
  { name: 'status', label: t.status, options: STATUS_OPTIONS },
];

function TenantsPage() {
  const navigate = useNavigate();
  const list = useListController<Tenant, TenantFilter>({
    id: 'system.tenant',
    columns: COLUMNS,
    queryKey: tenantQueryKeys.all,
  });
  const rows = useTenantPage(list.paging, list.filter);
  const [subscribing, setSubscribing] = useState<Tenant | undefined>(undefined);

  const changeStatus = (tenant: Tenant) => {
    const disabling = tenant.status === 1;
    list.confirm({
      content: `${t.confirmStatus(disabling ? t.disable : t.enable, tenant.name)}${disabling ? t.confirmDisableHint : ''}`,
      run: () => updateTenant({ id: tenant.id, name: tenant.name, status: disabling ? 0 : 1 }),
    });
  };

  return (
    <ListPage
      list={list}
      rows={rows}
      name="tenantSearch"
      search={SEARCH}
      actions={{
        width: 230,
        fixed: 'right',
        render: (tenant) => (
          <>
            <RowAction onClick={() => list.edit(tenant)}>{t.edit}</RowAction>
            <RowAction onClick={() => setSubscribing(tenant)}>{t.subscribe}</RowAction>
            <RowAction onClick={() => navigate(`/useManagement/use-user?tenantId=${tenant.id}`)}>
              {t.users}
            </RowAction>
            <RowAction danger={tenant.status === 1} onClick={() => changeStatus(tenant)}>
              {tenant.status === 1 ? t.disable : t.enable}
            </RowAction>
          </>
        ),
      }}
    >
      <TenantFormModal
        tenant={list.editing}
        onClose={list.closeEditor}
        onSaved={(tenant, created) => {
          if (created) setSubscribing(tenant);
        }}
      />
      <SubscribeModal tenant={subscribing} onClose={() => setSubscribing(undefined)} />
    </ListPage>
  );
}

/** Tenant management (menu /use-tenant): the platform administrator's tenants, their apps and users. */
export default function TenantPage() {
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t.onlyPlatformAdmin} />;
  return <TenantsPage />;
}
