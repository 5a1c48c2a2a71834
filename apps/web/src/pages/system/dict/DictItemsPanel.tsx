import type { Dict } from '@platform/contract';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dictQueryKeys, useDictItemPage } from '../../../api/dict';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { localName } from '../../../i18n/localName';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<Dict>[] => [
  {
    key: 'name',
    title: t('dict.name'),
    dataIndex: 'name',
    render: (name: string, item) => localName(name, item.nameEn),
  },
  { key: 'code', title: t('dict.code'), dataIndex: 'code' },
  { key: 'value', title: t('dict.value'), dataIndex: 'value', ellipsis: true },
  { key: 'sort', title: t('dict.sort'), dataIndex: 'sort', width: 70 },
  {
    key: 'status',
    title: t('dict.status'),
    dataIndex: 'status',
    width: 80,
    render: (status: number) =>
      status === 1 ? <Tag color="success">{t('dict.enabled')}</Tag> : <Tag>{t('dict.disabled')}</Tag>,
  },
  { key: 'remark', title: t('dict.remark'), dataIndex: 'remark', ellipsis: true, defaultHidden: true },
];

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  { name: 'name', label: t('dict.name'), placeholder: t('dict.namePlaceholder'), maxLength: 100 },
  {
    name: 'status',
    label: t('dict.status'),
    options: [
      { value: 1, label: t('dict.enabled') },
      { value: 0, label: t('dict.disabled') },
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
  const { t } = useTranslation('system');
  const list = useListController<Dict, { name?: string; status?: 0 | 1 }>({
    id: 'system.dictItems',
    columns: columnsOf(t),
    queryKey: dictQueryKeys.all,
    remove: {
      request: onDelete,
      confirm: (item) => t('dict.deleteConfirm', { name: localName(item.name, item.nameEn) }),
    },
  });
  const rows = useDictItemPage(dict?.code, list.paging, list.filter);

  if (!dict) {
    return (
      <Card>
        <Empty description={t('dict.noSelection')} />
      </Card>
    );
  }

  return (
    <ListPage
      list={list}
      rows={rows}
      name="dictItemSearch"
      search={searchOf(t)}
      header={
        <Typography.Text strong>
          {t('dict.itemsOf', { name: localName(dict.name, dict.nameEn), code: dict.code })}
        </Typography.Text>
      }
      addText={t('dict.addItem')}
      onAdd={() => onAdd(dict)}
      buttons={
        <Button icon={<LinkOutlined />} onClick={() => onBind(dict)}>
          {t('dict.bindItems')}
        </Button>
      }
      table={{
        locale: { emptyText: t('dict.itemsEmpty') },
        'aria-label': t('dict.itemsOf', { name: localName(dict.name, dict.nameEn), code: dict.code }),
      }}
      actions={{
        width: 170,
        render: (item) => (
          <>
            <RowAction onClick={() => onEdit(item)}>{t('dict.edit')}</RowAction>
            <RowAction onClick={() => onOpen(item)}>{t('dict.children')}</RowAction>
            <RowAction danger onClick={() => list.remove(item)}>
              {t('dict.delete')}
            </RowAction>
          </>
        ),
      }}
    />
  );
}
