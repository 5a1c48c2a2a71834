// 签订 and 取消合同 of one contract. Signing takes the body's scan of the signed contract, or confirms
// the one the enterprise uploaded; cancelling needs a reason and ends the application.
import type { CertContract } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractApi, contractQueryKeys } from '../../../api/cert/contract';
import { showFieldRefusals } from '../../../components/list';
import { FileUpload, type UploadedRef } from '../../../components/upload/FileUpload';

/** The signed scan's file as the upload field holds it and as the contract keeps it. */
export const signedCopyOf = (files: UploadedRef[] | undefined) =>
  files?.[0] ? { key: files[0].url, name: files[0].name } : undefined;

const SCAN_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

export function SignDialog({ contract, onClose }: { contract?: CertContract; onClose: () => void }) {
  const { t } = useTranslation('cert');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ copy?: UploadedRef[] }>();
  useEffect(() => {
    if (contract) form.resetFields();
  }, [contract, form]);
  const sign = useMutation({
    mutationFn: (values: { copy?: UploadedRef[] }) =>
      contractApi.sign(contract!.id, signedCopyOf(values.copy)),
    onSuccess: () => {
      void message.success(t('contract.sign.done'));
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Modal
      open={contract !== undefined}
      title={t('contract.sign.title', { no: contract?.no ?? '' })}
      okText={t('contract.sign.ok')}
      confirmLoading={sign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('contract.sign.hint')} style={{ marginBottom: 16 }} />
      {contract?.signedCopy && (
        <Typography.Paragraph>
          {t('contract.sign.clientCopy', { name: contract.signedCopy.name })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="certContractSign" onFinish={(v) => sign.mutate(v)}>
        <Form.Item
          name="copy"
          label={t('contract.sign.copy')}
          rules={contract?.signedCopy ? [] : [{ required: true }]}
        >
          <FileUpload maxCount={1} multiple={false} accept={SCAN_EXTENSIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CancelDialog({ contract, onClose }: { contract?: CertContract; onClose: () => void }) {
  const { t } = useTranslation('cert');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (contract) form.resetFields();
  }, [contract, form]);
  const cancel = useMutation({
    mutationFn: (values: { reason: string }) => contractApi.cancel(contract!.id, values.reason),
    onSuccess: () => {
      void message.success(t('contract.cancel.done'));
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Modal
      open={contract !== undefined}
      title={t('contract.cancel.title', { no: contract?.no ?? '' })}
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('contract.cancel.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="certContractCancel" onFinish={(v) => cancel.mutate(v)}>
        <Form.Item
          name="reason"
          label={t('contract.cancel.reason')}
          rules={[{ required: true, whitespace: true, message: t('contract.cancel.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
