import type { TaskSummary, Workbench as WorkbenchData } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MSG_PREFIX } from '../../api/msg';
import { useUser } from '../../stores/user';
import { message } from '../../test/fixtures';
import { chineseIn, inLanguage } from '../../test/i18n';
import { mockApi } from '../../test/mockApi';
import { record, staffUser } from '../../test/people';
import { answer, renderSystemPage } from '../../test/renderSystemPage';
import { Workbench } from './Workbench';

const WORKBENCH = '/api/api-workflow/workbench';
const mock = mockApi();

const auditor = { ...staffUser, roles: ['47'] };

beforeEach(() => {
  // The auditor's menu has the review queue but not the approval one.
  useUser.setState({
    menu: [
      record({
        path: '/review@wait',
        redirect: '/review@wait/index',
        children: [
          record({
            path: 'index',
            component: 'workqueue/index',
            meta: { title: '待评审', resourceId: 'r-1' },
          }),
        ],
      }),
    ],
  });
});

afterEach(async () => {
  useUser.setState({ menu: [] });
  await inLanguage('zh-CN');
});

const task = (id: string, fields: Partial<TaskSummary>): TaskSummary => ({
  id,
  instanceId: `instance-${id}`,
  definitionKey: 'certAcceptance',
  definitionName: '认证受理',
  elementId: 'review',
  name: '技术评审',
  queue: 'review',
  businessKey: 'CERT-2026-001',
  title: '华北检测实验室认证申请',
  status: 'open',
  assigneeId: 'u-1',
  assigneeName: '审核员',
  claimable: false,
  hasForm: false,
  dueAt: '2026-11-23T02:00:00.000Z',
  overdue: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...fields,
});

const workbench: WorkbenchData = {
  counts: { mine: 3, candidate: 2, overdue: 1, byQueue: { review: 4, approve: 1 } },
  byProcess: [
    { definitionKey: 'certAcceptance', definitionName: '认证受理', count: 2 },
    { definitionKey: 'brandAssessment', definitionName: '品牌评价', count: 1 },
  ],
  overdue: [task('t-1', { overdue: true, name: '审批', queue: 'approve' })],
  recent: [task('t-2', {}), task('t-3', { name: '受理', claimable: true, queue: null })],
};

function serve(data: WorkbenchData = workbench) {
  mock.onGet(WORKBENCH).reply(200, answer(data));
  mock
    .onPost(`${MSG_PREFIX}/getPageReceiverMsgList`)
    .reply(200, answer({ items: [message(1, { title: '您有新的评审任务' })], total: 1 }));
}

const region = (name: string) => screen.getByRole('region', { name });

it("shows the user's task counts, tasks by process, overdue and recent tasks, and unread messages", async () => {
  serve();
  renderSystemPage(Workbench, '/index', auditor);

  expect(await screen.findByText('我的待办')).toBeTruthy();
  await waitFor(() => expect(screen.getByText('3')).toBeTruthy());
  expect(screen.getByText('可认领', { selector: '.ant-statistic-title' })).toBeTruthy();
  const byProcess = region('待办分布');
  expect(within(byProcess).getByText('认证受理')).toBeTruthy();
  expect(within(byProcess).getByText('品牌评价')).toBeTruthy();

  // A task leads to its work queue when the menu has it, else to the progress of its instance.
  const recent = region('最近任务');
  expect(within(recent).getByRole('link', { name: '技术评审' }).getAttribute('href')).toBe(
    '/review@wait/index',
  );
  expect(within(recent).getByRole('link', { name: '受理' }).getAttribute('href')).toBe(
    '/workflow/progress?wfInstanceId=instance-t-3',
  );
  expect(within(recent).getByText('可认领')).toBeTruthy();
  const overdue = region('逾期任务');
  expect(within(overdue).getByRole('link', { name: '审批' }).getAttribute('href')).toBe(
    '/workflow/progress?wfInstanceId=instance-t-1',
  );
  expect(within(overdue).getByText('已逾期')).toBeTruthy();

  expect(await within(region('未读消息')).findByText('您有新的评审任务')).toBeTruthy();
});

it('shows empty states to a user without tasks or messages', async () => {
  mock.onGet(WORKBENCH).reply(
    200,
    answer({
      counts: { mine: 0, candidate: 0, overdue: 0, byQueue: {} },
      byProcess: [],
      overdue: [],
      recent: [],
    }),
  );
  mock.onPost(`${MSG_PREFIX}/getPageReceiverMsgList`).reply(200, answer({ items: [], total: 0 }));
  renderSystemPage(Workbench, '/index', staffUser);

  expect(await screen.findByText('暂无待办任务')).toBeTruthy();
  expect(screen.getByText('没有逾期的任务')).toBeTruthy();
  expect(screen.getByText('暂无任务')).toBeTruthy();
  expect(await screen.findByText('暂无未读消息')).toBeTruthy();
  expect(screen.getAllByText('0')).toHaveLength(3);
});

it('says quietly that the tasks could not be loaded, and asks again when told', async () => {
  mock.onGet(WORKBENCH).replyOnce(500, { code: 500, msg: '工作流服务不可用', data: null });
  serve();
  renderSystemPage(Workbench, '/index', auditor);

  expect(await screen.findByText('待办信息暂时无法加载，首页其余内容不受影响。')).toBeTruthy();
  // No toast: the failure is the notice's alone.
  expect(screen.queryByText('工作流服务不可用')).toBeNull();
  expect(await within(region('未读消息')).findByText('您有新的评审任务')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('我的待办')).toBeTruthy();
  expect(screen.queryByText('待办信息暂时无法加载，首页其余内容不受影响。')).toBeNull();
});

it('speaks English, leaving task, process and message names as they are', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(Workbench, '/index', auditor);

  expect(await screen.findByText('My tasks')).toBeTruthy();
  expect(await screen.findByText('Tasks by process')).toBeTruthy();
  expect(screen.getByText('Overdue tasks')).toBeTruthy();
  expect(await screen.findByText('您有新的评审任务')).toBeTruthy();
  const userData = [
    '认证受理',
    '品牌评价',
    '技术评审',
    '审批',
    '受理',
    '华北检测实验室认证申请',
    '您有新的评审任务',
    '地址',
  ];
  expect(chineseIn(container, userData)).toEqual([]);
});
