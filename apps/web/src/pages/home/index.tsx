import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessAreas } from './BusinessAreas';
import { ServiceStatusCard } from './ServiceStatusCard';
import { Workbench } from './Workbench';

export default function HomePage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 1280 }}>
      <section>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('common:productTitle')}
        </Typography.Title>
        <Workbench />
      </section>
      <section>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('homePage.introTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('homePage.intro')}</Typography.Paragraph>
        <BusinessAreas />
      </section>
      <ServiceStatusCard />
    </Flex>
  );
}
