import {
  AuditOutlined,
  CloudOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
  VerifiedOutlined,
} from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The platform's five business areas (their names in the shell catalogue's homePage.areas). */
const AREAS: readonly {
  key: 'quality' | 'compliance' | 'certification' | 'carbon' | 'brand';
  icon: ReactNode;
}[] = [
  { key: 'quality', icon: <SafetyCertificateOutlined /> },
  { key: 'compliance', icon: <AuditOutlined /> },
  { key: 'certification', icon: <VerifiedOutlined /> },
  { key: 'carbon', icon: <CloudOutlined /> },
  { key: 'brand', icon: <TrophyOutlined /> },
];

export function BusinessAreas() {
  const { token } = theme.useToken();
  const { t } = useTranslation('shell');
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: token.margin,
      }}
    >
      {AREAS.map((area) => (
        <Card key={area.key} size="small" style={{ height: '100%' }}>
          <div
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 40,
              height: 40,
              marginBottom: token.marginSM,
              borderRadius: token.borderRadiusLG,
              background: token.colorPrimaryBg,
              color: token.colorPrimary,
              fontSize: 20,
            }}
          >
            {area.icon}
          </div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t(`homePage.areas.${area.key}.name`)}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t(`homePage.areas.${area.key}.description`)}
          </Typography.Paragraph>
        </Card>
      ))}
    </div>
  );
}
