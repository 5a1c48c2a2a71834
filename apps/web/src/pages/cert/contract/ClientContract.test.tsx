import type { CertContractDetail } from '@platform/contract';
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import { ClientContract } from './ClientContract';

const mock = mockApi();
const MINE = '/api/api-cert/contract/myContract';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const sent: CertContractDetail = {
  id: 'c-1',
  no: 'HT-2026-00003',
  applicationId: 'a-2',
  applicationNo: 'CA-2026-00005',
  applicationStatus: 3,
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  status: 1,
  auditDays: '6',
  dayRate: '3300.50',
  fees: [{ name: '申请费', amount: '500.00' }],
  amount: '33505.00',
  terms: '乙方对甲方信息保密。',
  signedCopy: null,
  sentAt: '2026-11-21T02:00:00.000Z',
  signedAt: null,
  clientSignedAt: null,
  cancelReason: null,
  cancelledAt: null,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
  quote: {
    initialDays: '6',
    surveillanceDays: '2',
    surveillanceAudits: 2,
    totalDays: '10',
    dayRate: '3300.50',
    auditFee: '33005.00',
    fees: [{ name: '申请费', amount: '500.00' }],
    feesTotal: '500.00',
    amount: '33505.00',
    amountInWords: '叁万叁仟伍佰零伍元整',
  },
};

const Panel = () => <ClientContract applicationId="a-2" />;

it('shows the sent contract with its quotation, download and the signed-scan upload', async () => {
  mock.onGet(MINE).reply(200, answer(sent));
  renderSystemPage(Panel, '/applyList', staffUser);
  expect(await screen.findByText('HT-2026-00003')).toBeTruthy();
  expect(screen.getByText('33505.00 元')).toBeTruthy();
  expect(screen.getByText('叁万叁仟伍佰零伍元整')).toBeTruthy();
  expect(screen.getByRole('button', { name: '下载合同' })).toBeTruthy();
  expect(screen.getAllByText('上传签字盖章版').length).toBeGreaterThan(0);
  expect(mock.history.get.find((c) => c.url === MINE)!.params).toEqual({ applicationId: 'a-2' });
});

it('says when no contract was sent, and that a signed one needs no upload', async () => {
  mock.onGet(MINE).replyOnce(200, answer(null));
  const first = renderSystemPage(Panel, '/applyList', staffUser);
  expect(await screen.findByText('认证机构尚未发出合同')).toBeTruthy();
  first.unmount();
  mock.onGet(MINE).reply(200, answer({ ...sent, status: 2 }));
  renderSystemPage(Panel, '/applyList', staffUser);
  expect(await screen.findByText('合同已签订')).toBeTruthy();
  expect(screen.queryByText('上传签字盖章版')).toBeNull();
});

it('speaks English', async () => {
  await inLanguage('en-US');
  mock.onGet(MINE).reply(200, answer(sent));
  const { container } = renderSystemPage(Panel, '/applyList', staffUser);
  await screen.findByText('HT-2026-00003');
  expect(screen.getByRole('button', { name: 'Download contract' })).toBeTruthy();
  expect(
    chineseIn(container, [
      '苏州精工机械有限公司',
      '申请费',
      '乙方对甲方信息保密。',
      '叁万叁仟伍佰零伍元整',
      '地址',
    ]),
  ).toEqual([]);
});
