// What the task drawer shows of a task: the task and its business object (title, business key, the
// process variables), its form from the form designer rendered at the task's version, and the history.
import type { TaskDetail } from '@platform/contract';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { Descriptions, Divider, Empty, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../../forms/formHost';
import { useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { HistoryTimeline } from '../progress/HistoryTimeline';

const TIME = '{y}-{m}-{d} {h}:{i}';

/** A variable's value as text: a flag in words, a structure as JSON. */
function valueText(value: unknown, t: TFunction<'common'>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function DueTime({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  if (!dueAt) return null;
  return overdue ? (
    <Space size={4}>
      <Typography.Text type="danger">{parseTime(dueAt, TIME)}</Typography.Text>
      <Tag color="error">{t('overdueTag')}</Tag>
    </Space>
  ) : (
    <span>{parseTime(dueAt, TIME)}</span>
  );
}

function TaskFacts({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      items={[
        { key: 'process', label: t('drawer.process'), children: task.definitionName },
        { key: 'task', label: t('drawer.taskName'), children: task.name },
        { key: 'title', label: t('drawer.titleLabel'), children: task.title ?? '' },
        { key: 'businessKey', label: t('drawer.businessKey'), children: task.businessKey ?? '' },
        { key: 'assignee', label: t('drawer.assignee'), children: task.assigneeName ?? t('unassigned') },
        { key: 'status', label: t('drawer.status'), children: t(`status.${task.status}`) },
        { key: 'createdAt', label: t('drawer.createdAt'), children: parseTime(task.createdAt, TIME) },
        {
          key: 'dueAt',
          label: t('drawer.dueAt'),
          children: <DueTime dueAt={task.dueAt} overdue={task.overdue} />,
        },
      ]}
    />
  );
}

function Variables({ variables }: { variables: Record<string, unknown> }) {
  const { t } = useTranslation(['workflow', 'common']);
  const entries = Object.entries(variables);
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('queue.drawer.noVariables')} />;
  }
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      items={entries.map(([name, value]) => ({
        key: name,
        label: name,
        children: valueText(value, t as unknown as TFunction<'common'>),
      }))}
    />
  );
}

/** The task's form; `editable` when the user is handling the task, read-only otherwise. */
function TaskForm({
  form,
  data,
  editable,
  formRef,
}: {
  form: NonNullable<TaskDetail['form']>;
  data: Record<string, unknown>;
  editable: boolean;
  formRef: Ref<FormRendererHandle>;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const { core } = useFormTranslates();
  const loaded = useMemo(() => loadTemplate(form.json, core), [form.json, core]);
  if ('error' in loaded) {
    return (
      <Typography.Text type="danger">{t('drawer.formFailed', { reason: loaded.error })}</Typography.Text>
    );
  }
  return (
    <FormRenderer
      ref={formRef}
      template={loaded.template}
      data={data}
      mode={editable ? 'edit' : 'disabled'}
      dataSource={formDataSource}
      uploader={formUploader}
    />
  );
}

export function TaskDetailView({
  task,
  editable,
  formRef,
}: {
  task: TaskDetail;
  editable: boolean;
  formRef: Ref<FormRendererHandle>;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  return (
    <>
      <TaskFacts task={task} />
      <Divider titlePlacement="start">{t('drawer.variables')}</Divider>
      <Variables variables={task.variables} />
      {task.form && (
        <>
          <Divider titlePlacement="start">{`${t('drawer.form')} · ${task.form.name}`}</Divider>
          <TaskForm form={task.form} data={task.variables} editable={editable} formRef={formRef} />
        </>
      )}
      <Divider titlePlacement="start">{t('drawer.history')}</Divider>
      <HistoryTimeline entries={task.history} />
    </>
  );
}
