// An audit's file as the technical reviewer and the decider read it (ISO/IEC 17021-1 §9.5): the
// application, the audit and its team, the findings with the enterprise's answers, the report, and
// the reviews and decisions so far. Shared by 技术评审 and 认证决定.
import type { CertAuditFile } from '@platform/contract';
import { Alert, Button, Descriptions, Empty, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/request';
import { saveBlob } from '../../messages/centre/download';
import { sitesText } from '../certificate/sites';
import {
  auditKindLabel,
  auditPostLabel,
  certLabel,
  CertStatusTag,
  decisionLabel,
  findingKindLabel,
  schemeLabel,
} from '../components';

const dates = (a: { beginDate: string | null; endDate: string | null }) =>
  a.beginDate ? `${a.beginDate} ~ ${a.endDate ?? ''}` : '';

/** The name of a review's or decision's result. */
export const resultLabel = (kind: string, result: string) =>
  kind === 'review' ? certLabel('reviewResults', result) : decisionLabel(result);

function ReportLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('cert', { keyPrefix: 'ratify.file' });
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = (await request<Blob>({ method: 'get', url, responseType: 'blob' })) as unknown as Blob;
      saveBlob(blob, `${name}.pdf`);
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="small" loading={loading} onClick={() => void download()}>
      {t('downloadReport')}
    </Button>
  );
}

export function AuditFile({ file }: { file: CertAuditFile }) {
  const { t } = useTranslation('cert', { keyPrefix: 'ratify.file' });
  return (
    <>
      {file.onTeam && <Alert type="warning" showIcon title={t('onTeam')} style={{ marginBottom: 16 }} />}
      <Descriptions title={t('application')} column={2} size="small" bordered>
        <Descriptions.Item label={t('entName')}>
          <span data-user-data>{file.entName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('standard')}>
          {schemeLabel(file.scheme)} · {file.standard}
        </Descriptions.Item>
        <Descriptions.Item label={t('scope')} span={2}>
          <span data-user-data>{file.scope}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('sites')} span={2}>
          <span data-user-data>{sitesText(file.sites)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fieldCodes')} span={2}>
          {file.fieldCodes.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('audit')} column={2} size="small" bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('kind')}>{auditKindLabel(file.kind)}</Descriptions.Item>
        <Descriptions.Item label={t('dates')}>{dates(file)}</Descriptions.Item>
        <Descriptions.Item label={t('auditDays')}>{file.auditDays}</Descriptions.Item>
        <Descriptions.Item label={t('team')}>
          <span data-user-data>
            {file.team
              .map((m) => t('member', { name: m.name, post: auditPostLabel(m.post) }))
              .join(t('memberSeparator'))}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('criteria')} span={2}>
          <span data-user-data>{file.criteria}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('conclusion')} span={2}>
          <span data-user-data>{file.conclusion ?? ''}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('report')} span={2}>
          {file.reportUrl ? (
            <ReportLink url={file.reportUrl} name={`${file.entName} ${auditKindLabel(file.kind)}`} />
          ) : (
            <Typography.Text type="secondary">{t('noReport')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('findings')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={file.findings}
        locale={{ emptyText: t('noFindings') }}
        scroll={{ x: 760 }}
        columns={[
          {
            key: 'kind',
            title: t('findingColumns.kind'),
            dataIndex: 'kind',
            width: 110,
            render: (kind: number) => findingKindLabel(kind),
          },
          { key: 'clause', title: t('findingColumns.clause'), dataIndex: 'clause', width: 70 },
          {
            key: 'description',
            title: t('findingColumns.description'),
            dataIndex: 'description',
            render: (v: string) => <span data-user-data>{v}</span>,
          },
          {
            key: 'answer',
            title: t('findingColumns.answer'),
            render: (_: unknown, f: CertAuditFile['findings'][number]) => (
              <span data-user-data>
                {[f.rootCause, f.correction, f.correctiveAction].filter(Boolean).join(' / ')}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('findingColumns.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) => <CertStatusTag kind="finding" status={status} />,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('records')}
      </Typography.Title>
      {file.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRecords')} />
      ) : (
        <Timeline
          items={file.records.map((r) => ({
            key: r.id,
            content: (
              <>
                <Typography.Text strong>{resultLabel(r.kind, r.result)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  <span data-user-data>{r.reviewerName}</span> · {r.createdAt.slice(0, 16).replace('T', ' ')}
                </Typography.Text>
                <div data-user-data>{r.opinion}</div>
                {r.scope && <div data-user-data>{r.scope}</div>}
              </>
            ),
          }))}
        />
      )}
    </>
  );
}
