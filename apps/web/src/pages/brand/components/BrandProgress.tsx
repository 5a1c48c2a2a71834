// A process's workflow progress: the bpmn-js diagram with the steps passed and open, and who did what
// when (workflow/getProgress under /api/api-brand), as the certification pages show theirs.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { processApi, processQueryKeys } from '../../../api/brand/process';
import { HistoryTimeline } from '../../workflow/progress/HistoryTimeline';

// bpmn-js is large: it loads with the first diagram shown, the timeline shows meanwhile.
const ProgressDiagram = lazy(() => import('../../workflow/progress/ProgressDiagram'));

const DIAGRAM_HEIGHT = 320;

export function BrandProgress({ instanceId }: { instanceId: string | null }) {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment.view' });
  const progress = useQuery({
    queryKey: processQueryKeys.progress(instanceId ?? ''),
    queryFn: () => processApi.progress(instanceId!),
    enabled: instanceId !== null,
  });
  if (instanceId === null) return <Empty description={t('noProcess')} />;
  if (progress.isError)
    return (
      <Result
        status="warning"
        subTitle={t('progressFailed', { reason: progress.error.message })}
        extra={<Button onClick={() => void progress.refetch()}>{t('retry')}</Button>}
      />
    );
  const spinner = (
    <Flex justify="center" style={{ padding: 32 }}>
      <Spin />
    </Flex>
  );
  if (!progress.data) return spinner;
  const { data } = progress;
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('diagram')} styles={{ body: { height: DIAGRAM_HEIGHT, padding: 0 } }}>
        <Suspense fallback={spinner}>
          <ProgressDiagram
            xml={data.xml}
            marks={{ finished: data.finished, active: data.active, failed: data.failed, flows: data.flows }}
          />
        </Suspense>
      </Card>
      <Card size="small" title={t('timeline')} styles={{ body: { paddingTop: 16 } }}>
        <HistoryTimeline entries={data.timeline} />
      </Card>
    </Flex>
  );
}
