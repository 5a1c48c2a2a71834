import type { BrandTaskStatistics } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import BrandStatsPage from './index';

// jsdom has no canvas: the page gives every chart's figures as text, which the tests read.
vi.mock('../../../components/chart/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const mock = mockApi();
const URL = '/api/api-ccbd/brand/ent/getTaskStatistics';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
function figures(businessType: 'all' | 'valuation'): BrandTaskStatistics {
  const valuation = businessType === 'valuation';
  return {
    businessType,
    totals: { processes: valuation ? 4 : 6, completed: 2, averageScore: '70.25', experts: 2 },
    byStatus: [
      { status: 3, count: 1 },
      { status: 5, count: valuation ? 3 : 5 },
    ],
    byType: [
      { businessType: 'valuation', count: 4 },
      { businessType: 'rating', count: valuation ? 0 : 2 },
    ],
    byMonth: months.map((month, i) => ({
      month,
      byType: { valuation: i === 11 ? 3 : 0, rating: i === 11 && !valuation ? 1 : 0 },
      completed: i === 11 ? 2 : 0,
    })),
    byDimension: [
      { dimension: 'quality', averageScore: '82.50', processes: 2 },
      { dimension: 'innovation', averageScore: '56.25', processes: 1 },
    ],
    byLevel: [
      { level: 'AAAAA', count: 0 },
      { level: 'AAAA', count: 1 },
      { level: 'AAA', count: 0 },
      { level: 'AA', count: 1 },
      { level: 'A', count: 0 },
    ],
    experts: [
      { expertId: 'e1', expertName: '李华', assigned: 3, submitted: 2, pending: 1 },
      { expertId: 'e2', expertName: '陈静', assigned: 1, submitted: 1, pending: 0 },
    ],
  };
}

function serve() {
  mock.onGet(URL).reply((config) => {
    const { businessType } = config.params as { businessType: 'all' | 'valuation' };
    return [200, answer(figures(businessType))];
  });
}

const list = (name: string) => screen.getByRole('list', { name });

it('shows the cards and every chart’s figures, and filters by business type', async () => {
  serve();
  renderSystemPage(BrandStatsPage, '/brandStats', staffUser);

  expect(await screen.findByRole('img', { name: '评价状态分布' })).toBeTruthy();
  const card = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;
  expect(card('评价总数')).toBe('评价总数6');
  expect(card('平均品牌强度得分')).toBe('平均品牌强度得分70.25');
  expect(within(list('评价状态分布')).getByText('专家评分中 1')).toBeTruthy();
  expect(within(list('评价状态分布')).getByText('已发布 5')).toBeTruthy();
  expect(within(list('近 12 个月申请数')).getByText('品牌价值评价 3')).toBeTruthy();
  expect(within(list('近 12 个月申请数')).getByText('品牌等级评价 1')).toBeTruthy();
  expect(within(list('近 12 个月申请数')).getByText('发布数 2')).toBeTruthy();
  expect(within(list('各维度平均得分')).getByText('质量 82.50 · 2 个评价')).toBeTruthy();
  expect(within(list('各维度平均得分')).getByText('创新 56.25 · 1 个评价')).toBeTruthy();
  expect(within(list('品牌等级分布')).getByText('AAAA 1')).toBeTruthy();
  const experts = list('专家工作量');
  expect(within(experts).getByText('李华')).toBeTruthy();
  expect(within(experts).getByText(/已分配 3 · 已提交 2 · 待评分 1/)).toBeTruthy();

  fireEvent.click(screen.getByText('品牌价值评价', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(within(list('评价状态分布')).getByText('已发布 3')).toBeTruthy());
  expect(mock.history.get.at(-1)!.params).toEqual({ businessType: 'valuation' });
  expect(within(list('近 12 个月申请数')).queryByText(/品牌等级评价/)).toBeNull();
});

it('reads in English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(BrandStatsPage, '/brandStats', staffUser);
  expect(await screen.findByRole('list', { name: 'Expert workload' })).toBeTruthy();
  expect(screen.getByText('Average strength score')).toBeTruthy();
  expect(chineseIn(container, ['李华', '陈静', '地址'])).toEqual([]);
});
