// Findings as a table: kind, clause, description with evidence, status, the enterprise's answer and the
// verification. The page passes what may be done on a row (the team's editor, the enterprise's answer).
import type { CertFinding } from '@platform/contract';
import { CertFindingKind } from '@platform/contract/cert-model';
import { Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { tableWidth } from '../../carbon/components/tableWidth';
import { CertStatusTag, auditKindLabel, findingKindLabel } from '../components';
import { FileLinks } from './files';

const KIND_COLOURS: Record<number, string> = {
  [CertFindingKind.observation]: 'blue',
  [CertFindingKind.minor]: 'orange',
  [CertFindingKind.major]: 'red',
};

function Answer({ finding }: { finding: CertFinding }) {
  const { t } = useTranslation('cert');
  if (!finding.rootCause) return <>—</>;
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%', wordBreak: 'break-word' }}>
      <span>
        <Typography.Text strong>
          {t('audit.finding.labelled', { label: t('audit.finding.rootCause') })}
        </Typography.Text>
        <span data-user-data>{finding.rootCause}</span>
      </span>
      <span>
        <Typography.Text strong>
          {t('audit.finding.labelled', { label: t('audit.finding.correction') })}
        </Typography.Text>
        <span data-user-data>{finding.correction}</span>
      </span>
      <span>
        <Typography.Text strong>
          {t('audit.finding.labelled', { label: t('audit.finding.correctiveAction') })}
        </Typography.Text>
        <span data-user-data>{finding.correctiveAction}</span>
      </span>
      {finding.answerFiles.length > 0 && <FileLinks files={finding.answerFiles} />}
      {finding.answeredAt && (
        <Typography.Text type="secondary">
          {t('audit.finding.answeredBy', {
            name: finding.answeredBy ?? '',
            time: parseTime(finding.answeredAt, '{y}-{m}-{d} {h}:{i}'),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}

export function FindingsTable({
  findings,
  actions,
  showAudit = false,
  actionsWidth = 150,
}: {
  findings: readonly CertFinding[];
  actions?: (finding: CertFinding) => ReactNode;
  /** A list across audits names each finding's audit. */
  showAudit?: boolean;
  actionsWidth?: number;
}) {
  const { t } = useTranslation(['cert', 'common']);
  // Widths sized so that the enterprise's list (with the audit and one action) fits the 1000 px
  // application drawer; the table scrolls by their sum so no column slides under the fixed actions.
  const columns: TableColumnsType<CertFinding> = [
    ...(showAudit
      ? [
          {
            key: 'audit',
            title: t('audit.finding.columns.audit'),
            width: 96,
            render: (_: unknown, f: CertFinding) => auditKindLabel(f.auditKind),
          },
        ]
      : []),
    {
      key: 'kind',
      title: t('audit.finding.columns.kind'),
      dataIndex: 'kind',
      width: 104,
      render: (kind: number) => <Tag color={KIND_COLOURS[kind]}>{findingKindLabel(kind)}</Tag>,
    },
    { key: 'clause', title: t('audit.finding.columns.clause'), dataIndex: 'clause', width: 64 },
    {
      key: 'description',
      title: t('audit.finding.columns.description'),
      width: 170,
      render: (_, f) => (
        <Space orientation="vertical" size={2}>
          <span data-user-data>{f.description}</span>
          {f.evidence.length > 0 && <FileLinks files={f.evidence} />}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('audit.finding.columns.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number) => <CertStatusTag kind="finding" status={status} />,
    },
    {
      key: 'answer',
      title: t('audit.finding.columns.answer'),
      width: 220,
      render: (_, f) => <Answer finding={f} />,
    },
    {
      key: 'verify',
      title: t('audit.finding.columns.verify'),
      width: 110,
      render: (_, f) =>
        f.verifyComment ? (
          <Space orientation="vertical" size={0}>
            <span data-user-data>{f.verifyComment}</span>
            {f.closedBy && <Typography.Text type="secondary">{f.closedBy}</Typography.Text>}
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Table<CertFinding>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={findings as CertFinding[]}
      locale={{ emptyText: t('audit.finding.none') }}
      scroll={{ x: tableWidth(columns, actions ? actionsWidth : 0) }}
      aria-label={t('audit.file.tabs.findings')}
      columns={[
        ...columns,
        ...(actions
          ? [
              {
                key: 'actions',
                title: t('common:actions'),
                width: actionsWidth,
                fixed: 'right' as const,
                render: (_: unknown, f: CertFinding) => <Space size={0}>{actions(f)}</Space>,
              },
            ]
          : []),
      ]}
    />
  );
}
