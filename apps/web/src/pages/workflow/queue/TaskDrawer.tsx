// 办理: the task drawer. It shows the task (TaskDetailView) and, to the user handling it, the comment and
// the actions: complete (with the validated form data), return, reject (both need a reason), delegate.
// A candidate sees 认领 instead; a task already done is read only. When someone else got there first
// (409) the drawer closes and the queue is refreshed.
import type { FormRendererHandle } from '@platform/form-renderer';
import { App, Button, Drawer, Flex, Form, Input, Result, Space, Spin, Tooltip } from 'antd';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { taskActions } from '../../../api/workflow';
import { useAppState } from '../../../stores/appState';
import { FormTexts } from '../../forms/FormTexts';
import { ExternalUploadButton } from '../../system/external-upload/ExternalUploadButton';
import { DelegateModal } from './DelegateModal';
import { TaskDetailView } from './TaskDetailView';
import { useTaskDetail } from './taskQueries';
import { useTaskCall, type TaskCallResult } from './useTaskCall';

/** handle: the user holds the task; claim: they may claim it first; view: read only. */
export type DrawerMode = 'handle' | 'claim' | 'view';

const DRAWER_WIDTH = 760;

export interface OpenTask {
  id: string;
  mode: DrawerMode;
}

export function TaskDrawer({
  task: opened,
  onModeChange,
  onClose,
}: {
  task: OpenTask | undefined;
  onModeChange: (mode: DrawerMode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const mobile = useAppState((state) => state.device === 'mobile');
  const detail = useTaskDetail(opened?.id);
  const formRef = useRef<FormRendererHandle>(null);
  const mode = opened?.mode ?? 'view';
  return (
    <Drawer
      title={mode === 'handle' ? t('drawer.title') : t('drawer.viewTitle')}
      open={opened !== undefined}
      onClose={onClose}
      size={mobile ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      extra={
        opened && detail.data?.status === 'open' ? (
          <ExternalUploadButton
            target={{ targetKind: 'task', targetId: opened.id }}
            defaultTitle={detail.data.title ?? detail.data.name}
          />
        ) : undefined
      }
      footer={
        opened && detail.data ? (
          <TaskActions
            key={`${opened.id}-${mode}`}
            taskId={opened.id}
            mode={mode}
            returnTo={detail.data.returnTo}
            name={detail.data.title ?? detail.data.definitionName}
            form={detail.data.form === null ? undefined : formRef}
            onClaimed={() => onModeChange('handle')}
            onDone={onClose}
          />
        ) : undefined
      }
    >
      {detail.data ? (
        <FormTexts>
          <TaskDetailView task={detail.data} editable={mode === 'handle'} formRef={formRef} />
        </FormTexts>
      ) : detail.isError ? (
        <Result status="warning" subTitle={detail.error.message} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
    </Drawer>
  );
}

function TaskActions({
  taskId,
  mode,
  returnTo,
  name,
  form,
  onClaimed,
  onDone,
}: {
  taskId: string;
  mode: DrawerMode;
  returnTo: string | null;
  name: string;
  /** The task form's handle, when the task has a form. */
  form: RefObject<FormRendererHandle | null> | undefined;
  onClaimed: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const { message, modal } = App.useApp();
  const run = useTaskCall();
  const [comment, setComment] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [delegating, setDelegating] = useState(false);

  const finish = async (call: () => Promise<string>): Promise<TaskCallResult> => {
    setBusy(true);
    const result = await run(call);
    setBusy(false);
    if (result !== 'failed') onDone();
    return result;
  };

  if (mode === 'view') return null;
  if (mode === 'claim') {
    return (
      <Flex justify="flex-end">
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            void (async () => {
              setBusy(true);
              const result = await run(() => taskActions.claim(taskId));
              setBusy(false);
              if (result === 'done') onClaimed();
              else if (result === 'conflict') onDone();
            })()
          }
        >
          {t('drawer.claim')}
        </Button>
      </Flex>
    );
  }

  const trimmed = comment.trim();
  const withReason = (action: () => void) => () => {
    if (!trimmed) {
      setReasonMissing(true);
      return;
    }
    action();
  };

  const complete = async () => {
    let formData: Record<string, unknown> | undefined;
    if (form?.current) {
      try {
        formData = await form.current.getData();
      } catch {
        void message.error(t('drawer.formInvalid'));
        return;
      }
    }
    // The server validates the form data against the task's form version and makes it process variables.
    await finish(() => taskActions.complete({ id: taskId, formData, comment: trimmed || undefined }));
  };

  return (
    <>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('drawer.comment')}
          validateStatus={reasonMissing && !trimmed ? 'error' : undefined}
          help={reasonMissing && !trimmed ? t('drawer.commentRequired') : undefined}
          style={{ marginBottom: 12 }}
        >
          <Input.TextArea
            aria-label={t('drawer.comment')}
            placeholder={t('drawer.commentPlaceholder')}
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Form.Item>
      </Form>
      <Flex justify="flex-end">
        <Space wrap>
          <Button onClick={() => setDelegating(true)} disabled={busy}>
            {t('drawer.delegate')}
          </Button>
          <Tooltip title={returnTo === null ? t('drawer.noReturn') : undefined}>
            <Button
              disabled={busy || returnTo === null}
              onClick={withReason(() => void finish(() => taskActions.returnTask(taskId, trimmed)))}
            >
              {t('drawer.return')}
            </Button>
          </Tooltip>
          <Button
            danger
            disabled={busy}
            onClick={withReason(() =>
              modal.confirm({
                title: t('drawer.reject'),
                content: t('drawer.rejectConfirm', { name }),
                okButtonProps: { danger: true },
                onOk: () => finish(() => taskActions.reject(taskId, trimmed)),
              }),
            )}
          >
            {t('drawer.reject')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void complete()}>
            {t('drawer.complete')}
          </Button>
        </Space>
      </Flex>
      <DelegateModal
        taskId={taskId}
        open={delegating}
        run={run}
        onClose={(delegated) => {
          setDelegating(false);
          if (delegated) onDone();
        }}
      />
    </>
  );
}
