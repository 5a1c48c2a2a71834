// The changes of the audit work as mutations that show the server's words, reload every audit-work
// read, then run `after`; and the small form dialogs they are made in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { auditWorkKeys } from '../../../api/cert/audit';

export function useAuditAction<V>(run: (values: V) => Promise<{ msg: string }>, after?: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: auditWorkKeys.all });
      after?.();
    },
  });
}

export function FormModal({
  open,
  title,
  name,
  pending,
  onClose,
  width,
  children,
}: {
  open: boolean;
  title: string;
  name: string;
  pending: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ htmlType: 'submit', form: name }}
      confirmLoading={pending}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
