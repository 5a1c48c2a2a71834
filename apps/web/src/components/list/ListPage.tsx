// The view of a list page (spec §2.4) over useListController: the search form built from a list of
// fields, the add button and list toolbar, the table with an actions column, and the pager. As with
// ProTable, a page describes columns, search fields and row actions; it renders none of this itself.
import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tooltip,
  type FormInstance,
  type TableProps,
} from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../list-toolbar/ListToolbar';
import { Pager } from '../pager/Pager';
import { lastPage, pageRows, type Page } from './listRows';
import type { ListController, ListTableColumn, SearchValues } from './useListController';

export interface SearchField {
  name: string;
  label: string;
  placeholder?: string;
  /** A text input's length limit (what the server accepts for that filter). */
  maxLength?: number;
  /** A select of these choices (placeholder 全部) instead of a text input. */
  options?: { value: string | number; label: string }[];
  /** Any other input: a tree select, a date range. */
  input?: ReactNode;
}

export interface RowActions<Row> {
  render: (row: Row) => ReactNode;
  width?: number;
  /** Keeps the actions in view when a narrow window scrolls the table sideways. */
  fixed?: 'right';
  wrap?: boolean;
}

export interface ListPageProps<Row, F extends object> {
  list: ListController<Row, F>;
  /** The page's read query: one page from the server, or a whole list that the kit filters and pages. */
  rows: { data?: Page<Row> | readonly Row[]; isFetching: boolean };
  /** Names the search form (and so its inputs' ids). */
  name: string;
  search?: readonly SearchField[];
  /** Inputs ahead of the search fields that stay when the search is hidden (the role page's app). */
  searchPrefix?: ReactNode;
  /** The add button's text (新增 when left out); false for a list without one. */
  addText?: string | false;
  /** What the add button does instead of opening the form dialog (e.g. go to a page of its own). */
  onAdd?: () => void;
  /** The search form, for a page that fills it in itself (a "show all about this record" link). */
  searchForm?: FormInstance;
  /** False: every row on one page, no pager (a tree the server sends whole). */
  pager?: false;
  /** More buttons after the add button (import, export). */
  buttons?: ReactNode;
  actions?: RowActions<Row>;
  /** Above the search form (whose list this is). */
  header?: ReactNode;
  /** Shown instead of the list, e.g. until the page knows whose list to show. */
  placeholder?: ReactNode;
  rowKey?: keyof Row & string;
  /** Rows can be checked; the controller keeps which. */
  selectable?: boolean;
  table?: Pick<TableProps<Row>, 'scroll' | 'tableLayout' | 'expandable' | 'locale'> & {
    /** The table's accessible name, where the page shows more than one list. */
    'aria-label'?: string;
  };
  /** The page's dialogs. */
  children?: ReactNode;
}

/** A link button of a row's actions; a tooltip says why it is disabled, or what it does. */
export function RowAction({
  children,
  onClick,
  danger,
  disabled,
  tooltip,
}: {
  children: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  tooltip?: ReactNode;
}) {
  const button = (
    <Button type="link" size="small" danger={danger} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
  return tooltip === undefined ? button : <Tooltip title={tooltip}>{button}</Tooltip>;
}

// Called, not rendered as a component: Form.Item gives its direct child the value, onChange and id.
function searchInput(field: SearchField, all: string) {
  if (field.input) return field.input;
  if (field.options) {
    return (
      <Select
        allowClear
        placeholder={field.placeholder ?? all}
        style={{ width: 120 }}
        options={field.options}
      />
    );
  }
  return <Input placeholder={field.placeholder} maxLength={field.maxLength} allowClear />;
}

function SearchForm({
  name,
  form,
  fields,
  prefix,
  showFields,
  onSearch,
  onReset,
}: {
  name: string;
  form?: FormInstance;
  fields: readonly SearchField[];
  prefix?: ReactNode;
  showFields: boolean;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Form name={name} form={form} layout="inline" onFinish={onSearch} onReset={onReset}>
        {prefix}
        {showFields && (
          <>
            {fields.map((field) => (
              <Form.Item key={field.name} name={field.name} label={field.label}>
                {searchInput(field, t('all'))}
              </Form.Item>
            ))}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('search')}
                </Button>
                <Button htmlType="reset">{t('reset')}</Button>
              </Space>
            </Form.Item>
          </>
        )}
      </Form>
    </Card>
  );
}

/** The sorted column's own compare function, for a list the kit pages itself. */
function compareOf<Row>(columns: readonly ListTableColumn<Row>[], sort: ListController<Row>['sort']) {
  const sorter = columns.find((column) => column.key === sort?.field)?.sorter;
  if (typeof sorter !== 'function' || !sort) return undefined;
  return (a: Row, b: Row) => (sort.order === 'ascend' ? sorter(a, b) : -sorter(a, b));
}

export function ListPage<Row extends object, F extends object>({
  list,
  rows,
  name,
  search = [],
  searchPrefix,
  addText,
  onAdd,
  searchForm,
  pager,
  buttons,
  actions,
  header,
  placeholder,
  rowKey = 'id' as keyof Row & string,
  selectable,
  table = { scroll: { x: 'max-content' } },
  children,
}: ListPageProps<Row, F>) {
  const { t } = useTranslation();
  const addLabel = addText ?? t('add');
  const compare = Array.isArray(rows.data) ? compareOf(list.visibleColumns, list.sort) : undefined;
  const data = Array.isArray(rows.data) && compare ? [...(rows.data as Row[])].sort(compare) : rows.data;
  const { items, total, page } = pageRows(
    data,
    pager === false ? { page: 1, limit: Infinity, filter: list.filter, match: list.match } : list,
  );
  // A server page that came back empty after a delete took its last rows: show the last page that has some.
  const { limit, setPaging } = list;
  const stepBack = !Array.isArray(data) && !!data && items.length === 0 && page > lastPage(total, limit);
  useEffect(() => {
    if (stepBack) setPaging({ page: lastPage(total, limit), limit });
  }, [stepBack, total, limit, setPaging]);
  const columns: TableProps<Row>['columns'] = list.visibleColumns.map(({ defaultHidden: _, ...column }) =>
    column.sorter
      ? { ...column, sortOrder: list.sort?.field === column.key ? list.sort.order : null }
      : column,
  );
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      width: actions.width,
      fixed: actions.fixed,
      render: (_, row) => (
        <Space size={0} wrap={actions.wrap}>
          {actions.render(row)}
        </Space>
      ),
    });
  }
  const onChange: TableProps<Row>['onChange'] = (_paging, _filters, sorter) => {
    const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row>;
    list.setSort(order && columnKey !== undefined ? { field: String(columnKey), order } : undefined);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {header}
      {/* A list without search fields or a prefix has nothing to search with: no card of lone buttons. */}
      {((list.showSearch && search.length > 0) || searchPrefix) && (
        <SearchForm
          name={name}
          form={searchForm}
          fields={search}
          prefix={searchPrefix}
          showFields={list.showSearch}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      {placeholder ?? (
        <Card size="small">
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Space wrap>
              {addLabel && (
                <Button type="primary" icon={<PlusOutlined />} onClick={onAdd ?? list.add}>
                  {addLabel}
                </Button>
              )}
              {buttons}
            </Space>
            <ListToolbar
              showSearch={list.showSearch}
              onToggleSearch={list.setShowSearch}
              onRefresh={() => void list.refresh()}
              columns={list.columns}
              onColumnsChange={list.setColumns}
            />
          </Flex>
          <Table<Row>
            rowKey={rowKey}
            size="middle"
            loading={rows.isFetching}
            dataSource={items}
            columns={columns}
            pagination={false}
            onChange={onChange}
            rowSelection={
              selectable
                ? {
                    selectedRowKeys: list.selectedKeys,
                    onChange: (keys: Key[]) => list.setSelectedKeys(keys),
                  }
                : undefined
            }
            {...table}
          />
          {pager !== false && (
            <Flex justify="flex-end" style={{ marginTop: 16 }}>
              <Pager total={total} page={page} limit={list.limit} onChange={list.setPaging} />
            </Flex>
          )}
        </Card>
      )}
      {children}
    </Space>
  );
}
