import { Flex, theme } from 'antd';
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
      {/* A plain panel in the card's tokens: antd's Card brings Tabs and Skeleton to the sign-on page. */}
      <section
        style={{
          width: '100%',
          maxWidth: 420,
          padding: token.paddingXL,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          {/* Plain elements in the theme's type scale: antd's Typography would add to the sign-on page. */}
          <h1
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading4,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading4,
            }}
          >
            {PRODUCT_TITLE}
          </h1>
          {subtitle && <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>}
        </Flex>
        {children}
      </section>
    </Flex>
  );
}
