import { Select, Space } from 'antd';
import { MENU_ICON_NAMES, menuIcon } from '../../../shell/menuIcons';

export interface IconPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
}

const options = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space size={8}>
      {menuIcon(name)}
      <span>{name}</span>
    </Space>
  ),
}));

/**
 * Picks one of the @ant-design/icons the shell can draw for a menu entry or an app logo (the names of
 * shell/menuIcons), searchable by name; a name the shell does not know is kept and shown as it is.
 */
export function IconPicker({ id, value, onChange, placeholder }: IconPickerProps) {
  const known = !value || MENU_ICON_NAMES.includes(value);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next || undefined)}
      options={known ? options : [{ value, label: value }, ...options]}
      placeholder={placeholder}
      showSearch={{
        filterOption: (input, option) => String(option?.value).includes(input.trim().toLowerCase()),
      }}
      allowClear
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      listHeight={320}
    />
  );
}
