// Filling in one paper (/business/fill?submitId=…[&version=n]): the pinned form version rendered with
// my answers, autosaved as a draft on the server and in the browser, submitted after the renderer's
// checks (the server's refusals land on their fields); a returned submission shows the reviewer's
// comments by the fields. Read-only once submitted or accepted, when the item is closed, or for a
// submitted version.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { FieldProblem, SubmissionDetail } from '@platform/contract';
import { SubmissionStatus } from '@platform/contract/business-model';
import { FormValidationError, type FormData } from '@platform/form-core';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { complianceApi } from '../../../api/business';
import { RequestError } from '../../../api/request';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { SubmissionStatusTag } from '../portal/status';
import { isNewerThanServer, readLocalCopy, removeLocalCopy } from './localCopy';
import { useFieldNotes } from './notes';
import { useAutosave, type SaveState } from './useAutosave';

const data = (text: string | null) => <span data-user-data>{text}</span>;
const clock = (at: string) => parseTime(at, '{h}:{i}:{s}');

/** The fields a refusal names, as form paths (`body.data.table[2].cell` → `table[2].cell`). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof RequestError)) return {};
  const problems = (error.data as { errors?: FieldProblem[] } | null)?.errors;
  if (!Array.isArray(problems)) return {};
  return Object.fromEntries(
    problems
      .filter((p) => typeof p?.field === 'string' && typeof p.reason === 'string')
      .map((p) => [p.field.replace(/^(body\.)?(data\.)?/, ''), p.reason]),
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'fill.save' });
  switch (state.kind) {
    case 'idle':
      return null;
    case 'dirty':
      return <Typography.Text type="secondary">{t('unsaved')}</Typography.Text>;
    case 'saving':
      return <Typography.Text type="secondary">{t('saving')}</Typography.Text>;
    case 'saved':
      return <Typography.Text type="success">{t('saved', { time: clock(state.at) })}</Typography.Text>;
    case 'failed':
      return (
        <Space size={4}>
          <Typography.Text type="danger" role="status">
            {t('failed')}
          </Typography.Text>
          <Button size="small" type="link" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Space>
      );
  }
}

/** Why the answers cannot be changed now, if they cannot. */
function useReadOnlyReason(detail: SubmissionDetail, version: number | undefined) {
  const { t } = useTranslation('business', { keyPrefix: 'fill.readOnly' });
  if (version !== undefined) return t('version');
  if (detail.canEdit) return undefined;
  if (detail.status === SubmissionStatus.accepted) return t('accepted');
  if (detail.status === SubmissionStatus.submitted) return t('submitted');
  return t('closed');
}

/** The answers to start from: the server's draft, or the browser's copy when that is newer. */
function startingAnswers(detail: SubmissionDetail, editable: boolean) {
  const copy = editable ? readLocalCopy(detail.id) : undefined;
  if (copy && isNewerThanServer(copy, detail.draftSavedAt)) {
    if (JSON.stringify(copy.data) !== JSON.stringify(detail.data)) {
      return { answers: copy.data, restoredAt: copy.changedAt };
    }
  }
  if (copy) removeLocalCopy(detail.id);
  return { answers: detail.data, restoredAt: undefined };
}

function ReviewBanner({ detail, version }: { detail: SubmissionDetail; version: number | undefined }) {
  const { t } = useTranslation('business', { keyPrefix: 'fill' });
  const review =
    version !== undefined ? detail.reviews.find((r) => r.version === version) : detail.lastReview;
  if (!review) return null;
  if (version === undefined && review.outcome === 'returned' && detail.status !== SubmissionStatus.returned) {
    return null;
  }
  const by = t('returned.by', {
    by: review.reviewerName ?? '',
    at: parseTime(review.createdAt, '{y}-{m}-{d} {h}:{i}'),
  });
  return (
    <Alert
      type={review.outcome === 'returned' ? 'warning' : 'success'}
      showIcon
      message={review.outcome === 'returned' ? t('returned.title') : t('accepted')}
      description={
        <Flex vertical gap={2}>
          {review.comment && <span>{data(review.comment)}</span>}
          <Typography.Text type="secondary">{data(by)}</Typography.Text>
        </Flex>
      }
    />
  );
}

function FillForm({ detail, version }: { detail: SubmissionDetail; version: number | undefined }) {
  const { t } = useTranslation('business', { keyPrefix: 'fill' });
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { core } = useFormTranslates();
  const form = useRef<FormRendererHandle>(null);
  const readOnly = useReadOnlyReason(detail, version);
  const editable = readOnly === undefined;
  const loaded = useMemo(() => loadTemplate(detail.paper.formJson, core), [detail.paper.formJson, core]);
  const [start] = useState(() => startingAnswers(detail, editable));
  const autosave = useAutosave(detail.id, detail.draftSavedAt, editable);
  const [submitting, setSubmitting] = useState(false);
  const shownReview =
    version !== undefined
      ? detail.reviews.find((r) => r.version === version)
      : detail.status === SubmissionStatus.returned
        ? (detail.lastReview ?? undefined)
        : undefined;
  const fieldNote = useFieldNotes(shownReview, detail.suggestions);

  const { changed } = autosave;
  useEffect(() => {
    const store = form.current?.store;
    if (!store || !editable) return;
    const read = () => store.getValues() as Record<string, unknown>;
    // Restored from the browser: the server has not got it yet.
    if (start.restoredAt) changed(read);
    return store.subscribeData(() => changed(read));
  }, [changed, editable, start.restoredAt]);

  const submit = async () => {
    const handle = form.current!;
    let answers: FormData;
    try {
      answers = await handle.getData();
    } catch (e) {
      if (!(e instanceof FormValidationError)) throw e;
      void message.error(t('fixFields'));
      return;
    }
    const confirmed = await modal.confirm({ content: t('submitConfirm') });
    if (!confirmed) return;
    setSubmitting(true);
    try {
      await complianceApi.submit(detail.id, answers as Record<string, unknown>);
      autosave.settle();
      void message.success(t('submitted'));
      await queryClient.invalidateQueries({ queryKey: ['business'] });
    } catch (e) {
      // The client's toast said why; the fields it names show their reasons.
      handle.store.showErrors(fieldErrorsOf(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card
      title={
        <Space size={8} wrap>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('back')}
            onClick={() => void navigate('/business')}
          />
          {data(detail.bizName)}
          <span>·</span>
          {data(detail.paper.formName)}
        </Space>
      }
      extra={
        <Space size={12} wrap>
          <Typography.Text type="secondary">{t('no', { no: detail.no })}</Typography.Text>
          {version !== undefined ? (
            <Typography.Text>{t('versionOf', { version })}</Typography.Text>
          ) : (
            <SubmissionStatusTag status={detail.status} />
          )}
          {editable && <SaveStatus state={autosave.state} onRetry={() => void autosave.save()} />}
          {editable && (
            <>
              <Button onClick={() => void autosave.save()}>{t('saveNow')}</Button>
              <Button type="primary" loading={submitting} onClick={() => void submit()}>
                {t('submit')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <ReviewBanner detail={detail} version={version} />
        {start.restoredAt && editable && (
          <Alert
            type="info"
            showIcon
            closable
            message={t('restored', { time: parseTime(start.restoredAt, '{y}-{m}-{d} {h}:{i}:{s}') })}
          />
        )}
        {readOnly && <Alert type="info" showIcon message={readOnly} />}
        {'error' in loaded ? (
          <Typography.Text type="danger">{t('templateFailed', { reason: loaded.error })}</Typography.Text>
        ) : (
          <div data-user-data>
            <FormRenderer
              ref={form}
              template={loaded.template}
              data={start.answers}
              mode={editable ? 'edit' : 'disabled'}
              dataSource={formDataSource}
              uploader={formUploader}
              fieldNote={fieldNote}
            />
          </div>
        )}
      </Flex>
    </Card>
  );
}

export default function FillPage() {
  const { t } = useTranslation('business', { keyPrefix: 'fill' });
  const [params] = useSearchParams();
  const submitId = params.get('submitId') ?? '';
  const versionParam = Number(params.get('version'));
  const version = Number.isInteger(versionParam) && versionParam > 0 ? versionParam : undefined;
  const detail = useQuery({
    queryKey: ['business', 'submission', submitId, version ?? 'current'],
    queryFn: () =>
      version !== undefined
        ? complianceApi.withAnswer(submitId, version)
        : complianceApi.detail({ submitId }),
    enabled: submitId !== '',
    // The form holds the answers being typed: a refetch on focus must not reset it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  if (submitId === '') {
    return (
      <Card>
        <Alert type="warning" showIcon message={t('noSubmission')} />
      </Card>
    );
  }
  if (detail.isPending) {
    return (
      <Card>
        <Spin tip={t('loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </Card>
    );
  }
  if (detail.isError) {
    return (
      <Card>
        <Alert type="error" showIcon message={t('loadFailed', { reason: detail.error.message })} />
      </Card>
    );
  }
  return (
    <FormTexts>
      <FillForm
        key={`${detail.data.id}:${detail.data.status}:${detail.data.version}`}
        detail={detail.data}
        version={version}
      />
    </FormTexts>
  );
}
