import type { CertFinding, CertWorkAudit, CertWorkAuditFile } from '@platform/contract';
import { CERT_PREFIX } from '@platform/contract/cert-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, renderSystemPage } from '../../../test/renderSystemPage';
import CertDataExaminePage from '../data-examine';
import { ClientFindings } from './ClientFindings';
import CertAuditPage from './index';

const C = CERT_PREFIX;
const mock = mockApi();
const auditor = {
  ...staffUser,
  userId: 'u-auditor-a',
  username: 'auditor_a',
  realname: '赵强',
  roles: ['47'],
};
const body = {
  ...staffUser,
  userId: 'u-reviewer-a',
  username: 'reviewer_a',
  realname: '李审',
  roles: ['34'],
};

const AUDIT = '11111111-1111-4111-8111-111111111111';
const APP = '22222222-2222-4222-8222-222222222222';
const MAJOR = '33333333-3333-4333-8333-333333333333';

afterEach(async () => {
  await inLanguage('zh-CN');
});

const audit = (over: Partial<CertWorkAudit> = {}): CertWorkAudit => ({
  id: AUDIT,
  applicationId: APP,
  applicationNo: 'CA-2026-00001',
  entName: '苏州精工机械有限公司',
  scheme: 'QMS',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  kind: 3,
  seq: 1,
  status: 4,
  beginDate: '2026-12-01',
  endDate: '2026-12-02',
  auditDays: '2',
  processId: AUDIT,
  phase: 2,
  leaderName: '赵强',
  myPost: 'leader',
  findings: 1,
  openFindings: 1,
  reportIssuedAt: null,
  ...over,
});

const finding = (status: number): CertFinding => ({
  id: MAJOR,
  auditId: AUDIT,
  applicationId: APP,
  kind: 3,
  clause: '8.5.1',
  description: '关键工序作业指导书未受控',
  evidence: [{ key: 'uploads/photo.jpg', name: '现场照片.jpg' }],
  status,
  rootCause: status > 0 ? '文件发放未回收旧版' : null,
  correction: status > 0 ? '收回过期版本' : null,
  correctiveAction: status > 0 ? '建立受控文件台账' : null,
  answerFiles: [],
  answeredBy: status > 0 ? '张明' : null,
  answeredAt: status > 0 ? '2026-12-03T02:00:00.000Z' : null,
  verifyComment: null,
  closedBy: null,
  closedAt: null,
  raisedBy: '赵强',
  createdAt: '2026-12-01T02:00:00.000Z',
  auditKind: 3,
  auditSeq: 1,
});

const file = (status: number): CertWorkAuditFile => ({
  ...audit(),
  criteria: 'GB/T 19001-2016',
  application: {
    id: APP,
    no: 'CA-2026-00001',
    entName: '苏州精工机械有限公司',
    creditCode: '91110000600037341L',
    address: '苏州市工业园区星湖街 1 号',
    scope: '精密机械零部件的设计和生产',
    fieldCodes: ['18.01'],
    employees: 120,
    documents: [{ key: 'uploads/manual.pdf', name: '质量手册.pdf' }],
    contactName: '张明',
    contactTel: '13800000001',
  },
  plan: [{ date: '2026-12-01', time: '09:00-12:00', subject: '管理评审', clauses: '9.3', auditors: '赵强' }],
  team: [
    { auditorId: 'a-1', name: '赵强', post: 'leader', qualification: '高级审核员', mobile: '', member: true },
  ],
  findingList: [finding(status)],
  conclusion: null,
  recommendation: null,
  summary: null,
  reportUrl: null,
  isLeader: true,
  canEditFindings: true,
  canReport: true,
  canClose: false,
});

function serve(status: number) {
  mock.onPost(`${C}/audit/myAudits`).reply(200, answer({ items: [audit()], total: 1 }));
  mock.onGet(`${C}/audit/file`).reply(200, answer(file(status)));
}

async function openAudit() {
  renderSystemPage(CertAuditPage, '/certAudit@wait', auditor);
  fireEvent.click(await screen.findByRole('button', { name: '处理' }));
  return (
    await screen.findByText('审核档案 · 苏州精工机械有限公司', { selector: '.ant-drawer-title' })
  ).closest('.ant-drawer') as HTMLElement;
}

it("lists the team's audits and verifies an answered major with a comment", async () => {
  serve(1);
  const drawer = await openAudit();
  expect(mock.history.post.find((c) => c.url === `${C}/audit/myAudits`)!.params).toEqual({
    pageIndex: 1,
    pageSize: 20,
  });
  fireEvent.click(within(drawer).getByRole('tab', { name: '审核发现' }));
  expect(await within(drawer).findByText('文件发放未回收旧版')).toBeTruthy();
  mock.onPost(`${C}/finding/close`).reply(200, answer(finding(2), '审核发现已验证关闭'));
  fireEvent.click(button('验证关闭', drawer));
  const modal = await dialog('验证关闭审核发现');
  fireEvent.change(within(modal).getByLabelText('验证意见'), { target: { value: '现场验证有效' } });
  fireEvent.click(button('确定', modal));
  expect(await screen.findByText('审核发现已验证关闭')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/finding/close`)!.data as string)).toEqual({
    id: MAJOR,
    comment: '现场验证有效',
  });
});

it('shows the team page in English, user data aside', async () => {
  await inLanguage('en-US');
  serve(0);
  const { container } = renderSystemPage(CertAuditPage, '/certAudit@wait', auditor);
  expect(await screen.findByRole('tab', { name: 'Under way' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Work on' })).toBeTruthy();
  await waitFor(() =>
    expect(
      chineseIn(container.querySelector<HTMLElement>('.ant-card')!, [
        '苏州精工机械有限公司',
        'CA-2026-00001',
        '赵强',
      ]),
    ).toEqual([]),
  );
});

it('lets the enterprise answer its open major', async () => {
  mock.onPost(`${C}/finding/list`).reply(200, answer({ items: [finding(0)], total: 1 }));
  mock.onPost(`${C}/finding/answer`).reply(200, answer(finding(1), '已提交整改回复'));
  renderSystemPage(() => <ClientFindings applicationId={APP} />, '/applyList', staffUser);
  fireEvent.click(await screen.findByRole('button', { name: '整改回复' }));
  const modal = await dialog('回复不符合项 8.5.1');
  fireEvent.change(within(modal).getByLabelText('原因分析'), { target: { value: '文件发放未回收旧版' } });
  fireEvent.change(within(modal).getByLabelText('纠正'), { target: { value: '收回过期版本' } });
  fireEvent.change(within(modal).getByLabelText('纠正措施'), { target: { value: '建立受控文件台账' } });
  fireEvent.click(button('确定', modal));
  expect(await screen.findByText('已提交整改回复')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url === `${C}/finding/answer`)!.data as string)).toEqual({
    id: MAJOR,
    rootCause: '文件发放未回收旧版',
    correction: '收回过期版本',
    correctiveAction: '建立受控文件台账',
    files: [],
  });
});

it("lists every audit's file for the body, with no filter at first", async () => {
  mock.onPost(`${C}/audit/queryFileList`).reply(200, answer({ items: [audit({ myPost: null })], total: 1 }));
  renderSystemPage(CertDataExaminePage, '/dataExamine', body);
  expect(await screen.findByText('苏州精工机械有限公司')).toBeTruthy();
  expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({});
});
