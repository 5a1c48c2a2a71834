import type { BizSummary, SubmissionDetail, SubmissionSummary, SubmissionVersion } from '@platform/contract';
import {
  BusinessPaths as P,
  COMPLIANCE_PREFIX,
  SPACESTATION_PREFIX,
} from '@platform/contract/business-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import BizReviewPage from './index';

const mock = mockApi();
const C = COMPLIANCE_PREFIX;

afterEach(async () => {
  await inLanguage('zh-CN');
});

const SUBMIT = '33333333-3333-4333-8333-333333333333';
const BIZ = '11111111-1111-4111-8111-111111111111';
const INSTANCE = '44444444-4444-4444-8444-444444444444';

const template = JSON.stringify({
  list: [
    { type: 'input', label: '企业名称', model: 'name', key: 'input_1', options: {}, rules: [] },
    { type: 'input', label: '员工人数', model: 'staff', key: 'input_2', options: {}, rules: [] },
  ],
  config: {},
});

const summary = (overrides: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  id: SUBMIT,
  no: 'BIZ20261128000001',
  bizId: BIZ,
  bizName: '质量体系自评',
  paperId: 'p-1',
  formName: '质量指标表',
  kind: 1,
  submitterName: '员工甲',
  submitterTenantName: '华东质量认证中心',
  status: 1,
  version: 2,
  wfInstanceId: INSTANCE,
  score: null,
  submittedAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  ...summary(),
  paper: {
    id: 'p-1',
    bizId: BIZ,
    formId: 'f-1',
    formVersion: 1,
    kind: 1,
    formName: '质量指标表',
    total: null,
    experts: [],
    sort: 0,
    submissionCount: 1,
    formJson: template,
  },
  data: { name: '甲公司', staff: '120' },
  draftSavedAt: null,
  closed: false,
  canEdit: false,
  canReview: true,
  lastReview: null,
  reviews: [],
  suggestions: [],
  scores: null,
  ...overrides,
});

const version = (n: number, data: Record<string, unknown>): SubmissionVersion => ({
  version: n,
  data,
  submittedBy: '员工甲',
  submittedAt: `2026-11-2${n}T08:00:00.000Z`,
});

const item = { id: BIZ, name: '质量体系自评' } as BizSummary;

function serve(rows: SubmissionSummary[], one: SubmissionDetail = detail()) {
  mock.onPost(`${C}/${P.submissions}`).reply(200, answer({ items: rows, total: rows.length }));
  mock.onPost(`${SPACESTATION_PREFIX}/${P.list}`).reply(200, answer({ items: [item], total: 1 }));
  mock.onGet(`${C}/${P.withAnswer}`).reply(200, answer(one));
  mock
    .onGet(`${C}/${P.versions}`)
    .reply(200, answer({ items: [version(1, { name: '甲公司', staff: '100' }), version(2, one.data)] }));
}

const posted = (path: string) =>
  mock.history.post
    .filter((call) => call.url === `${C}/${path}`)
    .map((call: AxiosRequestConfig) => ({
      params: call.params as unknown,
      body: call.data ? (JSON.parse(call.data as string) as unknown) : undefined,
    }));

const openSubmission = async () => {
  fireEvent.click(await screen.findByText('BIZ20261128000001'));
  await screen.findByDisplayValue('甲公司');
  return screen.getByDisplayValue('甲公司').closest('.ant-drawer') as HTMLElement;
};

it('lists the submissions and filters them by item, status and keyword', async () => {
  serve([summary(), summary({ id: 's2', no: 'BIZ20261128000002', status: 2, submitterName: '员工乙' })]);
  renderSystemPage(BizReviewPage, '/businessReview');
  const row = (await screen.findByText('BIZ20261128000001')).closest('tr')!;
  expect(within(row).getByText('待审查')).toBeTruthy();
  expect(button('审查', row)).toBeTruthy();
  expect(within(screen.getByText('BIZ20261128000002').closest('tr')!).getByText('已退回')).toBeTruthy();

  fireEvent.mouseDown(screen.getByLabelText('业务'));
  fireEvent.click(await screen.findByText('质量体系自评', { selector: '.ant-select-item-option-content' }));
  fireEvent.mouseDown(screen.getByLabelText('状态'));
  fireEvent.click(await screen.findByText('已通过', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 员工 ' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(posted(P.submissions)).toHaveLength(2));
  expect(posted(P.submissions)[1]).toEqual({
    params: { pageIndex: 1, pageSize: 20 },
    body: { bizId: BIZ, status: 3, keyword: '员工' },
  });
});

it('returns a submission with the comment written under a field, and links to its progress', async () => {
  serve([summary()]);
  mock.onPost(`${C}/${P.review}`).reply(200, answer(null, '已退回'));
  renderSystemPage(BizReviewPage, '/businessReview');
  const drawer = await openSubmission();
  expect((screen.getByDisplayValue('甲公司') as HTMLInputElement).disabled).toBe(true);
  expect(within(drawer).getByText('流程进度').closest('a')!.getAttribute('href')).toBe(
    `/workflow/progress?wfInstanceId=${INSTANCE}`,
  );

  const staffNote = within(drawer).getByDisplayValue('120').closest('.fr-control')! as HTMLElement;
  fireEvent.click(button('批注', staffNote));
  fireEvent.change(within(staffNote).getByPlaceholderText('写下对此项的意见'), {
    target: { value: '请附社保证明' },
  });
  fireEvent.click(button('确定', staffNote));
  const panel = within(drawer).getByText('字段批注（1）').closest('.ant-card') as HTMLElement;
  expect(within(panel).getByText('员工人数')).toBeTruthy();
  expect(within(panel).getByText('请附社保证明')).toBeTruthy();

  fireEvent.click(button('退回', drawer));
  expect(await screen.findByText('将一并发送 1 条字段批注')).toBeTruthy();
  const modal = screen.getByText('退回修改').closest('.ant-modal-container') as HTMLElement;
  fireEvent.click(button('退回', modal));
  await waitFor(() => expect(posted(P.review)).toHaveLength(1));
  expect(posted(P.review)[0]!.body).toEqual({
    submitId: SUBMIT,
    outcome: 'returned',
    fieldComments: { staff: '请附社保证明' },
  });
});

it('does not return without a comment, and shows the server refusal under the comment', async () => {
  serve([summary()]);
  mock.onPost(`${C}/${P.review}`).reply(400, refusal('body.comment', '意见过长'));
  renderSystemPage(BizReviewPage, '/businessReview');
  const drawer = await openSubmission();
  fireEvent.click(button('退回', drawer));
  const modal = (await screen.findByText('退回修改')).closest('.ant-modal-container') as HTMLElement;
  fireEvent.click(button('退回', modal));
  expect(await within(modal).findByText('退回时请至少写下一条意见（总体意见或字段批注）')).toBeTruthy();
  expect(posted(P.review)).toHaveLength(0);

  fireEvent.change(within(modal).getByLabelText('审查意见'), { target: { value: '请补充材料' } });
  fireEvent.click(button('退回', modal));
  expect(await within(modal).findByText('意见过长')).toBeTruthy();
  expect(posted(P.review)[0]!.body).toEqual({ submitId: SUBMIT, outcome: 'returned', comment: '请补充材料' });
});

it('accepts a submission', async () => {
  serve([summary()]);
  mock.onPost(`${C}/${P.review}`).reply(200, answer(null, '已通过'));
  renderSystemPage(BizReviewPage, '/businessReview');
  const drawer = await openSubmission();
  fireEvent.click(button('通过', drawer));
  const modal = (await screen.findByText('通过审查')).closest('.ant-modal-container') as HTMLElement;
  fireEvent.click(button('通过', modal));
  await waitFor(() => expect(posted(P.review)).toHaveLength(1));
  expect(posted(P.review)[0]!.body).toEqual({ submitId: SUBMIT, outcome: 'accepted' });
});

it('compares two submitted versions field by field, and shows the experts’ suggestions and scores', async () => {
  serve(
    [summary()],
    detail({
      canReview: false,
      status: 3,
      suggestions: [
        {
          id: 'sg-1',
          submitId: SUBMIT,
          path: 'staff',
          content: '人数与社保记录不符',
          expertName: '专家甲',
          createdAt: '2026-11-21T08:00:00.000Z',
          mine: false,
        },
      ],
      scores: {
        autoScore: 40,
        expertScore: 35,
        score: 75,
        total: 100,
        manualItems: [],
        experts: [
          { expertName: '专家甲', items: {}, total: 35, updatedAt: '2026-11-21T08:00:00.000Z', mine: false },
        ],
        waitingFor: [],
      },
    }),
  );
  renderSystemPage(BizReviewPage, '/businessReview');
  const drawer = await openSubmission();
  expect(within(drawer).queryByText('批注')).toBeNull();
  expect(within(drawer).getByText('人数与社保记录不符')).toBeTruthy();

  fireEvent.click(within(drawer).getByRole('tab', { name: '版本对比' }));
  const changes = await within(drawer).findByRole('table', { name: '字段' });
  const row = within(changes).getByText('员工人数').closest('tr')!;
  expect(within(row).getByText('100')).toBeTruthy();
  expect(within(row).getByText('120')).toBeTruthy();
  expect(within(changes).queryByText('企业名称')).toBeNull();

  fireEvent.click(within(drawer).getByRole('tab', { name: '评分' }));
  expect(await within(drawer).findByText('75')).toBeTruthy();
});

it('reads in English, the answers and names as submitted', async () => {
  await inLanguage('en-US');
  serve([summary()]);
  renderSystemPage(BizReviewPage, '/businessReview');
  const drawer = await openSubmission();
  expect(within(drawer).getByRole('tab', { name: 'Compare versions' })).toBeTruthy();
  expect(button('Return', drawer)).toBeTruthy();
  expect(
    chineseIn(drawer, [
      '质量体系自评',
      '质量指标表',
      '员工甲',
      '华东质量认证中心',
      '企业名称',
      '员工人数',
      '甲公司',
    ]),
  ).toEqual([]);
});
