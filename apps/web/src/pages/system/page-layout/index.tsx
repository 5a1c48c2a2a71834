import type { PageLayoutSummary } from '@platform/contract';
import { Tag } from 'antd';
import { useState } from 'react';
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
import { pageLayoutMessages as t } from './messages';

const COLUMNS: ListTableColumn<PageLayoutSummary>[] = [
  { key: 'name', title: t.name, dataIndex: 'name' },
  {
    key: 'pageId',
    title: t.pageId,
    dataIndex: 'pageId',
    render: (pageId: string | null) => pageId ?? <Tag>{t.unbound}</Tag>,
  },
  {
    key: 'status',
    title: t.status,
    dataIndex: 'status',
    width: 90,
    render: (status: number) =>
      status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>,
  },
  {
    key: 'updatedAt',
    title: t.updatedAt,
    dataIndex: 'updatedAt',
    width: 180,
    render: (at: string) => parseTime(at),
  },
];

const SEARCH: SearchField[] = [
  { name: 'name', label: t.name, placeholder: t.namePlaceholder, maxLength: 100 },
];

/** Page layouts of the tenant: the page schemas the server-driven renderer shows, one per page. */
export default function PageLayoutPage() {
  const [binding, setBinding] = useState<PageLayoutSummary>();
  const list = useListController<PageLayoutSummary, { name?: string }>({
    id: 'system.pageLayout',
    columns: COLUMNS,
    queryKey: pageLayoutQueryKeys.all,
    remove: {
      request: (layout) => delPageLayout(layout.id).then(() => t.deleted),
      confirm: (layout) => t.deleteConfirm(layout.name),
    },
  });
  const rows = usePageLayoutPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="pageLayoutSearch"
      search={SEARCH}
      table={{ locale: { emptyText: t.empty } }}
      actions={{
        width: 220,
        render: (layout) => (
          <>
            <RowAction onClick={() => list.edit(layout)}>{t.edit}</RowAction>
            <RowAction onClick={() => setBinding(layout)}>{t.bind}</RowAction>
            <RowAction danger onClick={() => list.remove(layout)}>
              {t.delete}
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
