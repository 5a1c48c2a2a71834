import type { PublishedPaper, Review, SubmissionSummary, SubmissionVersion } from '@platform/contract';
import { COMPLIANCE_PREFIX, SPACESTATION_PREFIX } from '@platform/contract/business-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../test/dialogs';
import { chineseIn, inLanguage } from '../../test/i18n';
import { mockApi } from '../../test/mockApi';
import { staffUser } from '../../test/people';
import { answer, renderSystemPage } from '../../test/renderSystemPage';
import BusinessPortalPage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const BIZ = '11111111-1111-4111-8111-111111111111';
const PAPER_1 = '22222222-2222-4222-8222-222222222221';
const PAPER_2 = '22222222-2222-4222-8222-222222222222';
const PAPER_3 = '22222222-2222-4222-8222-222222222223';
const SUBMIT = '33333333-3333-4333-8333-333333333333';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const paper = (paperId: string, overrides: Partial<PublishedPaper> = {}): PublishedPaper => ({
  paperId,
  bizId: BIZ,
  bizName: '2026年度质量指标填报',
  bizType: '1',
  typeName: '指标填报',
  publisherName: '华东质量认证中心',
  kind: 1,
  formName: '质量指标表',
  openDate: day(-10),
  closeDate: day(30),
  closed: false,
  submitId: null,
  no: null,
  status: -1,
  updatedAt: null,
  ...overrides,
});

const published = (items: PublishedPaper[]) => answer({ items, total: items.length });
const publishedCalls = () =>
  mock.history.post
    .filter((c) => c.url === `${SPACESTATION_PREFIX}/ind/paper/getPublishedPaperList`)
    .map((c) => ({ params: c.params as unknown, body: JSON.parse(c.data as string) as unknown }));

function serve(items: PublishedPaper[]) {
  mock.onPost(`${SPACESTATION_PREFIX}/ind/paper/getPublishedPaperList`).reply(200, published(items));
  mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer([]));
}

it('lists the papers published to my tenant with my status, the deadline marked when near or past', async () => {
  serve([
    paper(PAPER_1),
    paper(PAPER_2, {
      formName: '满意度问卷',
      kind: 2,
      closeDate: day(1),
      submitId: SUBMIT,
      status: 0,
      updatedAt: '2026-11-20T02:00:00.000Z',
    }),
    paper(PAPER_3, { formName: '去年指标表', closeDate: day(-1), closed: true, submitId: 'x', status: 3 }),
  ]);
  renderSystemPage(BusinessPortalPage, '/business', staffUser);
  const first = (await screen.findByText('质量指标表')).closest('tr')!;
  expect(within(first).getByText('未开始')).toBeTruthy();
  expect(within(first).getByText('华东质量认证中心')).toBeTruthy();
  expect(button('填写', first)).toBeTruthy();

  const near = screen.getByText('满意度问卷').closest('tr')!;
  expect(within(near).getByText('草稿')).toBeTruthy();
  expect(within(near).getByText('问卷')).toBeTruthy();
  expect(within(near).getByText('即将截止')).toBeTruthy();
  expect(button('继续填写', near)).toBeTruthy();

  const past = screen.getByText('去年指标表').closest('tr')!;
  expect(within(past).getByText('已通过')).toBeTruthy();
  expect(within(past).getByText('已截止')).toBeTruthy();
  expect(within(past).getByText(day(-1), { exact: false }).closest('.ant-typography-danger')).toBeTruthy();
  expect(button('查看', past)).toBeTruthy();
  expect(publishedCalls()[0]).toEqual({ params: { pageIndex: 1, pageSize: 10 }, body: {} });
});

it('filters by my status and keyword', async () => {
  serve([paper(PAPER_1)]);
  renderSystemPage(BusinessPortalPage, '/business', staffUser);
  await screen.findByText('质量指标表');
  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 质量 ' } });
  fireEvent.mouseDown(screen.getByLabelText('我的状态'));
  fireEvent.click(await screen.findByText('已退回', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(publishedCalls()).toHaveLength(2));
  expect(publishedCalls()[1]).toEqual({
    params: { pageIndex: 1, pageSize: 10 },
    body: { keyword: '质量', status: 2 },
  });
});

it('starts a submission of a paper not started and opens it to fill in', async () => {
  serve([paper(PAPER_1)]);
  mock
    .onPost(`${COMPLIANCE_PREFIX}/compliance/form/add`)
    .reply(200, answer({ submitId: SUBMIT, no: 'BIZ20261128000001' }));
  renderSystemPage(BusinessPortalPage, '/business', staffUser);
  fireEvent.click(button('填写', (await screen.findByText('质量指标表')).closest('tr')!));
  await waitFor(() =>
    expect(screen.getByLabelText('地址').textContent).toBe(`/business/fill?submitId=${SUBMIT}`),
  );
  expect(
    mock.history.post
      .filter((c) => c.url === `${COMPLIANCE_PREFIX}/compliance/form/add`)
      .map((c) => JSON.parse(c.data as string) as unknown),
  ).toEqual([{ paperId: PAPER_1, bizId: BIZ }]);
});

const submission: SubmissionSummary = {
  id: SUBMIT,
  no: 'BIZ20261128000001',
  bizId: BIZ,
  bizName: '2026年度质量指标填报',
  paperId: PAPER_1,
  formName: '质量指标表',
  kind: 1,
  submitterName: '张明',
  submitterTenantName: '华东质量认证中心',
  status: 1,
  version: 2,
  wfInstanceId: null,
  score: null,
  submittedAt: '2026-11-21T02:00:00.000Z',
  reviewedAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
};
const versions: SubmissionVersion[] = [
  { version: 1, data: {}, submittedBy: '张明', submittedAt: '2026-11-20T02:00:00.000Z' },
  { version: 2, data: {}, submittedBy: '张明', submittedAt: '2026-11-21T02:00:00.000Z' },
];
const returned: Review = {
  id: 'r-1',
  version: 1,
  outcome: 'returned',
  comment: '产量数据缺少依据',
  fieldComments: { output: '请附上统计表' },
  reviewerName: '李审查',
  createdAt: '2026-11-20T06:00:00.000Z',
};

it('lists my submissions and shows each one’s versions with their reviews', async () => {
  serve([]);
  mock
    .onPost(`${COMPLIANCE_PREFIX}/compliance/form/mine`)
    .reply(200, answer({ items: [submission], total: 1 }));
  mock.onGet(`${COMPLIANCE_PREFIX}/compliance/form/versions`).reply(200, answer({ items: versions }));
  mock
    .onGet(`${COMPLIANCE_PREFIX}/compliance/form/detailwithanswer`)
    .reply(200, answer({ ...submission, reviews: [returned] }));
  renderSystemPage(BusinessPortalPage, '/business', staffUser);
  fireEvent.click(await screen.findByRole('tab', { name: '我的提交' }));
  const row = (await screen.findByText('BIZ20261128000001')).closest('tr')!;
  expect(within(row).getByText('已提交')).toBeTruthy();
  fireEvent.click(button('历史', row));
  const drawer = (await screen.findByText('提交历史 · BIZ20261128000001')).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(await within(drawer).findByText('第 2 版')).toBeTruthy();
  expect(within(drawer).getByText('第 1 版')).toBeTruthy();
  expect(within(drawer).getByText('产量数据缺少依据')).toBeTruthy();
  expect(within(drawer).getByText('1 处字段意见')).toBeTruthy();
  fireEvent.click(within(drawer).getAllByText('查看此版')[1]!.closest('button')!);
  await waitFor(() =>
    expect(screen.getByLabelText('地址').textContent).toBe(`/business/fill?submitId=${SUBMIT}&version=1`),
  );
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve([paper(PAPER_1, { closeDate: day(2) })]);
  const { container } = renderSystemPage(BusinessPortalPage, '/business', staffUser);
  await screen.findByText('质量指标表');
  expect(screen.getByText('Not started')).toBeTruthy();
  expect(screen.getByText('Closing soon')).toBeTruthy();
  expect(button('Fill in')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'My submissions' })).toBeTruthy();
  const userData = ['2026年度质量指标填报', '指标填报', '华东质量认证中心', '质量指标表', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
});
