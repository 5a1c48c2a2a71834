import type { Tenant, TenantFilter } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Alert, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tenantQueryKeys, updateTenant, useTenantPage } from '../../../api/tenant';
import {
  ListPage,
  RowAction,
  StatusTag,
  statusOptions,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { SubscribeModal } from './SubscribeModal';
import { TenantFormModal } from './TenantFormModal';
import { localName } from '../../../i18n/localName';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<Tenant>[] => [
  { key: 'code', title: t('tenant.code'), dataIndex: 'code' },
  { key: 'name', title: t('tenant.name'), dataIndex: 'name' },
  {
    key: 'status',
    title: t('tenant.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
  },
  {
    key: 'apps',
    title: t('tenant.apps'),
    // Wide enough for three or four apps a line; more wrap rather than push the actions away.
    width: 280,
    render: (_, tenant) => (
      <Space size={[4, 4]} wrap>
        {tenant.apps
          .filter((app) => app.status === 1)
          .map((app) => (
            // The app's name as the platform administrator wrote it (data-user-data).
            <Tag key={app.appId} color="blue">
              <span data-user-data>{localName(app.appName, app.appNameEn)}</span>
            </Tag>
          ))}
      </Space>
    ),
  },
  { key: 'userCount', title: t('tenant.userCount'), dataIndex: 'userCount', width: 90 },
  {
    key: 'createdAt',
    title: t('tenant.createdAt'),
    dataIndex: 'createdAt',
    width: 180,
    render: (at: string) => formatTime(at),
  },
];

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  { name: 'keyword', label: t('tenant.keyword'), placeholder: t('tenant.keywordPlaceholder') },
  { name: 'status', label: t('tenant.status'), options: statusOptions() },
];

function TenantsPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const list = useListController<Tenant, TenantFilter>({
    id: 'system.tenant',
    columns: columnsOf(t),
    queryKey: tenantQueryKeys.all,
  });
  const rows = useTenantPage(list.paging, list.filter);
  const [subscribing, setSubscribing] = useState<Tenant | undefined>(undefined);

  const changeStatus = (tenant: Tenant) => {
    const disabling = tenant.status === 1;
    list.confirm({
      content: t(disabling ? 'tenant.confirmDisable' : 'tenant.confirmEnable', { name: tenant.name }),
      run: () => updateTenant({ id: tenant.id, name: tenant.name, status: disabling ? 0 : 1 }),
    });
  };

  return (
    <ListPage
      list={list}
      rows={rows}
      name="tenantSearch"
      search={searchOf(t)}
      actions={{
        width: 230,
        fixed: 'right',
        render: (tenant) => (
          <>
            <RowAction onClick={() => list.edit(tenant)}>{t('tenant.edit')}</RowAction>
            <RowAction onClick={() => setSubscribing(tenant)}>{t('tenant.subscribe')}</RowAction>
            <RowAction onClick={() => navigate(`/useManagement/use-user?tenantId=${tenant.id}`)}>
              {t('tenant.users')}
            </RowAction>
            <RowAction danger={tenant.status === 1} onClick={() => changeStatus(tenant)}>
              {tenant.status === 1 ? t('tenant.disable') : t('tenant.enable')}
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
  const { t } = useTranslation('system');
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t('tenant.onlyPlatformAdmin')} />;
  return <TenantsPage />;
}
