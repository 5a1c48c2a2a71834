import type { OperationLog, OperationLogFilter } from '@platform/contract';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useOperLogPage } from '../../../api/operlog';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { parseTime } from '../../../utils/time';
import { operlogMessages as t } from './messages';
import { OperLogDetail, StatusTag } from './OperLogDetail';
import { filterOf, type SearchValues } from './filter';
import { describeAction, OPERATION_MODULES } from '@platform/contract';

const COLUMNS: ListColumn[] = [
  { key: 'createdAt', label: t.time, visible: true },
  { key: 'username', label: t.username, visible: true },
  { key: 'module', label: t.module, visible: true },
  { key: 'operation', label: t.operation, visible: true },
  { key: 'targetName', label: t.targetName, visible: true },
  { key: 'targetId', label: t.targetId, visible: true },
  { key: 'status', label: t.status, visible: true },
  { key: 'ip', label: t.ip, visible: false },
];

const operationOptions = OPERATION_MODULES.map(({ module, operations }) => ({
  label: module,
  title: module,
  options: operations.map((operation) => ({ value: operation.call, label: operation.label })),
}));

/** The operation log: who changed what in system management, and when. */
export default function OperLogPage() {
  const [searchForm] = Form.useForm<SearchValues>();
  const [filter, setFilter] = useState<OperationLogFilter>({});
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);
  const [shown, setShown] = useState<OperationLog>();

  const log = useOperLogPage({ pageIndex: paging.page, pageSize: paging.limit }, filter);

  const search = (values: SearchValues) => {
    setFilter(filterOf(values));
    setPaging((current) => ({ ...current, page: DEFAULT_PAGE }));
  };

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<OperationLog> = [
    {
      key: 'createdAt',
      title: t.time,
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    { key: 'username', title: t.username, dataIndex: 'username', width: 120 },
    {
      key: 'module',
      title: t.module,
      width: 110,
      render: (_, entry) => describeAction(entry.action)?.module ?? t.other,
    },
    {
      key: 'operation',
      title: t.operation,
      render: (_, entry) => describeAction(entry.action)?.label ?? entry.summary,
    },
    {
      key: 'targetName',
      title: t.targetName,
      dataIndex: 'targetName',
      render: (name: string | null) => name ?? '-',
    },
    {
      key: 'targetId',
      title: t.targetId,
      dataIndex: 'targetId',
      width: 300,
      render: (id: string | null) =>
        id ? (
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {id}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} />,
    },
    { key: 'ip', title: t.ip, dataIndex: 'ip', width: 130 },
  ];
  const actions: TableColumnsType<OperationLog>[number] = {
    key: 'actions',
    title: t.actions,
    width: 80,
    render: (_, entry) => (
      <Button type="link" size="small" onClick={() => setShown(entry)}>
        {t.detail}
      </Button>
    ),
  };

  return (
    <Card>
      {showSearch && (
        <Form
          form={searchForm}
          name="operlogSearch"
          layout="inline"
          style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={search}
        >
          <Form.Item name="username" label={t.username}>
            <Input allowClear maxLength={64} placeholder={t.usernamePlaceholder} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="call" label={t.operation}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t.operationPlaceholder}
              options={operationOptions}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="targetId" label={t.targetId}>
            <Input allowClear maxLength={64} placeholder={t.targetIdPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="range" label={t.time}>
            <DatePicker.RangePicker
              showTime
              allowEmpty={[true, true]}
              placeholder={[t.timeStart, t.timeEnd]}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                search({});
              }}
            >
              {t.reset}
            </Button>
          </Space>
        </Form>
      )}
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <ListToolbar
          showSearch={showSearch}
          onToggleSearch={setShowSearch}
          onRefresh={() => void log.refetch()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </Flex>
      <Table
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
        dataSource={log.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 'max-content' }}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pager total={log.data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
      </Flex>
      <OperLogDetail
        entry={shown}
        onClose={() => setShown(undefined)}
        onSameTarget={(targetId) => {
          setShown(undefined);
          searchForm.setFieldsValue({ username: undefined, call: undefined, targetId, range: null });
          search({ targetId });
        }}
      />
    </Card>
  );
}
