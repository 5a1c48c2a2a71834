// 业务管理 (/bizManage): the certification body's business items, searched by name, type and status;
// add and edit them, open one to bind papers, choose tenants, publish and close it, or delete it.
import type { BizFilter, BizSummary } from '@platform/contract';
import { BizStatus } from '@platform/contract/business-model';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bizApi } from '../../../api/business';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { BizDrawer } from './BizDrawer';
import { BizFormModal } from './BizFormModal';
import { BizStatusTag, bizStatusKey, Period } from './BizStatusTag';
import { bizQueryKeys, useBizPage, useBizTypes } from './queries';

type T = TFunction<'business', 'manage'>;

const columnsOf = (t: T, open: (item: BizSummary) => void): ListTableColumn<BizSummary>[] => [
  {
    key: 'name',
    title: t('columns.name'),
    dataIndex: 'name',
    render: (name: string, item) => (
      <Typography.Link onClick={() => open(item)} data-user-data>
        {name}
      </Typography.Link>
    ),
  },
  {
    key: 'type',
    title: t('columns.type'),
    dataIndex: 'typeName',
    width: 140,
    render: (name: string | null, item) => <span data-user-data>{name ?? item.type}</span>,
  },
  { key: 'period', title: t('columns.period'), width: 220, render: (_, item) => <Period item={item} /> },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <BizStatusTag status={status} />,
  },
  { key: 'papers', title: t('columns.papers'), dataIndex: 'paperCount', width: 80 },
  { key: 'tenants', title: t('columns.tenants'), dataIndex: 'tenantCount', width: 90 },
  { key: 'submitted', title: t('columns.submitted'), dataIndex: 'submittedCount', width: 80 },
  { key: 'pending', title: t('columns.pending'), dataIndex: 'pendingCount', width: 80 },
  {
    key: 'updatedAt',
    title: t('columns.updatedAt'),
    dataIndex: 'updatedAt',
    width: 170,
    defaultHidden: true,
    render: (at: string) => parseTime(at),
  },
];

export default function BizManagePage() {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const types = useBizTypes();
  const [openId, setOpenId] = useState<string>();
  const search: SearchField[] = [
    { name: 'name', label: t('search.name'), placeholder: t('search.namePlaceholder'), maxLength: 50 },
    { name: 'type', label: t('search.type'), options: types },
    {
      name: 'status',
      label: t('search.status'),
      options: Object.values(BizStatus).map((status) => ({
        value: status,
        label: t(`status.${bizStatusKey(status)}`),
      })),
    },
  ];
  const list = useListController<BizSummary, BizFilter>({
    id: 'business.manage',
    columns: columnsOf(t, (item) => setOpenId(item.id)),
    queryKey: bizQueryKeys.all,
    remove: {
      request: (item) => bizApi.remove(item.id).then(() => t('deleted')),
      confirm: (item) => t('deleteConfirm', { name: item.name }),
    },
  });
  const rows = useBizPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="bizSearch"
      search={search}
      actions={{
        width: 170,
        fixed: 'right',
        render: (item) => (
          <>
            <RowAction onClick={() => setOpenId(item.id)}>{t('actions.detail')}</RowAction>
            <RowAction disabled={item.status === BizStatus.closed} onClick={() => list.edit(item)}>
              {t('actions.edit')}
            </RowAction>
            <RowAction danger onClick={() => list.remove(item)}>
              {t('actions.delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <BizFormModal
        target={list.editing}
        onClose={list.closeEditor}
        onSaved={(saved, created) => {
          if (created) setOpenId(saved.id);
        }}
      />
      <BizDrawer bizId={openId} onClose={() => setOpenId(undefined)} onEdit={(item) => list.edit(item)} />
    </ListPage>
  );
}
