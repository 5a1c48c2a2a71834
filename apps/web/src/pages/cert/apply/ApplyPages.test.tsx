import type { CertApplication } from '@platform/contract';
import { CERT_PREFIX } from '@platform/contract/cert-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import CertMyApplyPage from '../my-apply/index';
import CertApplyManagePage from './index';

const C = CERT_PREFIX;
const mock = mockApi();
const reviewer = {
  ...staffUser,
  userId: 'u-reviewer-a',
  username: 'reviewer_a',
  realname: '李审',
  roles: ['34'],
};
const ID = '11111111-1111-4111-8111-111111111111';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const application = (over: Partial<CertApplication> = {}): CertApplication => ({
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
  ...over,
});

function serve() {
  mock.onPost(`${C}/apply/queryPageList`).reply(200, answer({ items: [application()], total: 1 }));
  mock.onGet(`${C}/apply/auditDays`).reply((config) => {
    const risk = (config.params as { risk: string }).risk;
    return [200, answer({ employees: 120, risk, auditDays: risk === 'high' ? '8.5' : '7' })];
  });
  mock.onPost(`${C}/apply/accept`).reply(200, answer(application({ status: 3 })));
  mock.onPost(`${C}/apply/refuse`).reply(200, answer(application({ status: 2 })));
}

it('accepts with the proposal of the chosen risk, and asks for a reason once the days differ', async () => {
  serve();
  renderSystemPage(CertApplyManagePage, '/applyManage', reviewer);
  expect(await screen.findByText('苏州精工机械有限公司')).toBeTruthy();
  fireEvent.click(button('受理'));
  const accept = await dialog('受理申请');
  expect(await within(accept).findByTestId('proposed-days')).toHaveProperty('textContent', '7');
  const days = within(accept).getByLabelText('审核人日');
  await waitFor(() => expect((days as HTMLInputElement).value).toBe('7'));
  expect(within(accept).queryByLabelText('调整理由')).toBeNull();

  fireEvent.change(days, { target: { value: '8' } });
  fireEvent.click(button('确定', accept));
  expect(await within(accept).findByText('审核人日与建议值（7）不同，请填写理由')).toBeTruthy();
  fireEvent.change(within(accept).getByLabelText('调整理由'), { target: { value: '两个场所' } });
  fireEvent.click(button('确定', accept));
  expect(await screen.findByText('已受理，已通知申请单位')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/apply/accept`)!.data as string)).toEqual({
    id: ID,
    risk: 'medium',
    auditDays: '8',
    daysReason: '两个场所',
  });
});

it('refuses with a reason', async () => {
  serve();
  renderSystemPage(CertApplyManagePage, '/applyManage', reviewer);
  expect(await screen.findByText('苏州精工机械有限公司')).toBeTruthy();
  fireEvent.click(button('不予受理'));
  const refuse = await dialog('不予受理');
  fireEvent.change(within(refuse).getByLabelText('不予受理原因'), { target: { value: '超出认可范围' } });
  fireEvent.click(button('确定', refuse));
  expect(await screen.findByText('已不予受理，已通知申请单位')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/apply/refuse`)!.data as string)).toEqual({
    id: ID,
    reason: '超出认可范围',
  });
});

it('shows the enterprise its applications with what each status allows, in English too', async () => {
  mock
    .onGet(`${C}/cccWork/queryMyApplication`)
    .reply(200, answer({ items: [application({ status: 0, no: null })], total: 1 }));
  await inLanguage('en-US');
  renderSystemPage(CertMyApplyPage, '/applyList', staffUser);
  expect(await screen.findByText('苏州精工机械有限公司')).toBeTruthy();
  expect(screen.getByText('New application')).toBeTruthy();
  for (const action of ['Edit', 'Submit', 'Delete']) expect(button(action)).toBeTruthy();
  expect(screen.queryByText('Withdraw')).toBeNull();
  // The page (the harness shows its address apart).
  const page = screen.getByRole('table').closest('.ant-space, .ant-flex, main') as HTMLElement;
  expect(chineseIn(page, ['苏州精工机械有限公司'])).toEqual([]);
});
