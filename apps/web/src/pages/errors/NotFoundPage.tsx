import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('errorPages.notFoundTitle')}
      subTitle={t('errorPages.notFoundSubtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errorPages.backHome')}
        </Button>
      }
    />
  );
}
