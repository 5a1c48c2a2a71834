import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../app/signOn';
import { useUser } from '../stores/user';
import { shellMessages } from './messages';

/** Who is signed in, for which tenant; the way to the personal centre and out (spec §2.4). */
export function UserMenu() {
  const user = useUser((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: shellMessages.profile },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: shellMessages.logout },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/profile/index');
          else void signOut();
        },
      }}
    >
      <Flex
        role="button"
        tabIndex={0}
        aria-label={`${user.realname}（${user.tenantName}）`}
        align="center"
        gap="small"
        style={{ cursor: 'pointer', lineHeight: 1.3 }}
      >
        <Avatar src={user.avatar || undefined} icon={<UserOutlined />} />
        <Flex vertical>
          <Typography.Text strong>{user.realname}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.tenantName}
          </Typography.Text>
        </Flex>
      </Flex>
    </Dropdown>
  );
}
