// Pieces both sides of a verification show: its status, its findings, the statement, the figures
// under review, and the report download.
import type {
  CarbonFinding,
  CarbonVerification,
  CarbonVerificationDetail,
  SourceResult,
} from '@platform/contract';
import { FindingStatus } from '@platform/contract/carbon-model';
import { Button, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonFile } from '../../../api/carbon';
import { CarbonPaths as P } from '@platform/contract/carbon-model';
import { currentLanguage } from '../../../i18n';
import { parseTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import {
  carbonLabel,
  findingStatusLabel,
  formatDecimal,
  formatExact,
  formatQuantity,
  scopeLabel,
  verificationStatusLabel,
} from '../components';

const STATUS_COLOURS = ['processing', 'success', 'warning'] as const;
const FINDING_COLOURS = ['error', 'processing', 'default'] as const;
const SEVERITY_COLOURS: Record<string, string> = {
  misstatement: 'red',
  nonconformity: 'orange',
  observation: 'blue',
};
const TIME = '{y}-{m}-{d} {h}:{i}';

export const userText = (text: string | null | undefined) =>
  text ? <span data-user-data>{text}</span> : '—';
export const timeText = (at: string | null | undefined) => (at ? parseTime(at, TIME) : '—');

/** A verification drawer keeps a margin to the window's left edge on narrow screens (1366 px and less). */
export const FITS_WINDOW = { wrapper: { maxWidth: 'calc(100vw - 64px)' } };

export function VerificationStatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLOURS[status]}>{verificationStatusLabel(status)}</Tag>;
}

/** A year and month in the current language (2025, 3 → 2025年3月 / March 2025). */
const yearMonth = (year: number, month: number) =>
  new Intl.DateTimeFormat(currentLanguage(), { year: 'numeric', month: 'long' }).format(
    new Date(year, month - 1, 1),
  );

/**
 * What a finding is about: an activity row (its meter and month, and its organisation and reading
 * below), an emission source, or the whole inventory. The server names both with the finding; a
 * row deleted since reads as activity data only.
 */
export function useFindingTarget(detail: CarbonVerificationDetail) {
  const { t } = useTranslation('carbon');
  return (finding: CarbonFinding): ReactNode => {
    const row = finding.activity;
    if (row)
      return (
        <Space orientation="vertical" size={0}>
          <span data-user-data>
            {t('verify.findings.targetActivity', {
              device: `${row.deviceCode} ${row.deviceName}`,
              month: yearMonth(row.year, row.month),
            })}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {userText(row.orgName)} · {formatQuantity(row.value, row.unit, 4)}
          </Typography.Text>
        </Space>
      );
    if (finding.activityId) return t('verify.detail.rows');
    if (finding.sourceId) {
      const name =
        finding.sourceName ?? detail.figures.bySource.find((s) => s.sourceId === finding.sourceId)?.name;
      return <span data-user-data>{t('verify.findings.targetSource', { name: name ?? '' })}</span>;
    }
    return t('verify.findings.general');
  };
}

/** Long user texts wrap inside their column, also without spaces. */
export const WRAP = { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The findings, fitting a drawer: the description and the answer share the width left by the
 * fixed columns and wrap; below 960 px the table scrolls with 操作 kept at the right.
 */
export function FindingsTable({
  detail,
  actions,
}: {
  detail: CarbonVerificationDetail;
  actions?: (finding: CarbonFinding) => ReactNode;
}) {
  const { t } = useTranslation(['carbon', 'common']);
  const target = useFindingTarget(detail);
  return (
    <Table<CarbonFinding>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={detail.findings}
      locale={{ emptyText: t('verify.findings.empty') }}
      tableLayout="fixed"
      scroll={{ x: 960 }}
      columns={[
        {
          key: 'severity',
          title: t('verify.findings.columns.severity'),
          dataIndex: 'severity',
          width: 110,
          render: (severity: string) => (
            <Tag color={SEVERITY_COLOURS[severity]}>{carbonLabel('findingSeverities', severity)}</Tag>
          ),
        },
        {
          key: 'target',
          title: t('verify.findings.columns.target'),
          width: 200,
          render: (_, f) => <div style={WRAP}>{target(f)}</div>,
        },
        {
          key: 'text',
          title: t('verify.findings.columns.text'),
          dataIndex: 'text',
          render: (text: string) => (
            <Typography.Paragraph data-user-data style={WRAP}>
              {text}
            </Typography.Paragraph>
          ),
        },
        {
          key: 'status',
          title: t('verify.findings.columns.status'),
          dataIndex: 'status',
          width: 90,
          render: (status: number) => <Tag color={FINDING_COLOURS[status]}>{findingStatusLabel(status)}</Tag>,
        },
        {
          key: 'answer',
          title: t('verify.findings.columns.answer'),
          dataIndex: 'answer',
          render: (answer: string | null, f) =>
            answer ? (
              <Space orientation="vertical" size={0} style={{ width: '100%' }}>
                <Typography.Paragraph data-user-data style={WRAP}>
                  {answer}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {userText(f.answeredBy)} {timeText(f.answeredAt)}
                </Typography.Text>
              </Space>
            ) : (
              '—'
            ),
        },
        {
          key: 'createdAt',
          title: t('verify.findings.columns.createdAt'),
          dataIndex: 'createdAt',
          width: 140,
          render: timeText,
        },
        ...(actions
          ? [
              {
                key: 'actions',
                title: t('common:actions'),
                width: 80,
                fixed: 'right' as const,
                render: (_: unknown, f: CarbonFinding) => actions(f),
              },
            ]
          : []),
      ]}
    />
  );
}

export const openFindingsOf = (detail: CarbonVerificationDetail) =>
  detail.findings.filter((finding) => finding.status !== FindingStatus.closed).length;

/** The basic facts of a verification. */
export function VerificationFacts({ verification }: { verification: CarbonVerification }) {
  const { t } = useTranslation('carbon');
  return (
    <Descriptions size="small" column={3} bordered>
      <Descriptions.Item label={t('verify.columns.model')}>
        {userText(verification.modelName)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.org')}>{userText(verification.orgName)}</Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.year')}>{verification.year}</Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.version')}>v{verification.modelVersion}</Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.status')}>
        <VerificationStatusTag status={verification.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.verifier')}>
        {userText(verification.verifier)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.submittedBy')}>
        {userText(verification.submittedBy)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.submittedAt')}>
        {timeText(verification.submittedAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.columns.verifiedAt')}>
        {timeText(verification.verifiedAt)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The issued statement (status verified) with the figures it keeps. */
export function StatementView({ detail }: { detail: CarbonVerificationDetail }) {
  const { t } = useTranslation('carbon');
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={t('verify.statement.assurance')}>
        {carbonLabel('assuranceLevels', detail.assurance)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.statement.materiality')}>
        {formatDecimal(detail.materiality, 4)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.statement.opinion')} span={2}>
        <Typography.Paragraph data-user-data style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {detail.opinion}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.statement.verifiedTotal')}>
        <strong>{formatDecimal(detail.figures.total, 4)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('verify.statement.verifiedAt')}>
        {timeText(detail.verifiedAt)}
      </Descriptions.Item>
      {detail.figures.byScope.map((scope) => (
        <Descriptions.Item key={scope.scope} label={scopeLabel(scope.scope)}>
          {formatDecimal(scope.emission, 4)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The figures under review: the total and each scope, and every source with its activity, factor
 * (and where the factor comes from), GWP and result, so that each figure can be traced.
 */
export function FiguresView({ detail }: { detail: CarbonVerificationDetail }) {
  const { t } = useTranslation('carbon');
  const figures = detail.figures;
  if (!figures.modelId && figures.bySource.length === 0)
    return <Empty description={t('verify.figures.none')} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" column={4} bordered>
        <Descriptions.Item label={t('verify.figures.total')}>
          <strong>{formatDecimal(figures.total, 4)}</strong>
        </Descriptions.Item>
        {figures.byScope.map((scope) => (
          <Descriptions.Item key={scope.scope} label={scopeLabel(scope.scope)}>
            {formatDecimal(scope.emission, 4)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Table<SourceResult>
        rowKey="sourceId"
        size="small"
        pagination={false}
        dataSource={figures.bySource}
        tableLayout="fixed"
        scroll={{ x: 900 }}
        aria-label={t('verify.figures.source')}
        columns={[
          {
            key: 'name',
            title: t('verify.figures.source'),
            dataIndex: 'name',
            render: (name: string) => <div style={WRAP}>{userText(name)}</div>,
          },
          {
            key: 'scope',
            title: t('verify.figures.scope'),
            dataIndex: 'scope',
            width: 80,
            render: (scope: number) => scopeLabel(scope),
          },
          {
            key: 'activity',
            title: t('verify.figures.activity'),
            align: 'right',
            width: 160,
            render: (_, s) => formatQuantity(s.activity, s.activityUnit, 4),
          },
          {
            key: 'factor',
            title: t('verify.figures.factor'),
            render: (_, s) => (
              <Space orientation="vertical" size={0} style={{ width: '100%' }}>
                <div style={WRAP}>{userText(s.factorName)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatExact(s.factorValue)} {s.factorUnit} · {s.gas}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'factorSource',
            title: t('verify.figures.factorSource'),
            dataIndex: 'factorSource',
            render: (source: string) => <div style={WRAP}>{userText(source)}</div>,
          },
          {
            key: 'gwp',
            title: t('verify.figures.gwp'),
            width: 100,
            render: (_, s) => `${formatExact(s.gwp)} (${s.gwpSet})`,
          },
          {
            key: 'emission',
            title: t('verify.figures.emission'),
            dataIndex: 'emission',
            align: 'right',
            width: 140,
            render: (value: string) => formatDecimal(value, 4),
          },
        ]}
      />
    </Space>
  );
}

/** 下载报告: the model's inventory report as xlsx or PDF, fetched with the session's headers. */
export function ReportButtons({ verification }: { verification: CarbonVerification }) {
  const { t } = useTranslation('carbon');
  const download = async (format: 'xlsx' | 'pdf') => {
    const blob = await carbonFile(P.report, { modelId: verification.modelId, format });
    saveBlob(
      blob,
      t('verify.detail.reportName', {
        model: verification.modelName,
        version: verification.modelVersion,
        ext: format,
      }),
    );
  };
  return (
    <Space>
      <Button onClick={() => void download('xlsx').catch(() => undefined)}>{t('verify.detail.xlsx')}</Button>
      <Button onClick={() => void download('pdf').catch(() => undefined)}>{t('verify.detail.pdf')}</Button>
    </Space>
  );
}
