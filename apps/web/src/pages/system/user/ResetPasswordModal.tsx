import type { TenantUser } from '@platform/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserPassword, type TenantScope } from '../../../api/tenant-user';
import { confirmPasswordRules, newPasswordRules } from '../../../components/passwordRules';
import { showFieldRefusals } from '../../../components/list';
import { randomPassword } from './userForm';

interface Values {
  password: string;
  confirm: string;
}

/**
 * The administrator sets a user's new password (or has one generated); the server ends the user's
 * sessions. The password is shown once afterwards, to be passed on.
 */
export function ResetPasswordModal({
  tenantId,
  user,
  onClose,
}: {
  tenantId: TenantScope;
  user: TenantUser | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [done, setDone] = useState<string | undefined>(undefined);
  const reset = useMutation({
    mutationFn: (values: Values) => resetUserPassword(tenantId, user!.id, values.password),
    onSuccess: ({ msg }, values) => {
      void message.success(msg);
      setDone(values.password);
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const close = () => {
    setDone(undefined);
    onClose();
  };

  return (
    <Modal
      title={user ? t('user.resetTitle', { name: user.username }) : ''}
      open={user !== undefined}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            {t('user.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('user.cancel')}</Button>
            <Button type="primary" loading={reset.isPending} onClick={() => form.submit()}>
              {t('user.save')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <Alert
          type="success"
          showIcon
          title={
            <>
              {t('user.passwordReset')}
              <Typography.Text code copyable>
                {done}
              </Typography.Text>
            </>
          }
        />
      ) : (
        <Form
          name="resetPassword"
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) => reset.mutate(values)}
        >
          <Alert type="info" showIcon title={t('user.resetHint')} style={{ marginBottom: 16 }} />
          <Form.Item label={t('user.newPassword')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="password" noStyle rules={newPasswordRules}>
                <Input.Password
                  aria-label={t('user.newPassword')}
                  maxLength={64}
                  autoComplete="new-password"
                />
              </Form.Item>
              <Button
                onClick={() => {
                  const password = randomPassword();
                  form.setFieldsValue({ password, confirm: password });
                }}
              >
                {t('user.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('user.confirmPassword')}
            dependencies={['password']}
            rules={confirmPasswordRules('password')}
          >
            <Input.Password maxLength={64} autoComplete="new-password" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
