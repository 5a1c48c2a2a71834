// The enterprise's view of an application's contract (a tab of 申请记录's detail): the quotation and
// status of the contract the body sent, its document to download, and the signed scan to upload
// (contract/clientSign); the body then confirms the signature.
import type { CertContractDetail } from '@platform/contract';
import { ContractStatus } from '@platform/contract/cert-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractApi, contractQueryKeys } from '../../../api/cert/contract';
import { showFieldRefusals } from '../../../components/list';
import { FileUpload, type UploadedRef } from '../../../components/upload/FileUpload';
import { signedCopyOf } from './ContractDialogs';
import { ContractView, DownloadButton } from './ContractView';

function UploadSigned({ contract }: { contract: CertContractDetail }) {
  const { t } = useTranslation('cert');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ copy?: UploadedRef[] }>();
  const upload = useMutation({
    mutationFn: (values: { copy?: UploadedRef[] }) =>
      contractApi.clientSign(contract.id, signedCopyOf(values.copy)!),
    onSuccess: () => {
      void message.success(t('contract.client.uploaded'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Form form={form} layout="vertical" name="certClientContractSign" onFinish={(v) => upload.mutate(v)}>
      <Form.Item
        name="copy"
        label={t('contract.client.upload')}
        extra={t('contract.client.uploadHint')}
        rules={[{ required: true }]}
      >
        <FileUpload maxCount={1} multiple={false} accept={['pdf', 'jpg', 'jpeg', 'png']} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={upload.isPending}>
        {t('contract.client.upload')}
      </Button>
    </Form>
  );
}

export function ClientContract({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('cert');
  const mine = useQuery({
    queryKey: contractQueryKeys.mine(applicationId),
    queryFn: () => contractApi.mine(applicationId),
  });
  if (mine.isPending) return <Skeleton active />;
  const c = mine.data;
  if (!c) return <Empty description={t('contract.client.none')} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {c.status === ContractStatus.sent && c.signedCopy && (
        <Alert type="info" showIcon title={t('contract.client.uploaded')} />
      )}
      {c.status === ContractStatus.signed && (
        <Alert type="success" showIcon title={t('contract.client.signedNote')} />
      )}
      {c.status === ContractStatus.cancelled && (
        <Alert type="warning" showIcon title={t('contract.client.cancelledNote')} />
      )}
      <DownloadButton contract={c} />
      <ContractView contract={c} />
      {c.status === ContractStatus.sent && <UploadSigned contract={c} />}
    </Space>
  );
}
