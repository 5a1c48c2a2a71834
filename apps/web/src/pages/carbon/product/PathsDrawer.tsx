// A product's life-cycle paths (one per year and boundary, ISO 14067) with their totals and
// footprints per declared unit, the path editor, and the product's border emissions (CBAM).
import type { CarbonPathDetail, CarbonProduct } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { RowAction } from '../../../components/list';
import { carbonLabel, formatDecimal } from '../components';
import { BorderEmissionsCard } from './BorderEmissionsCard';
import { PathEditor } from './PathEditor';
import { productQueryKeys, usePaths } from './queries';

export function PathsDrawer({
  product,
  onClose,
}: {
  product: CarbonProduct | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['carbon', 'common']);
  return (
    <Drawer
      open={product !== undefined}
      onClose={onClose}
      size={960}
      destroyOnHidden
      title={product ? t('product.paths.title', { name: product.name }) : undefined}
    >
      {product && <ProductPaths product={product} />}
    </Drawer>
  );
}

function ProductPaths({ product }: { product: CarbonProduct }) {
  const { t } = useTranslation(['carbon', 'common']);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const paths = usePaths(product.id);
  const [editing, setEditing] = useState<string | null>();
  const years = [...new Set((paths.data ?? []).map((path) => path.year))].sort((a, b) => b - a);
  const remove = (path: CarbonPathDetail) =>
    modal.confirm({
      title: t('common:systemNotice'),
      content: t('product.paths.removeConfirm', { name: path.name }),
      okButtonProps: { danger: true },
      onOk: () =>
        carbonApi.removePath(path.id).then(
          () => {
            void message.success(t('product.removed'));
            void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
          },
          () => undefined,
        ),
    });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('product.paths.add')}
          </Button>
        }
      >
        <Table<CarbonPathDetail>
          rowKey="id"
          size="small"
          loading={paths.isFetching}
          dataSource={paths.data ?? []}
          pagination={false}
          locale={{ emptyText: t('product.paths.empty') }}
          columns={[
            {
              key: 'name',
              title: t('product.paths.columns.name'),
              dataIndex: 'name',
              render: (name: string) => <span data-user-data>{name}</span>,
            },
            { key: 'year', title: t('product.paths.columns.year'), dataIndex: 'year', width: 80 },
            {
              key: 'boundary',
              title: t('product.paths.columns.boundary'),
              dataIndex: 'boundary',
              width: 140,
              render: (boundary: string) => carbonLabel('systemBoundaries', boundary),
            },
            {
              key: 'total',
              title: t('product.paths.columns.total'),
              dataIndex: 'total',
              align: 'right',
              render: (value: string) => formatDecimal(value, 4),
            },
            {
              key: 'footprint',
              title: t('product.paths.columns.footprint'),
              dataIndex: 'footprint',
              align: 'right',
              render: (value: string) => formatDecimal(value, 4),
            },
            {
              key: 'actions',
              title: t('common:actions'),
              width: 120,
              render: (_, path) => (
                <>
                  <RowAction onClick={() => setEditing(path.id)}>{t('common:edit')}</RowAction>
                  <RowAction danger onClick={() => remove(path)}>
                    {t('common:delete')}
                  </RowAction>
                </>
              ),
            },
          ]}
        />
      </Card>
      <BorderEmissionsCard product={product} years={years} />
      <PathEditor product={product} pathId={editing} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
