import type { CarbonFactor } from '@platform/contract';
import { CARBON_PREFIX, CarbonPaths as P } from '@platform/contract/carbon-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import FactorPage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const factor = (overrides: Partial<CarbonFactor> = {}): CarbonFactor => ({
  id: '11111111-1111-4111-8111-111111111111',
  platform: true,
  name: '全国电网平均排放因子',
  category: 'electricity',
  gas: 'CO2',
  value: '0.5703',
  numeratorUnit: 't',
  denominatorUnit: 'MWh',
  ncv: null,
  ncvUnit: null,
  carrier: 'electricity',
  source: '生态环境部 国家统计局 2024',
  year: 2022,
  region: '全国',
  description: null,
  ...overrides,
});

const own = factor({
  id: '22222222-2222-4222-8222-222222222222',
  platform: false,
  name: '厂区柴油',
  category: 'stationary',
  value: '74100',
  numeratorUnit: 'kg',
  denominatorUnit: 'TJ',
  ncv: '43',
  ncvUnit: 'TJ/Gg',
  carrier: 'diesel',
  source: 'IPCC 2006',
  year: 2006,
  region: null,
});

const posted = (path: string) =>
  mock.history.post
    .filter((call) => call.url === `${CARBON_PREFIX}/${path}`)
    .map((call: AxiosRequestConfig) => ({
      params: call.params as unknown,
      body: call.data ? (JSON.parse(call.data as string) as unknown) : undefined,
    }));

function serve(items: CarbonFactor[]) {
  mock.onPost(`${CARBON_PREFIX}/${P.factors}`).reply(200, answer({ items, total: items.length }));
}

const option = (text: string) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

it('lists platform and own factors with value, units and NCV, and sends the chosen filter', async () => {
  serve([factor(), own]);
  renderSystemPage(FactorPage, '/carbon/factor');
  const platformRow = (await screen.findByText('全国电网平均排放因子')).closest('tr')!;
  expect(within(platformRow).getByText('平台')).toBeTruthy();
  expect(within(platformRow).getByText('0.5703 t/MWh')).toBeTruthy();
  expect(within(platformRow).getByText('外购电力')).toBeTruthy();
  const ownRow = screen.getByText('厂区柴油').closest('tr')!;
  expect(within(ownRow).getByText('74,100 kg/TJ')).toBeTruthy();
  expect(within(ownRow).getByText('43 TJ/Gg')).toBeTruthy();
  expect(within(ownRow).queryByText('平台')).toBeNull();

  fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 柴油 ' } });
  fireEvent.mouseDown(screen.getByLabelText('类别'));
  fireEvent.click(await option('固定燃烧'));
  fireEvent.mouseDown(screen.getByLabelText('温室气体'));
  fireEvent.click(await option('CH₄'));
  fireEvent.mouseDown(screen.getByLabelText('所属'));
  fireEvent.click(await option('本单位因子'));
  fireEvent.change(screen.getByLabelText('年份'), { target: { value: '2006' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(posted(P.factors)).toHaveLength(2));
  expect(posted(P.factors)[1]).toEqual({
    params: { pageIndex: 1, pageSize: 20 },
    body: { keyword: '柴油', category: 'stationary', gas: 'CH4', owner: 'tenant', year: 2006 },
  });
});

it('keeps platform factors read-only and edits the tenant’s own', async () => {
  serve([factor(), own]);
  mock
    .onPost(`${CARBON_PREFIX}/${P.saveFactor}`)
    .reply(400, refusal('body.denominatorUnit', '不是可识别的单位'));
  renderSystemPage(FactorPage, '/carbon/factor');
  const platformRow = (await screen.findByText('全国电网平均排放因子')).closest('tr')!;
  expect(button('修改', platformRow).disabled).toBe(true);
  expect(button('删除', platformRow).disabled).toBe(true);

  fireEvent.click(button('修改', screen.getByText('厂区柴油').closest('tr')!));
  const form = await dialog('修改排放因子');
  fireEvent.change(within(form).getByLabelText('分母单位'), { target: { value: 'TJJ' } });
  fireEvent.click(button('确定', form.closest('.ant-modal')! as HTMLElement));
  expect(await within(form).findByText('不是可识别的单位')).toBeTruthy();
  expect(posted(P.saveFactor)[0]!.body).toEqual({
    id: own.id,
    name: '厂区柴油',
    category: 'stationary',
    gas: 'CO2',
    value: '74100',
    numeratorUnit: 'kg',
    denominatorUnit: 'TJJ',
    ncv: '43',
    ncvUnit: 'TJ/Gg',
    carrier: 'diesel',
    source: 'IPCC 2006',
    year: 2006,
    region: null,
    description: null,
  });
});

it('reads in English, the factors as stored', async () => {
  await inLanguage('en-US');
  serve([factor()]);
  const { container } = renderSystemPage(FactorPage, '/carbon/factor');
  const row = (await screen.findByText('全国电网平均排放因子')).closest('tr')!;
  expect(within(row).getByText('Platform')).toBeTruthy();
  expect(within(row).getByText('Purchased electricity')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Source' })).toBeTruthy();
  expect(
    chineseIn(container, ['全国电网平均排放因子', '生态环境部 国家统计局 2024', '全国', '地址']),
  ).toEqual([]);
});
