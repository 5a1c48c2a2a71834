// 添加发布对象: choose tenants (getTenantList, searched by name or code) to publish the item to.
import { App, Form, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bizApi } from '../../../api/business';
import { bizQueryKeys, useTenantOptions } from './queries';

interface Values {
  tenantIds: string[];
}

export function TenantPicker({
  bizId,
  chosenIds,
  open,
  onClose,
}: {
  bizId: string;
  /** Tenants chosen already (left out of the choices). */
  chosenIds: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage.tenants' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const [saving, setSaving] = useState(false);
  const options = useTenantOptions(deferred, open);
  const chosen = new Set(chosenIds);

  const add = async ({ tenantIds }: Values) => {
    setSaving(true);
    try {
      await bizApi.addTenants(bizId, tenantIds);
      void message.success(t('added'));
      void queryClient.invalidateQueries({ queryKey: bizQueryKeys.all });
      form.resetFields();
      onClose();
    } catch {
      // The request client has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('pickTitle')}
      onCancel={onClose}
      okButtonProps={{ htmlType: 'submit', form: 'bizTenantForm' }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} name="bizTenantForm" layout="vertical" onFinish={(v) => void add(v)}>
        <Form.Item
          name="tenantIds"
          label={t('pickLabel')}
          rules={[{ required: true, type: 'array', min: 1, message: t('pickRequired') }]}
        >
          <Select
            mode="multiple"
            placeholder={t('pickPlaceholder')}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={options.isFetching}
            options={(options.data ?? [])
              .filter((tenant) => !chosen.has(tenant.id))
              .map((tenant) => ({
                value: tenant.id,
                label: (
                  <span data-user-data>
                    {tenant.name} ({tenant.code})
                  </span>
                ),
              }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
