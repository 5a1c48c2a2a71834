import type { InstanceSummary } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { showFieldRefusals } from '../../../components/list';
import { adminQueryKeys } from './queries';

/** The contract's limit on a comment (CancelBody.reason). */
const REASON_MAX = 500;

/**
 * Cancelling an instance asks first and wants a reason, which the history keeps. A refusal of the
 * reason shows under it; any other (a 409 when the instance ended meanwhile) is shown by the client.
 */
export function CancelModal({
  instance,
  onClose,
}: {
  instance: InstanceSummary | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['workflow', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: ({ reason }: { reason: string }) => workflowApi.cancel({ id: instance!.id, reason }),
    onSuccess: () => {
      void message.success(t('admin.cancel.done'));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Modal
      title={t('admin.cancel.title')}
      open={instance !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:ok')}
      cancelText={t('common:close')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('admin.cancel.confirm', { name: instance?.title ?? instance?.definitionName ?? '' })}
      />
      <Form name="cancelInstance" form={form} layout="vertical" preserve={false} onFinish={cancel.mutate}>
        <Form.Item
          name="reason"
          label={t('admin.cancel.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin.cancel.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('admin.cancel.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
