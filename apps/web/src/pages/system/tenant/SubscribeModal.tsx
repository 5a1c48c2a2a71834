import type { Tenant } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useManagedApps } from '../../../api/system-app';
import { subscribeApps, tenantQueryKeys } from '../../../api/tenant';
import { tenantMessages as t } from './messages';

/** The apps currently open for the tenant. */
export function openAppIds(tenant: Tenant): string[] {
  return tenant.apps.filter((app) => app.status === 1).map((app) => app.appId);
}

function SubscriptionTable({ tenant }: { tenant: Tenant }) {
  if (!tenant.apps.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.none} />;
  return (
    <Table
      rowKey="appId"
      size="small"
      pagination={false}
      dataSource={tenant.apps}
      columns={[
        { key: 'app', title: t.app, dataIndex: 'appName' },
        {
          key: 'status',
          title: t.status,
          dataIndex: 'status',
          render: (status: number) =>
            status === 1 ? <Tag color="green">{t.opened}</Tag> : <Tag>{t.closed}</Tag>,
        },
        {
          key: 'tenantAppKey',
          title: t.tenantAppKey,
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
      title={t.subscribeTitle(tenant.name)}
      open
      width={720}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText={t.save}
      cancelText={t.close}
      confirmLoading={save.isPending}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t.chooseApps}</Typography.Text>
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values.map(String))}
          options={apps.map((app) => ({ value: app.id, label: `${app.name}（${app.key}）` }))}
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
