// Report submissions (举报投诉): what visitors sent through the public report form to this tenant,
// newest first, filtered by status and date; a drawer shows one and sets it in hand or handled.
import type { ReportSubmissionSummary } from '@platform/contract';
import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentQueryKeys, useReportPage, type ReportListFilter } from '../../../api/content';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { ReportDrawer } from './ReportDrawer';
import { REPORT_STATUS_KEYS, ReportStatusTag } from './status';

type Texts = TFunction<'documents', 'content.reports'>;

const columnsOf = (t: Texts): ListTableColumn<ReportSubmissionSummary>[] => [
  {
    key: 'createdAt',
    title: t('createdAt'),
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => parseTime(at),
  },
  { key: 'excerpt', title: t('excerpt'), dataIndex: 'excerpt', ellipsis: true },
  {
    key: 'contactName',
    title: t('contactName'),
    dataIndex: 'contactName',
    width: 120,
    render: (name: string | null) => name ?? '-',
  },
  {
    key: 'contactPhone',
    title: t('contactPhone'),
    dataIndex: 'contactPhone',
    width: 140,
    render: (phone: string | null) => phone ?? '-',
  },
  {
    key: 'status',
    title: t('status'),
    dataIndex: 'status',
    width: 100,
    render: (status: number) => <ReportStatusTag status={status} />,
  },
  {
    key: 'handledBy',
    title: t('handledBy'),
    dataIndex: 'handledBy',
    width: 120,
    render: (name: string | null) => name ?? '-',
  },
  { key: 'ip', title: t('ip'), dataIndex: 'ip', width: 140, defaultHidden: true },
];

interface SearchValues {
  status?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function filterOf(values: Record<string, unknown>): ReportListFilter {
  const { status, range } = values as SearchValues;
  const [from, to] = range ?? [];
  return {
    ...(status !== undefined && status !== null ? { status } : {}),
    ...(from ? { from: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { to: to.format('YYYY-MM-DD') } : {}),
  };
}

const searchOf = (t: Texts): SearchField[] => [
  {
    name: 'status',
    label: t('status'),
    input: (
      <Select
        allowClear
        placeholder={t('statusPlaceholder')}
        style={{ width: 140 }}
        options={REPORT_STATUS_KEYS.map((key, value) => ({ value, label: t(`statuses.${key}`) }))}
      />
    ),
  },
  {
    name: 'range',
    label: t('date'),
    input: <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('dateStart'), t('dateEnd')]} />,
  },
];

export default function ReportSubmissionsPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'content.reports' });
  const [searchForm] = Form.useForm();
  const [shown, setShown] = useState<string>();
  const list = useListController<ReportSubmissionSummary, ReportListFilter>({
    id: 'system.reportSubmissions',
    columns: columnsOf(t),
    queryKey: contentQueryKeys.reports,
    filterOf,
  });
  const rows = useReportPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="reportSearch"
      search={searchOf(t)}
      searchForm={searchForm}
      addText={false}
      table={{ scroll: { x: 'max-content' }, locale: { emptyText: t('empty') } }}
      actions={{
        width: 80,
        render: (row) => <RowAction onClick={() => setShown(row.id)}>{t('detail')}</RowAction>,
      }}
    >
      <ReportDrawer id={shown} onClose={() => setShown(undefined)} />
    </ListPage>
  );
}
