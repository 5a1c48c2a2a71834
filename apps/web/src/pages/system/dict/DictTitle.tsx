import type { Dict } from '@platform/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../i18n/localName';

/** How an entry is named in the tree and in pickers: its name, its code, platform and disabled marks. */
export function DictTitle({ dict }: { dict: Dict }) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  return (
    <Space size={4}>
      <span>{localName(dict.name, dict.nameEn)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dict.code}
      </Typography.Text>
      {dict.scope === 'platform' && (
        <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
          {t('dict.platform')}
        </Tag>
      )}
      {dict.status === 0 && <Tag style={{ marginInlineEnd: 0 }}>{t('dict.disabled')}</Tag>}
    </Space>
  );
}
