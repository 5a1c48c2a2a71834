import type { CertAuditFile, CertCertificateDetail, CertReviewItem } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import CertCertificatePage from '../certificate/index';
import CertDecisionPage from '../decision/index';
import CertMyCertificatePage from '../my-certificate/index';
import CertRatifyPage from './index';

const B = '/api/api-cert';
const mock = mockApi();
const body = { ...staffUser, roles: ['34'] };
const AUDIT = '11111111-1111-4111-8111-111111111111';
const CERT = '22222222-2222-4222-8222-222222222222';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const item: CertReviewItem = {
  auditId: AUDIT,
  applicationId: '33333333-3333-4333-8333-333333333333',
  applicationNo: 'CA-2026-00001',
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  kind: 2,
  seq: 1,
  beginDate: '2026-11-10',
  endDate: '2026-11-12',
  auditDays: '4',
  leaderName: '赵强',
  reportIssuedAt: '2026-11-13T02:00:00.000Z',
  recommendation: 'recommend',
  majors: 0,
  minors: 1,
  observations: 2,
  pending: true,
  last: null,
};

const file: CertAuditFile = {
  ...item,
  scope: '精密机械零部件的设计和生产',
  sites: [{ name: '总部', address: '苏州市工业园区', employees: 100 }],
  fieldCodes: ['17.12.05'],
  criteria: 'ISO 9001:2015',
  conclusion: '体系运行有效',
  processId: AUDIT,
  phase: 2,
  team: [{ auditorId: 'a1', name: '赵强', post: 'leader', tenantUserId: 'tu-1' }],
  findings: [
    {
      id: 'f1',
      kind: 2,
      clause: '7.1.5',
      description: '量具校准记录不全',
      status: 1,
      rootCause: '未建立台账',
      correction: '补齐记录',
      correctiveAction: '建立量具台账',
      verifyComment: null,
    },
  ],
  reportUrl: `${B}/audit/reportDocument?auditId=${AUDIT}`,
  records: [],
  decisions: ['grant', 'refuse', 'return'],
  onTeam: false,
  certificateId: null,
};

it('技术评审: opens the file of an audit awaiting review and passes it on', async () => {
  mock.onPost(`${B}/review/queryPageList`).reply(200, answer({ items: [item], total: 1 }));
  mock.onGet(`${B}/review/file`).reply(200, answer(file));
  mock.onPost(`${B}/review/submit`).reply(200, answer({ auditId: AUDIT, result: 'pass' }, '技术评审已提交'));
  renderSystemPage(CertRatifyPage, '/ratify', body);
  const review = await screen.findByRole('button', { name: '评审' });
  // The status filter shows the list's default, not 全部.
  expect(screen.getByText('待评审')).toBeTruthy();
  fireEvent.click(review);
  const drawer = (await screen.findByText('审核档案', { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(await within(drawer).findByText('量具校准记录不全')).toBeTruthy();
  expect(within(drawer).getByText('赵强（审核组长）')).toBeTruthy();
  fireEvent.change(within(drawer).getByLabelText('评审意见'), { target: { value: '资料齐全' } });
  fireEvent.click(within(drawer).getByRole('button', { name: '提交评审' }));
  await waitFor(() =>
    expect(JSON.parse(mock.history.post.find((c) => c.url === `${B}/review/submit`)!.data as string)).toEqual(
      {
        auditId: AUDIT,
        result: 'pass',
        opinion: '资料齐全',
      },
    ),
  );
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ state: 'pending' });
});

it('技术评审: a member of the audit team sees why there is no form', async () => {
  mock.onPost(`${B}/review/queryPageList`).reply(200, answer({ items: [item], total: 1 }));
  mock.onGet(`${B}/review/file`).reply(200, answer({ ...file, onTeam: true }));
  renderSystemPage(CertRatifyPage, '/ratify', body);
  fireEvent.click(await screen.findByRole('button', { name: '评审' }));
  expect(await screen.findByText('您是该审核的审核组成员，不能参与技术评审或认证决定。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '提交评审' })).toBeNull();
});

it('认证决定: offers the decisions of the audit kind and asks for the reduced scope', async () => {
  mock.onPost(`${B}/decision/queryPageList`).reply(200, answer({ items: [{ ...item, kind: 3 }], total: 1 }));
  mock
    .onGet(`${B}/review/file`)
    .reply(
      200,
      answer({ ...file, kind: 3, decisions: ['maintain', 'suspend', 'withdraw', 'reduceScope', 'return'] }),
    );
  mock.onPost(`${B}/decision/submit`).reply(200, answer({ auditId: AUDIT, certificateId: CERT, no: null }));
  renderSystemPage(CertDecisionPage, '/ywreviewam', body);
  fireEvent.click(await screen.findByRole('button', { name: '评审' }));
  fireEvent.click(await screen.findByLabelText('缩小认证范围'));
  const scope = await screen.findByLabelText('缩小后的认证范围');
  fireEvent.change(scope, { target: { value: '精密机械零部件的生产' } });
  fireEvent.change(screen.getByLabelText('决定意见'), { target: { value: '二厂停产' } });
  fireEvent.click(screen.getByRole('button', { name: '提交决定' }));
  await waitFor(() =>
    expect(
      JSON.parse(mock.history.post.find((c) => c.url === `${B}/decision/submit`)!.data as string),
    ).toEqual({
      auditId: AUDIT,
      decision: 'reduceScope',
      scope: '精密机械零部件的生产',
      opinion: '二厂停产',
    }),
  );
});

const certificate: CertCertificateDetail = {
  id: CERT,
  no: 'EAST-CERT-26Q00001',
  applicationId: item.applicationId,
  scheme: 'QMS',
  standard: item.standard,
  entName: item.entName,
  creditCode: '91320500MA1XXXXX0X',
  address: '苏州市工业园区',
  scope: file.scope,
  sites: file.sites,
  fieldCodes: ['17.12.05'],
  issuedOn: '2026-11-28',
  expiresOn: '2029-11-27',
  status: 1,
  statusReason: null,
  verifyCode: 'abc',
  previousId: null,
  events: [{ id: 'e1', kind: 'issued', reason: null, actorName: '王评审', at: '2026-11-28T02:00:00.000Z' }],
  audits: [{ id: 'x', kind: 3, seq: 1, dueDate: '2027-11-28', status: 0 }],
};

it('证书管理: suspends a valid certificate with a reason', async () => {
  mock.onPost(`${B}/certificate/queryPageList`).reply(200, answer({ items: [certificate], total: 1 }));
  mock.onGet(`${B}/certificate/detail`).reply(200, answer(certificate));
  mock.onPost(`${B}/certificate/changeStatus`).reply(200, answer({ ...certificate, status: 2 }));
  renderSystemPage(CertCertificatePage, '/certificate', body);
  fireEvent.click(await screen.findByRole('button', { name: '状态变更' }));
  const dialog = (await screen.findByText('证书状态变更', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '未按期监督' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(
      JSON.parse(mock.history.post.find((c) => c.url === `${B}/certificate/changeStatus`)!.data as string),
    ).toEqual({ id: CERT, change: 'suspend', reason: '未按期监督' }),
  );
});

it('我的证书 reads in English, with the history', async () => {
  await inLanguage('en-US');
  mock.onGet(`${B}/queryMyCertificate`).reply(200, answer({ items: [certificate], total: 1 }));
  mock.onGet(`${B}/certificate/detail`).reply(200, answer(certificate));
  const { container } = renderSystemPage(CertMyCertificatePage, '/myCertificate', {
    ...staffUser,
    roles: ['8'],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'View' }));
  expect(await screen.findByText('Issued')).toBeTruthy();
  expect(screen.getByText('Surveillance audit 1')).toBeTruthy();
  const verify = screen.getByRole('link', { name: /cert-verify/ });
  expect(verify.getAttribute('href')).toBe(
    `${window.location.origin}/cert-verify?no=EAST-CERT-26Q00001&code=abc`,
  );
  expect(verify.getAttribute('target')).toBe('_blank');
  expect(
    chineseIn(container.ownerDocument.body, [
      certificate.entName,
      certificate.scope,
      certificate.address,
      '总部',
      '苏州市工业园区',
      '王评审',
      '地址',
    ]),
  ).toEqual([]);
});
