// 证书管理 (/certificate, role 34): the body's certificates by status, scheme, keyword or expiry; a
// certificate opens with its history and cycle, downloads as a PDF with its verification QR code, and
// is suspended, restored, withdrawn or has its scope reduced with a reason (ISO/IEC 17021-1 §9.6.5).
import type { CertCertificate } from '@platform/contract';
import { CERT_SCHEME_KEYS, CertificateStatus } from '@platform/contract/cert-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decisionApi,
  decisionQueryKeys,
  useCertificatePage,
  type CertificateFilter,
  type ChangeValues,
} from '../../../api/cert/decision';
import {
  ListPage,
  RowAction,
  showFieldRefusals,
  useListController,
  type SearchField,
} from '../../../components/list';
import { certLabel, certOptions } from '../components';
import { CertificateDrawer, DownloadButton } from './CertificateDrawer';
import { certificateColumns, columnsWidth } from './columns';

const ACTIONS_WIDTH = 200;
const STATUSES = Object.values(CertificateStatus);
const EXPIRING = [30, 90, 180] as const;

/** The changes the certificate's status allows (the server checks them again). */
function changesOf(c: CertCertificate): ChangeValues['change'][] {
  if (c.status === CertificateStatus.valid) return ['suspend', 'withdraw', 'reduceScope'];
  if (c.status === CertificateStatus.suspended) return ['restore', 'withdraw', 'reduceScope'];
  return [];
}

function ChangeModal({ target, onClose }: { target: CertCertificate | undefined; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'certificate.change' });
  const [form] = Form.useForm<Omit<ChangeValues, 'id'>>();
  const change = Form.useWatch('change', form);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (values: Omit<ChangeValues, 'id'>) => decisionApi.change({ ...values, id: target!.id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: decisionQueryKeys.all });
      void message.success(t('title'));
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const options = target ? changesOf(target) : [];
  return (
    <Modal
      open={target !== undefined}
      title={t('title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="certChange"
        preserve={false}
        initialValues={{ change: options[0], scope: target?.scope }}
        onFinish={(v) => submit.mutate(v)}
      >
        <Form.Item name="change" label={t('change')} rules={[{ required: true }]}>
          <Select options={certOptions('certificateChanges', options)} />
        </Form.Item>
        {change === 'reduceScope' && (
          <Form.Item
            name="scope"
            label={t('scope')}
            rules={[{ required: true, whitespace: true, message: t('scopeRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function CertCertificatePage() {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const [changing, setChanging] = useState<CertCertificate>();
  const columns = certificateColumns(t, (row) => setOpenId(row.id));
  const search: SearchField[] = [
    {
      name: 'status',
      label: t('certificate.search.status'),
      options: STATUSES.map((s) => ({ value: s, label: certLabel('certificateStatus', s) })),
    },
    {
      name: 'scheme',
      label: t('certificate.search.scheme'),
      options: certOptions('schemes', CERT_SCHEME_KEYS),
    },
    {
      name: 'expiringDays',
      label: t('certificate.search.expiring'),
      options: EXPIRING.map((d) => ({ value: d, label: t(`certificate.search.expiringOptions.d${d}`) })),
    },
    {
      name: 'keyword',
      label: t('certificate.search.keyword'),
      placeholder: t('certificate.search.keywordPlaceholder'),
      maxLength: 100,
    },
  ];
  const list = useListController<CertCertificate, CertificateFilter>({
    id: 'cert.certificate',
    columns,
    queryKey: decisionQueryKeys.all,
  });
  const rows = useCertificatePage(list.paging, list.filter);
  const changeButton = (c: CertCertificate) =>
    changesOf(c).length > 0 && (
      <Button onClick={() => setChanging(c)} style={{ marginRight: 8 }}>
        {t('certificate.actions.change')}
      </Button>
    );
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certCertificateSearch"
      search={search}
      addText={false}
      table={{ scroll: { x: columnsWidth(columns, ACTIONS_WIDTH) } }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>{t('certificate.actions.view')}</RowAction>
            {changesOf(row).length > 0 && (
              <RowAction onClick={() => setChanging(row)}>{t('certificate.actions.change')}</RowAction>
            )}
            <DownloadButton certificate={row} link />
          </>
        ),
      }}
    >
      <CertificateDrawer id={openId} onClose={() => setOpenId(undefined)} extra={changeButton} />
      <ChangeModal target={changing} onClose={() => setChanging(undefined)} />
    </ListPage>
  );
}
