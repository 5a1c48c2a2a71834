// 评价管理 (/brandProcess, the body, role 34): every assessment, newest first, filtered by status, type
// and a keyword (number, brand, enterprise, credit code); 查看 opens the process with its answers,
// expert assignment, formal check, scores, review, report and progress.
import type { BrandProcess, BrandProcessFilter } from '@platform/contract';
import { BRAND_BUSINESS_TYPES, BrandProcessStatus } from '@platform/contract/brand-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processQueryKeys, useProcessPage } from '../../../api/brand/process';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { brandOptions, businessTypeLabel } from '../components/labels';
import { BrandStatusTag } from '../components/StatusTag';
import { ProcessDrawer } from './ProcessDrawer';

export default function BrandProcessPage() {
  const { t } = useTranslation('brand', { keyPrefix: 'process' });
  const [openId, setOpenId] = useState<string>();
  const columns: ListTableColumn<BrandProcess>[] = [
    { key: 'no', title: t('columns.no'), dataIndex: 'no', width: 140 },
    {
      key: 'brandName',
      title: t('columns.brandName'),
      dataIndex: 'brandName',
      width: 160,
      render: (name: string, row) => (
        <a data-user-data onClick={() => setOpenId(row.id)}>
          {name}
        </a>
      ),
    },
    {
      key: 'entName',
      title: t('columns.entName'),
      dataIndex: 'entName',
      width: 220,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'businessType',
      title: t('columns.businessType'),
      dataIndex: 'businessType',
      width: 130,
      render: businessTypeLabel,
    },
    {
      key: 'applicant',
      title: t('columns.applicant'),
      dataIndex: 'applicantName',
      width: 100,
      render: (v: string | null) => <span data-user-data>{v ?? '-'}</span>,
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <BrandStatusTag status={status} />,
    },
    {
      key: 'strengthScore',
      title: t('columns.strengthScore'),
      dataIndex: 'strengthScore',
      width: 120,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'level',
      title: t('columns.level'),
      dataIndex: 'level',
      width: 80,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'submittedAt',
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      defaultHidden: true,
      render: (at: string) => parseTime(at),
    },
  ];
  const list = useListController<BrandProcess, BrandProcessFilter>({
    id: 'brand.process',
    columns,
    queryKey: processQueryKeys.all,
  });
  const rows = useProcessPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="brandProcessSearch"
      addText={false}
      search={[
        {
          name: 'keyword',
          label: t('search.keyword'),
          placeholder: t('search.keywordPlaceholder'),
          maxLength: 100,
        },
        {
          name: 'status',
          label: t('search.status'),
          options: brandOptions('status', Object.values(BrandProcessStatus)),
        },
        {
          name: 'businessType',
          label: t('search.businessType'),
          options: brandOptions('businessTypes', BRAND_BUSINESS_TYPES),
        },
      ]}
      table={{ scroll: { x: 'max-content' } }}
      actions={{
        width: 90,
        fixed: 'right',
        render: (row) => <RowAction onClick={() => setOpenId(row.id)}>{t('actions.view')}</RowAction>,
      }}
    >
      <ProcessDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
