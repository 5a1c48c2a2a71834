// 评价报告 (/brandReport, the body's staff, role 34): the processes that have a report (under review or
// completed) with their latest saved version; a process opens its report (ReportView) in a drawer.
import type { BrandReportFilter, BrandReportListItem } from '@platform/contract';
import { BRAND_BUSINESS_TYPES, BrandProcessStatus } from '@platform/contract/brand-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApi, reportQueryKeys } from '../../../api/brand/report';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { brandOptions, businessTypeLabel } from '../components/labels';
import { BrandStatusTag } from '../components/StatusTag';
import { ReportView } from './ReportView';

const STATUSES = [BrandProcessStatus.reviewing, BrandProcessStatus.completed];

export default function BrandReportPage() {
  const { t } = useTranslation('brand');
  const [open, setOpen] = useState<BrandReportListItem>();
  const columns: ListTableColumn<BrandReportListItem>[] = [
    { key: 'no', title: t('report.columns.no'), dataIndex: 'no', width: 150 },
    {
      key: 'brandName',
      title: t('report.columns.brandName'),
      dataIndex: 'brandName',
      width: 160,
      ellipsis: true,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'entName',
      title: t('report.columns.entName'),
      dataIndex: 'entName',
      width: 220,
      ellipsis: true,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'businessType',
      title: t('report.columns.businessType'),
      dataIndex: 'businessType',
      width: 130,
      render: businessTypeLabel,
    },
    {
      key: 'status',
      title: t('report.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <BrandStatusTag status={status} />,
    },
    {
      key: 'version',
      title: t('report.columns.version'),
      dataIndex: 'version',
      width: 100,
      render: (version: number | null) =>
        version === null ? t('report.notSaved') : t('report.versionLabel', { version }),
    },
    {
      key: 'savedAt',
      title: t('report.columns.savedAt'),
      dataIndex: 'savedAt',
      width: 170,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
  ];
  const list = useListController<BrandReportListItem, BrandReportFilter>({
    id: 'brand.report',
    columns,
    queryKey: reportQueryKeys.all,
  });
  const rows = useQuery({
    queryKey: reportQueryKeys.page(list.paging, list.filter),
    queryFn: () => reportApi.reports(list.paging, list.filter),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="brandReportSearch"
      rowKey="processId"
      search={[
        {
          name: 'keyword',
          label: t('report.search.keyword'),
          placeholder: t('report.search.keywordPlaceholder'),
          maxLength: 100,
        },
        { name: 'status', label: t('report.search.status'), options: brandOptions('status', STATUSES) },
        {
          name: 'businessType',
          label: t('report.search.businessType'),
          options: brandOptions('businessTypes', BRAND_BUSINESS_TYPES),
        },
      ]}
      addText={false}
      actions={{
        width: 100,
        fixed: 'right',
        render: (row) => <RowAction onClick={() => setOpen(row)}>{t('report.open')}</RowAction>,
      }}
    >
      <Drawer
        open={open !== undefined}
        title={open ? t('report.drawerTitle', { brandName: open.brandName, no: open.no }) : t('report.title')}
        width="min(1100px, calc(100vw - 64px))"
        onClose={() => setOpen(undefined)}
        destroyOnHidden
      >
        {open && <ReportView processId={open.processId} />}
      </Drawer>
    </ListPage>
  );
}
