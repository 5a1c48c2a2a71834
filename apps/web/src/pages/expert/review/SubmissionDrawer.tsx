// One submission as an expert sees it: the answers in the pinned form, read-only, with the experts'
// suggestions under their questions; beside them the expert's score of the manual items, where the
// score stands, and the suggestions with the form to add one.
import type { ScoreTask, Suggestion } from '@platform/contract';
import { SubmissionStatus } from '@platform/contract/business-model';
import { FormRenderer, type FieldNote } from '@platform/form-renderer';
import { Card, Col, Descriptions, Drawer, Flex, Row, Spin, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { fieldChoices } from './fields';
import { useScores, useSubmission, useSuggestions } from './queries';
import { ScorePanel } from './ScorePanel';
import { ScoreSummaryView } from './ScoreSummaryView';
import { SuggestionsPanel } from './SuggestionsPanel';

/** Scoring is open while the answers stand: submitted, or accepted. */
const SCORABLE: readonly number[] = [SubmissionStatus.submitted, SubmissionStatus.accepted];

/** The suggestions on one question, under it in the form. */
function FieldSuggestions({ suggestions }: { suggestions: Suggestion[] }) {
  const { t } = useTranslation('business', { keyPrefix: 'expert.suggestions' });
  return (
    <Flex vertical gap={2} role="note" aria-label={t('onField')}>
      {suggestions.map((s) => (
        <Typography.Text key={s.id} type="warning" style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
          <span data-user-data>{s.expertName}</span>
          {t('says')}
          <span data-user-data>{s.content}</span>
        </Typography.Text>
      ))}
    </Flex>
  );
}

function SubmissionView({ task }: { task: ScoreTask }) {
  const { t } = useTranslation('business', { keyPrefix: 'expert' });
  const { core } = useFormTranslates();
  const detail = useSubmission(task.id);
  const scores = useScores(task.id);
  const suggestions = useSuggestions(task.id);
  const formJson = detail.data?.paper.formJson;
  const loaded = useMemo(() => (formJson ? loadTemplate(formJson, core) : undefined), [formJson, core]);
  const template = loaded && 'template' in loaded ? loaded.template : undefined;
  const fields = useMemo(() => (template ? fieldChoices(template) : []), [template]);
  const byPath = useMemo(() => {
    const map = new Map<string, Suggestion[]>();
    for (const s of suggestions.data ?? []) map.set(s.path, [...(map.get(s.path) ?? []), s]);
    return map;
  }, [suggestions.data]);
  const fieldNote = useCallback<FieldNote>(
    (path) => {
      const onField = byPath.get(path);
      return onField ? <FieldSuggestions suggestions={onField} /> : null;
    },
    [byPath],
  );

  if (detail.isLoading) return <Spin />;
  if (!detail.data) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  const submission = detail.data;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={3}
        items={[
          { key: 'no', label: t('columns.no'), children: submission.no },
          {
            key: 'bizName',
            label: t('columns.bizName'),
            children: <span data-user-data>{submission.bizName}</span>,
          },
          {
            key: 'formName',
            label: t('columns.formName'),
            children: <span data-user-data>{submission.formName}</span>,
          },
          {
            key: 'tenant',
            label: t('columns.tenant'),
            children: <span data-user-data>{submission.submitterTenantName}</span>,
          },
          {
            key: 'submitter',
            label: t('columns.submitter'),
            children: <span data-user-data>{submission.submitterName}</span>,
          },
          {
            key: 'submittedAt',
            label: t('columns.submittedAt'),
            children: parseTime(submission.submittedAt),
          },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('answers')}>
            {loaded && 'error' in loaded ? (
              <Typography.Text type="danger">{t('formFailed', { reason: loaded.error })}</Typography.Text>
            ) : (
              template && (
                // The template's labels and options are the form designer's words.
                <div data-user-data>
                  <FormRenderer
                    template={template}
                    data={submission.data}
                    mode="disabled"
                    fieldNote={fieldNote}
                    dataSource={formDataSource}
                    uploader={formUploader}
                  />
                </div>
              )
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <Card size="small" title={t('scoring.title')}>
              {scores.data ? (
                <ScorePanel
                  submitId={task.id}
                  summary={scores.data}
                  readOnly={!SCORABLE.includes(submission.status)}
                />
              ) : (
                <Spin />
              )}
            </Card>
            <Card size="small" title={t('summary.title')}>
              {scores.data ? <ScoreSummaryView summary={scores.data} /> : <Spin />}
            </Card>
            <Card size="small" title={t('suggestions.title')}>
              <SuggestionsPanel submitId={task.id} fields={fields} suggestions={suggestions.data ?? []} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

export function SubmissionDrawer({ task, onClose }: { task?: ScoreTask; onClose: () => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'expert' });
  return (
    <Drawer
      open={!!task}
      size="90%"
      title={
        task ? (
          <span>
            {t('drawerTitle')} · <span data-user-data>{task.formName}</span>
          </span>
        ) : null
      }
      onClose={onClose}
      destroyOnHidden
    >
      {task && (
        <FormTexts>
          <SubmissionView key={task.id} task={task} />
        </FormTexts>
      )}
    </Drawer>
  );
}
