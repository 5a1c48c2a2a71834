import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_TITLE } from '../../app/constants';

/** The frame of the signed-out pages: the product's name over one card. */
export function AuthLayout({ subtitle, children }: { subtitle?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: token.paddingLG,
        background: `linear-gradient(160deg, #001529 0%, #0b3a6b 55%, ${token.colorPrimary} 130%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: token.paddingXL } }}>
        <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
            {PRODUCT_TITLE}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}
