import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sendResetSms, updatePassword } from '../../../api/account';
import { refusalOf } from '../../../api/refusal';
import { confirmPasswordRules, newPasswordRules } from '../../../components/passwordRules';
import { AuthLayout } from '../AuthLayout';
import { MobileField, SmsCodeField } from '../SmsFields';

interface Values {
  mobile: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/** Public password reset by SMS code (spec §2.2 /chancgePassword). */
export default function ChangePasswordPage() {
  const { message } = App.useApp();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Back to the sign-on page, still on the way to the app it was opened for.
  const signOnLink = { pathname: '/sso', search: params.toString() ? `?${params}` : '' };

  const sendCode = async (): Promise<number | undefined> => {
    setError(undefined);
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return undefined;
    }
    try {
      const sent = await sendResetSms(mobile);
      void message.success(t('smsSent'));
      return sent.resendAfterSeconds;
    } catch (failure) {
      setError((failure as Error).message);
      return undefined;
    }
  };

  const submit = async ({ mobile, code, newPassword }: Values) => {
    setError(undefined);
    setBusy(true);
    try {
      await updatePassword({ mobile: mobile.trim(), code, newPassword }, { silent: true });
      setDone(true);
    } catch (failure) {
      const codeProblem = refusalOf(failure, 'body.code');
      const passwordProblem = refusalOf(failure, 'body.newPassword');
      if (codeProblem) form.setFields([{ name: 'code', errors: [codeProblem] }]);
      else if (passwordProblem) form.setFields([{ name: 'newPassword', errors: [passwordProblem] }]);
      else setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout subtitle={t('resetTitle')}>
      {done ? (
        <Result
          status="success"
          title={t('resetDone')}
          subTitle={t('resetDoneHint')}
          extra={
            <Button type="primary" onClick={() => void navigate(signOnLink)}>
              {t('backToSignIn')}
            </Button>
          }
        />
      ) : (
        <Form form={form} size="large" onFinish={(values) => void submit(values)} disabled={busy}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
          <MobileField />
          <SmsCodeField onSend={sendCode} />
          <Form.Item name="newPassword" rules={newPasswordRules}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('newPassword')}
              aria-label={t('newPassword')}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={confirmPasswordRules('newPassword')}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('confirmPassword')}
              aria-label={t('confirmPassword')}
              autoComplete="new-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('resetSubmit')}
          </Button>
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Link to={signOnLink}>{t('backToSignIn')}</Link>
          </Flex>
        </Form>
      )}
    </AuthLayout>
  );
}
