import type { DefinitionSummary, InstanceDetail, InstanceSummary, TenantUser } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import ProcessAdminPage from './index';
import { processEntries } from './queries';

const WF = '/api/api-workflow';
const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const INSTANCE_ID = '5b0c3c52-8f0e-4a3c-9a55-0f6a1d2b3c4d';
const TASK_ID = '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const INCIDENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const USER_ID = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';

const definition = (key: string, name: string, version: number, counts: number[]): DefinitionSummary => ({
  id: `${key}-${version}`,
  key,
  name,
  version,
  tenantId: 't-1',
  deployedAt: '2026-11-01T00:00:00.000Z',
  deployedBy: 'admin',
  running: counts[0]!,
  finished: counts[1]!,
  incidents: counts[2]!,
});

const summary: InstanceSummary = {
  id: INSTANCE_ID,
  definitionId: 'certAcceptance-2',
  definitionKey: 'certAcceptance',
  definitionName: '认证受理',
  version: 2,
  businessKey: 'CERT-2026-001',
  title: '华北检测实验室认证申请',
  status: 'running',
  startedBy: '张三',
  startedAt: '2026-11-20T02:00:00.000Z',
  endedAt: null,
  openTasks: 1,
  incidents: 1,
};

const detail: InstanceDetail = {
  ...summary,
  variables: { employees: 120, risk: '高', scope: { sites: ['北京'] } },
  tasks: [
    {
      id: TASK_ID,
      instanceId: INSTANCE_ID,
      definitionKey: 'certAcceptance',
      definitionName: '认证受理',
      elementId: 'review',
      name: '技术评审',
      queue: 'review',
      businessKey: 'CERT-2026-001',
      title: summary.title,
      status: 'open',
      assigneeId: null,
      assigneeName: null,
      claimable: false,
      hasForm: false,
      dueAt: '2026-11-23T02:00:00.000Z',
      overdue: true,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  incidentList: [
    {
      id: INCIDENT_ID,
      elementId: 'issueCertificate',
      elementName: '颁发证书',
      handler: 'certificate.issue',
      attempts: 3,
      error: '证书服务不可用',
      at: '2026-11-21T02:00:00.000Z',
    },
  ],
  history: [
    {
      id: 'h-1',
      at: '2026-11-20T02:00:00.000Z',
      kind: 'started',
      elementId: null,
      elementName: null,
      actorName: '张三',
      comment: null,
    },
    {
      id: 'h-2',
      at: '2026-11-21T02:00:00.000Z',
      kind: 'incident',
      elementId: 'issueCertificate',
      elementName: '颁发证书',
      actorName: null,
      comment: '证书服务不可用',
    },
  ],
};

function serveLists() {
  mock.onGet(`${WF}/definition/list`).reply(
    200,
    answer({
      items: [
        definition('certAcceptance', '认证受理（旧）', 1, [1, 4, 0]),
        definition('certAcceptance', '认证受理', 2, [2, 1, 1]),
        definition('brandAssessment', '品牌评价', 1, [0, 0, 0]),
      ],
      total: 3,
    }),
  );
  mock.onGet(`${WF}/instance/list`).reply(200, answer({ items: [summary], total: 1 }));
  mock.onGet(`${WF}/instance/detail`).reply(200, answer(detail));
}

const instanceCalls = () => mock.history.get.filter((call) => call.url === `${WF}/instance/list`);

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: '详情' }));
  return (await screen.findByText('流程变量')).closest('.ant-drawer') as HTMLElement;
}

it('groups the versions of a process, and lists the instances of the process chosen', async () => {
  expect(processEntries([definition('a', 'A1', 1, [1, 2, 0]), definition('a', 'A2', 2, [3, 0, 1])])).toEqual([
    { key: 'a', name: 'A2', version: 2, running: 4, finished: 2, incidents: 1 },
  ]);

  serveLists();
  renderSystemPage(ProcessAdminPage, '/process-admin');
  const panel = await screen.findByRole('menu', { name: '流程定义' });
  expect(await within(panel).findByText('认证受理')).toBeTruthy();
  expect(within(panel).getByText('运行中 3')).toBeTruthy();
  expect(within(panel).getByText('已结束 5')).toBeTruthy();
  expect(within(panel).getByText('异常 1')).toBeTruthy();
  expect(await screen.findByText('华北检测实验室认证申请')).toBeTruthy();
  expect(screen.getByText('CERT-2026-001')).toBeTruthy();
  expect(instanceCalls()[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });

  fireEvent.click(within(panel).getByText('品牌评价'));
  await waitFor(() => expect(instanceCalls()).toHaveLength(2));
  expect(instanceCalls()[1]!.params).toEqual({
    pageIndex: 1,
    pageSize: 20,
    definitionKey: 'brandAssessment',
  });

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' CERT ' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(instanceCalls()).toHaveLength(3));
  expect(instanceCalls()[2]!.params).toEqual({
    pageIndex: 1,
    pageSize: 20,
    keyword: 'CERT',
    definitionKey: 'brandAssessment',
  });

  fireEvent.click(within(panel).getByText('全部流程'));
  await waitFor(() => expect(instanceCalls()).toHaveLength(4));
  expect(instanceCalls()[3]!.params).toEqual({ pageIndex: 1, pageSize: 20, keyword: 'CERT' });
});

it('shows an instance in full and retries its incident', async () => {
  serveLists();
  mock.onPost(`${WF}/incident/retry`).reply(200, answer(null));
  renderSystemPage(ProcessAdminPage, '/process-admin');
  const drawer = await openDrawer();

  expect(within(drawer).getByText('CERT-2026-001')).toBeTruthy();
  expect(within(drawer).getByText('employees')).toBeTruthy();
  expect(within(drawer).getByText('120')).toBeTruthy();
  expect(within(drawer).getByText('高')).toBeTruthy();
  expect(within(drawer).getByText(/"sites"/)).toBeTruthy();
  const tasks = within(drawer).getByRole('region', { name: '待办任务' });
  expect(within(tasks).getByText('技术评审')).toBeTruthy();
  expect(within(tasks).getByText('待认领')).toBeTruthy();
  expect(within(tasks).getByText('已逾期')).toBeTruthy();
  const incidents = within(drawer).getByRole('region', { name: '异常' });
  expect(within(incidents).getByText('certificate.issue')).toBeTruthy();
  expect(within(incidents).getByText('证书服务不可用')).toBeTruthy();
  const history = within(drawer).getByRole('region', { name: '流转记录' });
  expect(within(history).getByText('发起流程')).toBeTruthy();
  expect(within(history).getByText('发生异常')).toBeTruthy();
  expect(within(drawer).getByRole('link', { name: '查看进度' }).getAttribute('href')).toBe(
    `/workflow/progress?wfInstanceId=${INSTANCE_ID}`,
  );

  fireEvent.click(button('重试', incidents));
  expect(await screen.findByText('已重新执行')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: INCIDENT_ID });
  // The list, the counts and the drawer are asked for again.
  await waitFor(() =>
    expect(mock.history.get.filter((call) => call.url === `${WF}/instance/detail`)).toHaveLength(2),
  );
});

it('cancels an instance only with a reason, showing the server refusing it under the reason', async () => {
  serveLists();
  mock.onPost(`${WF}/instance/cancel`).replyOnce(400, refusal('body.reason', '取消原因太笼统'));
  mock.onPost(`${WF}/instance/cancel`).reply(200, answer(null));
  renderSystemPage(ProcessAdminPage, '/process-admin');
  const drawer = await openDrawer();

  fireEvent.click(button('取消流程', drawer));
  const form = await dialog('取消流程');
  expect(within(form).getByText(/确定要取消流程“华北检测实验室认证申请”吗/)).toBeTruthy();
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('请输入取消原因')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('取消原因'), { target: { value: '重复申请' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('取消原因太笼统')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('取消原因'), { target: { value: '企业撤回了重复的申请' } });
  fireEvent.click(button('确定', form));
  expect(await screen.findByText('流程已取消')).toBeTruthy();
  expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({
    id: INSTANCE_ID,
    reason: '企业撤回了重复的申请',
  });
});

it('reassigns an open task to a user found by name', async () => {
  serveLists();
  const li: Partial<TenantUser> = { id: USER_ID, realname: '李四', username: 'lisi' };
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [li], total: 1 }));
  mock.onPost(`${WF}/task/reassign`).reply(200, answer(null));
  renderSystemPage(ProcessAdminPage, '/process-admin');
  const drawer = await openDrawer();

  fireEvent.click(button('改派', within(drawer).getByRole('region', { name: '待办任务' })));
  const form = await dialog('改派任务：技术评审');
  fireEvent.mouseDown(within(form).getByLabelText('改派给'));
  fireEvent.click(await screen.findByText('李四（lisi）', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(within(form).getByLabelText('说明'), { target: { value: '张三休假' } });
  fireEvent.click(button('确定', form));
  expect(await screen.findByText('任务已改派')).toBeTruthy();
  const reassigned = mock.history.post.find((call) => call.url === `${WF}/task/reassign`)!;
  expect(JSON.parse(reassigned.data as string)).toEqual({
    id: TASK_ID,
    tenantUserId: USER_ID,
    comment: '张三休假',
  });
});

it('speaks English, leaving the processes and instances as their users wrote them', async () => {
  await inLanguage('en-US');
  serveLists();
  const { container } = renderSystemPage(ProcessAdminPage, '/process-admin');
  expect(await screen.findByText('Process definitions')).toBeTruthy();
  expect(await screen.findByText('Running 3')).toBeTruthy();
  expect(await screen.findByText('华北检测实验室认证申请')).toBeTruthy();
  expect(screen.getAllByText('Started by').length).toBeGreaterThan(0);
  // 地址 is the test's address bar.
  const userData = ['认证受理', '品牌评价', '华北检测实验室认证申请', '张三', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Details' }));
  const drawer = (await screen.findByText('Variables')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByText('Retry')).toBeTruthy();
  expect(within(drawer).getByText('Overdue')).toBeTruthy();
  expect(chineseIn(drawer, [...userData, '高', '北京', '技术评审', '颁发证书', '证书服务不可用'])).toEqual(
    [],
  );
});
