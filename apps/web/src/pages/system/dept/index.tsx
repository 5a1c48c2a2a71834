import type { DeptTreeNode } from '@platform/contract';
import { App, Button, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDept, deptQueryKeys, useDeptTree } from '../../../api/dept';
import { refusalOf } from '../../../api/refusal';
import {
  ListPage,
  RowAction,
  StatusTag,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { DeptFormModal, type DeptRow } from './DeptFormModal';
import { filterDeptTree, parentIds, removalBlocker } from './deptTree';

/** antd's tree table shows an expand icon for any `children`, so leaves must have none. */
function rowsOf(nodes: DeptTreeNode[]): DeptRow[] {
  return nodes.map(({ children, ...dept }) =>
    children.length ? { ...dept, children: rowsOf(children) } : dept,
  );
}

function findNode(id: string, nodes: DeptTreeNode[]): DeptTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(id, node.children);
    if (found) return found;
  }
  return undefined;
}

const columnsOf = (t: TFunction<'system'>): ListTableColumn<DeptRow>[] => [
  { key: 'name', title: t('dept.name'), dataIndex: 'name' },
  { key: 'leader', title: t('dept.leader'), dataIndex: 'leader' },
  { key: 'phone', title: t('dept.phone'), dataIndex: 'phone' },
  { key: 'email', title: t('dept.email'), dataIndex: 'email' },
  { key: 'sort', title: t('dept.sort'), dataIndex: 'sort', width: 100 },
  {
    key: 'status',
    title: t('dept.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} />,
  },
];

const searchOf = (t: TFunction<'system'>): SearchField[] => [
  { name: 'name', label: t('dept.name'), placeholder: t('dept.namePlaceholder') },
];

/**
 * Departments (menu /useManagement/org/dept): the tenant's department tree with add (top-level or
 * under a department), edit and delete. Delete is offered only for a department without
 * sub-departments and users, its tooltip saying why otherwise; the server's reason is shown should it
 * still keep one (a user added meanwhile). A cached tab: the search box keeps its text across tabs.
 */
export default function DeptPage() {
  const { modal } = App.useApp();
  const { t } = useTranslation('system');
  const { data: tree = [], isFetching } = useDeptTree();
  // Where 新增下级 adds; the toolbar's 新增 adds at the top.
  const [parentId, setParentId] = useState<string | null>(null);
  const list = useListController<DeptRow, { name?: string }>({
    id: 'system.dept',
    columns: columnsOf(t),
    queryKey: deptQueryKeys.all,
    remove: {
      // Silent in the request client: the server's reason gets a dialog of its own.
      request: (dept) =>
        deleteDept(dept.id).catch((error: unknown) => {
          modal.error({
            title: t('dept.cannotRemove'),
            content: refusalOf(error, 'body.id') ?? (error as Error).message,
            okText: t('dept.ok'),
          });
          throw error;
        }),
      confirm: (dept) => t('dept.confirmRemove', { name: dept.name }),
    },
  });

  const filtered = useMemo(() => filterDeptTree(tree, list.filter.name ?? ''), [tree, list.filter]);
  const allParents = useMemo(() => parentIds(filtered), [filtered]);
  // Everything open until the user folds something, and again after each search.
  const [expanded, setExpanded] = useState<{ filter: object; keys: readonly Key[] }>();
  const expandedKeys = expanded?.filter === list.filter ? expanded.keys : allParents;
  const expand = (keys: readonly Key[]) => setExpanded({ filter: list.filter, keys });

  return (
    <ListPage
      list={list}
      rows={{ data: rowsOf(filtered), isFetching }}
      name="deptSearch"
      search={searchOf(t)}
      pager={false}
      onAdd={() => {
        setParentId(null);
        list.add();
      }}
      buttons={
        <Button onClick={() => expand(expandedKeys.length ? [] : allParents)}>{t('dept.expandAll')}</Button>
      }
      table={{
        scroll: { x: 'max-content' },
        locale: { emptyText: t('dept.empty') },
        expandable: { expandedRowKeys: expandedKeys, onExpandedRowsChange: expand },
      }}
      actions={{
        width: 220,
        render: (dept) => {
          // The rows of a search leave children out: the whole tree tells what the department holds.
          const blocker = removalBlocker(findNode(dept.id, tree) ?? { ...dept, children: [] });
          return (
            <>
              <RowAction
                onClick={() => {
                  setParentId(dept.id);
                  list.add();
                }}
              >
                {t('dept.addChild')}
              </RowAction>
              <RowAction onClick={() => list.edit(dept)}>{t('dept.edit')}</RowAction>
              {/* A disabled button gets no pointer events: the tooltip listens on a wrapper. */}
              <Tooltip title={blocker}>
                <span>
                  <RowAction danger disabled={blocker !== undefined} onClick={() => list.remove(dept)}>
                    {t('dept.remove')}
                  </RowAction>
                </span>
              </Tooltip>
            </>
          );
        },
      }}
    >
      <DeptFormModal target={list.editing} parentId={parentId} tree={tree} onClose={list.closeEditor} />
    </ListPage>
  );
}
