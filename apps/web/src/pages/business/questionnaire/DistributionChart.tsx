// How the answers to a choice question are spread over its options: an ECharts bar per option, and
// under it each option's count and percentage as text.
import type { QuestionStats } from '@platform/contract';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { percentText } from './percent';

const BAR_HEIGHT = 28;

export function DistributionChart({ question }: { question: QuestionStats }) {
  const { t } = useTranslation('business', { keyPrefix: 'questionnaire.results' });
  const answered = question.answered;
  const option = useMemo<ChartOption>(() => {
    // Bars read top to bottom in the form's order: the category axis runs upwards, so reverse it.
    const options = [...question.options].reverse();
    return {
      grid: { left: 8, right: 72, top: 4, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { show: false } },
      yAxis: {
        type: 'category',
        data: options.map((o) => o.label),
        axisLabel: { width: 140, overflow: 'truncate' },
        axisTick: { show: false },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 16,
          data: options.map((o) => o.count),
          label: {
            show: true,
            position: 'right',
            formatter: ({ value }: { value: number }) =>
              t('optionCount', { count: value, percent: percentText(answered ? value / answered : 0) }),
          },
        },
      ],
    };
  }, [question.options, answered, t]);
  return (
    <>
      <EChart
        option={option}
        height={Math.max(2, question.options.length) * BAR_HEIGHT + 8}
        label={t('distribution')}
      />
      <ul aria-label={t('distribution')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {question.options.map((option) => {
          const rate = answered ? option.count / answered : 0;
          return (
            <li key={option.value}>
              <Flex align="center" gap={12}>
                <Typography.Text data-user-data ellipsis={{ tooltip: option.label }} style={{ flex: 1 }}>
                  {option.label}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flex: 'none', textAlign: 'right' }}>
                  {t('optionCount', { count: option.count, percent: percentText(rate) })}
                </Typography.Text>
              </Flex>
            </li>
          );
        })}
      </ul>
    </>
  );
}
