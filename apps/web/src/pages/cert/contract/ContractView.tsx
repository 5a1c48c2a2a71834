// A contract as both sides read it: parties, quotation with its fees, the amount in figures and in
// Chinese capitals, terms, the signed copy and, once cancelled, why.
import { PaperClipOutlined } from '@ant-design/icons';
import type { CertContractDetail } from '@platform/contract';
import { App, Button, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractApi } from '../../../api/cert/contract';
import { parseTime } from '../../../utils/time';
import { evidenceUrl } from '../../carbon/components/EvidenceLinks';
import { PreviewLink } from '../../files/PreviewLink';
import { saveBlob } from '../../messages/centre/download';
import { CertStatusTag, schemeLabel } from '../components';

/** Downloads the contract document (.docx). */
export function DownloadButton({ contract }: { contract: { id: string; no: string } }) {
  const { t } = useTranslation('cert');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await contractApi.document(contract.id), t('contract.fileName', { no: contract.no }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void download()}>
      {t('contract.actions.download')}
    </Button>
  );
}

export function ContractView({ contract: c }: { contract: CertContractDetail }) {
  const { t } = useTranslation('cert');
  const yuan = (amount: string) => t('contract.editor.yuan', { amount });
  const q = c.quote;
  return (
    <>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('contract.columns.no')}>{c.no}</Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.status')}>
          <CertStatusTag kind="contract" status={c.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.entName')}>
          <span data-user-data>{c.entName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.applicationNo')}>
          {c.applicationNo ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.scheme')}>{schemeLabel(c.scheme)}</Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.standard')}>{c.standard}</Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.sentAt')}>
          {c.sentAt ? parseTime(c.sentAt) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.columns.signedAt')}>
          {c.signedAt ? parseTime(c.signedAt) : '-'}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('contract.detail.quotation')}
        style={{ marginTop: 16 }}
      >
        <Descriptions.Item label={t('contract.editor.cycle')} span={2}>
          {q.surveillanceAudits > 0
            ? t('contract.editor.cycleText', {
                initial: q.initialDays,
                audits: q.surveillanceAudits,
                surveillance: q.surveillanceDays,
                total: q.totalDays,
              })
            : t('contract.editor.cycleProduct', { total: q.totalDays })}
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.detail.dayRate')}>{yuan(q.dayRate)}</Descriptions.Item>
        <Descriptions.Item label={t('contract.editor.auditFee')}>{yuan(q.auditFee)}</Descriptions.Item>
        <Descriptions.Item label={t('contract.editor.amount')}>
          <Typography.Text strong>{yuan(q.amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.detail.amountInWords')}>{q.amountInWords}</Descriptions.Item>
      </Descriptions>
      {q.fees.length > 0 && (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          pagination={false}
          rowKey={(fee) => `${fee.name}-${fee.amount}`}
          dataSource={q.fees}
          columns={[
            {
              key: 'name',
              title: t('contract.editor.feeName'),
              dataIndex: 'name',
              render: (name: string) => <span data-user-data>{name}</span>,
            },
            { key: 'amount', title: t('contract.editor.feeAmount'), dataIndex: 'amount', align: 'right' },
          ]}
        />
      )}
      <Descriptions size="small" bordered column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('contract.detail.terms')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-user-data>
            {c.terms}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('contract.detail.signedCopy')}>
          {c.signedCopy ? (
            <Space size={12}>
              <Typography.Link href={evidenceUrl(c.signedCopy.key)} target="_blank" rel="noreferrer">
                <PaperClipOutlined /> <span data-user-data>{c.signedCopy.name}</span>
              </Typography.Link>
              <PreviewLink url={evidenceUrl(c.signedCopy.key)} name={c.signedCopy.name} />
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('contract.detail.noSignedCopy')}</Typography.Text>
          )}
        </Descriptions.Item>
        {c.cancelReason && (
          <Descriptions.Item label={t('contract.detail.cancelReason')}>
            <span data-user-data>{c.cancelReason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </>
  );
}
