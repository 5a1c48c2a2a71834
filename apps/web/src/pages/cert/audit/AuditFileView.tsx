// An audit's whole file as tabs: overview, plan, team, the application's documents, findings (with
// the enterprise's answers) and the report. Read-only; the team's page adds its editor through
// `findingActions`, `findingsExtra` and `report`.
import type { CertFinding, CertWorkAuditFile } from '@platform/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Empty, Space, Table, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditWorkApi } from '../../../api/cert/audit';
import { saveBlob } from '../../messages/centre/download';
import { parseTime } from '../../../utils/time';
import { CertStatusTag, auditKindLabel, auditPostLabel } from '../components';
import { FileLinks } from './files';
import { FindingsTable } from './FindingsTable';

export function dateRange(t: TFunction<'cert'>, begin: string | null, end: string | null) {
  if (!begin) return '—';
  return t('audit.dateRange', { begin, end: end ?? begin });
}

/** Downloads the report PDF the server makes from the data. */
export function ReportPdfButton({ auditId, entName }: { auditId: string; entName: string }) {
  const { t } = useTranslation('cert');
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await auditWorkApi.reportPdf(auditId), `${t('audit.file.tabs.report')}-${entName}.pdf`);
    } catch {
      void message.error(t('audit.report.notIssued'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void download()}>
      {t('audit.report.pdf')}
    </Button>
  );
}

function ReportView({ file }: { file: CertWorkAuditFile }) {
  const { t } = useTranslation('cert');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'conclusion', label: t('audit.report.conclusion'), children: file.conclusion ?? '—' },
          {
            key: 'recommendation',
            label: t('audit.report.recommendation'),
            children: file.recommendation
              ? t(`audit.report.recommendations.${file.recommendation as 'recommend'}`)
              : '—',
          },
          { key: 'summary', label: t('audit.report.summary'), children: file.summary ?? '—' },
          {
            key: 'issuedAt',
            label: t('audit.report.issuedAt'),
            children: file.reportIssuedAt
              ? parseTime(file.reportIssuedAt, '{y}-{m}-{d} {h}:{i}')
              : t('audit.report.notIssued'),
          },
        ]}
      />
      {file.reportUrl && <ReportPdfButton auditId={file.id} entName={file.entName} />}
    </Space>
  );
}

export function AuditFileView({
  file,
  findingActions,
  findingsExtra,
  report,
}: {
  file: CertWorkAuditFile;
  findingActions?: (finding: CertFinding) => ReactNode;
  findingsExtra?: ReactNode;
  /** The report tab's content instead of the read-only report. */
  report?: ReactNode;
}) {
  const { t } = useTranslation('cert');
  const app = file.application;
  return (
    <Tabs
      items={[
        {
          key: 'overview',
          label: t('audit.file.tabs.overview'),
          children: (
            <Descriptions
              size="small"
              column={2}
              bordered
              items={[
                {
                  key: 'enterprise',
                  label: t('audit.file.fields.enterprise'),
                  children: app.entName,
                  span: 2,
                },
                { key: 'no', label: t('audit.file.fields.applicationNo'), children: app.no ?? '—' },
                { key: 'credit', label: t('audit.file.fields.creditCode'), children: app.creditCode },
                { key: 'address', label: t('audit.file.fields.address'), children: app.address, span: 2 },
                { key: 'scope', label: t('audit.file.fields.scope'), children: app.scope, span: 2 },
                {
                  key: 'codes',
                  label: t('audit.file.fields.fieldCodes'),
                  children: app.fieldCodes.join(', '),
                },
                { key: 'employees', label: t('audit.file.fields.employees'), children: app.employees },
                {
                  key: 'contact',
                  label: t('audit.file.fields.contact'),
                  children: `${app.contactName} ${app.contactTel}`,
                },
                { key: 'standard', label: t('audit.file.fields.standard'), children: file.standard },
                { key: 'kind', label: t('audit.file.fields.kind'), children: auditKindLabel(file.kind) },
                {
                  key: 'status',
                  label: t('audit.file.fields.status'),
                  children: <CertStatusTag kind="audit" status={file.status} />,
                },
                {
                  key: 'dates',
                  label: t('audit.file.fields.dates'),
                  children: dateRange(t, file.beginDate, file.endDate),
                },
                { key: 'days', label: t('audit.file.fields.auditDays'), children: file.auditDays },
                {
                  key: 'criteria',
                  label: t('audit.file.fields.criteria'),
                  children: file.criteria || '—',
                  span: 2,
                },
              ]}
            />
          ),
        },
        {
          key: 'plan',
          label: t('audit.file.tabs.plan'),
          children: (
            <Table
              rowKey={(row) => `${row.date}-${row.time}-${row.subject}`}
              size="small"
              pagination={false}
              dataSource={file.plan}
              locale={{ emptyText: t('audit.file.noPlan') }}
              columns={[
                { key: 'date', title: t('audit.file.plan.date'), dataIndex: 'date', width: 110 },
                { key: 'time', title: t('audit.file.plan.time'), dataIndex: 'time', width: 120 },
                { key: 'subject', title: t('audit.file.plan.subject'), dataIndex: 'subject' },
                { key: 'clauses', title: t('audit.file.plan.clauses'), dataIndex: 'clauses', width: 120 },
                { key: 'auditors', title: t('audit.file.plan.auditors'), dataIndex: 'auditors', width: 140 },
              ]}
            />
          ),
        },
        {
          key: 'team',
          label: t('audit.file.tabs.team'),
          children: (
            <Table
              rowKey="auditorId"
              size="small"
              pagination={false}
              dataSource={file.team}
              columns={[
                { key: 'name', title: t('audit.file.team.name'), dataIndex: 'name' },
                {
                  key: 'post',
                  title: t('audit.file.team.post'),
                  dataIndex: 'post',
                  render: (post: string) => auditPostLabel(post),
                },
                {
                  key: 'qualification',
                  title: t('audit.file.team.qualification'),
                  dataIndex: 'qualification',
                },
                { key: 'mobile', title: t('audit.file.team.mobile'), dataIndex: 'mobile' },
                {
                  key: 'member',
                  title: t('audit.file.team.account'),
                  dataIndex: 'member',
                  render: (member: boolean) => (member ? t('audit.file.signsIn') : t('audit.file.noSignIn')),
                },
              ]}
            />
          ),
        },
        {
          key: 'documents',
          label: t('audit.file.tabs.documents'),
          children:
            app.documents.length > 0 ? (
              <FileLinks files={app.documents} />
            ) : (
              <Empty description={t('audit.file.noDocuments')} />
            ),
        },
        {
          key: 'findings',
          label: t('audit.file.tabs.findings'),
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {findingsExtra}
              <FindingsTable findings={file.findingList} actions={findingActions} />
            </Space>
          ),
        },
        {
          key: 'report',
          label: t('audit.file.tabs.report'),
          children: report ?? <ReportView file={file} />,
        },
      ]}
    />
  );
}
