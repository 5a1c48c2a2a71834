import type { ScoreSummary, ScoreTask, SubmissionDetail, Suggestion } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import { useSession } from '../../../stores/session';
import ExpertReviewPage from './index';

const BRMS = '/api/api-brms/compliance';
const CPN = '/api/api-compliance/cpn/expert';
const mock = mockApi();
const expert = {
  ...staffUser,
  userId: 'u-expert-a',
  username: 'expert_a',
  realname: '王专家',
  roles: ['33'],
};

afterEach(async () => {
  await inLanguage('zh-CN');
  useSession.setState({ appKey: undefined });
});

const SUBMIT_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const task: ScoreTask = {
  id: SUBMIT_ID,
  no: 'BIZ20261120000001',
  bizId: 'b-1',
  bizName: '2026 质量体系自评',
  paperId: 'p-1',
  formName: '体系运行评分表',
  kind: 3,
  submitterName: '张明',
  submitterTenantName: '绿碳科技',
  status: 1,
  version: 1,
  wfInstanceId: null,
  score: null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
  myTotal: null,
};

const template = {
  list: [
    { type: 'input', model: 'policy', label: '质量方针', key: 'k1', options: {} },
    { type: 'textarea', model: 'improve', label: '持续改进', key: 'k2', options: {} },
  ],
  config: {},
};

const detail: SubmissionDetail = {
  ...task,
  paper: {
    id: 'p-1',
    bizId: 'b-1',
    formId: 'f-1',
    formVersion: 2,
    kind: 3,
    formName: '体系运行评分表',
    total: 20,
    experts: ['expert_a', 'expert_b'],
    sort: 0,
    submissionCount: 1,
    formJson: JSON.stringify(template),
  },
  data: { policy: '质量第一，客户至上', improve: '每季度内审一次' },
  draftSavedAt: null,
  closed: false,
  canEdit: false,
  canReview: false,
  lastReview: null,
  reviews: [],
  suggestions: [],
  scores: null,
};

const summary = (mine: Record<string, number> | null): ScoreSummary => ({
  autoScore: 6,
  expertScore: mine ? 9 : null,
  score: null,
  total: 20,
  manualItems: [
    { model: 'policy', label: '质量方针', max: 5 },
    { model: 'improve', label: '持续改进', max: 10 },
  ],
  experts: mine
    ? [{ expertName: '王专家', items: mine, total: 9, updatedAt: '2026-11-21T02:00:00.000Z', mine: true }]
    : [],
  waitingFor: mine ? ['expert_b'] : ['expert_a', 'expert_b'],
});

const suggestion = (id: string, path: string, content: string, mine: boolean): Suggestion => ({
  id,
  submitId: SUBMIT_ID,
  path,
  content,
  expertName: mine ? '王专家' : '李专家',
  createdAt: '2026-11-21T03:00:00.000Z',
  mine,
});

function serve() {
  mock.onGet(`${BRMS}/score/list`).reply(200, answer({ items: [task], total: 1 }));
  mock.onGet(`${BRMS}/form/detailwithanswer`).reply(200, answer(detail));
  mock.onGet(`${BRMS}/score/detail`).reply(200, answer(summary(null)));
  mock
    .onGet(`${CPN}/getSuggestList`)
    .reply(200, answer([suggestion('s-1', 'improve', '补充内审记录', false)]));
}

const taskCalls = () => mock.history.get.filter((call) => call.url === `${BRMS}/score/list`);

async function openTask() {
  fireEvent.click(await screen.findByRole('button', { name: '评分' }));
  const answer = await screen.findByDisplayValue('质量第一，客户至上', {}, { timeout: 5000 });
  expect((answer as HTMLInputElement).disabled).toBe(true);
  return answer.closest('.ant-drawer') as HTMLElement;
}

it('lists the submissions to score and those scored, each tab asking for its own', async () => {
  serve();
  renderSystemPage(ExpertReviewPage, '/0010', expert);
  expect(await screen.findByText('BIZ20261120000001')).toBeTruthy();
  expect(screen.getByText('绿碳科技')).toBeTruthy();
  expect(taskCalls()[0]!.params).toEqual({ pageIndex: 1, pageSize: 20, pending: true });

  fireEvent.click(screen.getByRole('tab', { name: '已评分' }));
  await waitFor(() => expect(taskCalls()).toHaveLength(2));
  expect(taskCalls()[1]!.params).toEqual({ pageIndex: 1, pageSize: 20, pending: false });
  expect(await screen.findByRole('columnheader', { name: '我的评分' })).toBeTruthy();
});

it('shows the answers read-only and saves the expert score, a refused item showing its reason', async () => {
  serve();
  mock.onPost(`${BRMS}/score/save`).replyOnce(400, refusal('body.items.improve', '不能超过 10 分'));
  mock.onPost(`${BRMS}/score/save`).reply(200, answer(summary({ policy: 4, improve: 5 })));
  renderSystemPage(ExpertReviewPage, '/0010', expert);
  const drawer = await openTask();

  expect(within(drawer).getByDisplayValue('每季度内审一次')).toBeTruthy();
  // In the list of suggestions, and under its question in the form.
  expect(within(drawer).getAllByText('补充内审记录')).toHaveLength(2);
  expect(await within(drawer).findByText('满分 10')).toBeTruthy();
  expect(within(drawer).getByText('待评分专家：')).toBeTruthy();
  expect(within(drawer).getByText('expert_b')).toBeTruthy();

  fireEvent.click(button('保存评分', drawer));
  await waitFor(() => expect(within(drawer).getAllByText('请输入分数')).toHaveLength(2));
  expect(mock.history.post).toHaveLength(0);

  const scoreInputs = within(drawer).getAllByRole('spinbutton');
  fireEvent.change(scoreInputs[0]!, { target: { value: '4' } });
  fireEvent.change(scoreInputs[1]!, { target: { value: '5' } });
  expect(await within(drawer).findByText('合计：9 / 15')).toBeTruthy();
  fireEvent.click(button('保存评分', drawer));
  expect(await within(drawer).findByText('不能超过 10 分')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
    submitId: SUBMIT_ID,
    items: { policy: 4, improve: 5 },
  });

  fireEvent.click(button('保存评分', drawer));
  expect(await screen.findByText('评分已保存')).toBeTruthy();
  expect(await within(drawer).findByText('王专家')).toBeTruthy();
  expect(within(drawer).getByText('我')).toBeTruthy();
  // The lists are asked for again: the task moved to 已评分.
  await waitFor(() => expect(taskCalls().length).toBeGreaterThan(1));
});

it('adds a suggestion on a chosen question, and deletes only the expert own ones', async () => {
  serve();
  mock.onPost(`${CPN}/saveSuggest`).reply(200, answer(suggestion('s-2', 'policy', '方针应量化', true)));
  mock.onPost(`${CPN}/deleteSuggest`).reply(200, answer(null));
  renderSystemPage(ExpertReviewPage, '/0010', expert);
  const drawer = await openTask();
  const list = within(drawer).getByRole('region', { name: '建议列表' });
  expect(within(list).getByText('持续改进')).toBeTruthy();
  expect(within(list).queryByText('删除')).toBeNull();

  fireEvent.click(button('添加建议', drawer));
  expect(await within(drawer).findByText('请选择题目')).toBeTruthy();
  fireEvent.mouseDown(within(drawer).getByLabelText('题目'));
  fireEvent.click(await screen.findByText('质量方针', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(within(drawer).getByLabelText('建议'), { target: { value: ' 方针应量化 ' } });
  mock
    .onGet(`${CPN}/getSuggestList`)
    .reply(
      200,
      answer([
        suggestion('s-1', 'improve', '补充内审记录', false),
        suggestion('s-2', 'policy', '方针应量化', true),
      ]),
    );
  fireEvent.click(button('添加建议', drawer));
  expect(await screen.findByText('建议已添加')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
    submitId: SUBMIT_ID,
    path: 'policy',
    content: '方针应量化',
  });
  // Shown in the list and under its question in the form.
  expect((await within(drawer).findAllByText('方针应量化')).length).toBe(2);

  fireEvent.click(button('删除', list));
  fireEvent.click(button('确定', document.querySelector('.ant-popover') as HTMLElement));
  expect(await screen.findByText('建议已删除')).toBeTruthy();
  expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({ id: 's-2' });
});

it('speaks English, leaving the submission as its users wrote it', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(ExpertReviewPage, '/0010', expert);
  expect(await screen.findByText('BIZ20261120000001')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'To score' })).toBeTruthy();
  // 地址 is the test's address bar.
  const userData = ['地址', '2026 质量体系自评', '体系运行评分表', '绿碳科技', '张明'];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Score' }));
  const drawer = (await screen.findByDisplayValue('质量第一，客户至上', {}, { timeout: 5000 })).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(await within(drawer).findByText('Full marks 10')).toBeTruthy();
  expect(within(drawer).getByText('Add suggestion')).toBeTruthy();
  const answers = ['质量方针', '持续改进', '质量第一，客户至上', '每季度内审一次', '补充内审记录', '李专家'];
  expect(chineseIn(drawer, [...userData, ...answers])).toEqual([]);
});

it('shows the verifier the inventories to verify in the carbon app, and the scoring lists in the others', async () => {
  serve();
  mock.onGet('/api/api-carbon/carbon/verify/list').reply(
    200,
    answer({
      items: [
        {
          id: 'v-1',
          modelId: 'm-1',
          modelName: '2026 年度核算模型',
          orgName: '绿源一厂',
          year: 2026,
          modelVersion: 1,
          status: 0,
          instanceId: null,
          submittedBy: '钱经理',
          submittedAt: '2026-11-20T02:00:00.000Z',
          verifier: null,
          assurance: null,
          materiality: null,
          opinion: null,
          verifiedAt: null,
          openFindings: 0,
        },
      ],
      total: 1,
    }),
  );
  useSession.setState({ appKey: 'carbon' });
  const carbon = renderSystemPage(ExpertReviewPage, '/0010', expert);
  expect(await screen.findByText('2026 年度核算模型', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '待核查' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '待评分' })).toBeNull();
  expect(taskCalls()).toHaveLength(0);
  carbon.unmount();

  useSession.setState({ appKey: 'bizadmin' });
  renderSystemPage(ExpertReviewPage, '/0010', expert);
  expect(await screen.findByText('BIZ20261120000001')).toBeTruthy();
  expect(screen.getByRole('tab', { name: '待评分' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '待核查' })).toBeNull();
});
