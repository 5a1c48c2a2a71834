import type { Tenant } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { addTenant, tenantQueryKeys, updateTenant } from '../../../api/tenant';
import { tenantMessages as t } from './messages';
import { RefusableForm } from '../position/RefusableForm';

interface Values {
  code: string;
  name: string;
  status: 0 | 1;
}

const FIELDS = ['code', 'name', 'status'] as const;

/** Adds a tenant (`tenant` null) or renames one; the code is fixed once created. */
export function TenantFormModal({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: Tenant | null | undefined;
  onClose: () => void;
  /** A new tenant is usually given its apps next. */
  onSaved?: (tenant: Tenant, created: boolean) => void;
}) {
  // A fresh form for each thing opened: the dialog may be reopened before its closing animation has
  // unmounted the previous form, which would keep the old values.
  const [opened, setOpened] = useState({ target: tenant, generation: 0 });
  if (opened.target !== tenant) {
    setOpened({
      target: tenant,
      generation: tenant === undefined ? opened.generation : opened.generation + 1,
    });
  }
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) =>
      tenant ? updateTenant({ id: tenant.id, name: values.name, status: values.status }) : addTenant(values),
    onSuccess: ({ data, msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: tenantQueryKeys.all });
      onClose();
      onSaved?.(data, !tenant);
    },
  });

  return (
    <Modal
      title={tenant ? t.editTitle : t.addTitle}
      open={tenant !== undefined}
      onCancel={() => {
        save.reset();
        onClose();
      }}
      okButtonProps={{ htmlType: 'submit', form: 'tenantForm' }}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <RefusableForm<Values>
        key={opened.generation}
        name="tenantForm"
        error={save.error}
        fields={FIELDS}
        initialValues={
          tenant
            ? { code: tenant.code, name: tenant.name, status: tenant.status === 0 ? 0 : 1 }
            : { code: '', name: '', status: 1 }
        }
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="code"
          label={t.code}
          extra={tenant ? undefined : t.codeHint}
          rules={[
            { required: true, whitespace: true, message: t.codeRequired },
            { pattern: /^[a-z][a-z0-9-]*$/, message: t.codePattern },
            { min: 2 },
            { max: 32 },
          ]}
        >
          <Input maxLength={32} disabled={!!tenant} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t.name}
          rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t.status}>
          <Radio.Group
            options={[
              { value: 1, label: t.enabled },
              { value: 0, label: t.disabled },
            ]}
          />
        </Form.Item>
      </RefusableForm>
    </Modal>
  );
}
