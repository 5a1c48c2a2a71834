import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../../../app/browser';
import { useSession } from '../../../stores/session';
import { readAuthRedirect } from './authRedirect';

/**
 * The single-sign-on callback (/auth-redirect?token=&key=&redirect=): stores the token and app key as
 * the sign-on page does, then continues to `redirect` (a path of this site, else the home page) with a
 * full page load, so that the session is loaded there. The callback itself leaves no history entry.
 */
export function AuthRedirectPage() {
  const { t } = useTranslation('documents');
  useEffect(() => {
    const { token, appKey, target } = readAuthRedirect(window.location.search);
    const session = useSession.getState();
    if (token) session.signIn(token);
    if (appKey) session.setAppKey(appKey);
    browser.replace(target);
  }, []);
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <span>{t('exupload.authRedirect.continuing')}</span>
    </Flex>
  );
}
