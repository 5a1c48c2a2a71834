import type { Message } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { message as numberedMessage } from '../../../test/fixtures';
import { downloadName, messageAction, parseParam } from './messageAction';

const message = (fields: Partial<Message>) => numberedMessage(1, fields);

const context = { roles: ['8'], permittedPaths: new Set(['/business/index']) };
const acceptance = {
  applyEntName: '上海某某科技有限公司',
  biAuditUserName: '李审核',
  biAuditUserPhone: '13900000000',
  acceptDate: '2026-01-05',
  orgName: '华东质量认证中心',
  reviewUser: '王评审',
  reviewUserTel: '021-12345678',
  reviewDate: '2026-01-08',
};

describe('what opening a message does', () => {
  it('shows an acceptance notice with its fields for both accept-notify types', () => {
    for (const smsType of ['cert-gltx-accept-notify', 'cert-mgmt-accept-notify']) {
      expect(messageAction(message({ smsType, param: JSON.stringify(acceptance) }), context)).toEqual({
        kind: 'acceptance',
        accepted: true,
        params: acceptance,
      });
    }
  });

  it('shows a non-acceptance notice for cert-mgmt-no-accept-notify', () => {
    const action = messageAction(
      message({ smsType: 'cert-mgmt-no-accept-notify', param: JSON.stringify({ orgName: '华东' }) }),
      context,
    );
    expect(action).toEqual({ kind: 'acceptance', accepted: false, params: { orgName: '华东' } });
  });

  it('fetches the audit report, the notice or the plan of the audit in param', () => {
    const param = JSON.stringify({ processId: 'p-1', phase: '1' });
    expect(messageAction(message({ smsType: 'gltxScheme auditReport-notify', param }), context)).toEqual({
      kind: 'auditReport',
      audit: { processId: 'p-1', phase: 1 },
    });
    expect(messageAction(message({ smsType: 'audit-notify', param }), context).kind).toBe('auditNotice');
    expect(messageAction(message({ smsType: 'planConfirm-notify', param }), context).kind).toBe('auditPlan');
  });

  it('treats any phase but 1 as the second stage', () => {
    const param = JSON.stringify({ processId: 7, phase: 2 });
    expect(messageAction(message({ smsType: 'audit-notify', param }), context)).toEqual({
      kind: 'auditNotice',
      audit: { processId: '7', phase: 2 },
    });
  });

  it('shows the content of an audit message that names no process', () => {
    expect(messageAction(message({ smsType: 'audit-notify', param: '{}' }), context)).toEqual({
      kind: 'content',
    });
  });

  it('downloads a file message under its decoded name', () => {
    const param = JSON.stringify({ url: '/api/files/1', fileName: encodeURIComponent('审核报告.pdf') });
    expect(messageAction(message({ targetType: 40, param }), context)).toEqual({
      kind: 'download',
      url: '/api/files/1',
      fileName: '审核报告.pdf',
    });
  });

  it('leads a task notification to its page', () => {
    expect(messageAction(message({ targetType: 21, title: '申请已受理' }), context)).toEqual({
      kind: 'task',
      path: '/business',
    });
  });

  it('leads a task notification to the page its param names when the user has that page', () => {
    const enterprise = {
      roles: ['8'],
      permittedPaths: new Set(['/business/index', '/applyList/index', '/myCertificate/index']),
    };
    // The words would choose 申请记录 (and /business comes first): the named page wins.
    const granted = message({
      targetType: 21,
      title: '认证申请：认证决定',
      param: JSON.stringify({ auditId: 'a-1', route: '/myCertificate' }),
    });
    expect(messageAction(granted, enterprise)).toEqual({ kind: 'task', path: '/myCertificate' });
    const contract = message({
      targetType: 21,
      title: '合同已发送',
      param: JSON.stringify({ contractId: 'c-1', route: '/applyList' }),
    });
    expect(messageAction(contract, enterprise)).toEqual({ kind: 'task', path: '/applyList' });
    // A menu path without /index, and a tab of a page, count as the page.
    expect(
      messageAction(message({ targetType: 21, param: JSON.stringify({ route: '/plan#underway' }) }), {
        roles: ['34'],
        permittedPaths: new Set(['/plan/index', '/contractManage/index']),
      }),
    ).toEqual({ kind: 'task', path: '/plan#underway' });
    expect(
      messageAction(message({ targetType: 21, param: JSON.stringify({ route: '/carbon/verify' }) }), {
        roles: ['42'],
        permittedPaths: new Set(['/business', '/carbon/verify']),
      }),
    ).toEqual({ kind: 'task', path: '/carbon/verify' });
  });

  it('falls back to the words when the named page is not in the user menu', () => {
    // The body's staff get the certificate reminders too, which name the enterprise's page.
    const reminder = message({
      targetType: 21,
      title: '证书即将到期',
      content: '认证申请的证书将于 90 天后到期',
      param: JSON.stringify({ certificateId: 'c-1', route: '/myCertificate' }),
    });
    expect(
      messageAction(reminder, { roles: ['34'], permittedPaths: new Set(['/applyManage/index']) }),
    ).toEqual({ kind: 'task', path: '/applyManage' });
    // A route that is not a path of ours is never followed.
    const odd = message({
      targetType: 21,
      title: '申请已受理',
      param: JSON.stringify({ route: 'business' }),
    });
    expect(messageAction(odd, { roles: ['8'], permittedPaths: new Set(['business', '/business']) })).toEqual({
      kind: 'task',
      path: '/business',
    });
    expect(
      messageAction(message({ targetType: 21, param: JSON.stringify({ route: '/myCertificate' }) }), {
        roles: ['1'],
        permittedPaths: new Set(),
      }),
    ).toEqual({ kind: 'content' });
  });

  it('shows the content of anything else, and of a task with no page for the user', () => {
    expect(messageAction(message({ smsType: 'other-notify' }), context)).toEqual({ kind: 'content' });
    expect(messageAction(message({ targetType: 21 }), { roles: ['1'], permittedPaths: new Set() })).toEqual({
      kind: 'content',
    });
    expect(messageAction(message({ targetType: 40, param: 'not json' }), context)).toEqual({
      kind: 'content',
    });
  });
});

describe('message param', () => {
  it('reads a JSON object and ignores anything else', () => {
    expect(parseParam('{"a":1}')).toEqual({ a: 1 });
    expect(parseParam('[1]')).toEqual({});
    expect(parseParam('{')).toEqual({});
    expect(parseParam(null)).toEqual({});
  });

  it('names a download after the url when param has no file name', () => {
    expect(downloadName({}, '/files/%E5%90%88%E5%90%8C.docx?x=1')).toBe('合同.docx');
    expect(downloadName({ fileName: '100%.txt' }, '/f')).toBe('100%.txt');
  });
});
