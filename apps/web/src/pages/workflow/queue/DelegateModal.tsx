// 转办: hands a task to another user of the tenant, found by name or account.
import { Form, Input, Modal, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPage } from '../../../api/tenant-user';
import { taskActions } from '../../../api/workflow';
import type { TaskCallResult } from './useTaskCall';

const USER_SEARCH_SIZE = 20;

interface DelegateValues {
  tenantUserId: string;
  comment?: string;
}

function UserSelect({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue.delegate' });
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const users = useUserPage(
    undefined,
    { pageIndex: 1, pageSize: USER_SEARCH_SIZE },
    { keyword: deferred || undefined, status: 1 },
  );
  return (
    <Select
      aria-label={t('user')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('userPlaceholder')}
      loading={users.isFetching}
      // A user who may not list the tenant's users sees why in the list (the request client toasts it too).
      notFoundContent={users.isError ? users.error.message : undefined}
      value={value}
      onChange={onChange}
      options={(users.data?.items ?? []).map((user) => ({
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
