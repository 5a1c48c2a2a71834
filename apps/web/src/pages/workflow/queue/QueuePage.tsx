// The work queue (issue 18): every '@wait' menu opens this page, and its path names the queue. Three
// tabs (my tasks, tasks I may claim, tasks I did) over the list kit, the task drawer to handle one, and
// batch completion of my tasks. The lists follow task messages as they arrive (taskQueries).
import type { TaskFilter, TaskScope, TaskSummary } from '@platform/contract';
import { App, Button, Space, Tabs, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { taskActions } from '../../../api/workflow';
import {
  filterOfValues,
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import type { SearchValues } from '../../../components/list/useListController';
import { parseTime } from '../../../utils/time';
import { BatchCompleteModal } from './BatchComplete';
import { queueOfPath } from './queue';
import { TaskDrawer, type OpenTask } from './TaskDrawer';
import { DueTime } from './TaskDetailView';
import { taskQueryKeys, useLiveTasks, useQueueProcesses, useTaskPage, useTaskTotal } from './taskQueries';
import { useTaskCall } from './useTaskCall';

type Tab = Extract<TaskScope, 'mine' | 'candidate' | 'done'>;
const TABS: readonly Tab[] = ['mine', 'candidate', 'done'];

interface QueueFilter {
  definitionKey?: string;
  keyword?: string;
  overdue?: boolean;
}

const OVERDUE = 'overdue';
const TIME = '{y}-{m}-{d} {h}:{i}';

function filterOf(values: SearchValues): QueueFilter {
  const { overdue, ...rest } = filterOfValues<QueueFilter & { overdue?: string }>(values);
  return { ...rest, ...(overdue === OVERDUE ? { overdue: true } : {}) };
}

type QueueT = TFunction<'workflow', 'queue'>;

const columnsOf = (t: QueueT): ListTableColumn<TaskSummary>[] => [
  { key: 'name', title: t('columns.name'), dataIndex: 'name' },
  { key: 'process', title: t('columns.process'), dataIndex: 'definitionName' },
  {
    key: 'title',
    title: t('columns.title'),
    render: (_: unknown, task: TaskSummary) => (
      <Space orientation="vertical" size={0}>
        {task.title && <span>{task.title}</span>}
        {task.businessKey && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {task.businessKey}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    key: 'assignee',
    title: t('columns.assignee'),
    render: (_: unknown, task: TaskSummary) => task.assigneeName ?? <Tag>{t('unassigned')}</Tag>,
  },
  {
    key: 'createdAt',
    title: t('columns.createdAt'),
    dataIndex: 'createdAt',
    width: 150,
    render: (at: string) => parseTime(at, TIME),
  },
  {
    key: 'dueAt',
    title: t('columns.dueAt'),
    width: 200,
    render: (_: unknown, task: TaskSummary) => <DueTime dueAt={task.dueAt} overdue={task.overdue} />,
  },
];

/** The tab's label with its number of tasks once known. */
function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  return <>{count === undefined ? label : t('tabWithCount', { label, count })}</>;
}

export default function QueuePage() {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queue = queueOfPath(useLocation().pathname);
  const [chosen, setChosen] = useState<Tab>();
  const [opening, setOpening] = useState<Tab>();
  const [opened, setOpened] = useState<OpenTask>();
  const [batching, setBatching] = useState(false);
  const run = useTaskCall();
  useLiveTasks();

  const list = useListController<TaskSummary, QueueFilter>({
    id: 'workflow.queue',
    columns: columnsOf(t),
    queryKey: taskQueryKeys.all,
    filterOf,
  });
  const totals = { mine: useTaskTotal(queue, 'mine').data, candidate: useTaskTotal(queue, 'candidate').data };
  // A queue opens on my tasks, or on the claimable ones when I hold none (as a candidate's message
  // leads here); decided once, so that the tab does not move under the user later.
  if (opening === undefined && totals.mine !== undefined && totals.candidate !== undefined) {
    setOpening(totals.mine === 0 && totals.candidate > 0 ? 'candidate' : 'mine');
  }
  const tab = chosen ?? opening ?? 'mine';
  const filter: TaskFilter = { scope: tab, queue, ...list.filter, ...list.paging };
  const rows = useTaskPage(filter);
  const processes = useQueueProcesses(queue);

  const search: SearchField[] = [
    { name: 'definitionKey', label: t('filters.process'), options: processes },
    {
      name: 'keyword',
      label: t('filters.keyword'),
      placeholder: t('filters.keywordPlaceholder'),
      maxLength: 64,
    },
    {
      name: 'overdue',
      label: t('filters.overdue'),
      options: [{ value: OVERDUE, label: t('filters.overdueOnly') }],
    },
  ];

  const selected = (rows.data?.items ?? []).filter((task) => list.selectedKeys.includes(task.id));
  const progress = (task: TaskSummary) =>
    void navigate(`/workflow/progress?wfInstanceId=${encodeURIComponent(task.instanceId)}`);
  const unclaim = (task: TaskSummary) =>
    modal.confirm({
      title: t('actions.unclaim'),
      content: t('unclaimConfirm', { name: task.name }),
      onOk: () => run(() => taskActions.unclaim(task.id)),
    });

  const actionsOf = (task: TaskSummary) => {
    const progressAction = (
      <RowAction key="progress" onClick={() => progress(task)}>
        {t('actions.progress')}
      </RowAction>
    );
    if (tab === 'mine') {
      return (
        <>
          <RowAction onClick={() => setOpened({ id: task.id, mode: 'handle' })}>
            {t('actions.handle')}
          </RowAction>
          <RowAction onClick={() => unclaim(task)}>{t('actions.unclaim')}</RowAction>
          {progressAction}
        </>
      );
    }
    if (tab === 'candidate') {
      return (
        <>
          <RowAction onClick={() => void run(() => taskActions.claim(task.id))}>
            {t('actions.claim')}
          </RowAction>
          <RowAction onClick={() => setOpened({ id: task.id, mode: 'claim' })}>{t('actions.view')}</RowAction>
          {progressAction}
        </>
      );
    }
    return (
      <>
        <RowAction onClick={() => setOpened({ id: task.id, mode: 'view' })}>{t('actions.view')}</RowAction>
        {progressAction}
      </>
    );
  };

  return (
    <ListPage
      list={list}
      rows={rows}
      name="workQueueSearch"
      search={search}
      addText={false}
      selectable={tab === 'mine'}
      header={
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setChosen(key as Tab);
            list.setPaging({ page: 1, limit: list.limit });
          }}
          items={TABS.map((key) => ({
            key,
            label: <TabLabel label={t(`tabs.${key}`)} count={key === 'done' ? undefined : totals[key]} />,
          }))}
          style={{ marginBottom: -16 }}
        />
      }
      buttons={
        tab === 'mine' && (
          <Button disabled={selected.length === 0} onClick={() => setBatching(true)}>
            {t('actions.batchComplete')}
          </Button>
        )
      }
      actions={{ width: 220, fixed: 'right', render: actionsOf }}
    >
      <TaskDrawer
        task={opened}
        onModeChange={(mode) => setOpened((task) => task && { ...task, mode })}
        onClose={() => setOpened(undefined)}
      />
      <BatchCompleteModal
        tasks={selected}
        open={batching}
        onClose={(completed) => {
          setBatching(false);
          if (completed) list.setSelectedKeys([]);
        }}
      />
    </ListPage>
  );
}
