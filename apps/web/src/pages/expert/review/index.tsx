// 专家评审 (/0010, role 33): the expert's tasks by kind, each kind its tabs. Business submissions to
// score come first (待评分, 已评分); brand scoring (issue 22) adds its own tabs beside them. A task
// opens the submission with its score and suggestions. In the carbon app the same menu entry is the
// verifier's work (issue 20): the inventories submitted for verification, in a chunk of their own; in the
// brand app the expert's brand scoring tasks (issue 22, pages/brand/expert), likewise.
import type { ScoreTask } from '@platform/contract';
import { Card, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../stores/session';
import { ScoreTaskList } from './ScoreTaskList';
import { SubmissionDrawer } from './SubmissionDrawer';

const CarbonVerifierPage = lazy(() => import('../../carbon/verify/VerifierPage'));
const BrandExpertPage = lazy(() => import('../../brand/expert/BrandExpertPage'));

export default function ExpertReviewPage() {
  const appKey = useSession((s) => s.appKey);
  if (appKey === 'carbon' || appKey === 'brand')
    return (
      <Suspense fallback={<Skeleton active />}>
        {appKey === 'carbon' ? <CarbonVerifierPage /> : <BrandExpertPage />}
      </Suspense>
    );
  return <ScoringPage />;
}

function ScoringPage() {
  const { t } = useTranslation('business', { keyPrefix: 'expert' });
  const [opened, setOpened] = useState<ScoreTask>();
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'pending',
            label: t('tabs.pending'),
            children: <ScoreTaskList pending onOpen={setOpened} />,
          },
          {
            key: 'scored',
            label: t('tabs.scored'),
            children: <ScoreTaskList pending={false} onOpen={setOpened} />,
          },
        ]}
      />
      <SubmissionDrawer task={opened} onClose={() => setOpened(undefined)} />
    </Card>
  );
}
