// The columns of a list of audits, the same for the team's 审核任务 and the body's 审核资料审查.
import type { CertWorkAudit } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import type { ListTableColumn } from '../../../components/list';
import { CertStatusTag, auditKindLabel, auditPostLabel, schemeLabel } from '../components';
import { dateRange } from './AuditFileView';

export const auditColumns = (
  t: TFunction<'cert'>,
  open: (row: CertWorkAudit) => void,
  withPost: boolean,
): ListTableColumn<CertWorkAudit>[] => [
  {
    key: 'entName',
    title: t('audit.columns.entName'),
    dataIndex: 'entName',
    width: 220,
    ellipsis: true,
    render: (name: string, row) => (
      <Typography.Link onClick={() => open(row)} data-user-data>
        {name}
      </Typography.Link>
    ),
  },
  { key: 'applicationNo', title: t('audit.columns.applicationNo'), dataIndex: 'applicationNo', width: 130 },
  {
    key: 'scheme',
    title: t('audit.columns.scheme'),
    dataIndex: 'scheme',
    width: 150,
    render: (scheme: string) => schemeLabel(scheme),
  },
  {
    key: 'kind',
    title: t('audit.columns.kind'),
    dataIndex: 'kind',
    width: 130,
    render: (kind: number) => auditKindLabel(kind),
  },
  {
    key: 'dates',
    title: t('audit.columns.dates'),
    width: 200,
    render: (_, row) => dateRange(t, row.beginDate, row.endDate),
  },
  { key: 'auditDays', title: t('audit.columns.auditDays'), dataIndex: 'auditDays', width: 90 },
  {
    key: 'status',
    title: t('audit.columns.status'),
    dataIndex: 'status',
    width: 110,
    render: (status: number) => <CertStatusTag kind="audit" status={status} />,
  },
  withPost
    ? {
        key: 'myPost',
        title: t('audit.columns.myPost'),
        dataIndex: 'myPost',
        width: 110,
        render: (post: string | null) => auditPostLabel(post),
      }
    : { key: 'leader', title: t('audit.columns.leader'), dataIndex: 'leaderName', width: 110 },
  { key: 'findings', title: t('audit.columns.findings'), dataIndex: 'findings', width: 90 },
  { key: 'openFindings', title: t('audit.columns.openFindings'), dataIndex: 'openFindings', width: 120 },
];
