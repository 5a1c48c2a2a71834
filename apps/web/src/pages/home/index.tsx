import { Flex, theme, Typography } from 'antd';
import { PRODUCT_TITLE } from '../../app/constants';
import { BusinessAreas } from './BusinessAreas';
import { homeMessages } from './messages';
import { ServiceStatusCard } from './ServiceStatusCard';

export default function HomePage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 1280 }}>
      <section>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {PRODUCT_TITLE}
        </Typography.Title>
        <Typography.Title level={3}>{homeMessages.introTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{homeMessages.intro}</Typography.Paragraph>
        <BusinessAreas />
      </section>
      <ServiceStatusCard />
    </Flex>
  );
}
