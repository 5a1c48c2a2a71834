import { ConfigProvider, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/**
 * The frame of the signed-out pages: the product's name over one card, and the language switch in the
 * page's top right corner.
 */
export function AuthLayout({ subtitle, children }: { subtitle?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        position: 'relative',
        minHeight: '100vh',
        padding: token.paddingLG,
        background: `linear-gradient(160deg, #001529 0%, #0b3a6b 55%, ${token.colorPrimary} 130%)`,
      }}
    >
      <div style={{ position: 'absolute', top: token.paddingSM, insetInlineEnd: token.paddingSM }}>
        <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
          <LanguageSwitch />
        </ConfigProvider>
      </div>
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
            {t('productTitle')}
          </h1>
          {subtitle && <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>}
        </Flex>
        {children}
      </section>
    </Flex>
  );
}
