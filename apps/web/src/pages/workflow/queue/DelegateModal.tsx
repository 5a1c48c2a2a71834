// 转办: hands a task to another user of the tenant, found by name or account.
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskActions, workflowApi } from '../../../api/workflow';
import type { TaskCallResult } from './useTaskCall';

interface DelegateValues {
  tenantUserId: string;
  comment?: string;
}

function UserSelect({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue.delegate' });
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  // The workflow's own lookup: any holder of a work queue may use it, not only those who manage users.
  const users = useQuery({
    queryKey: ['workflow', 'users', deferred],
    queryFn: () => workflowApi.users(deferred || undefined),
  });
  return (
    <Select
      aria-label={t('user')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('userPlaceholder')}
      loading={users.isFetching}
      // A refusal is shown in the list (the request client toasts it too).
      notFoundContent={users.isError ? users.error.message : undefined}
      value={value}
      onChange={onChange}
      options={(users.data ?? []).map((user) => ({
        value: user.id,
        label: t('userOption', { name: user.realname, account: user.username }),
      }))}
    />
  );
}

export function DelegateModal({
  taskId,
  open,
  onClose,
  run,
}: {
  taskId: string;
  open: boolean;
  onClose: (delegated: boolean) => void;
  run: (call: () => Promise<string>) => Promise<TaskCallResult>;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue.delegate' });
  const [form] = Form.useForm<DelegateValues>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: DelegateValues) => {
    setSaving(true);
    const result = await run(() =>
      taskActions.delegate({
        id: taskId,
        tenantUserId: values.tenantUserId,
        comment: values.comment?.trim() || undefined,
      }),
    );
    setSaving(false);
    if (result !== 'failed') onClose(true);
  };
  return (
    <Modal
      title={t('title')}
      open={open}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="delegateTask"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        preserve={false}
      >
        <Form.Item
          name="tenantUserId"
          label={t('user')}
          rules={[{ required: true, message: t('userRequired') }]}
        >
          <UserSelect />
        </Form.Item>
        <Form.Item name="comment" label={t('comment')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
