/**
 * The list kit: one way to build a list page and its add/edit dialog (issue 16).
 *
 * `useListController` is the headless half (filters, paging, sorting, selection, the user's column
 * choice kept per user, refresh, confirmed deletes, the row a dialog is open on); `ListPage`,
 * `CrudFormModal` and `CrudFormDrawer` are thin antd views over it. A business page describes its
 * columns, search fields, row actions, form and API hooks, nothing more:
 *
 * ```tsx
 * export default function PositionPage() {
 *   const { t } = useTranslation('system');       // texts in the current language, read while rendering
 *   const columns: ListTableColumn<Position>[] = [
 *     { key: 'code', title: t('position.columns.code'), dataIndex: 'code' },
 *     { key: 'remark', title: t('position.columns.remark'), dataIndex: 'remark', defaultHidden: true },
 *   ];
 *   const search: SearchField[] = [
 *     { name: 'name', label: t('position.name'), placeholder: t('position.namePlaceholder') }, // text
 *     { name: 'status', label: t('position.status'), options: statusOptions() },   // select, 全部 when empty
 *     { name: 'deptId', label: t('position.dept'), input: <TreeSelect … /> },      // any other input
 *   ];
 *   const list = useListController<Position, PositionFilter>({
 *     id: 'system.position',                      // where the user's column choice is kept
 *     columns,
 *     queryKey: positionQueryKeys.all,            // deletes, saves and 刷新 reload the whole module
 *     remove: {
 *       request: (p) => deletePosition(p.id),
 *       confirm: (p) => t('position.removeConfirm', { name: p.name }),
 *     },
 *   });
 *   const rows = usePositionPage(list.paging, list.filter);  // { pageIndex, pageSize }, the filter
 *   return (
 *     <ListPage list={list} rows={rows} name="positionSearch" search={search}
 *       actions={{ width: 140, render: (p) => (<>
 *         <RowAction onClick={() => list.edit(p)}>{t('common:edit')}</RowAction>
 *         <RowAction danger onClick={() => list.remove(p)}>{t('common:delete')}</RowAction>
 *       </>) }}>
 *       <CrudFormModal<Position, Values, Saved<Position>>
 *         target={list.editing} onClose={list.closeEditor} name="positionForm"
 *         titles={{ add: t('position.addTitle'), edit: t('position.editTitle') }}
 *         queryKey={positionQueryKeys.all}
 *         initialValues={(p) => (p ? valuesOf(p) : EMPTY)}
 *         save={(values, p) => (p ? updatePosition({ ...values, id: p.id }) : addPosition(values))}>
 *         <Form.Item name="code" …/>
 *       </CrudFormModal>
 *     </ListPage>
 *   );
 * }
 * ```
 *
 * - Search: 搜索 turns the form's values into the filter (trimmed, blanks left out; `filterOf` to
 *   shape it otherwise) and goes back to page 1; 重置 restores `initialFilter`.
 * - `rows` is the read query's result: a server page `{ items, total }`, or a whole array that the kit
 *   filters with `match(row, filter)`, sorts by a column's `sorter` function and pages itself.
 * - `list.confirm({ content, run, danger })` asks 系统提示 and then runs any other row action
 *   (停用/启用) with the same success message and reload as a delete.
 * - Form dialogs: the save answers `{ msg }` (the server's 保存成功); a refusal naming `body.<field>`
 *   shows under that field of the form; `onSaved(saved, created)` runs after the dialog closed. A
 *   dialog outside the kit does the same with `onError: (error) => showFieldRefusals(form, error)`.
 * - A server page emptied by a delete steps back to the last page that has rows.
 * - Form fields: `<TextItem name label required={t.nameRequired} max={50} />` spells a text field's
 *   rules the usual way (blank refused, length limit); `<StatusItem label={t.status} />` the 正常/停用
 *   radios; `<SortItem label={t.sort} required />` the 排序 number (0 to 1,000,000); anything else is a
 *   plain Form.Item.
 * - `searchPrefix`, `header`, `buttons`, `placeholder`, `table`, `selectable`, `pager={false}` (a tree
 *   shown whole), `onAdd` (新增 opens a page instead) and `searchForm` (the page fills the search in)
 *   cover the rest; see ListPageProps.
 */
export {
  CrudFormDrawer,
  CrudFormModal,
  fieldRefusals,
  showFieldRefusals,
  type CrudFormProps,
} from './CrudForm';
export { filterOfValues, pageRows, type Page } from './listRows';
export { ListPage, RowAction, type ListPageProps, type RowActions, type SearchField } from './ListPage';
export { SortItem, type SortItemProps } from './SortItem';
export { statusOptions, StatusItem, StatusTag } from './status';
export { TextItem, type TextItemProps } from './TextItem';
export {
  useListController,
  type Answer,
  type ListController,
  type ListControllerOptions,
  type ListSort,
  type ListTableColumn,
} from './useListController';
