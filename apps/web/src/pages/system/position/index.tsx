import type { Position, PositionFilter } from '@platform/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { deletePosition, positionQueryKeys, usePositionPage } from '../../../api/position';
import {
  ListPage,
  RowAction,
  StatusTag,
  statusOptions,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { formatTime } from '../../../utils/time';
import { PositionFormModal } from './PositionFormModal';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<Position>[] => [
  { key: 'code', title: t('position.code'), dataIndex: 'code' },
  { key: 'name', title: t('position.name'), dataIndex: 'name' },
  { key: 'sort', title: t('position.sort'), dataIndex: 'sort', width: 100 },
  {
    key: 'status',
    title: t('position.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
  },
  { key: 'remark', title: t('position.remark'), dataIndex: 'remark', ellipsis: true },
  {
    key: 'createdAt',
    title: t('position.createdAt'),
    dataIndex: 'createdAt',
    width: 180,
    render: (at: string) => formatTime(at),
  },
];

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  { name: 'code', label: t('position.code'), placeholder: t('position.codePlaceholder') },
  { name: 'name', label: t('position.name'), placeholder: t('position.namePlaceholder') },
  { name: 'status', label: t('position.status'), options: statusOptions() },
];

/**
 * Positions (menu /useManagement/org/position): a paged list with a filter form, add, edit, delete. The
 * page is a cached tab: what the user typed in the filter lives in this mounted form and survives a trip
 * to another tab.
 */
export default function PositionPage() {
  const { t } = useTranslation('system');
  const list = useListController<Position, PositionFilter>({
    id: 'system.position',
    columns: columnsOf(t),
    queryKey: positionQueryKeys.all,
    remove: {
      request: (position) => deletePosition(position.id),
      confirm: (p) => t('position.confirmRemove', { name: p.name }),
    },
  });
  const rows = usePositionPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="positionSearch"
      search={searchOf(t)}
      actions={{
        width: 140,
        render: (position) => (
          <>
            <RowAction onClick={() => list.edit(position)}>{t('position.edit')}</RowAction>
            <RowAction danger onClick={() => list.remove(position)}>
              {t('position.remove')}
            </RowAction>
          </>
        ),
      }}
    >
      <PositionFormModal position={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}
