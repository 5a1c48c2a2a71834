// 认证工作台 (/overview): the body's figures today (my tasks, applications awaiting acceptance, audits
// this month, valid and expiring certificates, overdue steps), applications, audits and certificates
// by status and by month for a month range and business type, a series per scheme, and my tasks,
// each opening the page that works on it.
import type { BusinessStatistics, CertTask, MonthStats, StatChart } from '@platform/contract';
import { BUSINESS_TYPES, CHART_TYPES } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  List,
  Row,
  Segmented,
  Select,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { certStatsApi } from '../../../api/cert/stats';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { parseTime } from '../../../utils/time';
import { applicationStatusLabel, auditStatusLabel, certificateStatusLabel, schemeLabel } from '../components';

type BusinessType = (typeof BUSINESS_TYPES)[number];
type ChartType = (typeof CHART_TYPES)[number];
const CHART_HEIGHT = 280;
const YM = 'YYYY-MM';

function StatCards() {
  const { t } = useTranslation('cert', { keyPrefix: 'overview' });
  const data = useQuery({
    queryKey: ['cert', 'overview', 'workbench'],
    queryFn: certStatsApi.workbenchData,
  }).data;
  const cards = [
    { key: 'myTasks', value: data?.myTasks },
    { key: 'awaitingAcceptance', value: data?.awaitingAcceptance, to: '/applyManage' },
    { key: 'auditsThisMonth', value: data?.auditsThisMonth, to: '/auditplan' },
    { key: 'certificatesValid', value: data?.certificatesValid, to: '/certificate' },
    { key: 'certificatesExpiring', value: data?.certificatesExpiring, to: '/certificate', warn: true },
    { key: 'overdueSteps', value: data?.overdueSteps, to: '/processList', warn: true },
  ] as const;
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={4}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t(`cards.${card.key}`)}
              value={card.value ?? '-'}
              styles={{ content: 'warn' in card && card.value ? { color: '#cf1322' } : {} }}
              formatter={(v) =>
                'to' in card && card.value !== undefined ? <Link to={card.to}>{v}</Link> : v
              }
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

// The donut on the left and every status with its count in a plain legend on the right (up to ten
// statuses fit the chart's height): slice labels in a third of a card were cut to 已… and a scrolling
// legend hid most statuses behind its pager.
function statusOption(list: { status: number; count: number }[], label: (s: number) => string): ChartOption {
  const data = list.map((r) => ({ name: label(r.status), value: r.count }));
  const counts = new Map(data.map((d) => [d.name, d.value]));
  return {
    tooltip: { trigger: 'item' },
    legend: {
      type: 'plain',
      orient: 'vertical',
      right: 0,
      top: 'middle',
      itemGap: 8,
      formatter: (name: string) => `${name}  ${counts.get(name) ?? 0}`,
    },
    series: [
      {
        type: 'pie',
        center: ['30%', '50%'],
        radius: ['30%', '55%'],
        label: { show: false },
        data,
      },
    ],
  };
}

function monthlyOption(
  months: MonthStats[],
  names: Record<'applications' | 'audits' | 'certificates' | 'auditDays', string>,
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => m.month) },
    yAxis: [{ type: 'value' }, { type: 'value', name: names.auditDays }],
    series: [
      ...(['applications', 'audits', 'certificates'] as const).map((key) => ({
        type: 'bar',
        name: names[key],
        data: months.map((m) => m[key]),
      })),
      { type: 'line', name: names.auditDays, yAxisIndex: 1, data: months.map((m) => Number(m.auditDays)) },
    ],
  };
}

function schemeOption(chart: StatChart): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.months },
    yAxis: { type: 'value' },
    series: chart.series.map((s) => ({ type: 'line', name: schemeLabel(s.scheme), data: s.data })),
  };
}

function StatusCharts({ stats }: { stats: BusinessStatistics | undefined }) {
  const { t } = useTranslation('cert', { keyPrefix: 'overview' });
  const parts = [
    { key: 'applications', label: applicationStatusLabel },
    { key: 'audits', label: auditStatusLabel },
    { key: 'certificates', label: certificateStatusLabel },
  ] as const;
  return (
    <Row gutter={[12, 12]}>
      {parts.map(({ key, label }) => (
        <Col key={key} xs={24} lg={8}>
          <Card
            size="small"
            title={t(`charts.${key}`)}
            extra={stats ? t('totals', { total: stats.totals[key] }) : undefined}
            style={{ height: '100%' }}
          >
            {stats && stats[key].length > 0 ? (
              <EChart
                option={statusOption(stats[key], (s) => label(s))}
                height={CHART_HEIGHT}
                label={t(`charts.${key}`)}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function MyTasks() {
  const { t } = useTranslation('cert', { keyPrefix: 'overview' });
  const tasks = useQuery({
    queryKey: ['cert', 'overview', 'tasks'],
    queryFn: () => certStatsApi.myTasks({ pageIndex: 1, pageSize: 10 }),
  });
  return (
    <Card
      size="small"
      title={t('tasks.title')}
      extra={tasks.data ? t('totals', { total: tasks.data.total }) : undefined}
    >
      <List<CertTask>
        loading={tasks.isFetching && !tasks.data}
        dataSource={tasks.data?.items ?? []}
        locale={{ emptyText: t('tasks.empty') }}
        renderItem={(task) => (
          <List.Item
            actions={[
              <Link key="open" to={task.page}>
                {t('tasks.open')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap align="center">
                  <span data-user-data>{task.name}</span>
                  {task.entName && (
                    <Typography.Text type="secondary" data-user-data>
                      {task.entName}
                    </Typography.Text>
                  )}
                  {task.claimable && <Tag>{t('tasks.claimable')}</Tag>}
                  {task.overdue && <Tag color="red">{t('tasks.overdue')}</Tag>}
                </Flex>
              }
              description={
                <span>
                  {task.applicationNo ?? ''}
                  {task.scheme ? ` · ${schemeLabel(task.scheme)}` : ''}
                  {task.dueAt ? ` · ${t('tasks.due', { date: parseTime(task.dueAt, '{y}-{m}-{d}') })}` : ''}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export default function CertOverviewPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'overview' });
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(11, 'month'), dayjs()]);
  const [businessType, setBusinessType] = useState<BusinessType>('all');
  const [chartType, setChartType] = useState<ChartType>('applications');
  const [start, end] = [range[0].format(YM), range[1].format(YM)];
  const stats = useQuery({
    queryKey: ['cert', 'overview', 'statistics', businessType],
    queryFn: () => certStatsApi.businessStatistics(businessType),
    placeholderData: keepPreviousData,
  });
  const months = useQuery({
    queryKey: ['cert', 'overview', 'months', businessType, start, end],
    queryFn: () => certStatsApi.statsOfMonth({ businessType, startDate: start, endDate: end }),
    placeholderData: keepPreviousData,
  });
  const chart = useQuery({
    queryKey: ['cert', 'overview', 'chart', chartType, start, end],
    queryFn: () => certStatsApi.workbenchChart({ startYm: start, endYm: end, type: chartType }),
    placeholderData: keepPreviousData,
  });
  const names = useMemo(
    () => ({
      applications: t('series.applications'),
      audits: t('series.audits'),
      certificates: t('series.certificates'),
      auditDays: t('series.auditDays'),
    }),
    [t],
  );
  return (
    <Flex vertical gap={12}>
      <StatCards />
      <Card size="small">
        <Flex gap={16} wrap align="center">
          <span>
            {t('filters.months')}{' '}
            <DatePicker.RangePicker
              picker="month"
              allowClear={false}
              value={range}
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              }}
            />
          </span>
          <span>
            {t('filters.businessType')}{' '}
            <Segmented<BusinessType>
              value={businessType}
              onChange={setBusinessType}
              options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) }))}
            />
          </span>
        </Flex>
      </Card>
      <StatusCharts stats={stats.data} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('charts.monthly')} style={{ height: '100%' }}>
            <EChart
              option={monthlyOption(months.data ?? [], names)}
              height={CHART_HEIGHT}
              label={t('charts.monthly')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('charts.byScheme', { type: t(`chartTypes.${chartType}`) })}
            extra={
              <Select<ChartType>
                size="small"
                value={chartType}
                onChange={setChartType}
                style={{ width: 130 }}
                aria-label={t('filters.chartType')}
                options={CHART_TYPES.map((type) => ({ value: type, label: t(`chartTypes.${type}`) }))}
              />
            }
            style={{ height: '100%' }}
          >
            {chart.data && (
              <EChart
                option={schemeOption(chart.data)}
                height={CHART_HEIGHT}
                label={t('charts.byScheme', { type: t(`chartTypes.${chartType}`) })}
              />
            )}
          </Card>
        </Col>
      </Row>
      <MyTasks />
    </Flex>
  );
}
