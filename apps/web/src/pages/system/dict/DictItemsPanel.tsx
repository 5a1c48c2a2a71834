import type { Dict } from '@platform/contract';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useDictItemPage } from '../../../api/dict';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { dictMessages as t } from './messages';

interface Filter {
  name?: string;
  status?: 0 | 1;
}

const COLUMNS: ListColumn[] = [
  { key: 'name', label: t.name, visible: true },
  { key: 'code', label: t.code, visible: true },
  { key: 'value', label: t.value, visible: true },
  { key: 'sort', label: t.sort, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'remark', label: t.remark, visible: false },
];

export interface DictItemsPanelProps {
  dict: Dict | undefined;
  onAdd: (parent: Dict) => void;
  onBind: (parent: Dict) => void;
  onEdit: (item: Dict) => void;
  onOpen: (item: Dict) => void;
  /** Resolves true once the item is deleted. */
  onDelete: (item: Dict) => Promise<boolean>;
}

/**
 * The right side of the dictionary page: the items of the chosen dictionary, paged and filtered. The
 * page mounts it afresh for each dictionary, which starts on its first page, unfiltered.
 */
export function DictItemsPanel({ dict, onAdd, onBind, onEdit, onOpen, onDelete }: DictItemsPanelProps) {
  const [searchForm] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);
  const code = dict?.code;

  const items = useDictItemPage(code, { pageIndex: paging.page, pageSize: paging.limit }, filter);

  const remove = async (item: Dict) => {
    // The last item of a page went away: show the page before.
    if ((await onDelete(item)) && items.data?.items.length === 1 && paging.page > DEFAULT_PAGE) {
      setPaging((current) => ({ ...current, page: current.page - 1 }));
    }
  };

  if (!dict) {
    return (
      <Card>
        <Empty description={t.noSelection} />
      </Card>
    );
  }

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<Dict> = [
    { key: 'name', title: t.name, dataIndex: 'name' },
    { key: 'code', title: t.code, dataIndex: 'code' },
    { key: 'value', title: t.value, dataIndex: 'value', ellipsis: true },
    { key: 'sort', title: t.sort, dataIndex: 'sort', width: 70 },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 80,
      render: (status: number) =>
        status === 1 ? <Tag color="success">{t.enabled}</Tag> : <Tag>{t.disabled}</Tag>,
    },
    { key: 'remark', title: t.remark, dataIndex: 'remark', ellipsis: true },
  ];
  const actions: TableColumnsType<Dict>[number] = {
    key: 'actions',
    title: t.actions,
    width: 170,
    render: (_, item) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(item)}>
          {t.edit}
        </Button>
        <Button type="link" size="small" onClick={() => onOpen(item)}>
          {t.children}
        </Button>
        <Button type="link" size="small" danger onClick={() => void remove(item)}>
          {t.delete}
        </Button>
      </Space>
    ),
  };

  return (
    <Card title={t.itemsOf(dict.name, dict.code)} size="small">
      {showSearch && (
        <Form
          form={searchForm}
          name="dictItemSearch"
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={({ name, status }: Filter) => {
            setFilter({
              ...(name?.trim() ? { name: name.trim() } : {}),
              ...(status !== undefined ? { status } : {}),
            });
            setPaging((current) => ({ ...current, page: DEFAULT_PAGE }));
          }}
        >
          <Form.Item name="name" label={t.name}>
            <Input allowClear maxLength={100} placeholder={t.namePlaceholder} />
          </Form.Item>
          <Form.Item name="status" label={t.status}>
            <Select
              allowClear
              placeholder={t.all}
              style={{ width: 110 }}
              options={[
                { value: 1, label: t.enabled },
                { value: 0, label: t.disabled },
              ]}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setFilter({});
                setPaging((current) => ({ ...current, page: DEFAULT_PAGE }));
              }}
            >
              {t.reset}
            </Button>
          </Space>
        </Form>
      )}
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(dict)}>
            {t.addItem}
          </Button>
          <Button icon={<LinkOutlined />} onClick={() => onBind(dict)}>
            {t.bindItems}
          </Button>
        </Space>
        <ListToolbar
          showSearch={showSearch}
          onToggleSearch={setShowSearch}
          onRefresh={() => void items.refetch()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </Flex>
      <Table
        rowKey="id"
        size="middle"
        aria-label={t.itemsOf(dict.name, dict.code)}
        loading={items.isFetching}
        columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
        dataSource={items.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t.itemsEmpty }}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pager total={items.data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
      </Flex>
    </Card>
  );
}
