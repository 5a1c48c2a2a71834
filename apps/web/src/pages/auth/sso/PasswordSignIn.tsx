import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from '../../../api/account';
import { refusalOf } from '../../../api/refusal';
import { authMessages } from '../messages';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

interface Values {
  username: string;
  password: string;
  code?: string;
}

/** Username and password, and the image captcha once the server asks for it. */
export function PasswordSignIn({ onSignedIn }: { onSignedIn(token: string): Promise<void> }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha(true);
  // After a failed attempt the server demands the captcha for this account and address.
  const [failedOnce, setFailedOnce] = useState(false);
  const [error, setError] = useState<string>();
  const [captchaRefusal, setCaptchaRefusal] = useState<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const captchaShown = failedOnce || Boolean(captcha.current?.captchaEnabled);

  const submit = async ({ username, password, code }: Values) => {
    setError(undefined);
    setBusy(true);
    const name = username.trim();
    let token: string;
    try {
      token = await login({
        username: name,
        pwd: password,
        ...(captchaShown ? { code: code?.trim(), uuid: captcha.current?.uuid } : {}),
      });
    } catch (failure) {
      setBusy(false);
      setFailedOnce(true);
      // A captcha is good for one attempt: every failure needs a new one.
      captcha.refresh(name);
      const captchaProblem = refusalOf(failure, 'body.code');
      if (captchaProblem) setCaptchaRefusal({ reason: captchaProblem });
      else {
        form.setFieldValue('code', '');
        setError((failure as Error).message);
      }
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
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: authMessages.usernameRequired }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={authMessages.username}
          aria-label={authMessages.username}
          autoComplete="username"
          onBlur={(event) => captcha.refreshFor(event.target.value.trim())}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: authMessages.passwordRequired }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={authMessages.password}
          aria-label={authMessages.password}
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaShown && <CaptchaField name="code" captcha={captcha} refusal={captchaRefusal} />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {authMessages.signIn}
      </Button>
    </Form>
  );
}
