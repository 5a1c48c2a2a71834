// 边境碳排放 (CBAM, Regulation (EU) 2023/956): a product's embedded emissions of one year in the shape
// a CBAM declaration asks for — production, direct, indirect and precursor emissions, and the
// specific embedded emissions per tonne of good. The years offered are those the product has paths of.
import type { CarbonProduct } from '@platform/contract';
import { Card, Descriptions, Empty, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonLabel, formatDecimal } from '../components';
import { useBorderEmissions } from './queries';

export function BorderEmissionsCard({ product, years }: { product: CarbonProduct; years: number[] }) {
  const { t } = useTranslation('carbon');
  const [chosen, setChosen] = useState<number>();
  const year = chosen !== undefined && years.includes(chosen) ? chosen : years[0];
  const border = useBorderEmissions(product.id, year);
  const figures = border.data;
  const value = (text: string | undefined) => formatDecimal(text, 4);
  return (
    <Card
      size="small"
      title={t('product.border.title')}
      loading={border.isLoading}
      extra={
        years.length > 0 && (
          <Select
            aria-label={t('product.border.year')}
            value={year}
            onChange={setChosen}
            options={years.map((y) => ({ value: y, label: String(y) }))}
            style={{ width: 100 }}
          />
        )
      }
    >
      {years.length === 0 || !figures ? (
        <Empty description={t('product.border.empty')} />
      ) : (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('product.columns.cbamGoods')}>
            {carbonLabel('cbamGoods', figures.cbamGoods) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.columns.cnCode')}>{figures.cnCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('product.border.production')}>
            {value(figures.production)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.direct')}>
            {value(figures.directEmissions)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.indirect')}>
            {value(figures.indirectEmissions)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.precursor')}>
            {value(figures.precursorEmissions)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.specificDirect')}>
            {value(figures.specificDirect)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.specificIndirect')}>
            {value(figures.specificIndirect)}
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.specificTotal')} span={2}>
            <strong>{value(figures.specificTotal)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('product.border.method')} span={2}>
            <span data-user-data>{figures.method}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
