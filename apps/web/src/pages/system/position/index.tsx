import type { Position, PositionFilter } from '@platform/contract';
import { deletePosition, positionQueryKeys, usePositionPage } from '../../../api/position';
import {
  ListPage,
  RowAction,
  StatusTag,
  STATUS_OPTIONS,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { formatTime } from '../../../utils/time';
import { positionMessages as t } from './messages';
import { PositionFormModal } from './PositionFormModal';

const COLUMNS: ListTableColumn<Position>[] = [
  { key: 'code', title: t.code, dataIndex: 'code' },
  { key: 'name', title: t.name, dataIndex: 'name' },
  { key: 'sort', title: t.sort, dataIndex: 'sort', width: 100 },
  {
    key: 'status',
    title: t.status,
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
  },
  { key: 'remark', title: t.remark, dataIndex: 'remark', ellipsis: true },
  {
    key: 'createdAt',
    title: t.createdAt,
    dataIndex: 'createdAt',
    width: 180,
    render: (at: string) => formatTime(at),
  },
];

const SEARCH: SearchField[] = [
  { name: 'code', label: t.code, placeholder: t.codePlaceholder },
  { name: 'name', label: t.name, placeholder: t.namePlaceholder },
  { name: 'status', label: t.status, options: STATUS_OPTIONS },
];

/**
 * Positions (menu /useManagement/org/position): a paged list with a filter form, add, edit, delete. The
 * page is a cached tab: what the user typed in the filter lives in this mounted form and survives a trip
 * to another tab.
 */
export default function PositionPage() {
  const list = useListController<Position, PositionFilter>({
    id: 'system.position',
    columns: COLUMNS,
    queryKey: positionQueryKeys.all,
    remove: { request: (position) => deletePosition(position.id), confirm: (p) => t.confirmRemove(p.name) },
  });
  const rows = usePositionPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="positionSearch"
      search={SEARCH}
      actions={{
        width: 140,
        render: (position) => (
          <>
            <RowAction onClick={() => list.edit(position)}>{t.edit}</RowAction>
            <RowAction danger onClick={() => list.remove(position)}>
              {t.remove}
            </RowAction>
          </>
        ),
      }}
    >
      <PositionFormModal position={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}
