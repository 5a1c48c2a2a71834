import type { Dict } from '@platform/contract';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { dictQueryKeys, useDictItemPage } from '../../../api/dict';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { dictMessages as t } from './messages';

const COLUMNS: ListTableColumn<Dict>[] = [
  { key: 'name', title: t.name, dataIndex: 'name' },
  { key: 'code', title: t.code, dataIndex: 'code' },
  { key: 'value', title: t.value, dataIndex: 'value', ellipsis: true },
  { key: 'sort', title: t.sort, dataIndex: 'sort', width: 70 },
  {
    key: 'status',
    title: t.status,
    dataIndex: 'status',
    width: 80,
    render: (status: number) =>
      status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>,
  },
  { key: 'remark', title: t.remark, dataIndex: 'remark', ellipsis: true, defaultHidden: true },
];

const SEARCH: SearchField[] = [
  { name: 'name', label: t.name, placeholder: t.namePlaceholder, maxLength: 100 },
  {
    name: 'status',
    label: t.status,
    options: [
      { value: 1, label: t.enabled },
      { value: 0, label: t.disabled },
    ],
  },
];

export interface DictItemsPanelProps {
  dict: Dict | undefined;
  onAdd: (parent: Dict) => void;
  onBind: (parent: Dict) => void;
  onEdit: (item: Dict) => void;
  onOpen: (item: Dict) => void;
  /** Deletes the item (asked first by the list); answers what to tell the user. */
  onDelete: (item: Dict) => Promise<string>;
}

/**
 * The right side of the dictionary page: the items of the chosen dictionary, paged and filtered. The
 * page mounts it afresh for each dictionary, which starts on its first page, unfiltered.
 */
export function DictItemsPanel({ dict, onAdd, onBind, onEdit, onOpen, onDelete }: DictItemsPanelProps) {
  const list = useListController<Dict, { name?: string; status?: 0 | 1 }>({
    id: 'system.dictItems',
    columns: COLUMNS,
    queryKey: dictQueryKeys.all,
    remove: { request: onDelete, confirm: (item) => t.deleteConfirm(item.name) },
  });
  const rows = useDictItemPage(dict?.code, list.paging, list.filter);

  if (!dict) {
    return (
      <Card>
        <Empty description={t.noSelection} />
      </Card>
    );
  }

  return (
    <ListPage
      list={list}
      rows={rows}
      name="dictItemSearch"
      search={SEARCH}
      header={<Typography.Text strong>{t.itemsOf(dict.name, dict.code)}</Typography.Text>}
      addText={t.addItem}
      onAdd={() => onAdd(dict)}
      buttons={
        <Button icon={<LinkOutlined />} onClick={() => onBind(dict)}>
          {t.bindItems}
        </Button>
      }
      table={{ locale: { emptyText: t.itemsEmpty }, 'aria-label': t.itemsOf(dict.name, dict.code) }}
      actions={{
        width: 170,
        render: (item) => (
          <>
            <RowAction onClick={() => onEdit(item)}>{t.edit}</RowAction>
            <RowAction onClick={() => onOpen(item)}>{t.children}</RowAction>
            <RowAction danger onClick={() => list.remove(item)}>
              {t.delete}
            </RowAction>
          </>
        ),
      }}
    />
  );
}
