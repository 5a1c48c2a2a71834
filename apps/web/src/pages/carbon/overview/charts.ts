// The overview's chart options, built from the server's figures. Bar heights and slices are numbers
// (chartValue); every figure a user reads in a tooltip or label is formatted from its decimal string.
import type { EmissionFigures, EnergyFigures } from '@platform/contract';
import type { ChartOption } from '../../../components/chart/EChart';
import {
  carrierLabel,
  chartValue,
  formatDecimal,
  formatPercent,
  monthLabel,
  scopeLabel,
} from '../components';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const SCOPE_KEYS = ['scope1', 'scope2', 'scope3'] as const;

/** A tooltip line's figure, from the decimal text the server sent. */
const valueFormatter = (text: (index: number) => string | undefined) => ({
  valueFormatter: (_value: unknown, index: number) => text(index) ?? '-',
});

/** Scope 1/2/3 stacked per month; series i is scope i + 1, data j is month j + 1. */
export function scopeMonthOption(figures: EmissionFigures): ChartOption {
  const byMonth = new Map(figures.byMonth.map((m) => [m.month, m]));
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: MONTHS.map(monthLabel) },
    yAxis: { type: 'value', name: 't CO₂e' },
    series: SCOPE_KEYS.map((key, i) => ({
      type: 'bar',
      stack: 'scope',
      name: scopeLabel(i + 1),
      data: MONTHS.map((month) => chartValue(byMonth.get(month)?.[key])),
      tooltip: valueFormatter((index) => formatDecimal(byMonth.get(index + 1)?.[key])),
    })),
  };
}

/** Sources, largest first, as horizontal bars; data i is sources[i]. */
export function sourceOption(sources: EmissionFigures['bySource']): ChartOption {
  const shown = [...sources].reverse();
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 8, right: 80, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', splitLine: { show: false } },
    yAxis: {
      type: 'category',
      data: shown.map((s) => s.name),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        data: shown.map((s) => chartValue(s.emission)),
        label: {
          show: true,
          position: 'right',
          formatter: ({ dataIndex }: { dataIndex: number }) => formatDecimal(shown[dataIndex]?.emission),
        },
        tooltip: valueFormatter((index) => formatDecimal(shown[index]?.emission)),
      },
    ],
  };
}

/** Emissions per organisation; data i is orgs[i]. */
export function orgOption(orgs: EmissionFigures['byOrg']): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: orgs.map((o) => o.orgName), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', name: 't CO₂e' },
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        data: orgs.map((o) => chartValue(o.emission)),
        tooltip: valueFormatter((index) => formatDecimal(orgs[index]?.emission)),
      },
    ],
  };
}

/** Energy in tonnes of standard coal per carrier, as a ring. */
export function energyOption(energy: EnergyFigures): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: ({ dataIndex, name }: { dataIndex: number; name: string }) =>
        `${name}: ${formatDecimal(energy.byCarrier[dataIndex]?.tce)} tce`,
    },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: energy.byCarrier.map((c) => ({ name: carrierLabel(c.carrier), value: chartValue(c.tce) })),
      },
    ],
  };
}

export interface YearFigure {
  year: number;
  figures: EmissionFigures | undefined;
}

/** Total per year of the span, labelled with the server's change against the year before. */
export function trendOption(years: readonly YearFigure[]): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: years.map((y) => String(y.year)) },
    yAxis: { type: 'value', name: 't CO₂e' },
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        data: years.map((y) => chartValue(y.figures?.total)),
        label: {
          show: true,
          position: 'top',
          formatter: ({ dataIndex }: { dataIndex: number }) => {
            const change = years[dataIndex]?.figures?.yearOverYear;
            return change ? formatPercent(change, { signed: true }) : '';
          },
        },
        tooltip: valueFormatter((index) => formatDecimal(years[index]?.figures?.total)),
      },
    ],
  };
}
