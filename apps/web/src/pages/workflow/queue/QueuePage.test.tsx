import type { BatchResult, TaskDetail, TaskSummary } from '@platform/contract';
import { WORKFLOW_PREFIX } from '@platform/contract/workflow-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, expect, it } from 'vitest';
import { button, confirmDialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import QueuePage from '../../workqueue/index';

const mock = mockApi();
const W = WORKFLOW_PREFIX;

afterEach(async () => {
  await inLanguage('zh-CN');
});

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const INSTANCE = '33333333-3333-4333-8333-333333333333';

const task = (id: string, overrides: Partial<TaskSummary> = {}): TaskSummary => ({
  id,
  instanceId: INSTANCE,
  definitionKey: 'certAcceptance',
  definitionName: '认证受理',
  elementId: 'review',
  name: '受理审查',
  queue: 'review',
  businessKey: 'CERT-2026-001',
  title: '华光电子认证申请',
  status: 'open',
  assigneeId: 'u-1',
  assigneeName: '审核员甲',
  claimable: false,
  hasForm: false,
  dueAt: '2030-01-02T08:00:00.000Z',
  overdue: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

const detail = (summary: TaskSummary, overrides: Partial<TaskDetail> = {}): TaskDetail => ({
  ...summary,
  candidates: { users: [], roles: ['47'], depts: [] },
  form: null,
  variables: { applicant: '华光电子', employees: 120 },
  returnTo: 'submit',
  history: [
    {
      id: 'h-1',
      at: '2026-11-01T07:59:00.000Z',
      kind: 'started',
      elementId: null,
      elementName: null,
      actorName: '企业员工乙',
      comment: null,
    },
  ],
  ...overrides,
});

const page = (items: TaskSummary[], total = items.length) => answer({ items, total });

/** Answers the task lists by scope; the one-row pages are the tabs' counts. */
function serveTasks(byScope: Record<string, TaskSummary[]>) {
  mock.onGet(`${W}/task/list`).reply((config: AxiosRequestConfig) => {
    const params = config.params as { scope: string; pageSize: number };
    const items = byScope[params.scope] ?? [];
    return [200, page(items.slice(0, params.pageSize), items.length)];
  });
}

const listCalls = () =>
  mock.history.get
    .filter((call) => call.url === `${W}/task/list` && (call.params as { pageSize: number }).pageSize > 1)
    .map((call) => call.params as Record<string, unknown>);

const posted = (path: string) =>
  mock.history.post
    .filter((call) => call.url === `${W}${path}`)
    .map((call) => JSON.parse(call.data as string));

it('lists my tasks of the queue the route names, with the tabs counted and overdue dates in red', async () => {
  serveTasks({
    mine: [
      task(ID_1),
      task(ID_2, { title: '星河食品认证申请', overdue: true, dueAt: '2026-01-01T08:00:00.000Z' }),
    ],
    candidate: [task('c-1', { assigneeId: null, assigneeName: null, claimable: true })],
  });
  renderSystemPage(QueuePage, '/review@wait/index');
  expect(await screen.findByText('华光电子认证申请')).toBeTruthy();
  expect(listCalls()[0]).toEqual({ scope: 'mine', queue: 'review', pageIndex: 1, pageSize: 20 });
  expect(await screen.findByText('我的待办（2）')).toBeTruthy();
  expect(await screen.findByText('可认领（1）')).toBeTruthy();
  const late = screen.getByText('星河食品认证申请').closest('tr')!;
  expect(within(late).getByText('已超期')).toBeTruthy();
  expect(
    within(late).getByText('2026-01-01', { exact: false }).closest('.ant-typography-danger'),
  ).toBeTruthy();
});

it('filters by the processes listed, keyword and overdue tasks only', async () => {
  serveTasks({
    mine: [
      task(ID_1),
      task(ID_2, { title: '星河食品认证申请', definitionKey: 'brand', definitionName: '品牌评价' }),
    ],
  });
  renderSystemPage(QueuePage, '/awaitApply@wait/index');
  await screen.findByText('华光电子认证申请');
  fireEvent.mouseDown(screen.getByLabelText('流程'));
  expect(await screen.findByText('品牌评价', { selector: '.ant-select-item-option-content' })).toBeTruthy();
  fireEvent.click(screen.getByText('认证受理', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 华光 ' } });
  fireEvent.mouseDown(screen.getByLabelText('超期'));
  fireEvent.click(await screen.findByText('仅超期', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  expect(listCalls()[1]).toEqual({
    scope: 'mine',
    queue: 'awaitApply',
    definitionKey: 'certAcceptance',
    keyword: '华光',
    overdue: true,
    pageIndex: 1,
    pageSize: 20,
  });
});

it('opens on the claimable tasks when the user holds none, and claims one', async () => {
  serveTasks({ candidate: [task(ID_1, { assigneeId: null, assigneeName: null, claimable: true })] });
  mock.onPost(`${W}/task/claim`).reply(200, answer(null, '认领成功'));
  renderSystemPage(QueuePage, '/review@wait/index');
  // Holding no task of the queue, the user starts on the claimable ones.
  const row = (await screen.findByText('华光电子认证申请')).closest('tr')!;
  expect(screen.getByRole('tab', { name: '可认领（1）' }).getAttribute('aria-selected')).toBe('true');
  expect(within(row).getByText('待认领')).toBeTruthy();
  const before = listCalls().length;
  fireEvent.click(button('认领', row));
  expect(await screen.findByText('认领成功')).toBeTruthy();
  expect(posted('/task/claim')).toEqual([{ id: ID_1 }]);
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
});

it('completes a task after validating its form, sending the form data and the comment', async () => {
  const summary = task(ID_1, { hasForm: true });
  serveTasks({ mine: [summary] });
  const form = {
    id: 'f-1',
    version: 2,
    name: '受理审查表',
    json: JSON.stringify({
      list: [
        {
          type: 'input',
          label: '审查意见',
          model: 'opinion',
          key: 'input_1',
          options: {},
          rules: [{ required: true, message: '请填写审查意见', trigger: ['change', 'blur'] }],
        },
      ],
      config: {},
    }),
  };
  mock.onGet(`${W}/task/detail`).reply(200, answer(detail(summary, { form, variables: {} })));
  mock.onPost(`${W}/task/complete`).reply(200, answer(null, '办理成功'));
  renderSystemPage(QueuePage, '/review@wait/index');
  fireEvent.click(button('办理', (await screen.findByText('华光电子认证申请')).closest('tr')!));
  const drawer = (await screen.findByText('办理任务')).closest('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('受理审查表')).toBeTruthy();
  expect(within(drawer).getByText('任务表单', { exact: false })).toBeTruthy();
  expect(within(drawer).getByText('企业员工乙')).toBeTruthy();

  fireEvent.click(button('完成', drawer));
  expect(await screen.findByText('请先完善表单中标红的内容')).toBeTruthy();
  expect(posted('/task/complete')).toEqual([]);

  fireEvent.change(within(drawer).getByLabelText('审查意见'), { target: { value: '材料齐全' } });
  fireEvent.change(within(drawer).getByLabelText('处理意见'), { target: { value: ' 同意受理 ' } });
  fireEvent.click(button('完成', drawer));
  expect(await screen.findByText('办理成功')).toBeTruthy();
  expect(posted('/task/complete')).toEqual([
    { id: ID_1, formData: { opinion: '材料齐全' }, comment: '同意受理' },
  ]);
});

it('returns a task only with a reason, and shows the business data', async () => {
  const summary = task(ID_1);
  serveTasks({ mine: [summary] });
  mock.onGet(`${W}/task/detail`).reply(200, answer(detail(summary)));
  mock.onPost(`${W}/task/return`).reply(200, answer(null, '已退回'));
  renderSystemPage(QueuePage, '/review@wait/index');
  fireEvent.click(button('办理', (await screen.findByText('华光电子认证申请')).closest('tr')!));
  const drawer = (await screen.findByText('办理任务')).closest('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('applicant')).toBeTruthy();
  expect(within(drawer).getByText('120')).toBeTruthy();

  fireEvent.click(button('退回', drawer));
  expect(await within(drawer).findByText('请填写退回或驳回的理由')).toBeTruthy();
  expect(posted('/task/return')).toEqual([]);
  fireEvent.change(within(drawer).getByLabelText('处理意见'), { target: { value: '缺营业执照' } });
  fireEvent.click(button('退回', drawer));
  expect(await screen.findByText('已退回')).toBeTruthy();
  expect(posted('/task/return')).toEqual([{ id: ID_1, comment: '缺营业执照' }]);
});

it('delegates a task to a user found by name', async () => {
  const summary = task(ID_1);
  serveTasks({ mine: [summary] });
  mock.onGet(`${W}/task/detail`).reply(200, answer(detail(summary)));
  mock.onGet(`${W}/users`).reply(200, answer([{ id: 'tu-9', username: 'auditor_b', realname: '审核员丙' }]));
  mock.onPost(`${W}/task/delegate`).reply(200, answer(null, '已转办'));
  renderSystemPage(QueuePage, '/review@wait/index');
  fireEvent.click(button('办理', (await screen.findByText('华光电子认证申请')).closest('tr')!));
  const drawer = (await screen.findByText('办理任务')).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('applicant');
  fireEvent.click(button('转办', drawer));
  const dialog = await screen.findByText('转办任务');
  const modal = dialog.closest('.ant-modal-container') as HTMLElement;
  fireEvent.mouseDown(within(modal).getByLabelText('转办给'));
  fireEvent.click(
    await screen.findByText('审核员丙（auditor_b）', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.change(within(modal).getByLabelText('说明'), { target: { value: '出差，请代办' } });
  fireEvent.click(button('确定', modal));
  expect(await screen.findByText('已转办')).toBeTruthy();
  expect(posted('/task/delegate')).toEqual([{ id: ID_1, tenantUserId: 'tu-9', comment: '出差，请代办' }]);
  expect(mock.history.get.some((c) => c.url === `${W}/users`)).toBe(true);
  expect(mock.history.post.some((c) => c.url?.endsWith('/queryByPage'))).toBe(false);
});

it('shows the server’s words when someone else completed the task first, and refreshes the queue', async () => {
  const summary = task(ID_1);
  serveTasks({ mine: [summary] });
  mock.onGet(`${W}/task/detail`).reply(200, answer(detail(summary)));
  mock.onPost(`${W}/task/complete`).reply(409, { code: 409, msg: '任务已被其他人办理', data: null });
  renderSystemPage(QueuePage, '/review@wait/index');
  fireEvent.click(button('办理', (await screen.findByText('华光电子认证申请')).closest('tr')!));
  const drawer = (await screen.findByText('办理任务')).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('applicant');
  const before = listCalls().length;
  fireEvent.click(button('完成', drawer));
  expect(await screen.findByText('任务已被其他人办理')).toBeTruthy();
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
});

it('completes the checked tasks together and says which failed and why', async () => {
  serveTasks({ mine: [task(ID_1), task(ID_2, { title: '星河食品认证申请' })] });
  const result: BatchResult = { completed: [ID_1], failed: [{ id: ID_2, reason: '任务表单未填写' }] };
  mock.onPost(`${W}/task/batchComplete`).reply(200, answer(result));
  renderSystemPage(QueuePage, '/review@wait/index');
  await screen.findByText('华光电子认证申请');
  expect(button('批量完成').disabled).toBe(true);
  for (const title of ['华光电子认证申请', '星河食品认证申请']) {
    fireEvent.click(within(screen.getByText(title).closest('tr')!).getByRole('checkbox'));
  }
  fireEvent.click(button('批量完成'));
  const dialog = (await screen.findByText('确定完成选中的 2 个任务吗？')).closest(
    '.ant-modal-container',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('处理意见'), { target: { value: '同意' } });
  fireEvent.click(button('确定', dialog));
  expect(await screen.findByText('完成 1 个，失败 1 个')).toBeTruthy();
  expect(within(confirmDialog()).getByText('星河食品认证申请：任务表单未填写')).toBeTruthy();
  expect(posted('/task/batchComplete')).toEqual([{ ids: [ID_1, ID_2], comment: '同意' }]);
});

it('shows the queue and a task in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  const summary = task(ID_1, { overdue: true });
  serveTasks({ mine: [summary] });
  mock.onGet(`${W}/task/detail`).reply(200, answer(detail(summary)));
  const { container } = renderSystemPage(QueuePage, '/review@wait/index');
  expect(await screen.findByText('华光电子认证申请')).toBeTruthy();
  expect(await screen.findByText('My tasks (1)')).toBeTruthy();
  expect(screen.getByText('Overdue', { selector: '.ant-tag' })).toBeTruthy();
  fireEvent.click(button('Handle'));
  const drawer = (await screen.findByText('Handle task')).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('applicant');
  expect(button('Complete', drawer)).toBeTruthy();
  const userData = ['华光电子认证申请', '华光电子', '认证受理', '受理审查', '审核员甲', '企业员工乙', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(chineseIn(document.body, userData)).toEqual([]);
});
