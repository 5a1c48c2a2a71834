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
