// Placeholder of a certification page (issue 21): its owner replaces it.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

export default function CertDecisionPage() {
  const { t } = useTranslation('cert');
  return <Card title={t('decision.title')} />;
}
