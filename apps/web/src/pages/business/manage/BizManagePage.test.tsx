import type { BizDetail, BizSummary, BizTenant, Paper } from '@platform/contract';
import { BusinessPaths as P, SPACESTATION_PREFIX } from '@platform/contract/business-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, expect, it } from 'vitest';
import { button, confirmDialog, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import BizManagePage from './index';

const mock = mockApi();
const S = SPACESTATION_PREFIX;

afterEach(async () => {
  await inLanguage('zh-CN');
});

const BIZ = '11111111-1111-4111-8111-111111111111';
const FORM = '22222222-2222-4222-8222-222222222222';

const item = (overrides: Partial<BizSummary> = {}): BizSummary => ({
  id: BIZ,
  name: '质量体系自评',
  type: 'QMS',
  typeName: '质量管理体系',
  openDate: '2026-11-01',
  closeDate: '2026-12-31',
  description: '年度自评',
  status: 0,
  paperCount: 1,
  tenantCount: 2,
  submittedCount: 0,
  pendingCount: 0,
  publishedAt: null,
  closedAt: null,
  createdBy: '审查员甲',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const paper = (overrides: Partial<Paper> = {}): Paper => ({
  id: 'p-1',
  bizId: BIZ,
  formId: FORM,
  formVersion: 3,
  kind: 1,
  formName: '质量指标表',
  total: null,
  experts: [],
  sort: 0,
  submissionCount: 0,
  ...overrides,
});

const target = (id: string, name: string, notifiedAt: string | null = null): BizTenant => ({
  id,
  bizId: BIZ,
  tenantId: `t-${id}`,
  tenantCode: `code-${id}`,
  tenantName: name,
  notifiedAt,
  submittedCount: 0,
});

function serve(items: BizSummary[], detail?: BizDetail, tenants: BizTenant[] = []) {
  mock.onPost(`${S}/${P.list}`).reply(200, answer({ items, total: items.length }));
  mock.onGet('/api/api-system/data/resource/getDictDatas').reply(
    200,
    answer([
      {
        id: 'd1',
        parentId: 'd0',
        code: 'QSBITYPE_QMS',
        name: '质量管理体系',
        nameEn: 'QMS',
        value: 'QMS',
        sort: 1,
        status: 1,
        remark: null,
        level: 2,
        scope: 'platform',
      },
      {
        id: 'd2',
        parentId: 'd0',
        code: 'QSBITYPE_EMS',
        name: '环境管理体系',
        nameEn: 'EMS',
        value: 'EMS',
        sort: 2,
        status: 1,
        remark: null,
        level: 2,
        scope: 'platform',
      },
    ]),
  );
  if (detail) mock.onGet(`${S}/${P.detail}`).reply(200, answer(detail));
  mock.onGet(`${S}/${P.tenants}`).reply(200, answer(tenants));
}

const posted = (path: string) =>
  mock.history.post
    .filter((call) => call.url === `${S}/${path}`)
    .map((call: AxiosRequestConfig) => ({
      params: call.params as unknown,
      body: call.data ? (JSON.parse(call.data as string) as unknown) : undefined,
    }));

it('lists business items with their type, period and status, and searches by name, type and status', async () => {
  serve([item(), item({ id: 'b2', name: '品牌月自查', status: 1, type: 'EMS', typeName: '环境管理体系' })]);
  renderSystemPage(BizManagePage, '/bizManage');
  const row = (await screen.findByText('质量体系自评')).closest('tr')!;
  expect(within(row).getByText('草稿')).toBeTruthy();
  expect(within(row).getByText('质量管理体系')).toBeTruthy();
  expect(within(row).getByText('2026-11-01 至 2026-12-31')).toBeTruthy();
  expect(within(screen.getByText('品牌月自查').closest('tr')!).getByText('已发布')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('业务名称'), { target: { value: ' 质量 ' } });
  fireEvent.mouseDown(screen.getByLabelText('业务类型'));
  fireEvent.click(await screen.findByText('环境管理体系', { selector: '.ant-select-item-option-content' }));
  fireEvent.mouseDown(screen.getByLabelText('状态'));
  fireEvent.click(await screen.findByText('已关闭', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(posted(P.list)).toHaveLength(2));
  expect(posted(P.list)[1]).toEqual({
    params: { pageIndex: 1, pageSize: 20 },
    body: { name: '质量', type: 'EMS', status: 2 },
  });
});

it('refuses a new item without name or type, and shows the server refusal under its field', async () => {
  serve([]);
  mock.onPost(`${S}/${P.add}`).reply(400, refusal('body.name', '已存在同名业务'));
  renderSystemPage(BizManagePage, '/bizManage');
  fireEvent.click(button('新增'));
  const form = await dialog('新增业务');
  fireEvent.click(button('确定', form.closest('.ant-modal')! as HTMLElement));
  expect(await within(form).findByText('请输入业务名称')).toBeTruthy();
  expect(within(form).getByText('请选择业务类型')).toBeTruthy();
  expect(posted(P.add)).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('业务名称'), { target: { value: '质量体系自评' } });
  fireEvent.mouseDown(within(form).getByLabelText('业务类型'));
  fireEvent.click(await screen.findByText('质量管理体系', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('确定', form.closest('.ant-modal')! as HTMLElement));
  expect(await within(form).findByText('已存在同名业务')).toBeTruthy();
  expect(posted(P.add)[0]!.body).toEqual({
    name: '质量体系自评',
    type: 'QMS',
    openDate: null,
    closeDate: null,
    description: null,
  });
});

it('publishes after saying how many tenants will be told, and says how many were', async () => {
  const tenants = [target('a', '华东质量认证中心'), target('b', '绿碳科技')];
  serve([item()], { ...item(), papers: [paper()] }, tenants);
  mock.onPost(`${S}/${P.publish}`).reply(200, answer({ tenants: 2, notified: 2 }));
  renderSystemPage(BizManagePage, '/bizManage');
  fireEvent.click(await screen.findByText('质量体系自评'));
  const drawer = (await screen.findByRole('table', { name: '发布对象' })).closest(
    '.ant-drawer',
  )! as HTMLElement;
  expect(await within(drawer).findByText('绿碳科技')).toBeTruthy();
  expect(within(drawer).getAllByText('待发布')).toHaveLength(2);
  fireEvent.click(button('发布', drawer));
  const ask = await screen.findByText('将把业务“质量体系自评”发布到 2 个租户，并通知其业务人员。是否继续？');
  fireEvent.click(button('确定', ask.closest('.ant-modal-container')! as HTMLElement));
  expect(await screen.findByText('已发布到 2 个租户，本次新通知 2 个租户')).toBeTruthy();
  expect(posted(P.publish)[0]!.body).toEqual({ bizId: BIZ });
});

it('does not unbind a paper that has answers, and unbinds one that has none after asking', async () => {
  serve([item()], {
    ...item(),
    papers: [
      paper({ submissionCount: 3 }),
      paper({ id: 'p-2', formId: 'f-2', formName: '满意度问卷', kind: 2 }),
    ],
  });
  mock.onPost(`${S}/${P.unbindPaper}`).reply(200, answer(null));
  renderSystemPage(BizManagePage, '/bizManage');
  fireEvent.click(await screen.findByText('质量体系自评'));
  const papers = await screen.findByRole('table', { name: '试卷' });
  const answered = within(papers).getByText('质量指标表').closest('tr')!;
  expect(button('解绑', answered).disabled).toBe(true);
  fireEvent.click(button('解绑', within(papers).getByText('满意度问卷').closest('tr')!));
  expect(await screen.findByText('是否确认解绑试卷“满意度问卷”？')).toBeTruthy();
  fireEvent.click(button('确定', confirmDialog()));
  expect(await screen.findByText('解绑成功')).toBeTruthy();
  expect(posted(P.unbindPaper)[0]!.body).toEqual({ bizId: BIZ, paperId: 'p-2' });
});

it('reads in English, the items and types as stored', async () => {
  await inLanguage('en-US');
  serve([item()]);
  const { container } = renderSystemPage(BizManagePage, '/bizManage');
  const row = (await screen.findByText('质量体系自评')).closest('tr')!;
  expect(within(row).getByText('Draft')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Open period' })).toBeTruthy();
  expect(chineseIn(container, ['质量体系自评', '质量管理体系', '地址'])).toEqual([]);
});
