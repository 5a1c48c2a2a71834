import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByMobile, sendLoginSms } from '../../../api/account';
import { refusalOf } from '../../../api/refusal';
import { RequestError } from '../../../api/request';
import { MobileField, SmsCodeField } from '../SmsFields';
import { ChallengeNotice } from './ChallengeNotice';
import { useChallenge } from './useChallenge';

interface Values {
  mobile: string;
  code: string;
}

/**
 * Mobile number and SMS code. An address with many failed sign-ins must solve a proof-of-work
 * challenge before a code is sent to it: the browser solves it and asks again, once.
 */
export function SmsSignIn({ onSignedIn }: { onSignedIn(token: string): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { t } = useTranslation('auth');
  const challenge = useChallenge();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (mobile: string) => {
    try {
      return await sendLoginSms({ mobile });
    } catch (failure) {
      if (!refusalOf(failure, 'query.code')) throw failure;
    }
    const code = await challenge.solveNow();
    return sendLoginSms({ mobile, ...(code ? { code } : {}) });
  };

  const sendCode = async (): Promise<number | undefined> => {
    setError(undefined);
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile;
    } catch {
      return undefined;
    }
    try {
      const sent = await send(mobile.trim());
      void message.success(t('smsSent'));
      return sent.resendAfterSeconds;
    } catch (failure) {
      // A challenge that could not be solved says so itself (ChallengeNotice).
      if (failure instanceof RequestError) setError(failure.message);
      return undefined;
    }
  };

  const submit = async ({ mobile, code }: Values) => {
    setError(undefined);
    setBusy(true);
    let token: string;
    try {
      token = await loginByMobile({ mobile: mobile.trim(), code });
    } catch (failure) {
      setBusy(false);
      const codeProblem = refusalOf(failure, 'body.code');
      if (codeProblem) form.setFields([{ name: 'code', errors: [codeProblem] }]);
      else setError((failure as Error).message);
      return;
    }
    try {
      await onSignedIn(token);
    } catch (failure) {
      setBusy(false);
      setError((failure as Error).message);
    }
  };

  return (
    <Form form={form} size="large" onFinish={(values) => void submit(values)} disabled={busy}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <MobileField />
      <SmsCodeField onSend={sendCode} />
      <ChallengeNotice status={challenge.status} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
