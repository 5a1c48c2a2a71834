import { DownOutlined, IdcardOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { switchRole } from '../app/boot';
import { useUser } from '../stores/user';
import { shellMessages } from './messages';

/** For a user who holds several roles here: act with one of them (spec §4 role switch). */
export function RoleSwitcher() {
  const user = useUser((state) => state.user);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [switching, setSwitching] = useState(false);
  if (!user || user.roleList.length <= 1) return null;

  const current = user.roleList.find((role) => role.id === user.currentRoleId);
  const choose = async (roleId: string) => {
    if (roleId === user.currentRoleId) return;
    setSwitching(true);
    try {
      await switchRole(roleId);
      // Whatever was cached belonged to the previous role.
      queryClient.clear();
      void message.success(shellMessages.roleSwitched);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: user.roleList.map((role) => ({ key: role.id, label: role.name })),
        selectable: true,
        selectedKeys: user.currentRoleId ? [user.currentRoleId] : [],
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button type="text" icon={<IdcardOutlined />} loading={switching} title={shellMessages.switchRole}>
        {current?.name ?? shellMessages.allRoles}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
