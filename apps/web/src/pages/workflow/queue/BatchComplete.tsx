// 批量完成: completes the checked tasks of 我的待办 with one optional comment, then says how many were
// completed and why each of the others was not.
import type { BatchResult, TaskSummary } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { taskQueryKeys } from './taskQueries';

export function BatchCompleteModal({
  tasks,
  open,
  onClose,
}: {
  tasks: readonly TaskSummary[];
  open: boolean;
  onClose: (completed: boolean) => void;
}) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue.batch' });
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);

  const report = (result: BatchResult) => {
    const names = new Map(tasks.map((task) => [task.id, task.title ?? task.name]));
    modal[result.failed.length > 0 ? 'warning' : 'success']({
      title: t('resultTitle'),
      content: (
        <>
          <Typography.Paragraph>
            {t('summary', { completed: result.completed.length, failed: result.failed.length })}
          </Typography.Paragraph>
          {result.failed.length > 0 && (
            <ul style={{ paddingInlineStart: 20, margin: 0 }}>
              {result.failed.map((failure) => (
                <li key={failure.id}>
                  {t('failedItem', { name: names.get(failure.id) ?? failure.id, reason: failure.reason })}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    });
  };

  const submit = async () => {
    setSaving(true);
    try {
      const result = await workflowApi.batchComplete(
        tasks.map((task) => task.id),
        comment.trim() || undefined,
      );
      report(result);
      setComment('');
      onClose(true);
    } catch {
      // The request client has said why.
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.all });
    }
  };

  return (
    <Modal
      title={t('confirmTitle')}
      open={open}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      confirmLoading={saving}
    >
      <Typography.Paragraph>{t('confirm', { count: tasks.length })}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('comment')}
        placeholder={t('comment')}
        rows={3}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
