import type { UserInfo } from '@platform/contract';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { AvatarUpload } from './AvatarUpload';
import { profileMessages as t } from './messages';

export function UserCard({ user }: { user: UserInfo }) {
  return (
    <Card title={t.title}>
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
          { key: 'username', label: t.username, children: user.username },
          { key: 'mobile', label: t.mobile, children: user.mobile || t.none },
          { key: 'email', label: t.email, children: user.email || t.none },
          { key: 'tenant', label: t.tenant, children: user.tenantName },
          {
            key: 'roles',
            label: t.roles,
            children: user.roleList.map((role) => role.name).join('、') || t.none,
          },
        ]}
      />
    </Card>
  );
}
