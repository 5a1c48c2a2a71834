// Placeholder of the carbon verify page (issue 20): its owner replaces it.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

export default function Page() {
  const { t } = useTranslation('carbon');
  return <Card title={t('verify.title')} />;
}
