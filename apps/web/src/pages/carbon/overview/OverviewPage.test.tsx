import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { useCarbon } from '../../../stores/carbon';
import {
  C,
  energy,
  figures,
  noModel,
  ORG,
  orgTree,
  SITE_B,
  SOURCE_POWER,
} from '../components/fixtures/carbon';
import OverviewPage from './index';

// jsdom has no canvas: once echarts has loaded (its chunk can arrive mid-run), disposing a chart
// throws. The page gives every chart's figures as text, which the tests read.
vi.mock('../../../components/chart/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const mock = mockApi();

beforeEach(() => {
  useCarbon.setState({ selectedYear: 2026, selectedOrg: undefined });
});
afterEach(async () => {
  await inLanguage('zh-CN');
});

function serve(model = true) {
  mock.onGet(`${C}/org/tree`).reply(200, answer(orgTree()));
  mock.onGet(`${C}/data/searchEmissionData`).reply((config) => {
    const { year } = config.params as { year: number };
    return [200, answer(model && year === 2026 ? figures() : noModel(year))];
  });
  mock.onGet(`${C}/data/searchEnergyData`).reply(200, answer(energy()));
}

const address = () => screen.getByLabelText('地址').textContent;

it('shows the year’s figures of the first organisation and opens the rows behind each', async () => {
  serve();
  renderSystemPage(OverviewPage, '/overview', staffUser);

  const total = await screen.findByRole('link', { name: '1,234.57' });
  expect(useCarbon.getState().selectedOrg).toBe(ORG);
  expect(total.getAttribute('href')).toBe(`/carbon/detail?orgId=${ORG}&year=2026`);
  expect(screen.getByRole('link', { name: '216.22' }).getAttribute('href')).toBe(
    `/carbon/detail?orgId=${ORG}&year=2026&scope=1`,
  );
  expect(await screen.findByText('2,350.5')).toBeTruthy();
  expect(screen.getByText('1.2346')).toBeTruthy();
  expect(screen.getByText('t CO₂e/t')).toBeTruthy();
  expect(screen.getByText('-5.03%')).toBeTruthy();
  expect(screen.getByText('上年 1,300 t CO₂e')).toBeTruthy();
  expect(screen.getByText('同比变化')).toBeTruthy();

  const sources = screen.getByRole('list', { name: '排放源构成' });
  expect(within(sources).getByText('锅炉天然气 · 范围一')).toBeTruthy();
  const orgs = screen.getByRole('list', { name: '各组织排放' });
  expect(within(orgs).getByText('二号厂区')).toBeTruthy();
  const carriers = screen.getByRole('list', { name: '能源结构' });
  expect(within(carriers).getByText('2,229.07 tce')).toBeTruthy();
  expect(within(carriers).getByText('电力 · 1,800,000 kWh')).toBeTruthy();

  fireEvent.click(within(orgs).getByRole('link', { name: '334.57 t CO₂e' }));
  expect(address()).toBe(`/carbon/detail?orgId=${ORG}&year=2026&childOrgId=${SITE_B}`);
});

it('names the months a year part-way through is compared on, and notes them on the intensity', async () => {
  mock.onGet(`${C}/org/tree`).reply(200, answer(orgTree()));
  mock
    .onGet(`${C}/data/searchEmissionData`)
    .reply(200, answer(figures({ comparedMonths: 10, yearOverYear: '12.5' })));
  mock.onGet(`${C}/data/searchEnergyData`).reply(200, answer(energy()));
  renderSystemPage(OverviewPage, '/overview', staffUser);
  expect(await screen.findByText('同比（1–10月）')).toBeTruthy();
  expect(screen.getByText('+12.5%')).toBeTruthy();
  expect(screen.getByText('上年全年 1,300 t CO₂e')).toBeTruthy();
  expect(screen.getByText('仅含 1–10月 数据')).toBeTruthy();
  expect(screen.queryByText('同比变化')).toBeNull();
});

it('keeps each figure’s unit on its line', async () => {
  serve();
  renderSystemPage(OverviewPage, '/overview', staffUser);
  const total = await screen.findByRole('link', { name: '1,234.57' });
  const content = total.closest<HTMLElement>('.ant-statistic-content')!;
  expect(content.style.whiteSpace).toBe('nowrap');
  expect(within(content).getByText('t CO₂e')).toBeTruthy();
});

it('opens a source’s rows', async () => {
  serve();
  renderSystemPage(OverviewPage, '/overview', staffUser);
  const sources = await screen.findByRole('list', { name: '排放源构成' });
  fireEvent.click(within(sources).getByRole('link', { name: '1,018.35 t CO₂e' }));
  expect(address()).toBe(`/carbon/detail?orgId=${ORG}&year=2026&sourceId=${SOURCE_POWER}`);
});

it('shows the trend over the chosen years with the server’s change against each year before', async () => {
  serve();
  renderSystemPage(OverviewPage, '/overview', staffUser);
  const trend = await screen.findByRole('list', { name: '年度排放趋势' });
  expect(await within(trend).findByText('1,234.57 t CO₂e (-5.03%)')).toBeTruthy();
  expect(within(trend).getAllByText('无模型')).toHaveLength(4);
  expect(within(trend).getByText('2022')).toBeTruthy();
});

it('says when the organisation has no model for the year and links to the models', async () => {
  serve(false);
  renderSystemPage(OverviewPage, '/overview', staffUser);
  expect(await screen.findByText('该组织 2026 年尚未建立核算模型')).toBeTruthy();
  expect(screen.getByRole('link', { name: '去建立核算模型' }).getAttribute('href')).toBe('/carbon/model');
});

it('points to 组织管理 when the tenant has no organisation', async () => {
  mock.onGet(`${C}/org/tree`).reply(200, answer([]));
  renderSystemPage(OverviewPage, '/overview', staffUser);
  expect((await screen.findByRole('link', { name: '去组织管理新建' })).getAttribute('href')).toBe(
    '/carbon/org',
  );
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(OverviewPage, '/overview', staffUser);
  await screen.findByRole('link', { name: '1,234.57' });
  expect(screen.getByText('Total emissions')).toBeTruthy();
  expect(screen.getAllByText('Scope 1').length).toBeGreaterThan(0);
  expect(await screen.findByText('Electricity · 1,800,000 kWh')).toBeTruthy();
  const userData = ['绿源集团', '一号厂区', '二号厂区', '锅炉天然气', '外购电力', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
});
