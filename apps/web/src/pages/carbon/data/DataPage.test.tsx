import type { ActivityRow, CarbonDevice, CarbonImport, CarbonOrg } from '@platform/contract';
import { CARBON_PREFIX, CarbonPaths as P } from '@platform/contract/carbon-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useCarbon } from '../../../stores/carbon';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import DataPage from './index';

const mock = mockApi();
const C = CARBON_PREFIX;
const ORG = '10000000-0000-4000-8000-000000000001';
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
const reading = (overrides: Partial<ActivityRow> = {}): ActivityRow => ({
  id: '60000000-0000-4000-8000-000000000001',
  orgId: ORG,
  orgName: '绿源汽配',
  deviceId: METER,
  deviceCode: 'E-01',
  deviceName: '总电表',
  year: 2025,
  month: 3,
  value: '120500',
  unit: 'kWh',
  evidence: [],
  note: null,
  updatedAt: '2026-01-10T08:00:00.000Z',
  updatedBy: null,
  locked: false,
  ...overrides,
});
const running: CarbonImport = {
  id: '70000000-0000-4000-8000-000000000001',
  kind: 'data',
  mode: 'good',
  fileName: 'readings.xlsx',
  status: 0,
  total: 4,
  processed: 0,
  accepted: 0,
  refused: 0,
  report: [],
  error: null,
  createdAt: '2026-01-10T08:00:00.000Z',
  finishedAt: null,
};

function serve(rows: ActivityRow[]) {
  mock.onGet(`${C}/${P.orgTree}`).reply(200, answer([org]));
  mock.onPost(`${C}/${P.devices}`).reply(200, answer({ items: [meter], total: 1 }));
  mock.onPost(`${C}/${P.data}`).reply(200, answer({ items: rows, total: rows.length }));
}

const posted = (path: string) =>
  mock.history.post.filter((call) => call.url === `${C}/${path}`) as AxiosRequestConfig[];

const readingsTab = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: '月度数据' }));
};

it('lists the year’s readings of the organisation, locked ones read-only', async () => {
  serve([reading(), reading({ id: '60000000-0000-4000-8000-000000000002', month: 4, locked: true })]);
  renderSystemPage(DataPage, '/carbon/data');
  await readingsTab();
  const locked = (await screen.findByText('已核查锁定')).closest('tr')!;
  expect(button('更正', locked).disabled).toBe(true);
  expect(button('删除', locked).disabled).toBe(true);
  expect(button('历史', locked).disabled).toBe(false);
  await waitFor(() => expect(posted(P.data).length).toBeGreaterThan(0));
  expect(JSON.parse(posted(P.data)[0]!.data as string)).toEqual({ orgId: ORG, year: 2025 });
});

it('imports a year’s sheet with the chosen mode, shows the progress, then the refused rows', async () => {
  serve([]);
  mock.onPost(`${C}/${P.importData}`).reply(200, answer(running));
  mock
    .onGet(`${C}/${P.importStatus}`)
    .replyOnce(200, answer({ ...running, processed: 2 }))
    .onGet(`${C}/${P.importStatus}`)
    .reply(
      200,
      answer({
        ...running,
        status: 1,
        processed: 4,
        accepted: 3,
        refused: 1,
        report: [{ row: 5, field: '设备编码', reason: '设备 X-99 不存在' }],
        finishedAt: '2026-01-10T08:00:03.000Z',
      }),
    );
  renderSystemPage(DataPage, '/carbon/data');
  await readingsTab();
  fireEvent.click(await screen.findByText('导入', { selector: 'button span' }));
  const importer = await dialog('导入 2025 年月度数据');
  const file = new File(['sheet'], 'readings.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(importer.querySelector('input[type="file"]')!, { target: { files: [file] } });
  fireEvent.click(within(importer).getByLabelText('只导入正确的行'));
  fireEvent.click(button('开始导入', importer.closest('.ant-modal')! as HTMLElement));

  expect(await within(importer).findByText('已处理 2 / 4 行', {}, { timeout: 5000 })).toBeTruthy();
  expect(importer.querySelector('.ant-progress')).toBeTruthy();
  expect(await within(importer).findByText('导入 3 行，拒绝 1 行', {}, { timeout: 5000 })).toBeTruthy();
  const refused = within(importer).getByRole('table', { name: '未通过的行' });
  const row = within(refused).getByText('设备 X-99 不存在').closest('tr')!;
  expect(within(row).getByText('5')).toBeTruthy();
  expect(within(row).getByText('设备编码')).toBeTruthy();
  expect(within(importer).getByText('下载错误报告')).toBeTruthy();

  const started = posted(P.importData)[0]!;
  expect(started.params).toEqual({ mode: 'good', year: 2025 });
}, 60_000);

it('reads in English, the devices as stored', async () => {
  await inLanguage('en-US');
  serve([]);
  const { container } = renderSystemPage(DataPage, '/carbon/data');
  const row = (await screen.findByText('总电表')).closest('tr')!;
  expect(within(row).getAllByText('Electricity')).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Monthly data' })).toBeTruthy();
  expect(chineseIn(container, ['总电表', '绿源汽配', 'E-01', '地址'])).toEqual([]);
});
