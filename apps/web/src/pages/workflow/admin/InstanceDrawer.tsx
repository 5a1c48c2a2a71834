import type { HistoryEntry, Incident, InstanceDetail, TaskSummary } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workflowApi } from '../../../api/workflow';
import { parseTime } from '../../../utils/time';
import { CancelModal } from './CancelModal';
import { InstanceStatusTag } from './InstanceStatusTag';
import { adminQueryKeys, useInstance } from './queries';
import { ReassignModal } from './ReassignModal';

const time = (at: string | null) => (at ? parseTime(at) : '-');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function None({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: 8 }} />;
}

/** A variable's value as it is: text plainly, anything else as JSON. */
function VariableValue({ value }: { value: unknown }) {
  if (typeof value === 'string') return <>{value}</>;
  const json = JSON.stringify(value, null, 2) ?? String(value);
  if (typeof value !== 'object' || value === null) return <code>{json}</code>;
  return <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>{json}</pre>;
}

function Summary({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation('workflow');
  return (
    <Descriptions column={2} bordered size="small">
      <Descriptions.Item label={t('admin.columns.definition')}>
        {instance.definitionName} {t('admin.definitions.version', { version: instance.version })}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.columns.status')}>
        <InstanceStatusTag status={instance.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.columns.businessKey')}>
        {instance.businessKey ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.columns.startedBy')}>{instance.startedBy ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('admin.columns.startedAt')}>{time(instance.startedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.columns.endedAt')}>{time(instance.endedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.drawer.id')} span={2}>
        <Typography.Text code copyable style={{ fontSize: 12 }}>
          {instance.id}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Variables({ variables }: { variables: Record<string, unknown> }) {
  const { t } = useTranslation('workflow');
  const entries = Object.entries(variables);
  if (entries.length === 0) return <None text={t('admin.drawer.noVariables')} />;
  return (
    <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
      {entries.map(([name, value]) => (
        <Descriptions.Item key={name} label={<code>{name}</code>}>
          <VariableValue value={value} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function Tasks({ tasks, onReassign }: { tasks: TaskSummary[]; onReassign: (task: TaskSummary) => void }) {
  const { t } = useTranslation(['workflow', 'common']);
  const open = tasks.filter((task) => task.status === 'open');
  if (open.length === 0) return <None text={t('admin.drawer.noTasks')} />;
  const columns: TableColumnsType<TaskSummary> = [
    { key: 'name', title: t('admin.task.name'), dataIndex: 'name' },
    {
      key: 'assignee',
      title: t('admin.task.assignee'),
      render: (_, task) => task.assigneeName ?? <Tag>{t('admin.task.unassigned')}</Tag>,
    },
    { key: 'createdAt', title: t('admin.task.createdAt'), dataIndex: 'createdAt', render: time },
    {
      key: 'dueAt',
      title: t('admin.task.dueAt'),
      render: (_, task) => (
        <Space size={4}>
          {time(task.dueAt)}
          {task.overdue && <Tag color="error">{t('admin.task.overdue')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      render: (_, task) => (
        <Button type="link" size="small" onClick={() => onReassign(task)}>
          {t('admin.task.reassign')}
        </Button>
      ),
    },
  ];
  return <Table rowKey="id" size="small" pagination={false} columns={columns} dataSource={open} />;
}

function Incidents({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation(['workflow', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (incident: Incident) => workflowApi.retryIncident(incident.id),
    onSuccess: () => {
      void message.success(t('admin.incident.retried'));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
  });
  if (incidents.length === 0) return <None text={t('admin.drawer.noIncidents')} />;
  const columns: TableColumnsType<Incident> = [
    {
      key: 'element',
      title: t('admin.incident.element'),
      render: (_, incident) => incident.elementName ?? incident.elementId,
    },
    { key: 'handler', title: t('admin.incident.handler'), render: (_, i) => <code>{i.handler}</code> },
    { key: 'attempts', title: t('admin.incident.attempts'), dataIndex: 'attempts', width: 80 },
    {
      key: 'error',
      title: t('admin.incident.error'),
      render: (_, incident) => (
        <Typography.Paragraph type="danger" ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          {incident.error ?? '-'}
        </Typography.Paragraph>
      ),
    },
    { key: 'at', title: t('admin.incident.at'), dataIndex: 'at', render: time },
    {
      key: 'actions',
      title: t('common:actions'),
      render: (_, incident) => (
        <Button
          type="link"
          size="small"
          loading={retry.isPending && retry.variables?.id === incident.id}
          onClick={() => retry.mutate(incident)}
        >
          {t('admin.incident.retry')}
        </Button>
      ),
    },
  ];
  return <Table rowKey="id" size="small" pagination={false} columns={columns} dataSource={incidents} />;
}

const HISTORY_COLOURS: Partial<Record<HistoryEntry['kind'], string>> = {
  started: 'blue',
  completed: 'green',
  cancelled: 'gray',
  incident: 'red',
  taskRejected: 'red',
  taskReturned: 'orange',
};

function History({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation('workflow');
  if (history.length === 0) return <None text={t('admin.drawer.noHistory')} />;
  return (
    <Timeline
      items={history.map((entry) => ({
        key: entry.id,
        color: HISTORY_COLOURS[entry.kind] ?? 'blue',
        content: (
          <>
            <Typography.Text type="secondary">{parseTime(entry.at)}</Typography.Text>
            <br />
            <Space size={6} wrap>
              <Typography.Text strong>{t(`admin.history.${entry.kind}`)}</Typography.Text>
              {(entry.elementName ?? entry.elementId) && (
                <span data-user-data>{entry.elementName ?? entry.elementId}</span>
              )}
              {entry.actorName && (
                <Typography.Text type="secondary" data-user-data>
                  {entry.actorName}
                </Typography.Text>
              )}
            </Space>
            {entry.comment && (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-user-data>
                {entry.comment}
              </Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}

/**
 * One instance in full: summary, variables, open tasks (reassign), incidents (retry), history, a
 * link to its progress diagram, and cancelling it while it runs.
 */
export function InstanceDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const detail = useInstance(id);
  const [reassigning, setReassigning] = useState<TaskSummary>();
  const [cancelling, setCancelling] = useState(false);
  const instance = detail.data?.id === id ? detail.data : undefined;

  return (
    <Drawer
      title={
        instance ? (
          <span data-user-data>{instance.title ?? instance.definitionName}</span>
        ) : (
          t('admin.drawer.title')
        )
      }
      open={id !== undefined}
      onClose={onClose}
      size={820}
      extra={
        instance && (
          <Space>
            <Link to={`/workflow/progress?wfInstanceId=${encodeURIComponent(instance.id)}`}>
              {t('admin.drawer.progress')}
            </Link>
            {instance.status === 'running' && (
              <Button danger onClick={() => setCancelling(true)}>
                {t('admin.drawer.cancel')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {detail.isError && !instance && <Alert type="error" showIcon title={t('admin.drawer.loadFailed')} />}
      {!instance && detail.isFetching && <Spin style={{ display: 'block', marginTop: 48 }} />}
      {instance && (
        <>
          <Summary instance={instance} />
          <Section title={t('admin.drawer.variables')}>
            <Variables variables={instance.variables} />
          </Section>
          <Section title={t('admin.drawer.tasks')}>
            <Tasks tasks={instance.tasks} onReassign={setReassigning} />
          </Section>
          <Section title={t('admin.drawer.incidents')}>
            <Incidents incidents={instance.incidentList} />
          </Section>
          <Section title={t('admin.drawer.history')}>
            <History history={instance.history} />
          </Section>
        </>
      )}
      <ReassignModal task={reassigning} onClose={() => setReassigning(undefined)} />
      <CancelModal instance={cancelling ? instance : undefined} onClose={() => setCancelling(false)} />
    </Drawer>
  );
}
