// An application's process progress: the bpmn-js diagram with the steps passed, open and failed, and
// who did what when (workflow/getProgress of api-cert, which lets the body's staff and the applicant
// follow it). Embedded in the process list's drawer and the enterprise's application detail.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Space, Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { certStatsApi } from '../../../api/cert/stats';
import { HistoryTimeline } from '../../workflow/progress/HistoryTimeline';
import { MARK_COLOURS } from '../../workflow/progress/marks';

// bpmn-js is large: it loads with the first diagram shown, the timeline shows meanwhile.
const ProgressDiagram = lazy(() => import('../../workflow/progress/ProgressDiagram'));

const DIAGRAM_HEIGHT = 360;

export const certProgressKey = (instanceId: string) => ['cert', 'progress', instanceId] as const;

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

export function CertProgress({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation('cert');
  const progress = useQuery({
    queryKey: certProgressKey(instanceId),
    queryFn: () => certStatsApi.progress(instanceId),
    refetchOnWindowFocus: true,
  });
  if (progress.isError) {
    return (
      <Result
        status="warning"
        subTitle={t('process.progress.loadFailed', { reason: progress.error.message })}
        extra={<Button onClick={() => void progress.refetch()}>{t('process.progress.retry')}</Button>}
      />
    );
  }
  const spinner = (
    <Flex justify="center" align="center" style={{ height: '100%', padding: 32 }}>
      <Spin />
    </Flex>
  );
  if (!progress.data) return spinner;
  const { data } = progress;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={t('process.progress.diagram')}
        extra={<Legend />}
        styles={{ body: { height: DIAGRAM_HEIGHT, padding: 0 } }}
      >
        <Suspense fallback={spinner}>
          <ProgressDiagram
            xml={data.xml}
            marks={{ finished: data.finished, active: data.active, failed: data.failed, flows: data.flows }}
          />
        </Suspense>
      </Card>
      <Card size="small" title={t('process.progress.timeline')} styles={{ body: { paddingTop: 16 } }}>
        <HistoryTimeline entries={data.timeline} />
      </Card>
    </Flex>
  );
}
