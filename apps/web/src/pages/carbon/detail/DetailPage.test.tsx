import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { C, figures, ORG, orgTree, singleRow, SOURCE_GAS } from '../components/fixtures/carbon';
import DetailPage from './index';

const mock = mockApi();
const SINGLE = `${C}/data/getSingleData`;

afterEach(async () => {
  await inLanguage('zh-CN');
});

function serve() {
  mock.onGet(`${C}/org/tree`).reply(200, answer(orgTree()));
  mock.onGet(`${C}/data/searchEmissionData`).reply(200, answer(figures()));
  mock.onGet(SINGLE).reply(200, answer({ items: [singleRow()], total: 1, emission: '216.22' }));
}

const singleCalls = () => mock.history.get.filter((call) => call.url === SINGLE);
const address = `/carbon/detail?orgId=${ORG}&year=2026&sourceId=${SOURCE_GAS}`;

it('shows the rows behind a source’s total with their factors and evidence', async () => {
  serve();
  renderSystemPage(DetailPage, address, staffUser);

  const row = (await screen.findByText('一号锅炉燃气表 (GAS-01)')).closest('tr')!;
  expect(within(row).getByText('100,000 m^3')).toBeTruthy();
  expect(within(row).getByText('2.1622 t CO2/10^4 m^3')).toBeTruthy();
  expect(within(row).getByText('IPCC 2006')).toBeTruthy();
  expect(within(row).getByText('216.22')).toBeTruthy();
  const evidence = within(row).getByRole('link', { name: /invoice-2026-01\.pdf/ });
  expect(evidence.getAttribute('href')).toBe(
    '/api/api-system/data/upload/file/carbon/evidence/1767225600invoice-2026-01.pdf',
  );

  expect(screen.getByText('合计排放')).toBeTruthy();
  expect(screen.getAllByText('216.22').length).toBe(2);
  expect(await screen.findByText('绿源集团')).toBeTruthy();
  expect(await screen.findByText('锅炉天然气', { selector: '.ant-descriptions-item-content' })).toBeTruthy();
  expect(singleCalls()[0]!.params).toMatchObject({
    orgId: ORG,
    year: 2026,
    sourceId: SOURCE_GAS,
    pageIndex: 1,
  });
});

it('narrows the rows to a month', async () => {
  serve();
  renderSystemPage(DetailPage, address, staffUser);
  await screen.findByText('一号锅炉燃气表 (GAS-01)');
  fireEvent.mouseDown(screen.getByLabelText('月份'));
  fireEvent.click(await screen.findByText('3月', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(singleCalls().at(-1)!.params).toMatchObject({ sourceId: SOURCE_GAS, month: 3 }));
});

it('asks to be opened from the overview when the address lacks the organisation', async () => {
  renderSystemPage(DetailPage, '/carbon/detail?year=2026', staffUser);
  expect(await screen.findByText('缺少组织或年度，请从碳排放概览打开排放明细')).toBeTruthy();
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(
    DetailPage,
    `/carbon/detail?orgId=${ORG}&year=2026&scope=1`,
    staffUser,
  );
  await screen.findByText('一号锅炉燃气表 (GAS-01)');
  expect(screen.getByRole('columnheader', { name: 'Emission factor' })).toBeTruthy();
  expect(screen.getAllByText('Scope 1').length).toBeGreaterThan(0);
  expect(await screen.findByText('绿源集团')).toBeTruthy();
  const userData = ['绿源集团', '一号厂区', '一号锅炉燃气表', '锅炉天然气', '天然气', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
});
