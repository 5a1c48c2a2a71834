// The activity rows a verification covers (its model's organisation subtree and year), paged: each
// reading with its evidence uploads and its sample result; the verifier samples a row or raises a
// finding on it. The columns fit the verifier's drawer (notes and names wrap; 操作 stays at the right).
import type { CarbonVerificationDetail, VerificationActivity } from '@platform/contract';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PREFIX } from '../../../api/upload';
import { PreviewLink } from '../../files/PreviewLink';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { formatQuantity, monthLabel } from '../components';
import { userText, WRAP } from './parts';
import { useVerificationRows, verifyQueryKeys } from './queries';
import { RaiseFindingModal, SampleModal } from './VerifierActions';

/** Evidence is kept as upload keys; a stored file's URL (older rows) is used as it is. */
const evidenceUrl = (evidence: string) =>
  /^(\/|https?:)/.test(evidence) ? evidence : `${UPLOAD_PREFIX}/file/${evidence}`;

export function ActivityRows({
  detail,
  canVerify,
}: {
  detail: CarbonVerificationDetail;
  canVerify: boolean;
}) {
  const { t } = useTranslation('carbon');
  const [sampling, setSampling] = useState<VerificationActivity>();
  const [raising, setRaising] = useState<{ activityId?: string }>();
  // The verifier's note of each sampled row.
  const notes = new Map(detail.samples.map((sample) => [sample.activityId, sample.note]));
  const columns: ListTableColumn<VerificationActivity>[] = [
    {
      key: 'org',
      title: t('verify.rows.columns.org'),
      dataIndex: 'orgName',
      width: 160,
      render: (name: string) => <div style={WRAP}>{userText(name)}</div>,
    },
    {
      key: 'device',
      title: t('verify.rows.columns.device'),
      render: (_, row) => (
        <span data-user-data style={WRAP}>
          {row.deviceCode} {row.deviceName}
        </span>
      ),
    },
    {
      key: 'month',
      title: t('verify.rows.columns.month'),
      dataIndex: 'month',
      width: 80,
      render: (month: number) => monthLabel(month),
    },
    {
      key: 'value',
      title: t('verify.rows.columns.value'),
      align: 'right',
      width: 150,
      render: (_, row) => formatQuantity(row.value, row.unit, 4),
    },
    {
      key: 'evidence',
      title: t('verify.rows.columns.evidence'),
      dataIndex: 'evidence',
      width: 140,
      render: (evidence: string[]) =>
        evidence.length === 0 ? (
          '—'
        ) : (
          <Space size={4} wrap>
            {evidence.map((item, index) => (
              <Space key={item} size={4}>
                <Typography.Link href={evidenceUrl(item)} target="_blank" rel="noreferrer">
                  {t('verify.rows.evidence', { n: index + 1 })}
                </Typography.Link>
                <PreviewLink url={evidenceUrl(item)} />
              </Space>
            ))}
          </Space>
        ),
    },
    {
      key: 'result',
      title: t('verify.rows.columns.result'),
      dataIndex: 'result',
      width: 180,
      render: (result: 'ok' | 'issue' | null, row) => {
        if (!result) return '—';
        const note = notes.get(row.activityId);
        return (
          <Space orientation="vertical" size={0}>
            <Tag color={result === 'ok' ? 'success' : 'error'}>{t(`verify.rows.${result}`)}</Tag>
            {note && (
              <Typography.Text type="secondary" style={{ ...WRAP, fontSize: 12 }} data-user-data>
                {note}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];
  const list = useListController<VerificationActivity>({
    id: 'carbon.verify.rows',
    columns,
    queryKey: verifyQueryKeys.all,
  });
  const rows = useVerificationRows(detail.id, list.paging);
  return (
    <ListPage
      list={list}
      rows={rows}
      rowKey="activityId"
      name="carbonVerifyRows"
      addText={false}
      table={{ scroll: { x: 900 }, tableLayout: 'fixed', 'aria-label': t('verify.detail.rows') }}
      actions={
        canVerify
          ? {
              width: 150,
              fixed: 'right',
              render: (row) => (
                <>
                  <RowAction onClick={() => setSampling(row)}>{t('verify.rows.sample')}</RowAction>
                  <RowAction onClick={() => setRaising({ activityId: row.activityId })}>
                    {t('verify.rows.raise')}
                  </RowAction>
                </>
              ),
            }
          : undefined
      }
    >
      <SampleModal verificationId={detail.id} row={sampling} onClose={() => setSampling(undefined)} />
      <RaiseFindingModal detail={detail} target={raising} onClose={() => setRaising(undefined)} />
    </ListPage>
  );
}
