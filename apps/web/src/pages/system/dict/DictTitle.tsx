import type { Dict } from '@platform/contract';
import { Space, Tag, Typography } from 'antd';
import { dictMessages as t } from './messages';

/** How an entry is named in the tree and in pickers: its name, its code, platform and disabled marks. */
export function DictTitle({ dict }: { dict: Dict }) {
  return (
    <Space size={4}>
      <span>{dict.name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dict.code}
      </Typography.Text>
      {dict.scope === 'platform' && (
        <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
          {t.platform}
        </Tag>
      )}
      {dict.status === 0 && <Tag style={{ marginInlineEnd: 0 }}>{t.disabled}</Tag>}
    </Space>
  );
}
