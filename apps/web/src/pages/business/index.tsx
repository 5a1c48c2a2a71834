// Placeholder of the portal page (issue 19): its owner replaces it.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

export default function Page() {
  const { t } = useTranslation('business');
  return <Card title={t('portal.title')} />;
}
