// The columns of an audit list, shared by 审核计划 (/auditplan) and the audits under way on 审核方案.
import type { CertAuditSummary } from '@platform/contract';
import type { TFunction } from 'i18next';
import type { ListTableColumn } from '../../../components/list';
import { auditKindLabel, CertStatusTag, schemeLabel } from '../components';

type T = TFunction<'cert', 'auditplan'>;

/** An audit's kind, with its year for the second surveillance audit and later ones. */
export const auditKindText = (kind: number, seq: number) =>
  seq > 1 ? `${auditKindLabel(kind)} (${seq})` : auditKindLabel(kind);

export const dateRange = (a: { beginDate: string | null; endDate: string | null }) =>
  a.beginDate ? `${a.beginDate} ~ ${a.endDate ?? ''}` : '-';

export const auditColumns = (t: T): ListTableColumn<CertAuditSummary>[] => [
  {
    key: 'entName',
    title: t('columns.entName'),
    dataIndex: 'entName',
    width: 200,
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  {
    key: 'applicationNo',
    title: t('columns.applicationNo'),
    dataIndex: 'applicationNo',
    width: 130,
    render: (no: string | null) => no ?? '-',
  },
  {
    key: 'scheme',
    title: t('columns.scheme'),
    dataIndex: 'scheme',
    width: 150,
    render: (s: string) => schemeLabel(s),
  },
  {
    key: 'kind',
    title: t('columns.kind'),
    width: 130,
    render: (_, a) => auditKindText(a.kind, a.seq),
  },
  {
    key: 'dueDate',
    title: t('columns.dueDate'),
    dataIndex: 'dueDate',
    width: 110,
    render: (d: string | null) => d ?? '-',
  },
  { key: 'dates', title: t('columns.dates'), width: 200, render: (_, a) => dateRange(a) },
  { key: 'auditDays', title: t('columns.auditDays'), dataIndex: 'auditDays', width: 90 },
  {
    key: 'leader',
    title: t('columns.leader'),
    dataIndex: 'leaderName',
    width: 100,
    render: (n: string | null) => n ?? '-',
  },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 120,
    render: (s: number) => <CertStatusTag kind="audit" status={s} />,
  },
];
