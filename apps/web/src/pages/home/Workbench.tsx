import type { TaskSummary, Workbench as WorkbenchData } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Tag,
  theme,
  Typography,
} from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workbenchQuietly } from '../../api/workflow';
import { buildRoutes } from '../../app/buildRoutes';
import { useUser } from '../../stores/user';
import { parseTime } from '../../utils/time';
import { Panel } from './Panel';
import { RecentMessages } from './RecentMessages';
import { taskLink } from './taskLink';

export const workbenchQueryKey = ['workflow', 'workbench'] as const;

function None({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: 8 }} />;
}

function TaskRow({ task, to, when }: { task: TaskSummary; to: string; when: 'due' | 'created' }) {
  const { t } = useTranslation('workflow');
  const { token } = theme.useToken();
  const at = when === 'due' ? task.dueAt : task.createdAt;
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={token.marginSM}
      style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to={to} data-user-data>
          {task.name}
        </Link>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM }} data-user-data>
          {[task.title ?? task.businessKey, task.definitionName].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
      <Flex vertical align="flex-end" style={{ flex: 'none' }}>
        <span>
          {task.overdue && <Tag color="error">{t('workbench.overdueTag')}</Tag>}
          {task.claimable && <Tag color="processing">{t('workbench.claimable')}</Tag>}
        </span>
        {at && (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t(when === 'due' ? 'workbench.dueAt' : 'workbench.createdAt', {
              at: parseTime(at, '{y}-{m}-{d} {h}:{i}'),
            })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

function TaskList({
  tasks,
  empty,
  when,
  paths,
}: {
  tasks: readonly TaskSummary[];
  empty: string;
  when: 'due' | 'created';
  paths: ReadonlySet<string>;
}) {
  if (tasks.length === 0) return <None text={empty} />;
  return (
    <div>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} to={taskLink(task, paths)} when={when} />
      ))}
    </div>
  );
}

function Counts({ data }: { data: WorkbenchData | undefined }) {
  const { t } = useTranslation('workflow');
  const { token } = theme.useToken();
  const counts = data?.counts;
  const items = [
    { key: 'mine', value: counts?.mine, color: counts?.mine ? token.colorPrimary : undefined },
    { key: 'candidate', value: counts?.candidate, color: counts?.candidate ? token.colorInfo : undefined },
    { key: 'overdue', value: counts?.overdue, color: counts?.overdue ? token.colorError : undefined },
  ] as const;
  return (
    <Row gutter={[token.margin, token.margin]}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={8}>
          <Card size="small">
            <Statistic
              title={t(`workbench.counts.${item.key}`)}
              value={item.value ?? '-'}
              styles={{ content: { color: item.color } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ByProcess({ data }: { data: WorkbenchData }) {
  const { t } = useTranslation('workflow');
  if (data.byProcess.length === 0) return <None text={t('workbench.byProcessEmpty')} />;
  return (
    <Flex vertical gap={8}>
      {data.byProcess.map((process) => (
        <Flex key={process.definitionKey} justify="space-between" align="center">
          <Typography.Text ellipsis data-user-data>
            {process.definitionName}
          </Typography.Text>
          <Badge count={process.count} showZero color="blue" />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * The signed-in user's work (issue 18): task counts, open tasks by process, overdue and recent tasks
 * leading to their work queue, and unread messages. Asked for quietly: when the workflow cannot answer,
 * a short notice replaces it and the rest of the home page is unaffected.
 */
export function Workbench() {
  const { t } = useTranslation('workflow');
  const { token } = theme.useToken();
  const menu = useUser((state) => state.menu);
  const paths = useMemo(() => new Set(buildRoutes(menu).routes.map((route) => route.path)), [menu]);
  const workbench = useQuery({ queryKey: workbenchQueryKey, queryFn: workbenchQuietly, retry: false });
  const data = workbench.data;

  const tasks = (render: (data: WorkbenchData) => ReactNode) =>
    data ? render(data) : <Skeleton active paragraph={{ rows: 3 }} title={false} />;

  return (
    <section aria-label={t('workbench.title')}>
      <Flex vertical gap={token.margin}>
        {workbench.isError && !data && (
          <Alert
            type="info"
            showIcon
            title={t('workbench.failed')}
            action={
              <Button size="small" onClick={() => void workbench.refetch()}>
                {t('workbench.retry')}
              </Button>
            }
          />
        )}
        {!workbench.isError && <Counts data={data} />}
        <Row gutter={[token.margin, token.margin]}>
          {!workbench.isError && (
            <>
              <Col xs={24} lg={8}>
                <Panel title={t('workbench.byProcess')}>
                  {tasks((d) => (
                    <ByProcess data={d} />
                  ))}
                </Panel>
              </Col>
              <Col xs={24} lg={16}>
                <Panel title={t('workbench.recent')}>
                  {tasks((d) => (
                    <TaskList
                      tasks={d.recent}
                      empty={t('workbench.recentEmpty')}
                      when="created"
                      paths={paths}
                    />
                  ))}
                </Panel>
              </Col>
              <Col xs={24} lg={12}>
                <Panel title={t('workbench.overdue')}>
                  {tasks((d) => (
                    <TaskList
                      tasks={d.overdue}
                      empty={t('workbench.overdueEmpty')}
                      when="due"
                      paths={paths}
                    />
                  ))}
                </Panel>
              </Col>
            </>
          )}
          <Col xs={24} lg={workbench.isError ? 24 : 12}>
            <RecentMessages />
          </Col>
        </Row>
      </Flex>
    </section>
  );
}
