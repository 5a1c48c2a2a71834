import type {
  CarbonFinding,
  CarbonModelSummary,
  CarbonVerification,
  CarbonVerificationDetail,
  EmissionFigures,
} from '@platform/contract';
import { CARBON_PREFIX } from '@platform/contract/carbon-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useCarbon } from '../../../stores/carbon';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import CarbonVerifyPage from './index';
import VerifierPage from './VerifierPage';

const C = CARBON_PREFIX;
const mock = mockApi();
const staff = { ...staffUser, roles: ['42'] };
const verifier = {
  ...staffUser,
  userId: 'u-expert-b',
  username: 'expert_b',
  realname: '赵核查',
  roles: ['33'],
};

const ORG = '11111111-1111-4111-8111-111111111111';
const MODEL = '22222222-2222-4222-8222-222222222222';
const VER = '33333333-3333-4333-8333-333333333333';
const SOURCE = '44444444-4444-4444-8444-444444444444';
const FINDING = '55555555-5555-4555-8555-555555555555';
const ROW_FINDING = '66666666-6666-4666-8666-666666666666';

beforeEach(() => {
  useCarbon.setState({ selectedOrg: ORG, selectedYear: 2026 });
});
afterEach(async () => {
  await inLanguage('zh-CN');
});

const figures: EmissionFigures = {
  orgId: ORG,
  year: 2026,
  gwpSet: 'AR6',
  modelId: MODEL,
  total: '1234.5678',
  byScope: [
    { scope: 1, emission: '634.5678' },
    { scope: 2, emission: '600' },
  ],
  byIsoCategory: [],
  byMonth: [],
  bySource: [
    {
      sourceId: SOURCE,
      name: '外购电力',
      scope: 2,
      isoCategory: 2,
      scope3Category: null,
      activityKind: 'electricity',
      carrier: 'electricity',
      activity: '1052000',
      activityUnit: 'kWh',
      factorId: 'f-1',
      factorName: '全国电网平均排放因子',
      factorValue: '0.5703',
      factorUnit: 't/MWh',
      factorSource: '生态环境部 2024',
      gas: 'CO2',
      gwp: '1',
      gwpSet: 'AR6',
      unitConversion: '0.001',
      emission: '600',
      energyTce: null,
      byMonth: [],
    },
  ],
  byOrg: [],
  previousYearTotal: null,
  yearOverYear: null,
  outputValue: null,
  outputUnit: null,
  intensity: null,
  comparedMonths: 12,
};

const verification = (overrides: Partial<CarbonVerification> = {}): CarbonVerification => ({
  id: VER,
  modelId: MODEL,
  modelName: '2026 年度核算模型',
  orgName: '绿源一厂',
  year: 2026,
  modelVersion: 1,
  status: 0,
  instanceId: null,
  submittedBy: '钱经理',
  submittedAt: '2026-11-20T02:00:00.000Z',
  verifier: '赵核查',
  assurance: null,
  materiality: null,
  opinion: null,
  verifiedAt: null,
  openFindings: 1,
  ...overrides,
});

const finding = (status: number): CarbonFinding => ({
  id: FINDING,
  activityId: null,
  sourceId: SOURCE,
  severity: 'misstatement',
  text: '三月电费发票与读数不符',
  status,
  answer: status > 0 ? '已更正三月读数' : null,
  answeredBy: status > 0 ? '钱经理' : null,
  answeredAt: status > 0 ? '2026-11-21T02:00:00.000Z' : null,
  raisedBy: '赵核查',
  createdAt: '2026-11-20T06:00:00.000Z',
  closedAt: status === 2 ? '2026-11-22T02:00:00.000Z' : null,
  activity: null,
  sourceName: '外购电力',
});

/** A finding on an activity row the verifier did not sample: the server names the row. */
const rowFinding = (status: number): CarbonFinding => ({
  ...finding(status),
  id: ROW_FINDING,
  activityId: 'a-9',
  sourceId: null,
  sourceName: null,
  activity: {
    deviceCode: 'SZ-E-01',
    deviceName: '冲压车间电表',
    orgName: '苏州工厂',
    year: 2025,
    month: 3,
    value: '88000',
    unit: 'kWh',
  },
});

const detail = (
  findingStatus: number,
  overrides: Partial<CarbonVerificationDetail> = {},
): CarbonVerificationDetail => ({
  ...verification({ openFindings: findingStatus === 2 ? 0 : 1 }),
  findings: [finding(findingStatus)],
  samples: [],
  figures,
  canVerify: true,
  canAnswer: false,
  ...overrides,
});

const model: CarbonModelSummary = {
  id: MODEL,
  orgId: ORG,
  orgName: '绿源一厂',
  year: 2026,
  name: '2026 年度核算模型',
  boundary: 'operational',
  gwpSet: 'AR6',
  status: 0,
  version: 1,
  sourceCount: 3,
  updatedAt: '2026-11-19T02:00:00.000Z',
};

function serve(current: CarbonVerificationDetail) {
  mock.onGet(`${C}/org/tree`).reply(
    200,
    answer([
      {
        id: ORG,
        parentId: null,
        name: '绿源一厂',
        kind: 'company',
        code: null,
        region: null,
        address: null,
        sort: 0,
      },
    ]),
  );
  mock.onGet(`${C}/verify/list`).reply(200, answer({ items: [verification()], total: 1 }));
  mock.onGet(`${C}/verify/detail`).reply(200, answer(current));
  mock.onGet(`${C}/verify/rows`).reply(200, answer({ items: [], total: 0 }));
}

async function openAsVerifier(action = '核查') {
  renderSystemPage(VerifierPage, '/0010', verifier);
  fireEvent.click(await screen.findByRole('button', { name: action }));
  const drawer = (
    await screen.findByText('2026 年度核算模型 · v1', { selector: '.ant-drawer-title' })
  ).closest('.ant-drawer') as HTMLElement;
  return drawer;
}

it('shows the verifier the figures with each source’s activity, factor and its source', async () => {
  serve(detail(0));
  const drawer = await openAsVerifier();
  expect(mock.history.get.find((c) => c.url === `${C}/verify/list`)!.params).toEqual({
    pageIndex: 1,
    pageSize: 20,
    status: 0,
  });
  const sources = await within(drawer).findByRole('table', { name: '排放源' });
  expect(within(sources).getByText('全国电网平均排放因子')).toBeTruthy();
  expect(within(sources).getByText('生态环境部 2024')).toBeTruthy();
  expect(within(sources).getByText('1,052,000 kWh')).toBeTruthy();
  expect(within(drawer).getByText('1,234.5678')).toBeTruthy();
});

it('lets the verifier open a row’s evidence and mark the row sampled with a note', async () => {
  serve(detail(0));
  mock.onGet(`${C}/verify/rows`).reply(
    200,
    answer({
      items: [
        {
          activityId: 'a-1',
          orgId: ORG,
          orgName: '绿源一厂',
          deviceId: 'd-1',
          deviceCode: 'EM-01',
          deviceName: '总电表',
          year: 2026,
          month: 3,
          value: '88000',
          unit: 'kWh',
          evidence: ['t-1/carbon/2026/invoice-03.pdf'],
          activityNote: null,
          result: null,
        },
      ],
      total: 1,
    }),
  );
  mock.onPost(`${C}/verify/sample`).reply(200, answer(null));
  const drawer = await openAsVerifier();
  fireEvent.click(within(drawer).getByRole('tab', { name: '活动数据' }));
  const rows = await within(drawer).findByRole('table', { name: '活动数据' });
  const evidence = await within(rows).findByRole('link', { name: '凭证1' });
  expect(evidence.getAttribute('href')).toBe(
    '/api/api-system/data/upload/file/t-1/carbon/2026/invoice-03.pdf',
  );
  expect(mock.history.get.find((c) => c.url === `${C}/verify/rows`)!.params).toEqual({
    verificationId: VER,
    pageIndex: 1,
    pageSize: 20,
  });

  fireEvent.click(within(rows).getByRole('button', { name: '抽样' }));
  const sample = await dialog('抽样核对');
  fireEvent.click(within(sample).getByLabelText('有问题'));
  fireEvent.change(within(sample).getByLabelText('说明'), { target: { value: '读数与发票差 2%' } });
  fireEvent.click(button('确定', sample));
  expect(await screen.findByText('抽样结果已记录')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/verify/sample`)!.data as string)).toEqual({
    verificationId: VER,
    activityId: 'a-1',
    result: 'issue',
    note: '读数与发票差 2%',
  });
});

it('keeps the statement disabled while a finding is open, and issues it once every finding is closed', async () => {
  serve(detail(1));
  const drawer = await openAsVerifier();
  fireEvent.click(within(drawer).getByRole('tab', { name: '核查声明' }));
  expect(await within(drawer).findByText('还有 1 项发现项未关闭，全部关闭后才能出具核查声明')).toBeTruthy();
  expect(button('出具核查声明', drawer).disabled).toBe(true);

  // The verifier reads the answer and closes the finding.
  fireEvent.click(within(drawer).getByRole('tab', { name: '发现项' }));
  expect(await within(drawer).findByText('已更正三月读数')).toBeTruthy();
  expect(within(drawer).getByText('排放源：外购电力')).toBeTruthy();
  mock.onPost(`${C}/verify/finding/close`).reply(200, answer(finding(2)));
  mock.onGet(`${C}/verify/detail`).reply(200, answer(detail(2)));
  fireEvent.click(button('关闭', drawer));
  fireEvent.click(button('确定', await dialog('系统提示')));
  expect(await screen.findByText('发现项已关闭')).toBeTruthy();
  expect(
    JSON.parse(mock.history.post.find((c) => c.url === `${C}/verify/finding/close`)!.data as string),
  ).toEqual({
    id: FINDING,
  });

  fireEvent.click(within(drawer).getByRole('tab', { name: '核查声明' }));
  await waitFor(() => expect(button('出具核查声明', drawer).disabled).toBe(false));
  expect(within(drawer).queryByText(/项发现项未关闭/)).toBeNull();
  fireEvent.change(within(drawer).getByLabelText('核查意见'), { target: { value: '数据真实、准确' } });
  mock.onPost(`${C}/verify/statement`).reply(200, answer(verification({ status: 1 })));
  fireEvent.click(button('出具核查声明', drawer));
  expect(await screen.findByText('已出具核查声明')).toBeTruthy();
  expect(
    JSON.parse(mock.history.post.find((c) => c.url === `${C}/verify/statement`)!.data as string),
  ).toEqual({
    verificationId: VER,
    assurance: 'reasonable',
    materiality: '5',
    opinion: '数据真实、准确',
  });
});

it('lets the company answer a finding and shows the statement once issued', async () => {
  serve(
    detail(0, {
      canVerify: false,
      canAnswer: true,
      findings: [rowFinding(0)],
    }),
  );
  renderSystemPage(CarbonVerifyPage, '/carbon/verify', staff);
  fireEvent.click(await screen.findByRole('button', { name: '查看' }));
  const drawer = (
    await screen.findByText('2026 年度核算模型 · v1', { selector: '.ant-drawer-title' })
  ).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByRole('button', { name: '下载报告 (PDF)' })).toBeTruthy();
  // The drawer fits the window, and the finding names its row (not sampled) with its meter and month.
  const wrapper = drawer.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!.style;
  expect([wrapper.width, wrapper.maxWidth]).toEqual(['1100px', 'calc(100vw - 64px)']);
  expect(within(drawer).getByText('SZ-E-01 冲压车间电表 · 2025年3月')).toBeTruthy();
  expect(drawer.textContent).toContain('苏州工厂 · 88,000 kWh');
  fireEvent.click(await within(drawer).findByRole('button', { name: '答复' }));
  const answerDialog = await dialog('答复发现项');
  fireEvent.change(within(answerDialog).getByLabelText('答复内容'), { target: { value: '已更正三月读数' } });
  mock.onPost(`${C}/verify/finding/answer`).reply(200, answer(rowFinding(1)));
  fireEvent.click(button('确定', answerDialog));
  expect(await screen.findByText('已答复', { selector: '.ant-message *' })).toBeTruthy();
  expect(
    JSON.parse(mock.history.post.find((c) => c.url === `${C}/verify/finding/answer`)!.data as string),
  ).toEqual({ id: ROW_FINDING, answer: '已更正三月读数' });
});

it('shows an issued statement to the company with the verified figures', async () => {
  serve(
    detail(2, {
      status: 1,
      assurance: 'limited',
      materiality: '5',
      opinion: '数据真实、准确',
      verifiedAt: '2026-11-23T02:00:00.000Z',
      canVerify: false,
      canAnswer: true,
    }),
  );
  renderSystemPage(CarbonVerifyPage, '/carbon/verify', staff);
  fireEvent.click(await screen.findByRole('button', { name: '查看' }));
  expect(await screen.findByText('有限保证')).toBeTruthy();
  expect(screen.getByText('数据真实、准确')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '答复' })).toBeNull();
});

it('submits a draft model of the selected organisation and year', async () => {
  serve(detail(0));
  mock
    .onPost(`${C}/model/getModelPageList`)
    .reply(200, answer({ items: [model, { ...model, id: 'm-2', status: 2, name: '已核查模型' }], total: 2 }));
  mock.onPost(`${C}/verify/submit`).reply(200, answer(verification()));
  renderSystemPage(CarbonVerifyPage, '/carbon/verify', staff);
  const open = await screen.findByRole('button', { name: '提交核查' });
  await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(open);
  const submit = await dialog('提交核查');
  await within(submit).findByText('2026 年度核算模型 · v1 · 草稿');
  expect(
    JSON.parse(mock.history.post.find((c) => c.url === `${C}/model/getModelPageList`)!.data as string),
  ).toEqual({
    orgId: ORG,
    year: 2026,
  });
  fireEvent.click(button('提交核查', submit));
  expect(await screen.findByText('已提交核查')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/verify/submit`)!.data as string)).toEqual({
    modelId: MODEL,
  });
});

it('shows the verifier view in English', async () => {
  await inLanguage('en-US');
  serve(detail(1, { findings: [finding(1), rowFinding(1)] }));
  const drawer = await openAsVerifier('Verify');
  fireEvent.click(within(drawer).getByRole('tab', { name: 'Findings' }));
  expect(await within(drawer).findByText('SZ-E-01 冲压车间电表 · March 2025')).toBeTruthy();
  expect(within(drawer).getByText('Source: 外购电力')).toBeTruthy();
  fireEvent.click(within(drawer).getByRole('tab', { name: 'Verification statement' }));
  expect(await within(drawer).findByText('Issue statement')).toBeTruthy();
  expect(
    chineseIn(drawer, [
      '2026 年度核算模型',
      '绿源一厂',
      '钱经理',
      '赵核查',
      '外购电力',
      '全国电网平均排放因子',
      '生态环境部 2024',
      '冲压车间电表',
      '苏州工厂',
      '三月电费发票与读数不符',
      '已更正三月读数',
    ]),
  ).toEqual([]);
});
