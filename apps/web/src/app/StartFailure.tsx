import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { goToSignOn } from './signOn';

/** The session could not be loaded (spec §2.3): the token is gone, so signing in again is the way on. */
export function StartFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={message}
      extra={
        <Button type="primary" onClick={() => void goToSignOn()}>
          {t('app.relogin')}
        </Button>
      }
    />
  );
}
