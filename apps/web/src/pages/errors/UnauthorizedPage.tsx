import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { goToSignOn, signOut } from '../../app/signOn';
import { useSession } from '../../stores/session';
import { useTranslation } from 'react-i18next';

/**
 * The 401 page (spec §2.2). Signing in again ends the refused session first, if there still is one,
 * so that single sign-on asks for an account instead of handing the same one back.
 */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const signInAgain = () => void (useSession.getState().token ? signOut() : goToSignOn());
  return (
    <Result
      status="403"
      title={t('errorPages.unauthorizedTitle')}
      subTitle={t('errorPages.unauthorizedSubtitle')}
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/')}>
            {t('errorPages.backHome')}
          </Button>
          <Button onClick={signInAgain}>{t('errorPages.relogin')}</Button>
        </Space>
      }
    />
  );
}
