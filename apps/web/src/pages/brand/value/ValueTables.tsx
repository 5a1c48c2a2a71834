// The year-by-year steps with their totals, and the sensitivity of the value to the royalty and the
// discount rate (the base case, the middle cell, highlighted).
import type { BrandValuation, BrandValueStep } from '@platform/contract';
import { SENSITIVITY_STEPS } from '@platform/contract/brand-model';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { factor, money, percent } from './format';

const BASE = SENSITIVITY_STEPS.indexOf('0');

export function StepsTable({ valuation }: { valuation: BrandValuation }) {
  const { t } = useTranslation('brand', { keyPrefix: 'value.steps' });
  const columns: ColumnsType<BrandValueStep> = [
    { title: t('year'), dataIndex: 'year', render: (year: number) => t('yearN', { year }) },
    { title: t('growth'), dataIndex: 'growth', align: 'right', render: percent },
    { title: t('revenue'), dataIndex: 'revenue', align: 'right', render: money },
    { title: t('royalty'), dataIndex: 'royalty', align: 'right', render: money },
    { title: t('afterTax'), dataIndex: 'afterTax', align: 'right', render: money },
    { title: t('discountFactor'), dataIndex: 'discountFactor', align: 'right', render: factor },
    { title: t('presentValue'), dataIndex: 'presentValue', align: 'right', render: money },
  ];
  const total = (label: string, value: string, strong = false) => (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={6}>
        {strong ? <Typography.Text strong>{label}</Typography.Text> : label}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={6} align="right">
        {strong ? <Typography.Text strong>{money(value)}</Typography.Text> : money(value)}
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
  return (
    <>
      <Table<BrandValueStep>
        rowKey="year"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={valuation.steps}
        scroll={{ x: 900 }}
        summary={() => (
          <Table.Summary>
            {total(t('presentValueSum'), valuation.presentValueSum)}
            {total(t('terminalValue'), valuation.terminalValue)}
            {total(t('terminalPresentValue'), valuation.terminalPresentValue)}
            {total(t('value'), valuation.value, true)}
          </Table.Summary>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('terminalFormula', { year: valuation.years })}
      </Typography.Paragraph>
    </>
  );
}

interface SensitivityRow {
  royaltyRate: string;
  values: (string | null)[];
}

export function SensitivityTable({ valuation }: { valuation: BrandValuation }) {
  const { t } = useTranslation('brand', { keyPrefix: 'value.sensitivity' });
  const { royaltyRates, discountRates, values } = valuation.sensitivity;
  const rows: SensitivityRow[] = royaltyRates.map((royaltyRate, i) => ({ royaltyRate, values: values[i]! }));
  const base = { background: 'var(--ant-color-primary-bg, #e6f4ff)', fontWeight: 600 };
  const columns: ColumnsType<SensitivityRow> = [
    {
      title: t('corner'),
      dataIndex: 'royaltyRate',
      render: (rate: string, _row, i) => (i === BASE ? <strong>{percent(rate)}</strong> : percent(rate)),
    },
    ...discountRates.map((rate, j) => ({
      title: j === BASE ? <strong>{percent(rate)}</strong> : percent(rate),
      key: rate,
      align: 'right' as const,
      onCell: (_row: SensitivityRow, i?: number) =>
        i === BASE && j === BASE ? { style: base, 'data-base': 'true' } : {},
      render: (_: unknown, row: SensitivityRow) => {
        const value = row.values[j];
        return value === null || value === undefined ? t('none') : money(value);
      },
    })),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Table<SensitivityRow>
        rowKey="royaltyRate"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 800 }}
      />
    </>
  );
}
