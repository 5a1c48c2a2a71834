// A list block: filters above a table whose rows come from the configured query call, with paging and
// row actions. GET sends the filters and the paging in the query; POST sends the paging in the query and
// the filters in the body (the shape of the platform's own page calls).
import type { ListBlock } from '@platform/contract/page-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../utils/time';
import { ActionButton } from './ActionButton';
import { ReloadContext } from './reload';
import { callApi, valueAt, type Values } from './call';

type Filters = Record<string, unknown>;

/** The filters that say something, dates as YYYY-MM-DD. */
function activeFilters(values: Filters): Filters {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [
        k,
        typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('YYYY-MM-DD') : v,
      ]),
  );
}

function cellOf(value: unknown, column: ListBlock['columns'][number]) {
  if (value === undefined || value === null || value === '') return '';
  const option = column.options?.find((o) => o.value === value || String(o.value) === String(value));
  if (option) return option.label;
  if (column.format === 'date') return parseTime(value as string, '{y}-{m}-{d}');
  if (column.format === 'datetime') return parseTime(value as string, '{y}-{m}-{d} {h}:{i}');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function ListBlockView({ block, index }: { block: ListBlock; index: number }) {
  const { t } = useTranslation('documents', { keyPrefix: 'pageRender' });
  const { version } = useContext(ReloadContext);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const paging =
    block.paging === false
      ? undefined
      : (block.paging ?? { pageSize: 10, pageParam: 'pageIndex', sizeParam: 'pageSize' });
  const [page, setPage] = useState({ index: 1, size: paging?.pageSize ?? 10 });
  const query = paging ? { [paging.pageParam]: page.index, [paging.sizeParam]: page.size } : undefined;

  const rows = useQuery({
    queryKey: ['pageRender', 'list', index, block.query, filters, query, version],
    queryFn: async () => {
      const answer = await callApi(block.query, { values: filters, data: filters, query });
      const found = valueAt(answer.data, block.query.dataPath);
      const items = Array.isArray(found) ? (found as Values[]) : [];
      const total = block.query.totalPath
        ? Number(valueAt(answer.data, block.query.totalPath))
        : items.length;
      return { items, total: Number.isFinite(total) ? total : items.length };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

  const columns: ColumnsType<Values> = block.columns.map((c) => ({
    key: c.name,
    title: c.label,
    width: c.width,
    render: (_: unknown, row: Values) => <span data-user-data>{cellOf(valueAt(row, c.name), c)}</span>,
  }));
  if (block.rowActions?.length) {
    columns.push({
      key: '__actions',
      title: t('actions'),
      render: (_: unknown, row: Values) => (
        <Space size={0} wrap>
          {block.rowActions!.map((action, i) => (
            <ActionButton key={i} action={action} row={row} size="small" />
          ))}
        </Space>
      ),
    });
  }

  const search = (values: Filters) => {
    setFilters(activeFilters(values));
    setPage((p) => ({ ...p, index: 1 }));
  };

  return (
    <Flex vertical gap={12} className="page-render-list">
      {block.filters?.length ? (
        <Form form={form} layout="inline" onFinish={search} className="page-render-filters">
          {block.filters.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label}>
              {f.type === 'select' ? (
                <Select allowClear style={{ width: 160 }} options={f.options} />
              ) : f.type === 'date' ? (
                <DatePicker />
              ) : (
                <Input allowClear maxLength={100} style={{ width: 180 }} />
              )}
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      {rows.isError && (
        <Typography.Text type="danger">{t('loadFailed', { reason: rows.error.message })}</Typography.Text>
      )}
      <Table<Values>
        size="middle"
        rowKey={(row) => String(valueAt(row, block.rowKey ?? 'id') ?? JSON.stringify(row))}
        columns={columns}
        dataSource={rows.data?.items ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={
          paging
            ? {
                current: page.index,
                pageSize: page.size,
                total: rows.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 30, 50],
                showTotal: (total) => t('total', { total }),
                onChange: (index, size) => setPage({ index: size === page.size ? index : 1, size }),
              }
            : false
        }
      />
    </Flex>
  );
}
