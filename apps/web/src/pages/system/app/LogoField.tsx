import { Avatar, Input, Space } from 'antd';
import { appMessages as t } from './messages';

export interface LogoFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The app's logo as an image address, with the image it points at. */
export function LogoField({ id, value, onChange }: LogoFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Avatar
        shape="square"
        size={32}
        src={value?.trim() || '/favicon.svg'}
        alt=""
        style={{ flex: 'none' }}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t.logoUrlPlaceholder}
        maxLength={1000}
      />
    </Space.Compact>
  );
}
