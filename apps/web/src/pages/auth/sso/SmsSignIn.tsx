import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { loginByMobile, sendLoginSms } from '../../../api/account';
import { refusalOf } from '../../../api/refusal';
import { authMessages } from '../messages';
import { MobileField, SmsCodeField } from '../SmsFields';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

interface Values {
  mobile: string;
  code: string;
  captcha?: string;
}

/** Mobile number and SMS code; sending a code may need the image captcha when the server asks. */
export function SmsSignIn({ onSignedIn }: { onSignedIn(token: string): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha(false);
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const [error, setError] = useState<string>();
  const [captchaRefusal, setCaptchaRefusal] = useState<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (): Promise<number | undefined> => {
    setError(undefined);
    let values: Pick<Values, 'mobile' | 'captcha'>;
    try {
      values = await form.validateFields(captchaDemanded ? ['mobile', 'captcha'] : ['mobile']);
    } catch {
      return undefined;
    }
    try {
      const sent = await sendLoginSms({
        mobile: values.mobile.trim(),
        ...(captchaDemanded ? { code: values.captcha?.trim(), uuid: captcha.current?.uuid } : {}),
      });
      void message.success(authMessages.smsSent);
      return sent.resendAfterSeconds;
    } catch (failure) {
      const captchaProblem = refusalOf(failure, 'body.code') ?? refusalOf(failure, 'query.code');
      if (captchaDemanded || captchaProblem) captcha.refresh();
      if (captchaProblem) {
        setCaptchaDemanded(true);
        setCaptchaRefusal({ reason: captchaProblem });
      } else setError((failure as Error).message);
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
      {captchaDemanded && <CaptchaField name="captcha" captcha={captcha} refusal={captchaRefusal} />}
      <SmsCodeField onSend={sendCode} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {authMessages.signIn}
      </Button>
    </Form>
  );
}
