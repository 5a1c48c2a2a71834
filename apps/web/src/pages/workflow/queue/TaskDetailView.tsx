// What the task drawer shows of a task: the task and its business object (title, business key, the
// process variables), its form from the form designer rendered at the task's version, and the history.
import type { TaskDetail } from '@platform/contract';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { Descriptions, Divider, Empty, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../../forms/formHost';
import { useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { HistoryTimeline } from '../progress/HistoryTimeline';

const TIME = '{y}-{m}-{d} {h}:{i}';

/** Words that come from the process, its users or its data: shown as they are, marked as user data. */
const data = (text: ReactNode) => <span data-user-data>{text}</span>;

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
        { key: 'process', label: t('drawer.process'), children: data(task.definitionName) },
        { key: 'task', label: t('drawer.taskName'), children: data(task.name) },
        { key: 'title', label: t('drawer.titleLabel'), children: data(task.title) },
        { key: 'businessKey', label: t('drawer.businessKey'), children: data(task.businessKey) },
        {
          key: 'assignee',
          label: t('drawer.assignee'),
          children: task.assigneeName ? data(task.assigneeName) : t('unassigned'),
        },
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
        label: data(name),
        children:
          typeof value === 'boolean'
            ? valueText(value, t as unknown as TFunction<'common'>)
            : data(valueText(value, t as unknown as TFunction<'common'>)),
      }))}
    />
  );
}

/** The task's form; `editable` when the user is handling the task, read-only otherwise. */
function TaskForm({
  form,
  values,
  editable,
  formRef,
}: {
  form: NonNullable<TaskDetail['form']>;
  values: Record<string, unknown>;
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
  // The template's labels and options are the form designer's words.
  return (
    <div data-user-data>
      <FormRenderer
        ref={formRef}
        template={loaded.template}
        data={values}
        mode={editable ? 'edit' : 'disabled'}
        dataSource={formDataSource}
        uploader={formUploader}
      />
    </div>
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
          <Divider titlePlacement="start">
            {t('drawer.form')} · {data(task.form.name)}
          </Divider>
          <TaskForm form={task.form} values={task.variables} editable={editable} formRef={formRef} />
        </>
      )}
      <Divider titlePlacement="start">{t('drawer.history')}</Divider>
      <HistoryTimeline entries={task.history} />
    </>
  );
}
