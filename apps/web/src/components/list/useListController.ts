// The headless half of a list page (as ra-core's list controller is to react-admin's views): what the
// user searched for, which page, sort and selection, which columns they show, which row a form dialog
// is open on, and deletes confirmed and followed by a refresh of the module's queries. It renders
// nothing; ListPage, CrudFormModal and CrudFormDrawer are the views over it.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, type TableColumnType } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../stores/user';
import type { ListColumn } from '../list-toolbar/columns';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../pager/pagerRules';
import { columnStoreKey, readHiddenColumns, writeHiddenColumns } from './columnStore';
import { filterOfValues } from './listRows';

/** A table column as a list page describes it; the key names it in the show/hide dialog. */
export type ListTableColumn<Row> = Omit<TableColumnType<Row>, 'key' | 'title' | 'hidden'> & {
  key: string;
  title: string;
  /** Hidden until the user shows it in the show/hide dialog. */
  defaultHidden?: boolean;
};

/** What a save or delete answers: the server's words for it ('删除成功'), alone or with the data. */
export type Answer = string | { msg: string };

export interface ListSort {
  field: string;
  order: 'ascend' | 'descend';
}

export interface ListControllerOptions<Row, F> {
  /** Names the list where the user's column choice is kept, e.g. 'system.position'. */
  id: string;
  columns: readonly ListTableColumn<Row>[];
  /** The module's query-key root: a delete or a refresh invalidates everything under it. */
  queryKey: QueryKey;
  /** The filter before any search, and after 重置. */
  initialFilter?: F;
  /** The search form's values as the filter; by default trimmed, blanks left out. */
  filterOf?(values: SearchValues): F;
  /** For lists the server sends whole: which rows the filter keeps (see ListPage `rows`). */
  match?: (row: Row, filter: F) => boolean;
  remove?: {
    request: (row: Row) => Promise<Answer>;
    /** The question asked first, e.g. 是否确认删除岗位“质检员”？ */
    confirm: (row: Row) => string;
  };
}

export interface ConfirmedAction {
  content: ReactNode;
  run: () => Promise<Answer>;
  /** A red OK button, for what cannot be undone. */
  danger?: boolean;
}

/** The search form's values, by field name. */
export type SearchValues = Record<string, unknown>;

const messageOf = (answer: Answer) => (typeof answer === 'string' ? answer : answer.msg);

/** The state and actions of one list page; see index.ts for how a page uses it. */
export function useListController<Row, F extends object = SearchValues>(
  options: ListControllerOptions<Row, F>,
) {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initialFilter = options.initialFilter ?? ({} as F);
  const [filter, setFilter] = useState<F>(initialFilter);
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [sort, setSortState] = useState<ListSort | undefined>(undefined);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);

  const userId = useUser((state) => state.user?.userId);
  const storeKey = columnStoreKey(userId, options.id);
  const [hidden, setHidden] = useState(() => ({
    key: storeKey,
    keys: readHiddenColumns(localStorage, storeKey),
  }));
  // Another user signing in on this tab sees their own choice.
  if (hidden.key !== storeKey) setHidden({ key: storeKey, keys: readHiddenColumns(localStorage, storeKey) });
  const columns: ListColumn[] = options.columns.map((column) => ({
    key: column.key,
    label: column.title,
    visible: hidden.keys ? !hidden.keys.includes(column.key) : !column.defaultHidden,
  }));
  const shown = new Set(columns.filter((column) => column.visible).map((column) => column.key));

  // A new filter or sort starts again from the first page, with nothing selected.
  const startOver = () => {
    setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
    setSelectedKeys([]);
  };

  const invalidate = () => queryClient.invalidateQueries({ queryKey: options.queryKey });

  const confirm = ({ content, run, danger }: ConfirmedAction) =>
    modal.confirm({
      title: t('systemNotice'),
      content,
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: danger ? { danger: true } : undefined,
      // A refusal is shown by the request client; the dialog just closes.
      onOk: () =>
        run().then(
          (answer) => {
            void message.success(messageOf(answer));
            void invalidate();
          },
          () => undefined,
        ),
    });

  return {
    filter,
    /** 搜索: the search form's values become the filter. */
    search: (values: SearchValues) => {
      setFilter(options.filterOf ? options.filterOf(values) : filterOfValues<F>(values));
      startOver();
    },
    /** 重置: back to the filter the page opened with. */
    reset: () => {
      setFilter(initialFilter);
      startOver();
    },
    match: options.match,
    page: paging.page,
    limit: paging.limit,
    /** The paging as the server's queryByPage takes it. */
    paging: { pageIndex: paging.page, pageSize: paging.limit },
    setPaging: (next: { page: number; limit: number }) => {
      setPaging(next);
      setSelectedKeys([]);
    },
    sort,
    setSort: (next: ListSort | undefined) => {
      setSortState(next);
      startOver();
    },
    selectedKeys,
    setSelectedKeys,
    showSearch,
    setShowSearch,
    /** The columns as the show/hide dialog lists them. */
    columns,
    setColumns: (next: ListColumn[]) => {
      writeHiddenColumns(localStorage, storeKey, next);
      setHidden({ key: storeKey, keys: next.filter((c) => !c.visible).map((c) => c.key) });
    },
    /** The page's table columns the user shows, in their order. */
    visibleColumns: options.columns.filter((column) => shown.has(column.key)),
    /** Reloads everything of the module (the toolbar's 刷新). */
    refresh: invalidate,
    /** The row a form dialog is open on: null adds one, undefined means closed. */
    editing,
    add: () => setEditing(null),
    edit: (row: Row) => setEditing(row),
    closeEditor: () => setEditing(undefined),
    /** Asks, then runs `run`, says what the server answered and reloads the module's queries. */
    confirm,
    /** Asks the page's delete question, then deletes the row. */
    remove: (row: Row) => {
      const remove = options.remove;
      if (!remove) return;
      confirm({ content: remove.confirm(row), run: () => remove.request(row), danger: true });
    },
  };
}

export type ListController<Row, F extends object = SearchValues> = ReturnType<
  typeof useListController<Row, F>
>;
