import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
// The input parts the form uses, not antd's Input with TextArea, Search and OTP attached: the sign-on
// page's download stays within its budget.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../../api/account';
import { refusalOf } from '../../../api/refusal';
import { RequestError } from '../../../api/request';
import { ChallengeNotice } from './ChallengeNotice';
import { useChallenge } from './useChallenge';

interface Values {
  username: string;
  password: string;
}

/**
 * Username and password. After a failed attempt the server asks a proof-of-work challenge of this
 * account from this address: the browser solves it at once, and an attempt the server refuses for
 * want of a solution is solved and sent again, once.
 */
export function PasswordSignIn({ onSignedIn }: { onSignedIn(token: string): Promise<void> }) {
  const { t } = useTranslation('auth');
  const challenge = useChallenge();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const attempt = async (username: string, pwd: string): Promise<string> => {
    const code = await challenge.take(username);
    try {
      return await login({ username, pwd, ...(code ? { code } : {}) });
    } catch (failure) {
      if (!refusalOf(failure, 'body.code')) throw failure;
    }
    const solved = await challenge.solveNow(username);
    return login({ username, pwd, ...(solved ? { code: solved } : {}) });
  };

  const submit = async ({ username, password }: Values) => {
    setError(undefined);
    setBusy(true);
    const name = username.trim();
    let token: string;
    try {
      token = await attempt(name, password);
    } catch (failure) {
      setBusy(false);
      // The next attempt of this account from here needs a challenge: its work starts now.
      if (refusalOf(failure, 'body.pwd') || refusalOf(failure, 'body.code')) challenge.prepare(name);
      // A challenge that could not be solved says so itself (ChallengeNotice).
      if (failure instanceof RequestError) setError(failure.message);
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
    <Form size="large" onFinish={(values: Values) => void submit(values)} disabled={busy}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('username')}
          aria-label={t('username')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('password')}
          aria-label={t('password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <ChallengeNotice status={challenge.status} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
