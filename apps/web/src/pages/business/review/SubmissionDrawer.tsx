// One submission as its reviewer reads it (complianceApi.withAnswer): the pinned form read-only with the
// answers and a comment under each field, accept or return it, compare its submitted versions, the
// scores and experts' suggestions, the past reviews, and a link to its process progress.
import type { SubmissionDetail } from '@platform/contract';
import { FormRenderer, type FieldNote } from '@platform/form-renderer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Descriptions, Drawer, Empty, Row, Space, Spin, Tabs, Typography } from 'antd';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { complianceApi } from '../../../api/business';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../../forms/formHost';
import { ExternalUploadButton } from '../../system/external-upload/ExternalUploadButton';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { fieldLabels, labelOfPath } from './answers';
import { CommentsContext, FieldComment, type CommentsState } from './comments';
import { CommentsPanel } from './CommentsPanel';
import { DecideModal, type Outcome } from './DecideModal';
import { reviewQueryKeys } from './queries';
import { ReviewHistory } from './ReviewHistory';
import { ScoresPanel } from './ScoresPanel';
import { SubmissionStatusTag } from './SubmissionStatusTag';
import { VersionCompare } from './VersionCompare';

const TIME = '{y}-{m}-{d} {h}:{i}';
const data = (text: string | number | null) => <span data-user-data>{text}</span>;
const timeOf = (at: string | null) => (at ? parseTime(at, TIME) : '—');

function Facts({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.drawer' });
  return (
    <Descriptions
      size="small"
      bordered
      column={3}
      items={[
        { key: 'bizName', label: t('bizName'), children: data(detail.bizName) },
        { key: 'formName', label: t('formName'), children: data(detail.formName) },
        { key: 'status', label: t('status'), children: <SubmissionStatusTag status={detail.status} /> },
        { key: 'submitter', label: t('submitter'), children: data(detail.submitterName) },
        { key: 'tenant', label: t('tenant'), children: data(detail.submitterTenantName) },
        { key: 'version', label: t('version'), children: t('versionOf', { version: detail.version }) },
        { key: 'submittedAt', label: t('submittedAt'), children: timeOf(detail.submittedAt) },
        { key: 'reviewedAt', label: t('reviewedAt'), children: timeOf(detail.reviewedAt) },
      ]}
    />
  );
}

function Answers({
  detail,
  comments,
  setComment,
}: {
  detail: SubmissionDetail;
  comments: Record<string, string>;
  setComment: CommentsState['setComment'];
}) {
  const { t } = useTranslation('business', { keyPrefix: 'review.drawer' });
  const { core } = useFormTranslates();
  const loaded = useMemo(() => loadTemplate(detail.paper.formJson, core), [detail.paper.formJson, core]);
  const labels = useMemo(
    () => ('error' in loaded ? new Map<string, string>() : fieldLabels(loaded.template)),
    [loaded],
  );
  const state = useMemo<CommentsState>(
    () => ({
      comments,
      setComment,
      editable: detail.canReview,
      previous: detail.lastReview?.fieldComments ?? {},
      suggestions: detail.suggestions,
    }),
    [comments, setComment, detail],
  );
  const fieldNote = useCallback<FieldNote>(
    (path) => <FieldComment path={path} label={labelOfPath(labels, path)} />,
    [labels],
  );
  if ('error' in loaded) {
    return <Typography.Text type="danger">{t('formFailed', { reason: loaded.error })}</Typography.Text>;
  }
  return (
    <CommentsContext.Provider value={state}>
      <Row gutter={16}>
        <Col span={detail.canReview ? 17 : 24}>
          <div data-user-data>
            <FormRenderer
              template={loaded.template}
              data={detail.data}
              mode="disabled"
              dataSource={formDataSource}
              uploader={formUploader}
              fieldNote={fieldNote}
            />
          </div>
        </Col>
        {detail.canReview && (
          <Col span={7}>
            <CommentsPanel labels={labels} />
          </Col>
        )}
      </Row>
    </CommentsContext.Provider>
  );
}

export function SubmissionDrawer({
  submitId,
  onClose,
}: {
  submitId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'review' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: reviewQueryKeys.detail(submitId ?? ''),
    queryFn: () => complianceApi.withAnswer(submitId!),
    enabled: submitId !== undefined,
  });
  const [comments, setComments] = useState<{ submitId?: string; byPath: Record<string, string> }>({
    byPath: {},
  });
  // Comments belong to the submission they were written on.
  const byPath = comments.submitId === submitId ? comments.byPath : {};
  const setComment = useCallback(
    (path: string, text: string | undefined) =>
      setComments((current) => {
        const next = { ...(current.submitId === submitId ? current.byPath : {}) };
        if (text === undefined) delete next[path];
        else next[path] = text;
        return { submitId, byPath: next };
      }),
    [submitId],
  );
  const [deciding, setDeciding] = useState<Outcome>();
  const item = detail.data;

  const decided = (outcome: Outcome) => {
    setDeciding(undefined);
    setComments({ byPath: {} });
    void message.success(t(outcome === 'returned' ? 'decide.returned' : 'decide.accepted'));
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all });
  };

  return (
    <Drawer
      open={submitId !== undefined}
      onClose={onClose}
      size={1240}
      destroyOnHidden
      title={item ? <Space>{data(item.no)}</Space> : t('title')}
      extra={
        item && (
          <Space>
            <ExternalUploadButton target={{ targetKind: 'submission', targetId: item.id }} />
            {item.wfInstanceId && (
              <Link to={`/workflow/progress?wfInstanceId=${encodeURIComponent(item.wfInstanceId)}`}>
                {t('actions.progress')}
              </Link>
            )}
            {item.canReview && (
              <>
                <Button danger onClick={() => setDeciding('returned')}>
                  {t('decide.return')}
                </Button>
                <Button type="primary" onClick={() => setDeciding('accepted')}>
                  {t('decide.accept')}
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {detail.isLoading ? (
        <Spin />
      ) : !item ? (
        <Empty description={t('drawer.loadFailed')} />
      ) : (
        // The form packages' texts load on first use: wait here, not in place of the whole page.
        <Suspense fallback={<Spin />}>
          <FormTexts>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Facts detail={item} />
              <Tabs
                items={[
                  {
                    key: 'answers',
                    label: t('drawer.tabs.answers'),
                    children: <Answers detail={item} comments={byPath} setComment={setComment} />,
                  },
                  {
                    key: 'compare',
                    label: t('drawer.tabs.compare'),
                    children: <VersionCompare detail={item} />,
                  },
                  {
                    key: 'scores',
                    label: t('drawer.tabs.scores'),
                    children: <ScoresPanel detail={item} />,
                  },
                  {
                    key: 'reviews',
                    label: t('drawer.tabs.reviews'),
                    children: <ReviewHistory detail={item} />,
                  },
                ]}
              />
            </Space>
            <DecideModal
              submitId={item.id}
              no={item.no}
              outcome={deciding}
              fieldComments={byPath}
              onClose={() => setDeciding(undefined)}
              onDone={decided}
            />
          </FormTexts>
        </Suspense>
      )}
    </Drawer>
  );
}
