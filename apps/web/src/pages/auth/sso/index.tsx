import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSsoApp } from '../../../api/account';
import { appKeyFromRedirect } from '../../../app/sso';
import { localName } from '../../../i18n/localName';
import { AuthLayout } from '../AuthLayout';
import { AuthTabs } from './AuthTabs';
import { enterApp } from './enterApp';
import { PasswordSignIn } from './PasswordSignIn';
import { SmsSignIn } from './SmsSignIn';

/**
 * The single-sign-on page: signs the user in and hands the session to the app named by the
 * `redirect=appkey%3D{key}` parameter, or to the user's first app.
 */
export default function SsoPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const wantedAppKey = appKeyFromRedirect(params.get('redirect'));
  const { data: app } = useSsoApp(wantedAppKey);
  // On success the browser is leaving, so the form stays busy; a user who may use no app at all is
  // told so where the form shows its errors.
  const onSignedIn = async (token: string) => {
    if ((await enterApp(token, wantedAppKey)) === 'noApps') throw new Error(t('noApps'));
  };

  return (
    <AuthLayout subtitle={app ? t('signingInto', { app: localName(app.name, app.nameEn) }) : undefined}>
      <AuthTabs
        items={[
          {
            key: 'password',
            label: t('passwordTab'),
            children: <PasswordSignIn onSignedIn={onSignedIn} />,
          },
          { key: 'sms', label: t('smsTab'), children: <SmsSignIn onSignedIn={onSignedIn} /> },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Link to={{ pathname: '/chancgePassword', search: params.toString() ? `?${params}` : '' }}>
          {t('forgotPassword')}
        </Link>
      </Flex>
      <Flex justify="center" gap={16} style={{ marginTop: 24, fontSize: 12 }}>
        <a href="/privacypolicy" target="_blank" rel="noopener">
          {t('privacyPolicy')}
        </a>
        <a href="/termsofservice" target="_blank" rel="noopener">
          {t('termsOfService')}
        </a>
      </Flex>
    </AuthLayout>
  );
}
