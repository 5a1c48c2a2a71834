import { Flex } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useSsoApp } from '../../../api/account';
import { appKeyFromRedirect } from '../../../app/sso';
import { AuthLayout } from '../AuthLayout';
import { authMessages } from '../messages';
import { AuthTabs } from './AuthTabs';
import { enterApp } from './enterApp';
import { PasswordSignIn } from './PasswordSignIn';
import { SmsSignIn } from './SmsSignIn';

/**
 * The single-sign-on page: signs the user in and hands the session to the app named by the
 * `redirect=appkey%3D{key}` parameter, or to the user's first app.
 */
export default function SsoPage() {
  const [params] = useSearchParams();
  const wantedAppKey = appKeyFromRedirect(params.get('redirect'));
  const { data: app } = useSsoApp(wantedAppKey);
  // On success the browser is leaving, so the form stays busy; a user who may use no app at all is
  // told so where the form shows its errors.
  const onSignedIn = async (token: string) => {
    if ((await enterApp(token, wantedAppKey)) === 'noApps') throw new Error(authMessages.noApps);
  };

  return (
    <AuthLayout subtitle={app ? authMessages.signingInto(app.name) : undefined}>
      <AuthTabs
        items={[
          {
            key: 'password',
            label: authMessages.passwordTab,
            children: <PasswordSignIn onSignedIn={onSignedIn} />,
          },
          { key: 'sms', label: authMessages.smsTab, children: <SmsSignIn onSignedIn={onSignedIn} /> },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Link to={{ pathname: '/chancgePassword', search: params.toString() ? `?${params}` : '' }}>
          {authMessages.forgotPassword}
        </Link>
      </Flex>
    </AuthLayout>
  );
}
