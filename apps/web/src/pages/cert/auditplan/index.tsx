// 审核计划 (/auditplan): every audit of the body's programmes by date — planned, issued, confirmed,
// reported — filtered by month, kind, status and enterprise; each opens its plan to edit and issue.
import type { CertAuditFilter, CertAuditSummary } from '@platform/contract';
import { AuditKind, AuditStatus } from '@platform/contract/cert-model';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programmeKeys, useAuditPage } from '../../../api/cert/programme';
import { ListPage, RowAction, useListController, type SearchField } from '../../../components/list';
import { certOptions } from '../components';
import { auditColumns } from './auditColumns';
import { PlanDrawer } from './PlanDrawer';

type Search = CertAuditFilter;

export default function CertAuditPlanPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'auditplan' });
  const [open, setOpen] = useState<string>();
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 100,
    },
    { name: 'month', label: t('search.month'), input: <DatePicker picker="month" /> },
    { name: 'kind', label: t('search.kind'), options: certOptions('auditKinds', Object.values(AuditKind)) },
    {
      name: 'status',
      label: t('search.status'),
      options: certOptions('auditStatus', Object.values(AuditStatus)),
    },
  ];
  const list = useListController<CertAuditSummary, Search>({
    id: 'cert.auditplan',
    columns: auditColumns(t),
    queryKey: programmeKeys.all,
    filterOf: (values) => ({
      keyword: (values.keyword as string | undefined)?.trim() || undefined,
      month: (values.month as Dayjs | undefined)?.format('YYYY-MM'),
      kind: values.kind === undefined || values.kind === '' ? undefined : Number(values.kind),
      status: values.status === undefined || values.status === '' ? undefined : Number(values.status),
    }),
  });
  const rows = useAuditPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certAuditPlanSearch"
      search={search}
      addText={false}
      table={{ scroll: { x: 1400 } }}
      actions={{
        width: 100,
        fixed: 'right',
        render: (a) => <RowAction onClick={() => setOpen(a.id)}>{t('editPlan')}</RowAction>,
      }}
    >
      <PlanDrawer auditId={open} onClose={() => setOpen(undefined)} />
    </ListPage>
  );
}
