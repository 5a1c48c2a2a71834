import type { PageLayoutSummary } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { delPageLayout, pageLayoutQueryKeys, usePageLayoutPage } from '../../../api/page-layout';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { parseTime } from '../../../utils/time';
import { BindDialog } from './BindDialog';
import { LayoutEditor } from './LayoutEditor';
import { pageLayoutMessages as t } from './messages';

const COLUMNS: ListColumn[] = [
  { key: 'name', label: t.name, visible: true },
  { key: 'pageId', label: t.pageId, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'updatedAt', label: t.updatedAt, visible: true },
];

/** Page layouts of the tenant: the page schemas the server-driven renderer shows, one per page. */
export default function PageLayoutPage() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<{ name?: string }>();
  const [name, setName] = useState<string>();
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);
  const [editing, setEditing] = useState<string | null>();
  const [binding, setBinding] = useState<PageLayoutSummary>();

  const list = usePageLayoutPage({ pageIndex: paging.page, pageSize: paging.limit }, name ? { name } : {});
  const refresh = () => queryClient.invalidateQueries({ queryKey: pageLayoutQueryKeys.all });

  const remove = (layout: PageLayoutSummary) =>
    modal.confirm({
      title: t.deleteTitle,
      content: t.deleteConfirm(layout.name),
      okText: t.ok,
      cancelText: t.cancel,
      type: 'warning',
      onOk: async () => {
        await delPageLayout(layout.id);
        void message.success(t.deleted);
        // The last row of a page gone: step back to the page before.
        if (list.data?.items.length === 1 && paging.page > 1) setPaging({ ...paging, page: paging.page - 1 });
        await refresh();
      },
    });

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<PageLayoutSummary> = [
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
  const actions: TableColumnsType<PageLayoutSummary>[number] = {
    key: 'actions',
    title: t.actions,
    width: 220,
    render: (_, layout) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(layout.id)}>
          {t.edit}
        </Button>
        <Button type="link" size="small" onClick={() => setBinding(layout)}>
          {t.bind}
        </Button>
        <Button type="link" size="small" danger onClick={() => remove(layout)}>
          {t.delete}
        </Button>
      </Space>
    ),
  };

  return (
    <Card>
      {showSearch && (
        <Form
          form={searchForm}
          name="pageLayoutSearch"
          layout="inline"
          style={{ marginBottom: 16 }}
          onFinish={({ name: typed }) => {
            setName(typed?.trim() || undefined);
            setPaging({ ...paging, page: DEFAULT_PAGE });
          }}
        >
          <Form.Item name="name" label={t.name}>
            <Input allowClear placeholder={t.namePlaceholder} maxLength={100} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setName(undefined);
                setPaging({ ...paging, page: DEFAULT_PAGE });
              }}
            >
              {t.reset}
            </Button>
          </Space>
        </Form>
      )}
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t.add}
        </Button>
        <ListToolbar
          showSearch={showSearch}
          onToggleSearch={setShowSearch}
          onRefresh={() => void refresh()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </Flex>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
        dataSource={list.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pager total={list.data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
      </Flex>
      <LayoutEditor
        layoutId={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refresh();
        }}
      />
      <BindDialog
        layout={binding}
        onClose={() => setBinding(undefined)}
        onBound={() => {
          setBinding(undefined);
          void refresh();
        }}
      />
    </Card>
  );
}
