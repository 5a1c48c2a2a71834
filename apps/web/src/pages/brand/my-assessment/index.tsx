// Placeholder of a brand-assessment page (issue 22): its owner replaces it.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

export default function BrandMyAssessmentPage() {
  const { t } = useTranslation('brand');
  return <Card title={t('myAssessment.title')} />;
}
