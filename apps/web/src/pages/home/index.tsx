import { Flex, Layout, theme, Typography } from 'antd';
import { PRODUCT_TITLE } from '../../app/constants';
import { BusinessAreas } from './BusinessAreas';
import { homeMessages } from './messages';
import { ServiceStatusCard } from './ServiceStatusCard';

const HEADER_BACKGROUND = '#001529';

export function HomePage() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, background: HEADER_BACKGROUND }}
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading4, color: '#fff' }}>
          {PRODUCT_TITLE}
        </Typography.Title>
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: 1280, margin: '0 auto', padding: token.paddingLG }}>
        <Flex vertical gap={token.marginLG}>
          <section>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {homeMessages.introTitle}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{homeMessages.intro}</Typography.Paragraph>
            <BusinessAreas />
          </section>
          <ServiceStatusCard />
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: token.colorTextTertiary }}>
        {PRODUCT_TITLE}
      </Layout.Footer>
    </Layout>
  );
}
