// 产品碳足迹 (/carbon/product): the tenant's products with their declared unit and CBAM goods; a
// product opens its life-cycle paths (ISO 14067), each path's footprint, and its border emissions.
import type { CarbonProduct } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { carbonLabel } from '../components';
import { PathsDrawer } from './PathsDrawer';
import { ProductFormModal } from './ProductFormModal';
import { productQueryKeys, useProductPage, type ProductFilter } from './queries';

const user = (text: string | null) => (text ? <span data-user-data>{text}</span> : '—');

export default function CarbonProductPage() {
  const { t } = useTranslation(['carbon', 'common']);
  const [opened, setOpened] = useState<CarbonProduct>();
  const columns: ListTableColumn<CarbonProduct>[] = [
    { key: 'name', title: t('product.columns.name'), dataIndex: 'name', render: user },
    { key: 'code', title: t('product.columns.code'), dataIndex: 'code', render: user },
    { key: 'declaredUnit', title: t('product.columns.declaredUnit'), dataIndex: 'declaredUnit', width: 100 },
    {
      key: 'cbamGoods',
      title: t('product.columns.cbamGoods'),
      dataIndex: 'cbamGoods',
      width: 130,
      render: (goods: string | null) => carbonLabel('cbamGoods', goods) || '—',
    },
    { key: 'cnCode', title: t('product.columns.cnCode'), dataIndex: 'cnCode', width: 110, render: user },
    { key: 'pathCount', title: t('product.columns.pathCount'), dataIndex: 'pathCount', width: 90 },
    {
      key: 'updatedAt',
      title: t('product.columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      defaultHidden: true,
      render: (at: string) => parseTime(at),
    },
  ];
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('product.keyword'),
      placeholder: t('product.keywordPlaceholder'),
      maxLength: 100,
    },
  ];
  const list = useListController<CarbonProduct, ProductFilter>({
    id: 'carbon.product',
    columns,
    queryKey: productQueryKeys.all,
    remove: {
      request: async (row) => {
        await carbonApi.removeProduct(row.id);
        return t('product.removed');
      },
      confirm: (row) => t('product.removeConfirm', { name: row.name }),
    },
  });
  const rows = useProductPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonProductSearch"
      search={search}
      actions={{
        width: 180,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpened(row)}>{t('product.actions.paths')}</RowAction>
            <RowAction onClick={() => list.edit(row)}>{t('common:edit')}</RowAction>
            <RowAction danger onClick={() => list.remove(row)}>
              {t('common:delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <ProductFormModal target={list.editing} onClose={list.closeEditor} />
      <PathsDrawer product={opened} onClose={() => setOpened(undefined)} />
    </ListPage>
  );
}
