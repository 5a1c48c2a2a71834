import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { useCarbon } from '../../../stores/carbon';
import { C, ORG, orgTree, plan } from '../components/fixtures/carbon';
import PlanPage from './index';

const mock = mockApi();
const SAVE = `${C}/plan/save`;

beforeEach(() => {
  useCarbon.setState({ selectedYear: 2026, selectedOrg: ORG });
});
afterEach(async () => {
  await inLanguage('zh-CN');
});

function serve() {
  mock.onGet(`${C}/org/tree`).reply(200, answer(orgTree()));
  mock.onGet(`${C}/plan/list`).reply(200, answer([plan()]));
  mock.onPost(SAVE).reply(200, answer(plan()));
}

const saved = () => JSON.parse(mock.history.post.find((c) => c.url === SAVE)!.data as string) as object;

it('lists the selected organisation’s plans with their progress against the target', async () => {
  serve();
  renderSystemPage(PlanPage, '/plan', staffUser);
  const row = (await screen.findByText('锅炉改造')).closest('tr')!;
  expect(within(row).getByText('绿源集团')).toBeTruthy();
  expect(within(row).getByText('1,500')).toBeTruthy();
  expect(within(row).getByText('1,200')).toBeTruthy();
  expect(within(row).getByText('1,234.57')).toBeTruthy();
  expect(within(row).getByText('88.48%')).toBeTruthy();
  expect(within(row).getByText('范围一')).toBeTruthy();
  expect(mock.history.get.find((c) => c.url === `${C}/plan/list`)!.params).toEqual({ orgId: ORG });

  fireEvent.click(screen.getByText('全部组织'));
  await waitFor(() =>
    expect(mock.history.get.filter((c) => c.url === `${C}/plan/list`).at(-1)!.params).toEqual({}),
  );
});

it('lays every column out at its own width, the table scrolling sideways past the fixed 操作', async () => {
  serve();
  const { container } = renderSystemPage(PlanPage, '/plan', staffUser);
  await screen.findByText('锅炉改造');
  const table = container.querySelector<HTMLElement>('.ant-table-content > table')!;
  // nine columns (160 + 110 + 80 + 3 × 120 + 200 + 204 + 200) and 操作 (120)
  expect(table.style.width).toBe('1434px');
  const widths = [...table.querySelectorAll<HTMLElement>('colgroup col')].map((col) => col.style.width);
  expect(widths).toHaveLength(10);
  expect(widths.every((w) => /^\d+px$/.test(w))).toBe(true);
});

it('saves a changed target', async () => {
  serve();
  renderSystemPage(PlanPage, '/plan', staffUser);
  const row = (await screen.findByText('锅炉改造')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: '修改' }));
  const form = await dialog('修改减排计划');
  fireEvent.change(within(form).getByLabelText('目标排放（t CO₂e）'), { target: { value: '1150.5' } });
  fireEvent.click(button('确定', form));
  await waitFor(() =>
    expect(saved()).toEqual({
      id: 'p-1',
      orgId: ORG,
      year: 2026,
      baseYear: 2020,
      baseEmission: '1500',
      targetEmission: '1150.5',
      scopes: [1, 2],
      measures: '锅炉改造',
    }),
  );
  expect(await screen.findByText('保存成功')).toBeTruthy();
});

it('adds a plan for the selected organisation and year', async () => {
  serve();
  renderSystemPage(PlanPage, '/plan', staffUser);
  await screen.findByText('锅炉改造');
  fireEvent.click(button('新增'));
  const form = await dialog('新增减排计划');
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('请选择基准年')).toBeTruthy();
  fireEvent.mouseDown(within(form).getByLabelText('基准年'));
  fireEvent.click(within(form).getByLabelText('基准年'));
  fireEvent.click(await screen.findByText('2020', { selector: '.ant-picker-cell-inner' }));
  fireEvent.change(within(form).getByLabelText('基准年排放（t CO₂e）'), { target: { value: '1500' } });
  fireEvent.change(within(form).getByLabelText('目标排放（t CO₂e）'), { target: { value: '1200' } });
  fireEvent.click(button('确定', form));
  await waitFor(() =>
    expect(saved()).toEqual({
      orgId: ORG,
      year: 2026,
      baseYear: 2020,
      baseEmission: '1500',
      targetEmission: '1200',
      scopes: [1, 2],
      measures: null,
    }),
  );
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(PlanPage, '/plan', staffUser);
  await screen.findByText('锅炉改造');
  expect(screen.getByRole('columnheader', { name: 'Target emissions (t CO₂e)' })).toBeTruthy();
  expect(screen.getByText('All organisations')).toBeTruthy();
  const userData = ['绿源集团', '一号厂区', '二号厂区', '锅炉改造', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
});
