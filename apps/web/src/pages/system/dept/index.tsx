import type { DeptTreeNode } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { deleteDept, deptQueryKeys, useDeptTree } from '../../../api/dept';
import { refusalOf } from '../../../api/refusal';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { DeptFormModal, type DeptEditing } from './DeptFormModal';
import { filterDeptTree, parentIds, removalBlocker } from './deptTree';
import { deptMessages as t } from './messages';

type Row = Omit<DeptTreeNode, 'children'> & { children?: Row[] };

/** antd's tree table shows an expand icon for any `children`, so leaves must have none. */
function rowsOf(nodes: DeptTreeNode[]): Row[] {
  return nodes.map(({ children, ...dept }) =>
    children.length ? { ...dept, children: rowsOf(children) } : dept,
  );
}

/** Delete, or, for a department that cannot be deleted, a disabled delete telling why. */
function RemoveButton({ blocker, onClick }: { blocker: string | undefined; onClick: () => void }) {
  return (
    // A disabled button gets no pointer events: the tooltip listens on a wrapper.
    <Tooltip title={blocker}>
      <span>
        <Button type="link" size="small" danger disabled={blocker !== undefined} onClick={onClick}>
          {t.remove}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Departments (menu /useManagement/org/dept): the tenant's department tree with add (top-level or
 * under a department), edit and delete. Delete is offered only for a department without
 * sub-departments and users, its tooltip saying why otherwise; the server's reason is shown should it
 * still keep one (a user added meanwhile). A cached tab: the search box keeps its text across tabs.
 */
export default function DeptPage() {
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const { data: tree = [], isFetching, refetch } = useDeptTree();
  const [showSearch, setShowSearch] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DeptEditing | undefined>(undefined);
  const [expanded, setExpanded] = useState<readonly React.Key[] | undefined>(undefined);

  const rows = useMemo(() => rowsOf(filterDeptTree(tree, keyword)), [tree, keyword]);
  const allParents = useMemo(() => parentIds(filterDeptTree(tree, keyword)), [tree, keyword]);
  // Everything open until the user folds something: a department tree is usually small.
  const expandedKeys = expanded ?? allParents;

  const remove = useMutation({
    mutationFn: (dept: Row) => deleteDept(dept.id),
    onSuccess: (msg) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: deptQueryKeys.all });
    },
    onError: (error) =>
      modal.error({
        title: t.cannotRemove,
        content: refusalOf(error, 'body.id') ?? (error as Error).message,
        okText: t.ok,
      }),
  });

  const findNode = (id: string, nodes: DeptTreeNode[] = tree): DeptTreeNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = findNode(id, node.children);
      if (found) return found;
    }
    return undefined;
  };

  const columns: TableColumnsType<Row> = [
    { key: 'name', title: t.name, dataIndex: 'name' },
    { key: 'leader', title: t.leader, dataIndex: 'leader' },
    { key: 'phone', title: t.phone, dataIndex: 'phone' },
    { key: 'email', title: t.email, dataIndex: 'email' },
    { key: 'sort', title: t.sort, dataIndex: 'sort', width: 100 },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t.enabled}</Tag> : <Tag color="red">{t.disabled}</Tag>,
    },
    {
      key: 'actions',
      title: t.actions,
      width: 220,
      render: (_, dept) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ mode: 'add', parentId: dept.id })}>
            {t.addChild}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => {
              const node = findNode(dept.id);
              if (node) setEditing({ mode: 'edit', dept: node });
            }}
          >
            {t.edit}
          </Button>
          <RemoveButton
            // The rows of a search leave children out: the whole tree tells what the department holds.
            blocker={removalBlocker(findNode(dept.id) ?? { ...dept, children: [] })}
            onClick={() =>
              modal.confirm({
                title: t.dialogTitle,
                content: t.confirmRemove(dept.name),
                okText: t.ok,
                cancelText: t.cancel,
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(dept).catch(() => undefined),
              })
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {showSearch && (
        <Card size="small">
          <Form
            name="deptSearch"
            layout="inline"
            onFinish={({ name }: { name?: string }) => {
              setKeyword(name ?? '');
              setExpanded(undefined);
            }}
            onReset={() => {
              setKeyword('');
              setExpanded(undefined);
            }}
          >
            <Form.Item name="name" label={t.name}>
              <Input placeholder={t.namePlaceholder} allowClear />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t.search}
                </Button>
                <Button htmlType="reset">{t.reset}</Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card size="small">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'add', parentId: null })}
            >
              {t.add}
            </Button>
            <Button onClick={() => setExpanded(expandedKeys.length ? [] : allParents)}>{t.expandAll}</Button>
          </Space>
          <ListToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void refetch()}
          />
        </Flex>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={rows}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t.empty }}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: setExpanded }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <DeptFormModal editing={editing} tree={tree} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
