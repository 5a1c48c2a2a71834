// The enterprise's view of one assessment: its application and result (with the report once
// published), a tab per questionnaire group to answer its questionnaires with the form renderer (save a
// draft, save the final answers), the submission once every questionnaire is final, and the progress.
import type { BrandAnswerState, BrandProcessDetail } from '@platform/contract';
import { BrandProcessStatus } from '@platform/contract/brand-model';
import type { FormRendererHandle } from '@platform/form-renderer';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Empty, Flex, Skeleton, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processApi, processQueryKeys, useAnswers, useProcess } from '../../../api/brand/process';
import { BrandProgress } from '../components/BrandProgress';
import { ProcessView } from '../components/ProcessView';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { ReportDownloads } from '../components/ReportDownloads';

function AnswerCard({
  process,
  state,
  data,
}: {
  process: BrandProcessDetail;
  state: BrandAnswerState;
  data: Record<string, unknown> | undefined;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment.detail' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const ref = useRef<FormRendererHandle>(null);
  const [saving, setSaving] = useState<'draft' | 'final'>();
  const save = async (draft: boolean) => {
    const handle = ref.current;
    if (!handle) return;
    let values: Record<string, unknown>;
    try {
      values = (draft ? handle.getValues() : await handle.getData()) as Record<string, unknown>;
    } catch {
      void message.error(t('fixAnswers'));
      return;
    }
    setSaving(draft ? 'draft' : 'final');
    try {
      await processApi.saveAnswer(process.id, state.qsId, values, draft);
      void message.success(draft ? t('draftSaved') : t('answerSaved'));
      await queryClient.invalidateQueries({ queryKey: processQueryKeys.all });
    } finally {
      setSaving(undefined);
    }
  };
  return (
    <Card
      size="small"
      title={<span data-user-data>{state.qsName}</span>}
      extra={
        process.canEdit && (
          <Space>
            <Button loading={saving === 'draft'} onClick={() => void save(true)}>
              {t('saveDraft')}
            </Button>
            <Button type="primary" loading={saving === 'final'} onClick={() => void save(false)}>
              {t('saveAnswer')}
            </Button>
          </Space>
        )
      }
    >
      <QuestionnaireForm ref={ref} qsId={state.qsId} data={data ?? null} readOnly={!process.canEdit} />
    </Card>
  );
}

export function AssessmentDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment' });
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useProcess(id);
  const answers = useAnswers(id);
  const p = detail.data;
  const byQs = new Map((answers.data ?? []).map((a) => [a.qsId, a.data]));
  const groups = new Map<string, { name: string; states: BrandAnswerState[] }>();
  for (const s of p?.answers ?? []) {
    const group = groups.get(s.groupId) ?? { name: s.groupName, states: [] };
    group.states.push(s);
    groups.set(s.groupId, group);
  }
  const submit = () =>
    modal.confirm({
      content: t('confirm.submit'),
      onOk: async () => {
        await processApi.submit(p!.id);
        void message.success(t('done.submitted'));
        await queryClient.invalidateQueries({ queryKey: processQueryKeys.all });
      },
    });
  return (
    <Drawer
      open={id !== undefined}
      title={p ? `${t('detail.title')} · ${p.no}` : t('detail.title')}
      size="min(1000px, calc(100vw - 64px))"
      onClose={onClose}
      destroyOnHidden
      extra={
        p?.canEdit && (
          <Button type="primary" disabled={!p.canSubmit} title={t('detail.submitHint')} onClick={submit}>
            {t('detail.submit')}
          </Button>
        )
      }
    >
      {!p ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('detail.tabs.info'),
              children: (
                <Flex vertical gap={12}>
                  {p.status === BrandProcessStatus.returned && p.checkComment && (
                    <Alert
                      type="warning"
                      showIcon
                      message={t('detail.returned')}
                      description={p.checkComment}
                    />
                  )}
                  <ProcessView process={p} />
                  {p.status === BrandProcessStatus.completed && <ReportDownloads processId={p.id} />}
                </Flex>
              ),
            },
            ...[...groups.entries()].map(([groupId, g]) => ({
              key: groupId,
              label: <span data-user-data>{g.name}</span>,
              children: (
                <Flex vertical gap={12}>
                  {g.states.map((s) => (
                    <AnswerCard key={s.qsId} process={p} state={s} data={byQs.get(s.qsId)} />
                  ))}
                </Flex>
              ),
            })),
            {
              key: 'progress',
              label: t('detail.tabs.progress'),
              children: <BrandProgress instanceId={p.instanceId} />,
            },
          ]}
        />
      )}
      {p && groups.size === 0 && <Empty description={t('detail.noQuestionnaires')} />}
    </Drawer>
  );
}
