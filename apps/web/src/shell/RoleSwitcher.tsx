import { DownOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleSwitch } from './roleSwitch';

/** For a user who holds several roles here: act with one of them, or with all again (spec §4 role switch). */
export function RoleSwitcher() {
  const { t } = useTranslation('shell');
  const { choices, current, currentLabel, switching, choose } = useRoleSwitch();
  if (choices.length === 0) return null;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: choices.map((choice) => ({ key: choice.key, label: choice.label })),
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button type="text" icon={<IdcardOutlined />} loading={switching} title={t('switchRole')}>
        {currentLabel}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
