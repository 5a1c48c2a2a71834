import type { UserInfo } from '@platform/contract';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './AvatarUpload';

export function UserCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Card title={t('profilePage.title')}>
      <Flex vertical align="center" gap="small" style={{ marginBottom: 16 }}>
        <AvatarUpload user={user} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {user.realname}
        </Typography.Title>
        {user.introduction && <Typography.Text type="secondary">{user.introduction}</Typography.Text>}
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: t('profilePage.username'), children: user.username },
          { key: 'mobile', label: t('profilePage.mobile'), children: user.mobile || t('profilePage.none') },
          { key: 'email', label: t('profilePage.email'), children: user.email || t('profilePage.none') },
          { key: 'tenant', label: t('profilePage.tenant'), children: user.tenantName },
          {
            key: 'roles',
            label: t('profilePage.roles'),
            children:
              user.roleList.map((role) => role.name).join(t('common:listSeparator')) || t('profilePage.none'),
          },
        ]}
      />
    </Card>
  );
}
