import type { Position, PositionFilter } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { deletePosition, positionQueryKeys, usePositionPage } from '../../../api/position';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { formatTime } from '../../../utils/time';
import { POSITION_COLUMNS } from './columns';
import { positionMessages as t } from './messages';
import { positionFilterOf } from './positionFilter';
import { PositionFormModal } from './PositionFormModal';

/**
 * Positions (menu /useManagement/org/position): a paged list with a filter form, add, edit, delete. The
 * page is a cached tab: what the user typed in the filter lives in this mounted form and survives a trip
 * to another tab.
 */
export default function PositionPage() {
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [showSearch, setShowSearch] = useState(true);
  const [filter, setFilter] = useState<PositionFilter>({});
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [columns, setColumns] = useState(POSITION_COLUMNS);
  const [editing, setEditing] = useState<Position | null | undefined>(undefined);
  const { data, isFetching, refetch } = usePositionPage(
    { pageIndex: paging.page, pageSize: paging.limit },
    filter,
  );

  const remove = useMutation({
    mutationFn: (position: Position) => deletePosition(position.id),
    onSuccess: (msg) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: positionQueryKeys.all });
    },
  });

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<Position> = [
    { key: 'code', title: t.code, dataIndex: 'code' },
    { key: 'name', title: t.name, dataIndex: 'name' },
    { key: 'sort', title: t.sort, dataIndex: 'sort', width: 100 },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Tag color="green">{t.enabled}</Tag> : <Tag color="red">{t.disabled}</Tag>,
    },
    { key: 'remark', title: t.remark, dataIndex: 'remark', ellipsis: true },
    {
      key: 'createdAt',
      title: t.createdAt,
      dataIndex: 'createdAt',
      width: 180,
      render: (at: string) => formatTime(at),
    },
  ];
  const actions: TableColumnsType<Position>[number] = {
    key: 'actions',
    title: t.actions,
    width: 140,
    render: (_, position) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(position)}>
          {t.edit}
        </Button>
        <Button
          type="link"
          size="small"
          danger
          onClick={() =>
            modal.confirm({
              title: t.dialogTitle,
              content: t.confirmRemove(position.name),
              okText: t.ok,
              cancelText: t.cancel,
              okButtonProps: { danger: true },
              onOk: () => remove.mutateAsync(position).catch(() => undefined),
            })
          }
        >
          {t.remove}
        </Button>
      </Space>
    ),
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {showSearch && (
        <Card size="small">
          <Form
            name="positionSearch"
            layout="inline"
            onFinish={(values: { code?: string; name?: string; status?: 0 | 1 }) => {
              setFilter(positionFilterOf(values));
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
            onReset={() => {
              setFilter({});
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
          >
            <Form.Item name="code" label={t.code}>
              <Input placeholder={t.codePlaceholder} allowClear />
            </Form.Item>
            <Form.Item name="name" label={t.name}>
              <Input placeholder={t.namePlaceholder} allowClear />
            </Form.Item>
            <Form.Item name="status" label={t.status}>
              <Select
                allowClear
                placeholder={t.all}
                style={{ width: 120 }}
                options={[
                  { value: 1, label: t.enabled },
                  { value: 0, label: t.disabled },
                ]}
              />
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t.add}
          </Button>
          <ListToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void refetch()}
            columns={columns}
            onColumnsChange={setColumns}
          />
        </Flex>
        <Table<Position>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?.items ?? []}
          columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pager total={data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
        </Flex>
      </Card>
      <PositionFormModal position={editing} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
