// A path's computed footprint (ISO 14067): the emissions of each life-cycle stage as a bar chart and
// as figures, the path's total, and the footprint per declared unit. Figures are the server's
// decimal strings; the chart only reads them for bar heights.
import type { CarbonPathDetail } from '@platform/contract';
import { Card, Empty, Flex, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { chartValue, formatDecimal, formatPercent, lifeCycleStageLabel } from '../components';

interface StageRow {
  stage: string;
  emission: string;
  share: string | null;
}

/** A stage's share of the total in percent, for display only (two decimals). */
function shareOf(emission: string, total: string): string | null {
  const whole = chartValue(total);
  return whole > 0 ? ((chartValue(emission) / whole) * 100).toFixed(2) : null;
}

export function FootprintView({ path }: { path: CarbonPathDetail | undefined }) {
  const { t } = useTranslation('carbon');
  const rows: StageRow[] = (path?.stages ?? []).map((stage) => ({
    stage: stage.stage,
    emission: stage.emission,
    share: shareOf(stage.emission, path!.total),
  }));
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 56, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: rows.map((row) => lifeCycleStageLabel(row.stage)) },
      yAxis: { type: 'value', name: 't CO₂e' },
      series: [{ type: 'bar', data: rows.map((row) => chartValue(row.emission)), barMaxWidth: 48 }],
    }),
    // The rows are derived from the path; the path's identity says when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path],
  );
  if (!path) {
    return (
      <Card size="small" title={t('product.footprint.title')}>
        <Empty description={t('product.footprint.unsaved')} />
      </Card>
    );
  }
  return (
    <Card size="small" title={t('product.footprint.title')}>
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic
          title={t('product.footprint.perUnit', { unit: path.declaredUnit })}
          value={t('product.footprint.perUnitValue', {
            value: formatDecimal(path.footprint, 4),
            unit: path.declaredUnit,
          })}
        />
        <Statistic title={t('product.footprint.total')} value={`${formatDecimal(path.total, 4)} t CO₂e`} />
      </Flex>
      <EChart option={option} height={240} label={t('product.footprint.chart')} />
      <Table<StageRow>
        rowKey="stage"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'stage',
            title: t('product.footprint.stage'),
            dataIndex: 'stage',
            render: (stage: string) => lifeCycleStageLabel(stage),
          },
          {
            key: 'emission',
            title: t('product.footprint.emission'),
            dataIndex: 'emission',
            align: 'right',
            render: (value: string) => formatDecimal(value, 4),
          },
          {
            key: 'share',
            title: t('product.footprint.share'),
            dataIndex: 'share',
            align: 'right',
            render: (value: string | null) => formatPercent(value),
          },
        ]}
      />
    </Card>
  );
}
