import type { Tenant } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedApps } from '../../../api/system-app';
import { subscribeApps, tenantQueryKeys } from '../../../api/tenant';
import { useLocalName } from '../../../i18n/localName';

/** The apps currently open for the tenant. */
export function openAppIds(tenant: Tenant): string[] {
  return tenant.apps.filter((app) => app.status === 1).map((app) => app.appId);
}

function SubscriptionTable({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  if (!tenant.apps.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tenant.none')} />;
  return (
    <Table
      rowKey="appId"
      size="small"
      pagination={false}
      dataSource={tenant.apps}
      columns={[
        {
          key: 'app',
          title: t('tenant.app'),
          render: (_, app) => localName(app.appName, app.appNameEn),
        },
        {
          key: 'status',
          title: t('tenant.status'),
          dataIndex: 'status',
          render: (status: number) =>
            status === 1 ? <Tag color="green">{t('tenant.opened')}</Tag> : <Tag>{t('tenant.closed')}</Tag>,
        },
        {
          key: 'tenantAppKey',
          title: t('tenant.tenantAppKey'),
          dataIndex: 'tenantAppKey',
          render: (key: string) => (
            <Typography.Text code copyable>
              {key}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

function SubscribeForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: apps = [], isLoading } = useManagedApps();
  const [chosen, setChosen] = useState<string[]>(() => openAppIds(tenant));
  const save = useMutation({
    mutationFn: () => subscribeApps(tenant.id, chosen),
    // Closed with the server's word that it saved; the keys of new subscriptions show when it is opened again.
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: tenantQueryKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      title={t('tenant.subscribeTitle', { name: tenant.name })}
      open
      width={720}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText={t('tenant.save')}
      cancelText={t('tenant.close')}
      confirmLoading={save.isPending}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('tenant.chooseApps')}</Typography.Text>
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values.map(String))}
          options={apps.map((app) => ({
            value: app.id,
            label: t('tenant.appOption', { name: localName(app.name, app.nameEn), key: app.key }),
          }))}
          disabled={isLoading}
        />
        <SubscriptionTable tenant={tenant} />
      </Space>
    </Modal>
  );
}

/** Opens and closes apps for a tenant and shows the tenantAppKey of each of its subscriptions. */
export function SubscribeModal({ tenant, onClose }: { tenant: Tenant | undefined; onClose: () => void }) {
  // Mounted afresh per tenant, so that the choice starts from that tenant's apps.
  return tenant ? <SubscribeForm key={tenant.id} tenant={tenant} onClose={onClose} /> : null;
}
