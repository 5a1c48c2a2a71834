import type { InstanceStatus, InstanceSummary } from '@platform/contract';
import { Badge, Col, Row, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { DefinitionPanel } from './DefinitionPanel';
import { InstanceDrawer } from './InstanceDrawer';
import { InstanceStatusTag } from './InstanceStatusTag';
import { adminQueryKeys, useInstancePage, useProcessEntries } from './queries';

type Filter = { keyword?: string; status?: InstanceStatus };

// The contract's InstanceStatus as a value would bring zod into the bundle.
const STATUSES: readonly InstanceStatus[] = ['running', 'completed', 'cancelled', 'failed'];

const time = (at: string | null) => (at ? parseTime(at) : '-');

const columnsOf = (t: TFunction<'workflow'>): ListTableColumn<InstanceSummary>[] => [
  {
    key: 'title',
    title: t('admin.columns.title'),
    dataIndex: 'title',
    width: 260,
    ellipsis: true,
    render: (title: string | null) => title ?? t('admin.untitled'),
  },
  {
    key: 'businessKey',
    title: t('admin.columns.businessKey'),
    dataIndex: 'businessKey',
    width: 150,
    ellipsis: true,
    render: (key: string | null) => key ?? '-',
  },
  {
    key: 'definition',
    title: t('admin.columns.definition'),
    dataIndex: 'definitionName',
    width: 130,
    ellipsis: true,
  },
  {
    key: 'version',
    title: t('admin.columns.version'),
    dataIndex: 'version',
    width: 70,
    render: (version: number) => t('admin.definitions.version', { version }),
  },
  {
    key: 'status',
    title: t('admin.columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: InstanceStatus) => <InstanceStatusTag status={status} />,
  },
  { key: 'openTasks', title: t('admin.columns.openTasks'), dataIndex: 'openTasks', width: 90 },
  {
    key: 'incidents',
    title: t('admin.columns.incidents'),
    dataIndex: 'incidents',
    width: 80,
    render: (count: number) =>
      count > 0 ? <Badge count={count} /> : <Typography.Text type="secondary">0</Typography.Text>,
  },
  {
    key: 'startedBy',
    title: t('admin.columns.startedBy'),
    dataIndex: 'startedBy',
    width: 100,
    render: (name: string | null) => name ?? '-',
  },
  { key: 'startedAt', title: t('admin.columns.startedAt'), dataIndex: 'startedAt', width: 170, render: time },
  {
    key: 'endedAt',
    title: t('admin.columns.endedAt'),
    dataIndex: 'endedAt',
    width: 170,
    render: time,
    defaultHidden: true,
  },
];

const searchOf = (t: TFunction<'workflow'>): SearchField[] => [
  {
    name: 'keyword',
    label: t('admin.search.keyword'),
    placeholder: t('admin.search.keywordPlaceholder'),
    maxLength: 64,
  },
  {
    name: 'status',
    label: t('admin.search.status'),
    options: STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) })),
  },
];

/**
 * Process administration (issue 18): the tenant's processes with their instance counts on the left,
 * the instances of the chosen one on the right; an instance opens in a drawer where the administrator
 * retries incidents, reassigns open tasks and cancels it.
 */
export default function ProcessAdminPage() {
  const { t } = useTranslation('workflow');
  const [definitionKey, setDefinitionKey] = useState<string>();
  const [shown, setShown] = useState<string>();
  const list = useListController<InstanceSummary, Filter>({
    id: 'workflow.admin.instances',
    columns: columnsOf(t),
    queryKey: adminQueryKeys.all,
  });
  const entries = useProcessEntries();
  const rows = useInstancePage({ ...list.paging, ...list.filter, definitionKey });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={7} xl={6}>
        <DefinitionPanel
          entries={entries.data}
          loading={entries.isFetching}
          selected={definitionKey}
          onSelect={(key) => {
            setDefinitionKey(key);
            list.setPaging({ page: 1, limit: list.limit });
          }}
        />
      </Col>
      <Col xs={24} lg={17} xl={18}>
        <ListPage
          list={list}
          rows={rows}
          name="processAdminSearch"
          search={searchOf(t)}
          addText={false}
          table={{
            scroll: { x: 1200 },
            locale: { emptyText: t('admin.empty') },
            'aria-label': t('admin.listLabel'),
          }}
          actions={{
            width: 80,
            fixed: 'right',
            render: (instance) => (
              <RowAction onClick={() => setShown(instance.id)}>{t('admin.detail')}</RowAction>
            ),
          }}
        >
          <InstanceDrawer id={shown} onClose={() => setShown(undefined)} />
        </ListPage>
      </Col>
    </Row>
  );
}
