// 品牌价值: picking a process shows its value with the source of every input, the year-by-year steps in
// yuan with thousands separators, the sensitivity table with the base case highlighted; saving inputs
// sends decimal strings and shows the server's refusal under its field; 参数设置 saves the settings.
import type { BrandProcess, BrandSettings, BrandValuation } from '@platform/contract';
import { BRAND_PREFIX } from '@platform/contract/brand-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import BrandValuePage from './index';

const B = BRAND_PREFIX;
const mock = mockApi();
const reviewer = {
  ...staffUser,
  userId: 'u-reviewer-a',
  username: 'reviewer_a',
  realname: '王芳',
  roles: ['34'],
};
const ID = '22222222-2222-4222-8222-222222222222';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const process: BrandProcess = {
  id: ID,
  no: 'BA-2026-00003',
  businessType: 'valuation',
  brandName: '精工',
  entName: '苏州精工机械有限公司',
  creditCode: '91110000600037341L',
  applicantName: '张明',
  status: 4,
  strengthScore: null,
  level: null,
  brandValue: null,
  instanceId: null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  completedAt: null,
  createdAt: '2026-11-19T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

// The unit test's hand-worked example (valuation.test.ts on the server).
const valuation = (over: Partial<BrandValuation> = {}): BrandValuation => ({
  processId: ID,
  no: process.no,
  brandName: process.brandName,
  entName: process.entName,
  businessType: 'valuation',
  status: 4,
  strength: { score: '50.00', level: 'A', complete: true, experts: 3 },
  inputs: {
    baseRevenue: '10000000',
    growth: ['0.1', '0.1', '0.1'],
    royaltyMin: '0.01',
    royaltyMax: '0.05',
    taxRate: '0.25',
    discountRate: '0.1',
    terminalGrowth: '0.02',
  },
  sources: {
    baseRevenue: 'answer',
    growth: 'answer',
    royaltyMin: 'settings',
    royaltyMax: 'settings',
    taxRate: 'settings',
    discountRate: 'settings',
    terminalGrowth: 'settings',
  },
  royaltyRate: '0.03',
  years: 3,
  steps: [
    {
      year: 1,
      growth: '0.1',
      revenue: '11000000',
      royalty: '330000',
      afterTax: '247500',
      discountFactor: '0.909090909',
      presentValue: '225000',
    },
    {
      year: 2,
      growth: '0.1',
      revenue: '12100000',
      royalty: '363000',
      afterTax: '272250',
      discountFactor: '0.826446281',
      presentValue: '225000',
    },
    {
      year: 3,
      growth: '0.1',
      revenue: '13310000',
      royalty: '399300',
      afterTax: '299475',
      discountFactor: '0.751314801',
      presentValue: '225000',
    },
  ],
  presentValueSum: '675000',
  terminalValue: '3818306.25',
  terminalPresentValue: '2868750',
  value: '3543750.004',
  sensitivity: {
    royaltyRates: ['0.02', '0.025', '0.03', '0.035', '0.04'],
    discountRates: ['0.09', '0.095', '0.1', '0.105', '0.11'],
    values: [0, 1, 2, 3, 4].map((i) =>
      [0, 1, 2, 3, 4].map((j) => (i === 2 && j === 2 ? '3543750.004' : `${1000000 + i * 10 + j}`)),
    ),
  },
  editable: true,
  inputsUpdatedBy: null,
  inputsUpdatedAt: null,
  ...over,
});

const settings: BrandSettings = {
  deviationShare: '0.25',
  royaltyMin: '0.01',
  royaltyMax: '0.05',
  taxRate: '0.25',
  discountRate: '0.12',
  terminalGrowth: '0.03',
  forecastYears: 5,
  revenueGrowth: '0.05',
  updatedBy: null,
  updatedAt: null,
};

function serve(value = valuation()) {
  mock.onPost(`${B}/ent/queryProcessPage`).reply(200, answer({ items: [process], total: 1 }));
  mock.onGet(`${B}/ent/queryValuePrice`).reply(200, answer(value));
  mock.onGet(`${B}/settings/get`).reply(200, answer(settings));
}

async function pickProcess(label = '评价流程') {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByText(/BA-2026-00003/, { selector: '.ant-select-item-option-content' }));
}

const posted = (path: string) =>
  mock.history.post
    .filter((c) => c.url === `${B}/${path}`)
    .map((c) => JSON.parse(c.data as string) as unknown);

it('shows the value of the chosen process with every input, step and the sensitivity table', async () => {
  serve();
  renderSystemPage(BrandValuePage, '/brandValue', reviewer);
  expect(await screen.findByText('请选择一个评价流程查看其品牌价值')).toBeTruthy();
  await pickProcess();
  // Rounded only for display: 3,543,750.004 shows as 3,543,750.00.
  expect((await screen.findAllByText('3,543,750.00')).length).toBeGreaterThan(0);
  expect(mock.history.post.find((c) => c.url === `${B}/ent/queryProcessPage`)!.params).toEqual({
    pageIndex: 1,
    pageSize: 50,
  });
  expect(posted('ent/queryProcessPage')[0]).toEqual({ status: 4 });
  expect(screen.getAllByText('企业问卷答案')).toHaveLength(2);
  expect(screen.getAllByText('参数设置').length).toBeGreaterThan(1);
  expect((screen.getByLabelText('基期营业收入（元）') as HTMLInputElement).value).toBe('10000000');
  expect(screen.getByText('11,000,000.00')).toBeTruthy();
  expect(screen.getByText('299,475.00')).toBeTruthy();
  expect(screen.getByText('0.909091')).toBeTruthy();
  expect(screen.getByText('675,000.00')).toBeTruthy();
  expect(screen.getByText('3,818,306.25')).toBeTruthy();
  expect(screen.getByText('2,868,750.00')).toBeTruthy();
  const base = document.querySelector('[data-base="true"]')!;
  expect(base.textContent).toBe('3,543,750.00');
  expect(document.querySelectorAll('[data-base="true"]')).toHaveLength(1);
});

it("saves the inputs as decimal strings and shows the server's refusal under its field", async () => {
  serve();
  mock
    .onPost(`${B}/ent/saveValueInputs`)
    .replyOnce(400, refusal('body.royaltyMax', '许可费率上限须大于下限'))
    .onPost(`${B}/ent/saveValueInputs`)
    .reply(
      200,
      answer(valuation({ sources: { ...valuation().sources, baseRevenue: 'saved' } }), '价值参数已保存'),
    );
  renderSystemPage(BrandValuePage, '/brandValue', reviewer);
  await pickProcess();
  const revenue = await screen.findByLabelText('基期营业收入（元）');
  fireEvent.change(revenue, { target: { value: '12000000' } });
  fireEvent.change(screen.getByLabelText('第2年收入增长率'), { target: { value: '0.08' } });
  fireEvent.click(screen.getByRole('button', { name: '保存参数' }));
  expect(await screen.findByText('许可费率上限须大于下限')).toBeTruthy();
  expect(posted('ent/saveValueInputs')[0]).toEqual({
    processId: ID,
    baseRevenue: '12000000',
    growth: ['0.1', '0.08', '0.1'],
    royaltyMin: '0.01',
    royaltyMax: '0.05',
    taxRate: '0.25',
    discountRate: '0.1',
    terminalGrowth: '0.02',
  });
  fireEvent.click(screen.getByRole('button', { name: '保存参数' }));
  expect(await screen.findByText('价值参数已保存')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByText('已保存').length).toBeGreaterThan(0));
});

it('keeps the inputs of a completed process read-only', async () => {
  serve(valuation({ status: 5, editable: false }));
  renderSystemPage(BrandValuePage, '/brandValue', reviewer);
  await pickProcess();
  expect(await screen.findByText('评价已完成，参数不能再修改')).toBeTruthy();
  expect((screen.getByLabelText('基期营业收入（元）') as HTMLInputElement).disabled).toBe(true);
});

it('saves the settings on 参数设置', async () => {
  serve();
  mock.onPost(`${B}/settings/save`).reply(200, answer({ ...settings, forecastYears: 6 }, '参数设置已保存'));
  renderSystemPage(BrandValuePage, '/brandValue', reviewer);
  fireEvent.click(await screen.findByRole('tab', { name: '参数设置' }));
  const years = await screen.findByLabelText('预测年数');
  await waitFor(() => expect((years as HTMLInputElement).value).toBe('5'));
  fireEvent.change(years, { target: { value: '6' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  expect(await screen.findByText('参数设置已保存')).toBeTruthy();
  expect(posted('settings/save')).toEqual([
    {
      deviationShare: '0.25',
      royaltyMin: '0.01',
      royaltyMax: '0.05',
      taxRate: '0.25',
      discountRate: '0.12',
      terminalGrowth: '0.03',
      forecastYears: 6,
    },
  ]);
});

it('reads in English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(BrandValuePage, '/brandValue', reviewer);
  await pickProcess('Assessment process');
  expect(await screen.findByText('Year by year')).toBeTruthy();
  expect(screen.getByText('Base-year revenue (yuan)')).toBeTruthy();
  expect(within(container).getAllByText('3,543,750.00').length).toBeGreaterThan(0);
  expect(chineseIn(container, [process.entName, process.brandName, '王芳', '张明', '地址'])).toEqual([]);
});
