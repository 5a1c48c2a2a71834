// 审核方案 (/plan): the audit programme of every application with a signed contract (its next audit
// and due date; a drawer lists the whole cycle), and on the `#underway` tab (/plan#underway, where the
// messages and work queue lead) the audits between issue and report.
import type {
  CertAuditFilter,
  CertAuditSummary,
  CertProgramme,
  CertProgrammeFilter,
} from '@platform/contract';
import { CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { programmeKeys, useAuditPage, useProgrammePage } from '../../../api/cert/programme';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { auditColumns, auditKindText } from '../auditplan/auditColumns';
import { PlanDrawer } from '../auditplan/PlanDrawer';
import { certOptions, CertStatusTag, schemeLabel } from '../components';
import { ProgrammeDrawer } from './ProgrammeDrawer';

type T = TFunction<'cert', 'plan'>;

const UNDERWAY = 'underway';

const programmeColumns = (t: T): ListTableColumn<CertProgramme>[] => [
  {
    key: 'entName',
    title: t('columns.entName'),
    dataIndex: 'entName',
    width: 220,
    render: (n: string) => <span data-user-data>{n}</span>,
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
    width: 160,
    render: (s: string) => schemeLabel(s),
  },
  {
    key: 'status',
    title: t('columns.applicationStatus'),
    dataIndex: 'applicationStatus',
    width: 110,
    render: (s: number) => <CertStatusTag kind="application" status={s} />,
  },
  { key: 'audits', title: t('columns.audits'), dataIndex: 'audits', width: 80 },
  {
    key: 'next',
    title: t('columns.next'),
    width: 140,
    render: (_, p) => (p.nextKind ? auditKindText(p.nextKind, 1) : t('none')),
  },
  {
    key: 'nextDue',
    title: t('columns.nextDue'),
    dataIndex: 'nextDueDate',
    width: 110,
    render: (d: string | null) => d ?? '-',
  },
  {
    key: 'nextStatus',
    title: t('columns.nextStatus'),
    dataIndex: 'nextStatus',
    width: 120,
    render: (s: number | null) => (s === null ? '-' : <CertStatusTag kind="audit" status={s} />),
  },
];

function Programmes() {
  const { t } = useTranslation('cert', { keyPrefix: 'plan' });
  const [open, setOpen] = useState<string>();
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 100,
    },
    { name: 'scheme', label: t('search.scheme'), options: certOptions('schemes', CERT_SCHEME_KEYS) },
  ];
  const list = useListController<CertProgramme, CertProgrammeFilter>({
    id: 'cert.plan',
    columns: programmeColumns(t),
    queryKey: programmeKeys.all,
  });
  const rows = useProgrammePage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certProgrammeSearch"
      search={search}
      addText={false}
      rowKey="applicationId"
      table={{ scroll: { x: 1200 } }}
      actions={{
        width: 100,
        fixed: 'right',
        render: (p) => <RowAction onClick={() => setOpen(p.applicationId)}>{t('view')}</RowAction>,
      }}
    >
      <ProgrammeDrawer applicationId={open} onClose={() => setOpen(undefined)} />
    </ListPage>
  );
}

function Underway() {
  const { t } = useTranslation('cert', { keyPrefix: 'auditplan' });
  const [open, setOpen] = useState<string>();
  const list = useListController<CertAuditSummary, CertAuditFilter>({
    id: 'cert.plan.underway',
    columns: auditColumns(t),
    queryKey: programmeKeys.all,
    initialFilter: { underway: true },
    filterOf: (values) => ({
      underway: true,
      keyword: (values.keyword as string | undefined)?.trim() || undefined,
    }),
  });
  const rows = useAuditPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certUnderwaySearch"
      search={[{ name: 'keyword', label: t('search.keyword'), placeholder: t('search.keywordPlaceholder') }]}
      addText={false}
      table={{ scroll: { x: 1400 } }}
      actions={{
        width: 100,
        fixed: 'right',
        render: (a) => <RowAction onClick={() => setOpen(a.id)}>{t('view')}</RowAction>,
      }}
    >
      <PlanDrawer auditId={open} onClose={() => setOpen(undefined)} />
    </ListPage>
  );
}

export default function CertPlanPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'plan' });
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.hash === `#${UNDERWAY}` ? UNDERWAY : 'programmes';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        void navigate(
          { pathname: location.pathname, search: location.search, hash: key === UNDERWAY ? UNDERWAY : '' },
          { replace: true },
        )
      }
      items={[
        { key: 'programmes', label: t('tabs.programmes'), children: <Programmes /> },
        { key: UNDERWAY, label: t('tabs.underway'), children: <Underway /> },
      ]}
    />
  );
}
