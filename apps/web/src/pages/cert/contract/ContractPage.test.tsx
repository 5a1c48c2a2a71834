import type { CertAwaitingApplication, CertContract } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import CertContractPage from './index';

const mock = mockApi();
const B = '/api/api-cert';
const SAVE = `${B}/contract/save`;

afterEach(async () => {
  await inLanguage('zh-CN');
});

const awaiting: CertAwaitingApplication = {
  id: 'a-1',
  no: 'CA-2026-00007',
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  employees: 120,
  auditDays: '6',
  risk: 'medium',
  reviewedAt: '2026-11-20T02:00:00.000Z',
};

const contract: CertContract = {
  id: 'c-1',
  no: 'HT-2026-00003',
  applicationId: 'a-2',
  applicationNo: 'CA-2026-00005',
  applicationStatus: 3,
  entName: '无锡华光电器有限公司',
  scheme: 'EMS',
  standard: 'GB/T 24001-2016 / ISO 14001:2015',
  status: 1,
  auditDays: '4.5',
  dayRate: '3000.00',
  fees: [],
  amount: '22500.00',
  terms: '',
  signedCopy: null,
  sentAt: '2026-11-21T02:00:00.000Z',
  signedAt: null,
  clientSignedAt: null,
  cancelReason: null,
  cancelledAt: null,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
};

function serve() {
  mock.onPost(`${B}/contract/queryAwaitingList`).reply(200, answer({ items: [awaiting], total: 1 }));
  mock.onPost(`${B}/contract/queryPageList`).reply(200, answer({ items: [contract], total: 1 }));
  mock.onPost(SAVE).reply(200, answer({ ...contract, id: 'c-2' }));
  mock.onGet(`${B}/contract/detail`).reply(404, { code: 404, msg: '合同不存在' });
}

it('quotes an accepted application with the amount computed as the user types', async () => {
  serve();
  renderSystemPage(CertContractPage, '/contractManage', staffUser);
  const row = (await screen.findByText('苏州精工机械有限公司')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: '报价' }));
  const form = await dialog('合同报价：苏州精工机械有限公司');
  expect((within(form).getByLabelText('初审人日') as HTMLInputElement).value).toBe('6');
  expect(within(form).getByText('请填写有效的人日和金额')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('人日费（元/人日）'), { target: { value: '3300.50' } });
  const amounts = within(form).getAllByPlaceholderText('金额（元）');
  fireEvent.change(amounts[0]!, { target: { value: '500' } });
  fireEvent.change(amounts[1]!, { target: { value: '800.25' } });
  expect(await within(form).findByText('初审 6 + 监督 2 × 2 = 10 人日')).toBeTruthy();
  expect(within(form).getByText('33005.00 元')).toBeTruthy();
  expect(within(form).getByTestId('contract-amount').textContent).toBe('34305.25 元');

  fireEvent.click(button('保存', form));
  await waitFor(() => expect(mock.history.post.some((c) => c.url === SAVE)).toBe(true));
  const saved = JSON.parse(mock.history.post.find((c) => c.url === SAVE)!.data as string) as {
    terms: string;
  };
  expect(saved).toMatchObject({
    applicationId: 'a-1',
    auditDays: '6',
    dayRate: '3300.50',
    fees: [
      { name: '申请费', amount: '500' },
      { name: '注册费', amount: '800.25' },
    ],
  });
  expect(saved.terms).toContain('保密');
});

it('lists the contracts with their status and the actions their status allows', async () => {
  serve();
  renderSystemPage(CertContractPage, '/contractManage', staffUser);
  fireEvent.click(await screen.findByRole('tab', { name: '合同列表' }));
  const row = (await screen.findByText('HT-2026-00003')).closest('tr')!;
  expect(within(row).getByText('已发送')).toBeTruthy();
  expect(within(row).getByText('22500.00')).toBeTruthy();
  expect(within(row).queryByRole('button', { name: '发送' })).toBeNull();
  expect(within(row).getByRole('button', { name: '签订' })).toBeTruthy();
});

it('speaks English', async () => {
  await inLanguage('en-US');
  serve();
  const { container } = renderSystemPage(CertContractPage, '/contractManage', staffUser);
  await screen.findByText('苏州精工机械有限公司');
  expect(screen.getByRole('tab', { name: 'Awaiting contract' })).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Audit days' })).toBeTruthy();
  expect(chineseIn(container, ['苏州精工机械有限公司', '地址'])).toEqual([]);
});
