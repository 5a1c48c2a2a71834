import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/account';
import { confirmPasswordRules, newPasswordRules } from '../../components/passwordRules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changing the password of the signed-in user, proven by the old one. A refusal is shown by the request client. */
export function PasswordForm() {
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await updatePassword({ oldPassword, newPassword }, { silent: false });
      form.resetFields();
      void message.success(t('profilePage.passwordChanged'));
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={(values) => void save(values)}>
      <Form.Item
        name="oldPassword"
        label={t('profilePage.oldPassword')}
        rules={[{ required: true, message: t('profilePage.oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profilePage.newPassword')}
        dependencies={['oldPassword']}
        rules={[
          ...newPasswordRules,
          // The server refuses it too (body.newPassword); said here before anything is sent.
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value === getFieldValue('oldPassword'))
                throw new Error(t('profilePage.samePassword'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profilePage.confirmPassword')}
        dependencies={['newPassword']}
        rules={confirmPasswordRules('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profilePage.save')}
      </Button>
    </Form>
  );
}
