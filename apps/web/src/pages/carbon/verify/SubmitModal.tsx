// 提交核查: the company picks a model of the selected organisation and year that is a draft or was
// returned, and submits it; its data are locked until the verification ends.
import { ModelStatus } from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { modelStatusLabel, useCarbonScope } from '../components';
import { useSubmittableModels, verifyQueryKeys } from './queries';

const SUBMITTABLE: number[] = [ModelStatus.draft, ModelStatus.returned];

export function SubmitModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['carbon', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { orgId, org, year } = useCarbonScope();
  const models = useSubmittableModels(orgId, year, open);
  const choices = (models.data ?? []).filter((model) => SUBMITTABLE.includes(model.status));
  const [form] = Form.useForm<{ modelId: string }>();
  const submit = useMutation({
    mutationFn: (modelId: string) => carbonApi.submitVerification(modelId),
    onSuccess: () => {
      void message.success(t('verify.submit.submitted'));
      void queryClient.invalidateQueries({ queryKey: verifyQueryKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('verify.submit.title')}
      onCancel={onClose}
      okText={t('verify.submit.button')}
      cancelText={t('common:cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'carbonSubmitForm', disabled: choices.length === 0 }}
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('verify.submit.scope', { org: org?.name ?? '', year })}
      </Typography.Paragraph>
      {models.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : choices.length === 0 ? (
        <Alert type="info" showIcon title={t('verify.submit.noModel')} />
      ) : (
        <Form
          form={form}
          name="carbonSubmitForm"
          layout="vertical"
          initialValues={{ modelId: choices.length === 1 ? choices[0]!.id : undefined }}
          onFinish={(values) => submit.mutate(values.modelId)}
        >
          <Form.Item
            name="modelId"
            label={t('verify.submit.model')}
            extra={t('verify.submit.hint')}
            rules={[{ required: true, message: t('verify.submit.modelRequired') }]}
          >
            <Select
              options={choices.map((model) => ({
                value: model.id,
                label: `${model.name} · v${model.version} · ${modelStatusLabel(model.status)}`,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
