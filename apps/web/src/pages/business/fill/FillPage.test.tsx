import type { Review, SubmissionDetail } from '@platform/contract';
import { COMPLIANCE_PREFIX } from '@platform/contract/business-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { button, confirmDialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import FillPage from './FillPage';
import { readLocalCopy, writeLocalCopy } from './localCopy';

const mock = mockApi();
const C = `${COMPLIANCE_PREFIX}/compliance/form`;
const SUBMIT = '33333333-3333-4333-8333-333333333333';
const ADDRESS = `/business/fill?submitId=${SUBMIT}`;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await inLanguage('zh-CN');
});

const template = {
  list: [
    {
      type: 'input',
      label: '企业名称',
      model: 'company',
      key: 'input_1',
      options: {},
      rules: [{ required: true, message: '请填写企业名称', trigger: ['change', 'blur'] }],
    },
    { type: 'input', label: '年产量', model: 'output', key: 'input_2', options: {}, rules: [] },
  ],
  config: {},
};

const detail = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: SUBMIT,
  no: 'BIZ20261128000001',
  bizId: 'b-1',
  bizName: '2026年度质量指标填报',
  paperId: 'p-1',
  formName: '质量指标表',
  kind: 1,
  submitterName: '张明',
  submitterTenantName: '华东质量认证中心',
  status: 0,
  version: 0,
  wfInstanceId: null,
  score: null,
  submittedAt: null,
  reviewedAt: null,
  updatedAt: '2026-11-28T01:00:00.000Z',
  paper: {
    id: 'p-1',
    bizId: 'b-1',
    formId: 'f-1',
    formVersion: 3,
    kind: 1,
    formName: '质量指标表',
    total: null,
    experts: [],
    sort: 0,
    submissionCount: 1,
    formJson: JSON.stringify(template),
  },
  data: { company: '华光电子' },
  draftSavedAt: '2026-11-28T01:00:00.000Z',
  closed: false,
  canEdit: true,
  canReview: false,
  lastReview: null,
  reviews: [],
  suggestions: [],
  scores: null,
  ...overrides,
});

const posted = (path: string) =>
  mock.history.post
    .filter((c) => c.url === `${C}/${path}`)
    .map((c) => JSON.parse(c.data as string) as unknown);

const serve = (d: SubmissionDetail) => mock.onGet(`${C}/detail`).reply(200, answer(d));

it('autosaves the answers to the server two seconds after a change, and keeps a copy in the browser', async () => {
  serve(detail());
  mock.onPost(`${C}/doanswer`).reply(200, answer({ savedAt: '2026-11-28T02:03:04.000Z' }));
  renderSystemPage(FillPage, ADDRESS, staffUser);
  const company = await screen.findByLabelText('企业名称');
  expect((company as HTMLInputElement).value).toBe('华光电子');
  fireEvent.change(screen.getByLabelText('年产量'), { target: { value: '1200' } });
  expect(readLocalCopy(SUBMIT)?.data).toEqual({ company: '华光电子', output: '1200' });
  expect(screen.getByText('有未保存的修改')).toBeTruthy();
  expect(posted('doanswer')).toEqual([]);
  await waitFor(() => expect(posted('doanswer')).toHaveLength(1), { timeout: 4000 });
  expect(posted('doanswer')[0]).toEqual({ submitId: SUBMIT, data: { company: '华光电子', output: '1200' } });
  expect(await screen.findByText(/^已保存 \d\d:\d\d:\d\d$/)).toBeTruthy();
  // The server has everything: the browser's copy is no longer needed.
  expect(readLocalCopy(SUBMIT)).toBeUndefined();
});

it('says when a save failed and saves again on retry', async () => {
  serve(detail());
  mock.onPost(`${C}/doanswer`).replyOnce(500, { code: 500, msg: '服务器错误', data: null });
  mock.onPost(`${C}/doanswer`).reply(200, answer({ savedAt: '2026-11-28T02:03:04.000Z' }));
  renderSystemPage(FillPage, ADDRESS, staffUser);
  fireEvent.change(await screen.findByLabelText('年产量'), { target: { value: '9' } });
  fireEvent.click(button('保存草稿'));
  expect(await screen.findByText('保存失败')).toBeTruthy();
  expect(readLocalCopy(SUBMIT)?.data).toMatchObject({ output: '9' });
  fireEvent.click(button('重试'));
  expect(await screen.findByText(/^已保存/)).toBeTruthy();
  expect(posted('doanswer')).toHaveLength(2);
});

it('restores the browser’s copy when it is newer than the server’s draft, and says so', async () => {
  writeLocalCopy(SUBMIT, {
    data: { company: '华光电子', output: '880' },
    changedAt: '2026-11-28T01:05:00.000Z',
    base: '2026-11-28T01:00:00.000Z',
  });
  serve(detail());
  mock.onPost(`${C}/doanswer`).reply(200, answer({ savedAt: '2026-11-28T02:03:04.000Z' }));
  renderSystemPage(FillPage, ADDRESS, staffUser);
  expect(((await screen.findByLabelText('年产量')) as HTMLInputElement).value).toBe('880');
  expect(screen.getByText(/^已恢复本机 .* 保存的内容/)).toBeTruthy();
  // And it goes to the server.
  await waitFor(() => expect(posted('doanswer')).toHaveLength(1), { timeout: 4000 });
});

it('drops the browser’s copy when the server’s draft is newer', async () => {
  writeLocalCopy(SUBMIT, {
    data: { company: '旧名称' },
    changedAt: '2026-11-28T00:30:00.000Z',
    base: '2026-11-28T00:00:00.000Z',
  });
  serve(detail());
  renderSystemPage(FillPage, ADDRESS, staffUser);
  expect(((await screen.findByLabelText('企业名称')) as HTMLInputElement).value).toBe('华光电子');
  expect(screen.queryByText(/^已恢复本机/)).toBeNull();
  expect(readLocalCopy(SUBMIT)).toBeUndefined();
});

it('checks the form before submitting, then shows the server’s refusal on its field', async () => {
  serve(detail({ data: {} }));
  mock.onPost(`${C}/submit`).reply(400, {
    code: 400,
    msg: 'body.data.output：年产量不能超过产能',
    data: { errors: [{ field: 'body.data.output', reason: '年产量不能超过产能' }] },
  });
  renderSystemPage(FillPage, ADDRESS, staffUser);
  await screen.findByLabelText('企业名称');
  fireEvent.click(button('提交'));
  expect(await screen.findByText('请先完善表单中标红的内容')).toBeTruthy();
  expect(screen.getByText('请填写企业名称')).toBeTruthy();
  expect(posted('submit')).toEqual([]);

  fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '华光电子' } });
  fireEvent.change(screen.getByLabelText('年产量'), { target: { value: '99999' } });
  fireEvent.click(button('提交'));
  await screen.findByText('提交后不能再修改，除非审查退回。确定提交吗？');
  fireEvent.click(button('确定', confirmDialog()));
  const output = screen.getByLabelText('年产量').closest('.fr-control') as HTMLElement;
  expect(await within(output).findByText('年产量不能超过产能')).toBeTruthy();
  expect(posted('submit')).toEqual([{ submitId: SUBMIT, data: { company: '华光电子', output: '99999' } }]);
});

const returned: Review = {
  id: 'r-1',
  version: 1,
  outcome: 'returned',
  comment: '产量数据缺少依据',
  fieldComments: { output: '请附上统计表' },
  reviewerName: '李审查',
  createdAt: '2026-11-27T06:00:00.000Z',
};

it('shows a return’s comment at the top, its field comments and the experts’ suggestions by the fields', async () => {
  serve(
    detail({
      status: 2,
      version: 1,
      lastReview: returned,
      reviews: [returned],
      suggestions: [
        {
          id: 's-1',
          submitId: SUBMIT,
          path: 'company',
          content: '建议填写营业执照上的全称',
          expertName: '王专家',
          mine: false,
          createdAt: '2026-11-27T07:00:00.000Z',
        },
      ],
    }),
  );
  renderSystemPage(FillPage, ADDRESS, staffUser);
  expect(await screen.findByText('审查退回，请按意见修改后重新提交')).toBeTruthy();
  expect(screen.getByText('产量数据缺少依据')).toBeTruthy();
  const output = screen.getByLabelText('年产量').closest('.fr-item') as HTMLElement;
  expect(within(output).getByText('审查意见：请附上统计表')).toBeTruthy();
  const company = screen.getByLabelText('企业名称').closest('.fr-item') as HTMLElement;
  expect(within(company).getByText('专家建议（王专家）：建议填写营业执照上的全称')).toBeTruthy();
  expect(button('提交')).toBeTruthy();
});

it('is read-only once submitted', async () => {
  serve(detail({ status: 1, version: 1, canEdit: false }));
  renderSystemPage(FillPage, ADDRESS, staffUser);
  expect(await screen.findByText('已提交，等待审查，不能修改')).toBeTruthy();
  expect((screen.getByLabelText('企业名称') as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByText('提交', { selector: 'button span' })).toBeNull();
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve(detail({ status: 2, version: 1, lastReview: returned, reviews: [returned] }));
  const { container } = renderSystemPage(FillPage, ADDRESS, staffUser);
  expect(
    await screen.findByText('Returned by the reviewer: revise as commented and submit again'),
  ).toBeTruthy();
  expect(button('Submit')).toBeTruthy();
  expect(screen.getByText('Reviewer: 请附上统计表')).toBeTruthy();
  const userData = [
    '2026年度质量指标填报',
    '质量指标表',
    '企业名称',
    '年产量',
    '华光电子',
    '产量数据缺少依据',
    '请附上统计表',
    '李审查',
    '地址',
  ];
  expect(chineseIn(container, userData)).toEqual([]);
});
