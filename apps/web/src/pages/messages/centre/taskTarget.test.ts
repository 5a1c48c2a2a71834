import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/i18n';
import { taskTarget } from './taskTarget';

const businessMenu = new Set([
  '/index',
  '/business/index',
  '/applyList/index',
  '/overview/index',
  '/plan/index',
  '/0010/index',
  '/businessReview/index',
  '/contractManage/index',
  '/applyManage/index',
  '/awaitApply@wait/index',
  '/review@wait/index',
]);

function target(roles: string[], title: string, content = '', permittedPaths = businessMenu) {
  return taskTarget({ title, content, roles, permittedPaths });
}

describe('task page of a notification', () => {
  it('sends enterprise staff (8) and enterprise managers (42) to /business', () => {
    expect(target(['8'], '您的申请已受理')).toBe('/business');
    expect(target(['42'], '请完善企业信息')).toBe('/business');
  });

  it('sends carbon staff (42) to 碳核查 when the message is about their verification', () => {
    const carbonMenu = new Set([...businessMenu, '/carbon/verify']);
    expect(target(['42'], '碳核查发现：绿源 2025 年度', '', carbonMenu)).toBe('/carbon/verify');
    expect(target(['42'], '碳核查已完成：绿源 2025 年度', '', carbonMenu)).toBe('/carbon/verify');
    expect(target(['42'], '请完善企业信息', '', carbonMenu)).toBe('/business');
    // Without the page in the menu, the business page as before.
    expect(target(['42'], '碳核查发现：绿源 2025 年度')).toBe('/business');
  });

  it('sends the enterprise (8) to its application or certificate and auditors to their audits', () => {
    const certMenu = new Set([...businessMenu, '/myCertificate/index', '/certAudit@wait/index']);
    expect(target(['8'], '合同已发送：苏州精工机械有限公司', '', certMenu)).toBe('/applyList');
    expect(target(['8'], '审核报告已出具', '', certMenu)).toBe('/applyList');
    expect(target(['8'], '证书已颁发', '', certMenu)).toBe('/myCertificate');
    expect(target(['47'], '不符合项已回复', '', certMenu)).toBe('/certAudit@wait');
    expect(target(['33'], '不符合项已回复', '', certMenu)).toBe('/certAudit@wait');
    expect(target(['33'], '您有新的评审任务', '', certMenu)).toBe('/0010');
  });

  it('sends review experts (33) to /0010', () => {
    expect(target(['33'], '您有新的评审任务')).toBe('/0010');
  });

  it('sends certification reviewers (34) to the page the message text names', () => {
    expect(target(['34'], '合同待签订', '请尽快处理')).toBe('/contractManage');
    expect(target(['34'], '新任务', '有一份新的认证申请需要处理')).toBe('/applyManage');
    expect(target(['34'], '年度计划已下达')).toBe('/plan');
    expect(target(['34'], '计划执行', '审核进行中，请跟进')).toBe('/plan#underway');
    expect(target(['34'], '业务审查提醒')).toBe('/businessReview');
  });

  it("falls back to the reviewer's first page when the text names none", () => {
    expect(target(['34'], '系统通知', '请登录查看')).toBe('/businessReview');
  });

  it('only chooses pages the user has in the menu', () => {
    const menu = new Set(['/index', '/contractManage/index']);
    expect(target(['34'], '审核计划已生成', '', menu)).toBe('/contractManage');
  });

  it('sends work-queue users (47) to the @wait queue the text names', () => {
    expect(target(['47'], '待受理申请', '企业提交了新的申请')).toBe('/awaitApply@wait');
    expect(target(['47'], '评审任务')).toBe('/review@wait');
  });

  it('sends work-queue users to any @wait page of their menu when no named queue is there', () => {
    const menu = new Set(['/index', '/0047@wait/index']);
    expect(target(['47'], '备案提醒', '', menu)).toBe('/0047@wait');
  });

  it('tries the roles in spec order when the user holds several', () => {
    // The enterprise's contract is on its application (申请记录).
    expect(target(['34', '8'], '合同待签订')).toBe('/applyList');
    const noBusiness = new Set(['/contractManage/index']);
    expect(target(['8', '34'], '合同待签订', '', noBusiness)).toBe('/contractManage');
  });

  it('leads nowhere for roles without task pages or an empty menu', () => {
    expect(target(['1'], '系统维护通知')).toBeUndefined();
    expect(target(['8'], '您的申请已受理', '', new Set())).toBeUndefined();
  });
});

describe('task page of an English notification', () => {
  afterEach(async () => {
    await inLanguage('zh-CN');
  });

  it('finds the page by the English words of the title or content, in any case', async () => {
    await inLanguage('en-US');
    expect(target(['34'], 'Contract to sign')).toBe('/contractManage');
    expect(target(['34'], 'Audit', 'The audit is in progress')).toBe('/plan#underway');
    expect(target(['34'], 'New task', 'A certification application needs handling')).toBe('/applyManage');
    expect(target(['47'], 'Review task')).toBe('/review@wait');
    expect(target(['34'], 'System notice', 'Please sign in')).toBe('/businessReview');
  });
});
