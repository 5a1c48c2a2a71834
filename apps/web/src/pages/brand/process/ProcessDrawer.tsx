// The body's view of one assessment: the application and its answers read-only, expert assignment,
// the formal check (pass, or return with a comment), the experts' scores (ScoreSummary), the review
// (approve, or return for rescoring with a comment), the report downloads and the progress.
import type { BrandProcessDetail } from '@platform/contract';
import { BRAND_EXPERTS_MAX, BrandProcessStatus as S } from '@platform/contract/brand-model';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Flex, Form, Input, Modal, Select, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  processApi,
  processQueryKeys,
  useAnswers,
  useExpertCandidates,
  useProcess,
} from '../../../api/brand/process';
import { BrandProgress } from '../components/BrandProgress';
import { ProcessView } from '../components/ProcessView';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { ReportDownloads } from '../components/ReportDownloads';
import { ScoreSummary } from '../components/ScoreSummary';

type Returning = 'check' | 'review';

function AssignDialog({
  process,
  open,
  onClose,
}: {
  process: BrandProcessDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'process.detail' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const candidates = useExpertCandidates(open);
  const [ids, setIds] = useState<string[]>(process.experts.map((e) => e.expertId));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await processApi.assign(process.id, ids);
      void message.success(t('assigned'));
      await queryClient.invalidateQueries({ queryKey: processQueryKeys.all });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('assignTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: ids.length === 0 }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('experts')}>
          <Select
            mode="multiple"
            value={ids}
            onChange={setIds}
            maxCount={BRAND_EXPERTS_MAX}
            loading={candidates.isLoading}
            options={(candidates.data ?? []).map((c) => ({
              value: c.id,
              label: t('pendingCount', { name: c.name, count: c.pending }),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Answers({ process }: { process: BrandProcessDetail }) {
  const answers = useAnswers(process.id);
  if (!answers.data) return <Skeleton active />;
  const byQs = new Map(answers.data.map((a) => [a.qsId, a.data]));
  return (
    <Flex vertical gap={12}>
      {process.answers
        .filter((s) => s.answered)
        .map((s) => (
          <Card
            key={s.qsId}
            size="small"
            title={
              <span data-user-data>
                {s.groupName} · {s.qsName}
              </span>
            }
          >
            <QuestionnaireForm qsId={s.qsId} data={byQs.get(s.qsId) ?? null} readOnly />
          </Card>
        ))}
    </Flex>
  );
}

export function ProcessDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'process.detail' });
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useProcess(id);
  const p = detail.data;
  const [assigning, setAssigning] = useState(false);
  const [returning, setReturning] = useState<Returning>();
  const [comment, setComment] = useState('');
  const reload = () => queryClient.invalidateQueries({ queryKey: processQueryKeys.all });
  const pass = () =>
    modal.confirm({
      content: t('confirmPass'),
      onOk: async () => {
        await processApi.formalCheck(p!.id, 'passed', '');
        void message.success(t('checked'));
        await reload();
      },
    });
  const approve = () =>
    modal.confirm({
      content: t('confirmApprove'),
      onOk: async () => {
        await processApi.review(p!.id, 'approved', '');
        void message.success(t('reviewed'));
        await reload();
      },
    });
  const sendBack = async () => {
    if (returning === 'check') await processApi.formalCheck(p!.id, 'returned', comment);
    else await processApi.review(p!.id, 'returned', comment);
    void message.success(returning === 'check' ? t('checked') : t('reviewed'));
    setReturning(undefined);
    setComment('');
    await reload();
  };
  const scored = p !== undefined && p.status >= S.scoring && p.status !== S.withdrawn;
  return (
    <Drawer
      open={id !== undefined}
      title={p ? `${t('title')} · ${p.no}` : t('title')}
      size="min(1100px, calc(100vw - 64px))"
      onClose={onClose}
      destroyOnHidden
      extra={
        p && (
          <Space>
            {p.canAssign && <Button onClick={() => setAssigning(true)}>{t('assign')}</Button>}
            {p.canCheck && (
              <>
                <Button danger onClick={() => setReturning('check')}>
                  {t('returned')}
                </Button>
                <Button type="primary" disabled={p.experts.length === 0} onClick={pass}>
                  {t('passed')}
                </Button>
              </>
            )}
            {p.canReview && (
              <>
                <Button danger onClick={() => setReturning('review')}>
                  {t('returnScoring')}
                </Button>
                <Button type="primary" onClick={approve}>
                  {t('approve')}
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {!p ? (
        <Skeleton active />
      ) : (
        <>
          <Tabs
            items={[
              {
                key: 'info',
                label: t('tabs.info'),
                children: (
                  <Flex vertical gap={12}>
                    <ProcessView process={p} />
                    {(p.status === S.reviewing || p.status === S.completed) && (
                      <ReportDownloads processId={p.id} />
                    )}
                  </Flex>
                ),
              },
              { key: 'answers', label: t('tabs.answers'), children: <Answers process={p} /> },
              ...(scored
                ? [{ key: 'scores', label: t('tabs.scores'), children: <ScoreSummary processId={p.id} /> }]
                : []),
              {
                key: 'progress',
                label: t('tabs.progress'),
                children: <BrandProgress instanceId={p.instanceId} />,
              },
            ]}
          />
          {assigning && <AssignDialog process={p} open={assigning} onClose={() => setAssigning(false)} />}
          <Modal
            open={returning !== undefined}
            title={returning === 'check' ? t('checkTitle') : t('reviewTitle')}
            onCancel={() => setReturning(undefined)}
            onOk={() => void sendBack()}
            okButtonProps={{ disabled: !comment.trim(), danger: true }}
            destroyOnHidden
          >
            <Form layout="vertical">
              <Form.Item
                label={t('comment')}
                required
                help={comment.trim() ? undefined : t('commentRequired')}
              >
                <Input.TextArea
                  aria-label={t('comment')}
                  rows={4}
                  maxLength={1000}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                />
              </Form.Item>
            </Form>
          </Modal>
        </>
      )}
    </Drawer>
  );
}
