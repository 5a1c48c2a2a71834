// One process as its expert scores it (expert/getScoreTable): per questionnaire, the enterprise's answers
// read-only in the pinned form (with the suggestions under their questions) beside the indicators, each
// scored within 0–max with 2 decimals and a comment; drafts are saved, the submission is confirmed and
// final. Once submitted, every expert's scores (ScoreSummary) are shown above the read-only table.
import type { BrandScoreQuestionnaire, BrandScoreTable, Suggestion } from '@platform/contract';
import { BrandProcessStatus } from '@platform/contract/brand-model';
import { FormRenderer, type FieldNote } from '@platform/form-renderer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Row,
  Select,
  Spin,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandScoringTask } from '@platform/contract';
import { scoringApi, scoringQueryKeys, useBrandSuggestions, useScoreTable } from '../../../api/brand/scoring';
import { showFieldRefusals } from '../../../components/list';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { fieldChoices } from '../../expert/review/fields';
import { ScoreSummary } from '../components/ScoreSummary';

interface Entry {
  score: number | null;
  comment: string;
}
type Entries = Record<string, Entry>;
const keyOf = (qsId: string, model: string) => `${qsId}:${model}`;

function entriesOf(table: BrandScoreTable): Entries {
  const entries: Entries = {};
  for (const g of table.groups)
    for (const q of g.questionnaires)
      for (const i of q.indicators)
        entries[keyOf(q.qsId, i.model)] = {
          score: i.score === null ? null : Number(i.score),
          comment: i.comment,
        };
  return entries;
}

function Suggestions({
  processId,
  qs,
  fields,
  editable,
}: {
  processId: string;
  qs: BrandScoreQuestionnaire;
  fields: { path: string; label: string }[];
  editable: boolean;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert.suggestions' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ path?: string; content?: string }>();
  const list = useBrandSuggestions(processId, qs.qsId);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: scoringQueryKeys.suggestions(processId, qs.qsId) });
  const add = useMutation({
    mutationFn: (v: { path?: string; content?: string }) =>
      scoringApi.saveSuggestion({ processId, qsId: qs.qsId, path: v.path!, content: v.content!.trim() }),
    onSuccess: () => {
      void message.success(t('added'));
      form.resetFields();
      void reload();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => scoringApi.removeSuggestion(id),
    onSuccess: () => {
      void message.success(t('deleted'));
      void reload();
    },
  });
  const labelOf = (path: string) => fields.find((f) => f.path === path)?.label ?? path;
  return (
    <Flex vertical gap={8}>
      {editable && (
        <Form
          form={form}
          name={`brandSuggestion-${qs.qsId}`}
          layout="vertical"
          onFinish={(v) => add.mutate(v)}
        >
          <Form.Item name="path" label={t('field')} rules={[{ required: true, message: t('fieldRequired') }]}>
            <Select
              options={fields.map((f) => ({ value: f.path, label: f.label }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('content')}
            rules={[{ required: true, whitespace: true, message: t('contentRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={1000} showCount />
          </Form.Item>
          <Flex justify="flex-end">
            <Button htmlType="submit" loading={add.isPending}>
              {t('add')}
            </Button>
          </Flex>
        </Form>
      )}
      <List<Suggestion>
        size="small"
        locale={{ emptyText: t('empty') }}
        dataSource={list.data ?? []}
        renderItem={(s) => (
          <List.Item
            actions={
              editable && s.mine
                ? [
                    <Popconfirm key="remove" title={t('deleteConfirm')} onConfirm={() => remove.mutate(s.id)}>
                      <Button type="link" danger size="small">
                        {t('remove')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <span data-user-data>
              <Typography.Text type="secondary">{labelOf(s.path)}</Typography.Text> {s.content}{' '}
              <Typography.Text type="secondary">— {s.expertName}</Typography.Text>
            </span>
          </List.Item>
        )}
      />
    </Flex>
  );
}

function QuestionnairePane({
  processId,
  qs,
  entries,
  editable,
  onChange,
}: {
  processId: string;
  qs: BrandScoreQuestionnaire;
  entries: Entries;
  editable: boolean;
  onChange: (key: string, entry: Entry) => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert' });
  const { core } = useFormTranslates();
  const loaded = useMemo(() => loadTemplate(qs.formJson, core), [qs.formJson, core]);
  const template = 'template' in loaded ? loaded.template : undefined;
  const fields = useMemo(() => (template ? fieldChoices(template) : []), [template]);
  const suggestions = useBrandSuggestions(processId, qs.qsId);
  const fieldNote = useCallback<FieldNote>(
    (path) => {
      const on = (suggestions.data ?? []).filter((s) => s.path === path);
      return on.length ? (
        <Flex vertical data-user-data>
          {on.map((s) => (
            <Typography.Text key={s.id} type="warning">
              {s.content} — {s.expertName}
            </Typography.Text>
          ))}
        </Flex>
      ) : null;
    },
    [suggestions.data],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} xl={11}>
        <Card size="small" title={t('answers')}>
          {'error' in loaded ? (
            <Typography.Text type="danger">{t('formFailed', { reason: loaded.error })}</Typography.Text>
          ) : (
            template && (
              <div data-user-data>
                <FormRenderer
                  template={template}
                  data={qs.answer}
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
      <Col xs={24} xl={13}>
        <Flex vertical gap={16}>
          <Card size="small" title={t('indicators')}>
            {qs.indicators.length === 0 ? (
              <Typography.Text type="secondary">{t('noIndicators')}</Typography.Text>
            ) : (
              <Table
                size="small"
                rowKey="model"
                pagination={false}
                dataSource={qs.indicators}
                columns={[
                  {
                    key: 'label',
                    title: t('indicator'),
                    dataIndex: 'label',
                    render: (l: string) => <span data-user-data>{l}</span>,
                  },
                  { key: 'range', title: t('range'), width: 90, render: (_, i) => `0–${i.max}` },
                  {
                    key: 'score',
                    title: t('yourScore'),
                    width: 130,
                    render: (_, i) => {
                      const key = keyOf(qs.qsId, i.model);
                      const entry = entries[key] ?? { score: null, comment: '' };
                      return (
                        <InputNumber
                          aria-label={`${i.label} ${t('yourScore')}`}
                          min={0}
                          max={Number(i.max)}
                          precision={2}
                          step={0.5}
                          disabled={!editable}
                          value={entry.score}
                          onChange={(v) => onChange(key, { ...entry, score: v })}
                        />
                      );
                    },
                  },
                  {
                    key: 'comment',
                    title: t('comment'),
                    render: (_, i) => {
                      const key = keyOf(qs.qsId, i.model);
                      const entry = entries[key] ?? { score: null, comment: '' };
                      return (
                        <Input.TextArea
                          aria-label={`${i.label} ${t('comment')}`}
                          autoSize={{ minRows: 1, maxRows: 4 }}
                          maxLength={1000}
                          disabled={!editable}
                          value={entry.comment}
                          onChange={(e) => onChange(key, { ...entry, comment: e.target.value })}
                        />
                      );
                    },
                  },
                ]}
              />
            )}
          </Card>
          <Card size="small" title={t('suggestions.title')}>
            <Suggestions processId={processId} qs={qs} fields={fields} editable={editable} />
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}

export function ScoringView({ table }: { table: BrandScoreTable }) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entries>(() => entriesOf(table));
  const scoring = table.status === BrandProcessStatus.scoring;
  const editable = scoring && !table.submitted;
  const questionnaires = table.groups.flatMap((g) => g.questionnaires.map((q) => ({ group: g.name, q })));
  const unscored = Object.values(entries).filter((e) => e.score === null).length;
  const save = useMutation({
    mutationFn: (submit: boolean) =>
      scoringApi.saveScores({
        processId: table.processId,
        submit,
        scores: questionnaires.flatMap(({ q }) =>
          q.indicators.flatMap((i) => {
            const entry = entries[keyOf(q.qsId, i.model)];
            return entry && entry.score !== null
              ? [{ qsId: q.qsId, indicator: i.model, score: entry.score.toFixed(2), comment: entry.comment }]
              : [];
          }),
        ),
      }),
    onSuccess: (_, submit) => {
      void message.success(submit ? t('submittedOk') : t('saved'));
      void queryClient.invalidateQueries({ queryKey: scoringQueryKeys.all });
    },
  });
  return (
    <Flex vertical gap={16}>
      {table.submitted ? (
        <>
          <Alert type="success" showIcon message={t('submittedNote')} />
          <ScoreSummary processId={table.processId} />
        </>
      ) : (
        !scoring && <Alert type="warning" showIcon message={t('notScoring')} />
      )}
      <Tabs
        items={questionnaires.map(({ group, q }) => ({
          key: q.qsId,
          label: <span data-user-data>{`${group} · ${q.name}`}</span>,
          children: (
            <QuestionnairePane
              processId={table.processId}
              qs={q}
              entries={entries}
              editable={editable}
              onChange={(key, entry) => setEntries((all) => ({ ...all, [key]: entry }))}
            />
          ),
        }))}
      />
      {editable && (
        <Flex justify="flex-end" align="center" gap={8}>
          {unscored > 0 && (
            <Typography.Text type="secondary">{t('unscored', { count: unscored })}</Typography.Text>
          )}
          <Button onClick={() => save.mutate(false)} loading={save.isPending && save.variables === false}>
            {t('saveDraft')}
          </Button>
          <Popconfirm title={t('submitConfirm')} onConfirm={() => save.mutate(true)} disabled={unscored > 0}>
            <Button
              type="primary"
              disabled={unscored > 0}
              loading={save.isPending && save.variables === true}
            >
              {t('submit')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}

function ScoringLoader({ processId }: { processId: string }) {
  const table = useScoreTable(processId);
  if (!table.data) return <Spin />;
  return <ScoringView key={`${table.data.submitted}`} table={table.data} />;
}

export function ScoringDrawer({ task, onClose }: { task?: BrandScoringTask; onClose: () => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert' });
  return (
    <Drawer
      open={!!task}
      size="90%"
      title={task ? <span data-user-data>{t('drawerTitle', { no: task.no })}</span> : null}
      onClose={onClose}
      destroyOnHidden
    >
      {task && (
        <FormTexts>
          <ScoringLoader key={task.processId} processId={task.processId} />
        </FormTexts>
      )}
    </Drawer>
  );
}
