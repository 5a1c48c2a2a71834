// Demo notifications, so that a demo account signs in to a real unread count and a message of each
// kind the message centre handles (spec shell.md §2.5, §4).
import { SendType, TargetType } from './schema/index.js';

export interface DemoMessage {
  title: string;
  content: string;
  targetType: number | null;
  smsType: string | null;
  param?: Record<string, unknown>;
  read?: boolean;
  /** Minutes before the seed ran. */
  ageMinutes: number;
}

const acceptance = {
  applyEntName: '苏州恒信精密制造有限公司',
  biAuditUserName: '王芳',
  biAuditUserPhone: '13800000003',
  acceptDate: '2026-11-18',
  orgName: '华东质量认证中心',
  reviewUser: '李华',
  reviewUserTel: '13800000002',
  reviewDate: '2026-11-20',
};

export const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
  staff_a: [
    {
      title: '认证申请受理通知',
      content: '您提交的质量管理体系认证申请已受理，请查看受理通知。',
      targetType: TargetType.acceptanceNotice,
      smsType: 'cert-mgmt-accept-notify',
      param: acceptance,
      ageMinutes: 5,
    },
    {
      title: '第一阶段审核通知',
      content: '审核组将于下周开展第一阶段审核，请确认审核通知书。',
      targetType: TargetType.auditDocuments,
      smsType: 'audit-notify',
      param: { processId: 'P-2026-0001', phase: 1 },
      ageMinutes: 90,
    },
    {
      title: '审核计划确认',
      content: '请确认第一阶段审核计划安排。',
      targetType: TargetType.auditDocuments,
      smsType: 'planConfirm-notify',
      param: { processId: 'P-2026-0001', phase: 1 },
      ageMinutes: 60 * 26,
      read: true,
    },
  ],
  reviewer_a: [
    {
      title: '新的业务待审查',
      content: '苏州恒信精密制造有限公司提交了认证申请，请及时审查。',
      targetType: TargetType.taskPage,
      smsType: 'business-review-notify',
      ageMinutes: 12,
    },
  ],
  auditor_a: [
    {
      title: '待受理申请提醒',
      content: '您有 2 条认证申请等待受理。',
      targetType: TargetType.taskPage,
      smsType: 'await-apply-notify',
      ageMinutes: 30,
    },
  ],
  staff_b: [
    {
      title: '年度碳排放核算报告可下载',
      content: '2025 年度温室气体排放核算报告已生成。',
      targetType: TargetType.file,
      smsType: 'carbon-report-ready',
      param: { url: '/api/health', fileName: encodeURIComponent('2025年度碳排放核算报告.json') },
      ageMinutes: 180,
    },
  ],
  admin: [
    {
      title: '欢迎使用企业质量合规综合服务平台',
      content: '平台已完成初始化，请在系统管理中配置应用、租户与用户。',
      targetType: null,
      smsType: null,
      ageMinutes: 1,
    },
  ],
};

export const demoMessageSendType = SendType.inApp;
