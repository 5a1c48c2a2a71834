// The progress of a process instance (/workflow/progress?wfInstanceId=…; the spec's
// workflow/getProgress): which process and version, where it stands, the diagram with the steps passed,
// open and failed, and who did what when. Work queues, messages and business pages link here.
import type { InstanceStatus, Progress } from '@platform/contract';
import { Button, Card, Descriptions, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseTime } from '../../../utils/time';
import { HistoryTimeline } from './HistoryTimeline';
import { MARK_COLOURS } from './marks';
import { useProgress } from './queries';

// bpmn-js is large: the header and the timeline show while it loads.
const ProgressDiagram = lazy(() => import('./ProgressDiagram'));

const STATUS_COLOURS: Record<InstanceStatus, string> = {
  running: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

const TIME = '{y}-{m}-{d} {h}:{i}:{s}';
const DIAGRAM_HEIGHT = 'max(360px, calc(100vh - 420px))';

function Header({ progress }: { progress: Progress }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'progress' });
  const { instance } = progress;
  return (
    <Card size="small">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <span data-user-data>{instance.title ?? instance.definitionName}</span>
        </Typography.Title>
        <Tag color={STATUS_COLOURS[instance.status]}>{t(`statuses.${instance.status}`)}</Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'process',
            label: t('process'),
            children: (
              <span>
                <span data-user-data>{instance.definitionName}</span>
                {t('version', { version: instance.version })}
              </span>
            ),
          },
          { key: 'businessKey', label: t('businessKey'), children: instance.businessKey ?? '' },
          {
            key: 'startedBy',
            label: t('startedBy'),
            children: <span data-user-data>{instance.startedBy ?? ''}</span>,
          },
          { key: 'startedAt', label: t('startedAt'), children: parseTime(instance.startedAt, TIME) },
          ...(instance.endedAt
            ? [{ key: 'endedAt', label: t('endedAt'), children: parseTime(instance.endedAt, TIME) }]
            : [{ key: 'openTasks', label: t('openTasks'), children: instance.openTasks }]),
          ...(instance.incidents > 0
            ? [
                {
                  key: 'incidents',
                  label: t('incidents'),
                  children: <Typography.Text type="danger">{instance.incidents}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function Legend() {
  const { t } = useTranslation('workflow', { keyPrefix: 'progress' });
  return (
    <Space size={4}>
      {(['finished', 'active', 'failed'] as const).map((kind) => (
        <Tag
          key={kind}
          style={{
            color: MARK_COLOURS[kind].stroke,
            background: MARK_COLOURS[kind].fill,
            borderColor: MARK_COLOURS[kind].stroke,
          }}
        >
          {t(`legend.${kind}`)}
        </Tag>
      ))}
    </Space>
  );
}

export default function ProgressPage() {
  const { t } = useTranslation('workflow', { keyPrefix: 'progress' });
  const wfInstanceId = useSearchParams()[0].get('wfInstanceId') ?? undefined;
  const progress = useProgress(wfInstanceId);

  if (!wfInstanceId) return <Result status="warning" subTitle={t('missingId')} />;
  if (progress.isError) {
    return (
      <Result
        status="warning"
        subTitle={t('loadFailed', { reason: progress.error.message })}
        extra={<Button onClick={() => void progress.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!progress.data) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin />
      </Flex>
    );
  }
  const { data } = progress;
  const spinner = (
    <Flex justify="center" align="center" style={{ height: '100%' }}>
      <Spin />
    </Flex>
  );
  return (
    <Flex vertical gap={16}>
      <Header progress={data} />
      <Flex gap={16} wrap align="stretch">
        <Card
          size="small"
          title={t('diagram')}
          extra={<Legend />}
          style={{ flex: '3 1 640px', minWidth: 0 }}
          styles={{ body: { height: DIAGRAM_HEIGHT, padding: 0 } }}
        >
          <Suspense fallback={spinner}>
            <ProgressDiagram
              xml={data.xml}
              marks={{ finished: data.finished, active: data.active, failed: data.failed, flows: data.flows }}
            />
          </Suspense>
        </Card>
        <Card
          size="small"
          title={t('timeline')}
          style={{ flex: '1 1 300px', minWidth: 0 }}
          styles={{ body: { maxHeight: DIAGRAM_HEIGHT, overflowY: 'auto', paddingTop: 16 } }}
        >
          <HistoryTimeline entries={data.timeline} />
        </Card>
      </Flex>
    </Flex>
  );
}
