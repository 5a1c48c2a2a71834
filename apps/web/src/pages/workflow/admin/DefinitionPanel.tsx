import { Badge, Card, Empty, Flex, Menu, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProcessEntry } from './queries';

const ALL = '';

/**
 * The tenant's processes with how many of their instances run, have finished and carry incidents;
 * choosing one (or all of them) is what the instance list shows.
 */
export function DefinitionPanel({
  entries,
  loading,
  selected,
  onSelect,
}: {
  entries: readonly ProcessEntry[] | undefined;
  loading: boolean;
  /** The chosen process key; undefined for all of them. */
  selected: string | undefined;
  onSelect: (key: string | undefined) => void;
}) {
  const { t } = useTranslation('workflow');
  const items = [
    {
      key: ALL,
      label: <Typography.Text strong={selected === undefined}>{t('admin.definitions.all')}</Typography.Text>,
    },
    ...(entries ?? []).map((entry) => ({
      key: entry.key,
      style: { height: 'auto', lineHeight: 1.5, paddingBlock: 8 },
      label: (
        <Flex vertical gap={4}>
          <Space size={4}>
            <Typography.Text ellipsis style={{ maxWidth: 180 }} data-user-data>
              {entry.name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('admin.definitions.version', { version: entry.version })}
            </Typography.Text>
          </Space>
          <Space size={4} wrap>
            <Tag color="processing">{t('admin.definitions.running', { count: entry.running })}</Tag>
            <Tag>{t('admin.definitions.finished', { count: entry.finished })}</Tag>
            {entry.incidents > 0 && (
              <Badge status="error" text={t('admin.definitions.incidents', { count: entry.incidents })} />
            )}
          </Space>
        </Flex>
      ),
    })),
  ];
  return (
    <Card size="small" title={t('admin.definitions.title')} styles={{ body: { padding: 4 } }}>
      <Spin spinning={loading}>
        <Menu
          mode="inline"
          aria-label={t('admin.definitions.title')}
          style={{ borderInlineEnd: 'none' }}
          selectedKeys={[selected ?? ALL]}
          items={items}
          onClick={({ key }) => onSelect(key === ALL ? undefined : key)}
        />
        {!loading && entries?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.definitions.empty')} />
        )}
      </Spin>
    </Card>
  );
}
