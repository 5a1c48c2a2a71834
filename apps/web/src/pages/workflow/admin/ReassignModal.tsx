import type { TaskSummary } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPage } from '../../../api/tenant-user';
import { workflowApi } from '../../../api/workflow';
import { showFieldRefusals } from '../../../components/list';
import { adminQueryKeys } from './queries';

interface Values {
  tenantUserId: string;
  comment?: string;
}

/** How many users the search offers at once: a name narrows it. */
const OFFERED = { pageIndex: 1, pageSize: 20 };
const ENABLED = 1;

/** Searches the tenant's enabled users by name or username (mounted only while the dialog is open). */
function UserPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
}) {
  const { t } = useTranslation('workflow');
  const [keyword, setKeyword] = useState('');
  const searched = useDeferredValue(keyword.trim());
  const users = useUserPage(undefined, OFFERED, { keyword: searched || undefined, status: ENABLED });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('admin.reassign.userPlaceholder')}
      loading={users.isFetching}
      value={value}
      onChange={onChange}
      options={(users.data?.items ?? []).map((user) => ({
        value: user.id,
        label: t('admin.reassign.userOption', { name: user.realname, account: user.username }),
      }))}
    />
  );
}

/** Hands an open task to another user of the tenant, found by name or username. */
export function ReassignModal({ task, onClose }: { task: TaskSummary | undefined; onClose: () => void }) {
  const { t } = useTranslation(['workflow', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const reassign = useMutation({
    mutationFn: (values: Values) =>
      workflowApi.reassign({ id: task!.id, tenantUserId: values.tenantUserId, comment: values.comment }),
    onSuccess: () => {
      void message.success(t('admin.reassign.done'));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Modal
      title={task ? t('admin.reassign.title', { name: task.name }) : ''}
      open={task !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: reassign.isPending }}
      destroyOnHidden
    >
      <Form
        name="reassignTask"
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => reassign.mutate(values)}
      >
        <Form.Item
          name="tenantUserId"
          label={t('admin.reassign.user')}
          rules={[{ required: true, message: t('admin.reassign.userRequired') }]}
        >
          <UserPicker />
        </Form.Item>
        <Form.Item name="comment" label={t('admin.reassign.comment')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
