import type { PageLayoutSummary } from '@platform/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delPageLayout, pageLayoutQueryKeys, usePageLayoutPage } from '../../../api/page-layout';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { BindDialog } from './BindDialog';
import { LayoutEditor } from './LayoutEditor';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<PageLayoutSummary>[] => [
  { key: 'name', title: t('pageLayout.name'), dataIndex: 'name' },
  {
    key: 'pageId',
    title: t('pageLayout.pageId'),
    dataIndex: 'pageId',
    render: (pageId: string | null) => pageId ?? <Tag>{t('pageLayout.unbound')}</Tag>,
  },
  {
    key: 'status',
    title: t('pageLayout.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) =>
      status === 1 ? (
        <Tag color="success">{t('pageLayout.enabled')}</Tag>
      ) : (
        <Tag>{t('pageLayout.disabled')}</Tag>
      ),
  },
  {
    key: 'updatedAt',
    title: t('pageLayout.updatedAt'),
    dataIndex: 'updatedAt',
    width: 180,
    render: (at: string) => parseTime(at),
  },
];

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  { name: 'name', label: t('pageLayout.name'), placeholder: t('pageLayout.namePlaceholder'), maxLength: 100 },
];

/** Page layouts of the tenant: the page schemas the server-driven renderer shows, one per page. */
export default function PageLayoutPage() {
  const { t } = useTranslation('system');
  const [binding, setBinding] = useState<PageLayoutSummary>();
  const list = useListController<PageLayoutSummary, { name?: string }>({
    id: 'system.pageLayout',
    columns: columnsOf(t),
    queryKey: pageLayoutQueryKeys.all,
    remove: {
      request: (layout) => delPageLayout(layout.id).then(() => t('pageLayout.deleted')),
      confirm: (layout) => t('pageLayout.deleteConfirm', { name: layout.name }),
    },
  });
  const rows = usePageLayoutPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="pageLayoutSearch"
      search={searchOf(t)}
      table={{ locale: { emptyText: t('pageLayout.empty') } }}
      actions={{
        width: 220,
        render: (layout) => (
          <>
            <RowAction onClick={() => list.edit(layout)}>{t('pageLayout.edit')}</RowAction>
            <RowAction onClick={() => setBinding(layout)}>{t('pageLayout.bind')}</RowAction>
            <RowAction danger onClick={() => list.remove(layout)}>
              {t('pageLayout.delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <LayoutEditor
        layoutId={list.editing === undefined ? undefined : (list.editing?.id ?? null)}
        onClose={list.closeEditor}
        onSaved={() => {
          list.closeEditor();
          void list.refresh();
        }}
      />
      <BindDialog layout={binding} onClose={() => setBinding(undefined)} />
    </ListPage>
  );
}
