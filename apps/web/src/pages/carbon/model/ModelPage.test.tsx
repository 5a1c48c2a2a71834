import type { CarbonDevice, CarbonFactor, CarbonModelDetail, CarbonOrg } from '@platform/contract';
import { CARBON_PREFIX, CarbonPaths as P } from '@platform/contract/carbon-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useCarbon } from '../../../stores/carbon';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import ModelPage from './index';

const mock = mockApi();
const C = CARBON_PREFIX;

const ORG = '10000000-0000-4000-8000-000000000001';
const MODEL = '20000000-0000-4000-8000-000000000002';
const GAS_FACTOR = '30000000-0000-4000-8000-000000000003';
const GRID_FACTOR = '30000000-0000-4000-8000-000000000004';
const METER = '40000000-0000-4000-8000-000000000005';

beforeEach(() => {
  useCarbon.setState({ selectedOrg: ORG, selectedYear: 2025 });
});
afterEach(async () => {
  await inLanguage('zh-CN');
});

const org: CarbonOrg = {
  id: ORG,
  parentId: null,
  name: '绿源汽配',
  kind: 'company',
  code: null,
  region: null,
  address: null,
  sort: 0,
  children: [],
};

const factor = (id: string, name: string, overrides: Partial<CarbonFactor> = {}): CarbonFactor => ({
  id,
  platform: true,
  name,
  category: 'stationary',
  gas: 'CO2',
  value: '2.1622',
  numeratorUnit: 'kg',
  denominatorUnit: 'm^3',
  ncv: null,
  ncvUnit: null,
  carrier: 'natural_gas',
  source: 'IPCC 2006',
  year: 2006,
  region: null,
  description: null,
  ...overrides,
});
const gas = factor(GAS_FACTOR, '天然气燃烧');
const grid = factor(GRID_FACTOR, '全国电网平均排放因子', {
  category: 'electricity',
  value: '0.5703',
  numeratorUnit: 't',
  denominatorUnit: 'MWh',
  carrier: 'electricity',
});

const meter: CarbonDevice = {
  id: METER,
  orgId: ORG,
  orgName: '绿源汽配',
  code: 'E-01',
  name: '总电表',
  activityKind: 'electricity',
  carrier: 'electricity',
  unit: 'kWh',
  description: null,
};

const model = (overrides: Partial<CarbonModelDetail> = {}): CarbonModelDetail => ({
  id: MODEL,
  orgId: ORG,
  orgName: '绿源汽配',
  year: 2025,
  name: '2025 年度核算',
  boundary: 'operational',
  gwpSet: 'AR6',
  status: 0,
  version: 1,
  sourceCount: 1,
  updatedAt: '2026-01-10T08:00:00.000Z',
  outputValue: null,
  outputUnit: null,
  description: null,
  sources: [
    {
      id: '50000000-0000-4000-8000-000000000006',
      name: '锅炉天然气',
      activityKind: 'fuel',
      carrier: 'natural_gas',
      deviceIds: [],
      factorId: GAS_FACTOR,
      activityUnit: 'm^3',
      scope: 1,
      isoCategory: 1,
      scope3Category: null,
      description: null,
      factor: gas,
    },
  ],
  ...overrides,
});

function serve(detail: CarbonModelDetail) {
  const { sources: _, outputValue: _o, outputUnit: _u, description: _d, ...summary } = detail;
  mock.onGet(`${C}/${P.orgTree}`).reply(200, answer([org]));
  mock.onPost(`${C}/${P.models}`).reply(200, answer({ items: [summary], total: 1 }));
  mock.onGet(`${C}/${P.model}`).reply(200, answer(detail));
  mock.onPost(`${C}/${P.devices}`).reply(200, answer({ items: [meter], total: 1 }));
  mock.onPost(`${C}/${P.factors}`).reply(200, answer({ items: [gas, grid], total: 2 }));
}

const posted = (path: string) =>
  mock.history.post
    .filter((call) => call.url === `${C}/${path}`)
    .map((call: AxiosRequestConfig) => ({
      params: call.params as unknown,
      body: call.data ? (JSON.parse(call.data as string) as unknown) : undefined,
    }));

const drawer = async () =>
  (await screen.findByRole('table', { name: '排放源' })).closest('.ant-drawer') as HTMLElement;
const option = (text: string) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

it('lists the models of the organisation and year in the bar, with status and version', async () => {
  serve(model({ status: 2, version: 2 }));
  renderSystemPage(ModelPage, '/carbon/model');
  const row = (await screen.findByText('2025 年度核算')).closest('tr')!;
  expect(within(row).getByText('已核查')).toBeTruthy();
  expect(within(row).getByText('V2')).toBeTruthy();
  expect(within(row).getByText('运营控制权法')).toBeTruthy();
  expect(button('删除', row).disabled).toBe(true);
  expect(button('新版本', row)).toBeTruthy();
  expect(posted(P.models)[0]).toEqual({
    params: { pageIndex: 1, pageSize: 20 },
    body: { orgId: ORG, year: 2025 },
  });
});

it('shows a verified model read-only with a note', async () => {
  serve(model({ status: 2 }));
  renderSystemPage(ModelPage, '/carbon/model');
  fireEvent.click(button('查看', (await screen.findByText('2025 年度核算')).closest('tr')!));
  const view = await drawer();
  expect(await within(view).findByText(/内容只读/)).toBeTruthy();
  expect(within(view).queryByText('保存')).toBeNull();
  expect(within(view).queryByText('添加排放源')).toBeNull();
  expect((within(view).getByDisplayValue('锅炉天然气') as HTMLInputElement).disabled).toBe(true);
});

it('sends the sources with their factor and devices, and shows a refused source field on its row', async () => {
  serve(model());
  mock.onPost(`${C}/${P.saveModel}`).reply(400, refusal('body.sources.1.activityUnit', '单位 kWhh 无法识别'));
  renderSystemPage(ModelPage, '/carbon/model');
  fireEvent.click(button('编辑', (await screen.findByText('2025 年度核算')).closest('tr')!));
  const editor = await drawer();
  expect(await within(editor).findByText('天然气燃烧')).toBeTruthy();

  fireEvent.click(button('添加排放源', editor));
  const rows = () =>
    within(screen.getByRole('table', { name: '排放源' }))
      .getAllByRole('row')
      .slice(1);
  await waitFor(() => expect(rows()).toHaveLength(2));
  const second = rows()[1]!;
  fireEvent.change(within(second).getByLabelText('排放源名称'), { target: { value: '外购电力' } });
  fireEvent.mouseDown(within(second).getByLabelText('范围'));
  fireEvent.click(await option('范围二'));
  fireEvent.mouseDown(within(second).getByLabelText('计量设备'));
  fireEvent.click(await option('E-01 总电表'));
  fireEvent.click(button('选择因子', second));
  const picker = (await screen.findByRole('table', { name: '选择排放因子' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.click(button('选择', (await within(picker).findByText('全国电网平均排放因子')).closest('tr')!));
  expect(await within(rows()[1]!).findByText('全国电网平均排放因子')).toBeTruthy();
  expect((within(rows()[1]!).getByLabelText('活动数据单位') as HTMLInputElement).value).toBe('MWh');
  fireEvent.change(within(rows()[1]!).getByLabelText('活动数据单位'), { target: { value: 'kWhh' } });

  fireEvent.click(button('保存', editor));
  expect(await within(rows()[1]!).findByText('单位 kWhh 无法识别')).toBeTruthy();
  expect(within(rows()[0]!).queryByText('单位 kWhh 无法识别')).toBeNull();
  const body = posted(P.saveModel)[0]!.body as { id: string; sources: unknown[] };
  expect(body.id).toBe(MODEL);
  expect(body.sources).toEqual([
    {
      id: '50000000-0000-4000-8000-000000000006',
      name: '锅炉天然气',
      activityKind: 'fuel',
      carrier: 'natural_gas',
      deviceIds: [],
      factorId: GAS_FACTOR,
      activityUnit: 'm^3',
      scope: 1,
      isoCategory: 1,
      scope3Category: null,
      description: null,
    },
    {
      name: '外购电力',
      activityKind: 'fuel',
      carrier: null,
      deviceIds: [METER],
      factorId: GRID_FACTOR,
      activityUnit: 'kWhh',
      scope: 2,
      isoCategory: 1,
      scope3Category: null,
      description: null,
    },
  ]);
  // A long journey through the drawer and the picker: slow on a busy machine.
}, 90_000);

it('reads in English, the models as stored', async () => {
  await inLanguage('en-US');
  serve(model());
  const { container } = renderSystemPage(ModelPage, '/carbon/model');
  const row = (await screen.findByText('2025 年度核算')).closest('tr')!;
  expect(within(row).getByText('Draft')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Boundary' })).toBeTruthy();
  expect(chineseIn(container, ['2025 年度核算', '绿源汽配', '地址'])).toEqual([]);
});
