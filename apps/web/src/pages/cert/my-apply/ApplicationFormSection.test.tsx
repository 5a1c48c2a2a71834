// The body's application form: chosen on 申请管理 (申请表单设置), filled in as a section of the
// enterprise's application (its rules checked before submitting, the server's refusals shown by the
// field), and shown read-only in the application's detail.
import type { CertApplicationDetail, CertSettings } from '@platform/contract';
import { CERT_PREFIX } from '@platform/contract/cert-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import { renderWithQueries } from '../../../test/renderWithQueries';
import CertApplyManagePage from '../apply/index';
import { ApplicationView } from '../components/ApplicationView';
import CertMyApplyPage from './index';

const C = CERT_PREFIX;
const mock = mockApi();
const FORM = '22222222-2222-4222-8222-222222222222';
const ID = '11111111-1111-4111-8111-111111111111';
const reviewer = { ...staffUser, userId: 'u-reviewer-a', username: 'reviewer_a', roles: ['34'] };

const json = JSON.stringify({
  list: [
    {
      type: 'input',
      label: '是否有外包过程',
      model: 'outsourcing',
      key: 'input_1',
      options: {},
      rules: [{ required: true, message: '请填写是否有外包过程', trigger: ['change', 'blur'] }],
    },
    { type: 'input', label: '管理体系运行时间(月)', model: 'months', key: 'input_2', options: {}, rules: [] },
  ],
  config: {},
});

const settings = (over: Partial<CertSettings> = {}): CertSettings => ({
  applicationFormId: FORM,
  applicationForm: { id: FORM, formName: '认证申请补充信息', version: 2, json },
  choices: [],
  updatedBy: '李审',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

const posted = (path: string) =>
  mock.history.post
    .filter((c) => c.url === `${C}/${path}`)
    .map((c) => JSON.parse(c.data as string) as object);

it('lets the body choose its application form among its form templates', async () => {
  mock.onPost(`${C}/apply/queryPageList`).reply(200, answer({ items: [], total: 0 }));
  mock.onGet(`${C}/settings/get`).reply(
    200,
    answer(
      settings({
        applicationFormId: null,
        applicationForm: null,
        updatedAt: null,
        choices: [
          { id: FORM, formName: '认证申请补充信息', version: 2, updatedAt: '2026-11-20T02:00:00.000Z' },
        ],
      }),
    ),
  );
  mock.onPost(`${C}/settings/save`).reply(200, answer(settings()));
  renderSystemPage(CertApplyManagePage, '/applyManage', reviewer);
  fireEvent.click(await screen.findByRole('button', { name: '申请表单设置' }));
  const box = await dialog('申请表单设置');
  fireEvent.mouseDown(await within(box).findByLabelText('申请表单'));
  fireEvent.click(
    await screen.findByText('认证申请补充信息', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(button('确定', box));
  expect(await screen.findByText('申请表单设置已保存')).toBeTruthy();
  expect(posted('settings/save')).toEqual([{ applicationFormId: FORM }]);
});

it("has the enterprise fill in the body's application form with the application", async () => {
  mock.onGet(`${C}/cccWork/queryMyApplication`).reply(200, answer({ items: [], total: 0 }));
  mock.onGet(`${C}/settings/get`).reply(200, answer(settings()));
  mock.onPost(`${C}/apply/save`).reply(200, answer({ id: ID }));
  mock.onPost(`${C}/apply/submit`).reply(400, refusal('body.formData.months', '请填写运行月数'));
  renderSystemPage(CertMyApplyPage, '/applyList', staffUser);
  await screen.findByText('新增申请', { selector: 'button span' });
  fireEvent.click(button('新增申请'));
  const drawer = (await screen.findByText('新增认证申请')).closest('.ant-drawer') as HTMLElement;
  const section = await within(drawer).findByRole('region', { name: '申请表单' });
  expect(within(section).getByText('认证申请补充信息')).toBeTruthy();
  fireEvent.change(within(drawer).getByLabelText('组织名称'), { target: { value: '苏州精工机械有限公司' } });

  // The form's rules are checked before anything is sent.
  fireEvent.click(button('保存并提交', drawer));
  expect(await screen.findByText('请按提示修改申请表单中的内容')).toBeTruthy();
  expect(posted('apply/save')).toEqual([]);

  fireEvent.change(within(section).getByLabelText('是否有外包过程'), { target: { value: '无' } });
  fireEvent.click(button('保存并提交', drawer));
  await waitFor(() => expect(posted('apply/save')).toHaveLength(1));
  expect(posted('apply/save')[0]).toMatchObject({
    entName: '苏州精工机械有限公司',
    formId: FORM,
    formVersion: 2,
    formData: { outsourcing: '无' },
  });
  // The server's refusal of the submission lands by the field it names.
  expect(await within(section).findByText('请填写运行月数')).toBeTruthy();
});

it('shows the answers read-only in the application detail', () => {
  const detail = {
    id: ID,
    no: 'CA-2026-00007',
    scheme: 'QMS',
    standard: 'GB/T 19001-2016 / ISO 9001:2015',
    entName: '苏州精工机械有限公司',
    creditCode: '91110000600037341L',
    employees: 120,
    status: 1,
    applicantName: '张明',
    risk: null,
    auditDays: null,
    instanceId: null,
    submittedAt: '2026-11-20T02:00:00.000Z',
    createdAt: '2026-11-19T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    address: '',
    region: null,
    contactName: '',
    contactTel: '',
    contactEmail: '',
    scope: '',
    fieldCodes: [],
    sites: [],
    product: null,
    documents: [],
    formId: FORM,
    formVersion: 2,
    formData: { outsourcing: '无', months: '36' },
    form: { id: FORM, formName: '认证申请补充信息', version: 2, json },
    proposedDays: null,
    daysReason: null,
    reviewComment: null,
    reviewedBy: null,
    reviewedAt: null,
    canEdit: false,
    canWithdraw: false,
    canReview: true,
  } satisfies CertApplicationDetail;
  renderWithQueries(<ApplicationView application={detail} />);
  const answerOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  expect(answerOf('是否有外包过程').value).toBe('无');
  expect(answerOf('是否有外包过程').disabled).toBe(true);
  expect(answerOf('管理体系运行时间(月)').value).toBe('36');
});
