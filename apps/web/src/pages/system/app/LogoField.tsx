import { Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/upload';

export interface LogoFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The app's logo: an uploaded image (with preview), or the address of one elsewhere. */
export function LogoField({ id, value, onChange }: LogoFieldProps) {
  const { t } = useTranslation('system');
  return (
    <Flex vertical gap={8}>
      <ImageUpload
        dir="logo"
        limitSize={2}
        label={t('app.form.uploadLogo')}
        value={value?.trim() || undefined}
        onChange={(url) => onChange?.(url ?? '')}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('app.form.logoUrlPlaceholder')}
        maxLength={1000}
        allowClear
      />
    </Flex>
  );
}
