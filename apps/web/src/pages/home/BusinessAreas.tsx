import {
  AuditOutlined,
  CloudOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
  VerifiedOutlined,
} from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { businessAreas, type BusinessArea } from './messages';

const areaIcons: Record<BusinessArea['key'], ReactNode> = {
  quality: <SafetyCertificateOutlined />,
  compliance: <AuditOutlined />,
  certification: <VerifiedOutlined />,
  carbon: <CloudOutlined />,
  brand: <TrophyOutlined />,
};

export function BusinessAreas() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: token.margin,
      }}
    >
      {businessAreas.map((area) => (
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
            {areaIcons[area.key]}
          </div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {area.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {area.description}
          </Typography.Paragraph>
        </Card>
      ))}
    </div>
  );
}
