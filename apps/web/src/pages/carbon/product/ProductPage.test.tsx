import type { CarbonPathDetail, CarbonProduct } from '@platform/contract';
import { CARBON_PREFIX } from '@platform/contract/carbon-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import CarbonProductPage from './index';

// jsdom draws no canvas: the chart is a labelled box here (the figures are text beside it).
vi.mock('../../../components/chart/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const C = CARBON_PREFIX;
const mock = mockApi();
const staff = { ...staffUser, roles: ['42'] };

afterEach(async () => {
  await inLanguage('zh-CN');
});

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const PATH = '22222222-2222-4222-8222-222222222222';
const STEEL = '33333333-3333-4333-8333-333333333333';
const GRID = '44444444-4444-4444-8444-444444444444';

const product: CarbonProduct = {
  id: PRODUCT,
  orgId: null,
  name: '热轧钢板',
  code: 'HR-01',
  declaredUnit: 't',
  cbamGoods: 'iron_steel',
  cnCode: '7208',
  description: null,
  pathCount: 1,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const input = (name: string, amount: string, unit: string, factorId: string, factorName: string) => ({
  name,
  amount,
  unit,
  factorId,
  cbamKind: 'direct' as const,
  note: null,
  factorName,
  factorValue: '1.9',
  factorUnit: 't/t',
  factorSource: 'IPCC 2006',
  emission: '1.9',
});

const path = (overrides: Partial<CarbonPathDetail> = {}): CarbonPathDetail => ({
  id: PATH,
  productId: PRODUCT,
  productName: '热轧钢板',
  declaredUnit: 't',
  name: '2026 年钢板路径',
  year: 2026,
  boundary: 'cradle_to_gate',
  gwpSet: 'AR6',
  outputAmount: '1',
  description: null,
  stages: [
    { stage: 'raw_materials', inputs: [input('铁矿石', '1.6', 't', STEEL, '铁矿石开采')], emission: '1.9' },
    { stage: 'production', inputs: [input('电力', '500', 'kWh', GRID, '全国电网平均')], emission: '0.2852' },
  ],
  total: '2.1852',
  footprint: '2185.2',
  ...overrides,
});

function serve() {
  mock.onPost(`${C}/pdt/getPageProductList`).reply(200, answer({ items: [product], total: 1 }));
  mock.onGet(`${C}/zjPath/list`).reply(200, answer([path()]));
  mock.onGet(`${C}/zjPath/queryById`).reply(200, answer(path()));
  mock.onGet(`${C}/data/searchBorderEmissionData`).reply(
    200,
    answer({
      productId: PRODUCT,
      productName: '热轧钢板',
      cnCode: '7208',
      cbamGoods: 'iron_steel',
      year: 2026,
      pathId: PATH,
      production: '1',
      directEmissions: '1.9',
      indirectEmissions: '0.2852',
      precursorEmissions: '0',
      specificDirect: '1.9',
      specificIndirect: '0.2852',
      specificTotal: '2.1852',
      method: 'ISO 14067',
    }),
  );
}

async function openEditor() {
  renderSystemPage(CarbonProductPage, '/carbon/product', staff);
  fireEvent.click(await screen.findByRole('button', { name: '核算路径' }));
  const paths = (await screen.findByText('热轧钢板 · 核算路径')).closest('.ant-drawer') as HTMLElement;
  expect(await within(paths).findByText('2026 年钢板路径')).toBeTruthy();
  // The border emissions (CBAM) of the path's year.
  expect(await within(paths).findByText('单位产品隐含排放 (t CO₂e/t)')).toBeTruthy();
  expect(within(paths).getByText('2.1852', { selector: 'strong' })).toBeTruthy();
  fireEvent.click(within(paths).getByRole('button', { name: '修改' }));
  const editor = (await screen.findByText('修改核算路径')).closest('.ant-drawer') as HTMLElement;
  await within(editor).findByDisplayValue('铁矿石');
  return editor;
}

it('lists products with their CBAM goods and path count', async () => {
  serve();
  renderSystemPage(CarbonProductPage, '/carbon/product', staff);
  expect(await screen.findByText('热轧钢板')).toBeTruthy();
  expect(screen.getByText('钢铁')).toBeTruthy();
  expect(screen.getByText('7208')).toBeTruthy();
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });
});

it('sends the path with the inputs of each stage of its boundary and shows the footprint computed', async () => {
  serve();
  const editor = await openEditor();
  // The stages of a cradle-to-gate path, each with its inputs.
  const production = within(editor).getByRole('region', { name: '生产制造' });
  expect(within(production).getByDisplayValue('电力')).toBeTruthy();
  expect(within(editor).queryByRole('region', { name: '产品使用' })).toBeNull();
  expect(within(editor).getByText('2,185.2 kg CO₂e / t')).toBeTruthy();

  fireEvent.change(within(production).getByDisplayValue('500'), { target: { value: '1000' } });
  const saved = path({ total: '2.4704', footprint: '2470.4' });
  mock.onPost(`${C}/zjPath/update`).reply(200, answer(saved));
  mock.onGet(`${C}/zjPath/queryById`).reply(200, answer(saved));
  fireEvent.click(button('保存', editor));
  expect(await within(editor).findByText('2,470.4 kg CO₂e / t')).toBeTruthy();

  const body = JSON.parse(
    mock.history.post.find((call) => call.url === `${C}/zjPath/update`)!.data as string,
  );
  expect(body).toMatchObject({
    id: PATH,
    productId: PRODUCT,
    name: '2026 年钢板路径',
    year: 2026,
    boundary: 'cradle_to_gate',
    gwpSet: 'AR6',
    outputAmount: '1',
    stages: [
      {
        stage: 'raw_materials',
        inputs: [
          { name: '铁矿石', amount: '1.6', unit: 't', factorId: STEEL, cbamKind: 'direct', note: null },
        ],
      },
      {
        stage: 'production',
        inputs: [
          { name: '电力', amount: '1000', unit: 'kWh', factorId: GRID, cbamKind: 'direct', note: null },
        ],
      },
    ],
  });
});

it('shows a refused input field on its own row', async () => {
  serve();
  const editor = await openEditor();
  mock
    .onPost(`${C}/zjPath/update`)
    .reply(400, refusal('body.stages.1.inputs.0.unit', '单位 kWh 不能换算为因子的单位 t'));
  fireEvent.click(button('保存', editor));
  const production = within(editor).getByRole('region', { name: '生产制造' });
  expect(await within(production).findByText('单位 kWh 不能换算为因子的单位 t')).toBeTruthy();
  const raw = within(editor).getByRole('region', { name: '原材料获取' });
  expect(within(raw).queryByText('单位 kWh 不能换算为因子的单位 t')).toBeNull();
});

it('shows the path editor in English', async () => {
  await inLanguage('en-US');
  serve();
  renderSystemPage(CarbonProductPage, '/carbon/product', staff);
  fireEvent.click(await screen.findByRole('button', { name: 'Paths' }));
  const paths = (await screen.findByText('热轧钢板 · Paths')).closest('.ant-drawer') as HTMLElement;
  fireEvent.click(await within(paths).findByRole('button', { name: 'Edit' }));
  const editor = (await screen.findByText('Edit path')).closest('.ant-drawer') as HTMLElement;
  await within(editor).findByDisplayValue('铁矿石');
  expect(within(editor).getAllByText('Add input')).toHaveLength(2);
  await waitFor(() =>
    expect(chineseIn(editor, ['2026 年钢板路径', '铁矿石开采', '全国电网平均', '铁矿石', '电力'])).toEqual(
      [],
    ),
  );
});
