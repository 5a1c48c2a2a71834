// 品牌评价申请 (/brandApply) and 评价管理 (/brandProcess): the enterprise applies and answers a
// questionnaire with the form renderer (its rules checked before anything is sent); the body returns a
// submitted assessment at the formal check with a comment; the body's list in English.
import type { BrandProcess, BrandProcessDetail, BrandQuestionnaire } from '@platform/contract';
import { BRAND_PREFIX } from '@platform/contract/brand-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../test/dialogs';
import { chineseIn, inLanguage } from '../../test/i18n';
import { mockApi } from '../../test/mockApi';
import { staffUser } from '../../test/people';
import { answer, renderSystemPage } from '../../test/renderSystemPage';
import BrandMyAssessmentPage from './my-assessment/index';
import BrandProcessPage from './process/index';

const B = BRAND_PREFIX;
const mock = mockApi();
const ID = '11111111-1111-4111-8111-111111111111';
const QS = '22222222-2222-4222-8222-222222222222';
const reviewer = { ...staffUser, userId: 'u-reviewer-a', username: 'reviewer_a', roles: ['34'] };

afterEach(async () => {
  await inLanguage('zh-CN');
});

const json = JSON.stringify({
  list: [
    {
      type: 'input',
      label: '主要质量奖项',
      model: 'awards',
      key: 'input_1',
      options: { AnswerScore: 10 },
      rules: [{ required: true, message: '请填写主要质量奖项', trigger: ['change', 'blur'] }],
    },
  ],
  config: {},
});

const row: BrandProcess = {
  id: ID,
  no: 'BA-2026-00001',
  businessType: 'valuation',
  brandName: '精工',
  entName: '苏州精工机械有限公司',
  creditCode: '91110000600037341L',
  applicantName: '张明',
  status: 0,
  strengthScore: null,
  level: null,
  brandValue: null,
  instanceId: null,
  submittedAt: null,
  completedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

const detail = (over: Partial<BrandProcessDetail> = {}): BrandProcessDetail => ({
  ...row,
  industry: '通用设备制造业',
  contactName: '张明',
  contactTel: '13800000001',
  description: '',
  checkComment: null,
  answers: [
    {
      qsId: QS,
      qsName: '质量问卷',
      groupId: 'g1',
      groupName: '质量',
      answered: false,
      draft: true,
      updatedAt: null,
    },
  ],
  experts: [],
  canEdit: true,
  canSubmit: false,
  canWithdraw: true,
  canAssign: false,
  canCheck: false,
  canReview: false,
  ...over,
});

const questionnaire: BrandQuestionnaire = {
  id: QS,
  groupId: 'g1',
  formId: QS,
  name: '质量问卷',
  weight: '1',
  sort: 1,
  indicatorCount: 1,
  maxTotal: '10',
  groupName: '质量',
  formJson: json,
  indicators: [{ model: 'awards', label: '主要质量奖项', max: 10 }],
};

const posted = (path: string) =>
  mock.history.post
    .filter((c) => c.url?.startsWith(`${B}/${path}`))
    .map((c) => JSON.parse((c.data as string | undefined) ?? 'null') as object);

it('has the enterprise apply, then answer a questionnaire checked by its rules', async () => {
  mock.onPost(`${B}/ent/queryProcessPage`).reply(200, answer({ items: [row], total: 1 }));
  mock.onPost(`${B}/ent/saveWorkFlow`).reply(200, answer(detail()));
  mock.onGet(`${B}/ent/processDetail`).reply(200, answer(detail()));
  mock.onPost(`${B}/paper/getASData`).reply(200, answer([]));
  mock.onGet(`${B}/brand/paper/getQSData`).reply(200, answer(questionnaire));
  mock.onPost(`${B}/paper/saveAnswer`).reply(200, answer({}));
  renderSystemPage(BrandMyAssessmentPage, '/brandApply', staffUser);
  expect(await screen.findByText('BA-2026-00001')).toBeTruthy();

  fireEvent.click(button('申请评价'));
  const box = await dialog('申请品牌评价');
  for (const [label, value] of [
    ['品牌名称', '精工'],
    ['企业名称', '苏州精工机械有限公司'],
    ['统一社会信用代码', '91110000600037341L'],
    ['联系人', '张明'],
    ['联系电话', '13800000001'],
  ] as const)
    fireEvent.change(within(box).getByLabelText(label), { target: { value } });
  fireEvent.click(button('确定', box));
  await waitFor(() => expect(posted('ent/saveWorkFlow')).toHaveLength(1));
  expect(posted('ent/saveWorkFlow')[0]).toMatchObject({
    businessType: 'valuation',
    brandName: '精工',
    creditCode: '91110000600037341L',
  });

  fireEvent.click(screen.getByText('精工', { selector: 'a' }));
  const drawer = (await screen.findByText('评价详情 · BA-2026-00001')).closest('.ant-drawer') as HTMLElement;
  fireEvent.click(await within(drawer).findByRole('tab', { name: '质量' }));
  const field = await within(drawer).findByLabelText('主要质量奖项');
  fireEvent.click(button('保存答卷', drawer));
  expect(await screen.findByText('请先修正问卷中标出的问题')).toBeTruthy();
  expect(posted('paper/saveAnswer')).toEqual([]);
  fireEvent.change(field, { target: { value: '省长质量奖' } });
  fireEvent.click(button('保存答卷', drawer));
  await waitFor(() => expect(posted('paper/saveAnswer')).toHaveLength(1));
  expect(posted('paper/saveAnswer')[0]).toEqual({
    processId: ID,
    qsId: QS,
    data: { awards: '省长质量奖' },
    draft: false,
  });
});

it('has the body return a submitted assessment at the formal check with a comment', async () => {
  const submitted = detail({ status: 1, canEdit: false, canCheck: true, canAssign: true });
  mock.onPost(`${B}/ent/queryProcessPage`).reply(200, answer({ items: [{ ...row, status: 1 }], total: 1 }));
  mock.onGet(`${B}/ent/processDetail`).reply(200, answer(submitted));
  mock.onPost(`${B}/ent/formalCheck`).reply(200, answer({ ...submitted, status: 2 }));
  renderSystemPage(BrandProcessPage, '/brandProcess', reviewer);
  fireEvent.click(await screen.findByText('精工', { selector: 'a' }));
  const drawer = (await screen.findByText('评价详情 · BA-2026-00001')).closest('.ant-drawer') as HTMLElement;
  // Passing needs an assigned expert.
  expect(button('形式审查通过', drawer).disabled).toBe(true);
  fireEvent.click(button('退回企业', drawer));
  const box = await dialog('退回企业');
  fireEvent.change(within(box).getByLabelText('意见'), { target: { value: '请补充服务问卷' } });
  fireEvent.click(button('确定', box));
  await waitFor(() => expect(posted('ent/formalCheck')).toHaveLength(1));
  expect(posted('ent/formalCheck')[0]).toEqual({
    processId: ID,
    result: 'returned',
    comment: '请补充服务问卷',
  });
});

it('shows the body its list in English', async () => {
  await inLanguage('en-US');
  mock.onPost(`${B}/ent/queryProcessPage`).reply(200, answer({ items: [{ ...row, status: 3 }], total: 1 }));
  const { container } = renderSystemPage(BrandProcessPage, '/brandProcess', reviewer);
  expect(await screen.findByText('BA-2026-00001')).toBeTruthy();
  expect(screen.getAllByText('Strength score').length).toBeGreaterThan(0);
  expect(chineseIn(container, ['苏州精工机械有限公司', '精工', '张明', '地址'])).toEqual([]);
});
