import { Flex, Input } from 'antd';
import { ImageUpload } from '../../../components/upload';
import { appMessages as t } from './messages';

export interface LogoFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The app's logo: an uploaded image (with preview), or the address of one elsewhere. */
export function LogoField({ id, value, onChange }: LogoFieldProps) {
  return (
    <Flex vertical gap={8}>
      <ImageUpload
        dir="logo"
        limitSize={2}
        label={t.uploadLogo}
        value={value?.trim() || undefined}
        onChange={(url) => onChange?.(url ?? '')}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t.logoUrlPlaceholder}
        maxLength={1000}
        allowClear
      />
    </Flex>
  );
}
