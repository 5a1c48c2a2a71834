// 统计分析 (/brandStats, the body's staff): the assessments' figures for one business type or all —
// number cards (assessments, published, average strength score, experts), the status donut, the
// applications of the last 12 months by business type with the published ones, the average score per
// dimension, the level distribution and each expert's workload. Every chart's figures are also given
// as text beside it.
import type { BrandStatsType, BrandTaskStatistics } from '@platform/contract';
import { BRAND_BUSINESS_TYPES } from '@platform/contract/brand-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Segmented, Statistic, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandStatsApi } from '../../../api/brand/stats';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { businessTypeLabel, dimensionLabel, processStatusLabel } from '../components/labels';

const TYPES: BrandStatsType[] = ['all', ...BRAND_BUSINESS_TYPES];
const CHART_HEIGHT = 260;
const grid = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

/** The figures of a chart as a plain list (screen readers, and the numbers exactly). */
function Figures({ label, items }: { label: string; items: { key: string; text: ReactNode }[] }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: '8px 0 0',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
      }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Typography.Text type="secondary">{item.text}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function ChartCard({
  title,
  option,
  empty,
  figures,
}: {
  title: string;
  option: ChartOption;
  empty: boolean;
  figures: { key: string; text: ReactNode }[];
}) {
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          <EChart option={option} height={CHART_HEIGHT} label={title} />
          <Figures label={title} items={figures} />
        </>
      )}
    </Card>
  );
}

function statusOption(stats: BrandTaskStatistics): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'plain', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        center: ['35%', '50%'],
        radius: ['35%', '60%'],
        label: { show: false },
        data: stats.byStatus.map((r) => ({ name: processStatusLabel(r.status), value: r.count })),
      },
    ],
  };
}

function monthlyOption(stats: BrandTaskStatistics, types: string[], completed: string): ChartOption {
  const months = stats.byMonth.map((m) => m.month);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...types.map((type) => ({
        type: 'bar',
        stack: 'applied',
        name: businessTypeLabel(type),
        data: stats.byMonth.map((m) => m.byType[type] ?? 0),
      })),
      { type: 'line', name: completed, data: stats.byMonth.map((m) => m.completed) },
    ],
  };
}

function barOption(names: string[], series: { name?: string; data: number[] }[], max?: number): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid,
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0 } },
    yAxis: { type: 'value', ...(max ? { max } : { minInterval: 1 }) },
    series: series.map((s) => ({ type: 'bar', ...s })),
  };
}

export default function BrandStatsPage() {
  const { t } = useTranslation('brand', { keyPrefix: 'stats' });
  const [businessType, setBusinessType] = useState<BrandStatsType>('all');
  const stats = useQuery({
    queryKey: ['brand', 'stats', businessType],
    queryFn: () => brandStatsApi.taskStatistics(businessType),
    placeholderData: keepPreviousData,
  }).data;

  const types = businessType === 'all' ? [...BRAND_BUSINESS_TYPES] : [businessType];
  const cards = [
    { key: 'processes', value: stats?.totals.processes },
    { key: 'completed', value: stats?.totals.completed },
    { key: 'averageScore', value: stats ? (stats.totals.averageScore ?? '-') : undefined },
    { key: 'experts', value: stats?.totals.experts },
  ] as const;
  const expertKeys = ['assigned', 'submitted', 'pending'] as const;

  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('title')}>
        <Flex gap={8} align="center" wrap>
          <span id="brand-stats-type">{t('businessType')}</span>
          <Segmented<BrandStatsType>
            aria-labelledby="brand-stats-type"
            value={businessType}
            onChange={setBusinessType}
            options={TYPES.map((type) => ({
              value: type,
              label: type === 'all' ? t('all') : businessTypeLabel(type),
            }))}
          />
        </Flex>
      </Card>
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} xl={6}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t(`cards.${card.key}`)} value={card.value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      {stats && (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={10}>
            <ChartCard
              title={t('charts.status')}
              option={statusOption(stats)}
              empty={stats.byStatus.length === 0}
              figures={stats.byStatus.map((r) => ({
                key: String(r.status),
                text: `${processStatusLabel(r.status)} ${r.count}`,
              }))}
            />
          </Col>
          <Col xs={24} xl={14}>
            <ChartCard
              title={t('charts.monthly')}
              option={monthlyOption(stats, types, t('charts.completed'))}
              empty={false}
              figures={[
                ...types.map((type) => ({
                  key: type,
                  text: `${businessTypeLabel(type)} ${stats.byMonth.reduce((n, m) => n + (m.byType[type] ?? 0), 0)}`,
                })),
                {
                  key: 'completed',
                  text: `${t('charts.completed')} ${stats.byMonth.reduce((n, m) => n + m.completed, 0)}`,
                },
              ]}
            />
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard
              title={t('charts.dimensions')}
              option={barOption(
                stats.byDimension.map((d) => dimensionLabel(d.dimension)),
                [{ data: stats.byDimension.map((d) => Number(d.averageScore)) }],
                100,
              )}
              empty={stats.byDimension.length === 0}
              figures={stats.byDimension.map((d) => ({
                key: d.dimension,
                text: `${dimensionLabel(d.dimension)} ${d.averageScore} · ${t('processes', { n: d.processes })}`,
              }))}
            />
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard
              title={t('charts.levels')}
              option={barOption(
                stats.byLevel.map((l) => l.level),
                [{ data: stats.byLevel.map((l) => l.count) }],
              )}
              empty={stats.totals.completed === 0}
              figures={stats.byLevel.map((l) => ({ key: l.level, text: `${l.level} ${l.count}` }))}
            />
          </Col>
          <Col span={24}>
            <ChartCard
              title={t('charts.experts')}
              option={barOption(
                stats.experts.map((e) => e.expertName),
                expertKeys.map((key) => ({
                  name: t(`expert.${key}`),
                  data: stats.experts.map((e) => e[key]),
                })),
              )}
              empty={stats.experts.length === 0}
              figures={stats.experts.map((e) => ({
                key: e.expertId,
                text: (
                  <span>
                    <span data-user-data>{e.expertName}</span>{' '}
                    {expertKeys.map((key) => `${t(`expert.${key}`)} ${e[key]}`).join(' · ')}
                  </span>
                ),
              }))}
            />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
