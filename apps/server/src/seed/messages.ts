// Demo notifications and audit schemes, so that a demo account signs in to a real unread count, a
// message of every kind the message centre handles (spec shell.md §2.5, §4: each smsType, targetType
// 21/31/32/40, a plain message) and audit letters, reports and plans to open (forms.md §3).
import { ACCOUNT_PREFIX, MessagePaths } from '@platform/contract';
import type { Db } from '../db/client.js';
import {
  auditSchemes,
  auditTeamMembers,
  messageFiles,
  messages,
  MessageStatus,
  SendType,
  TargetType,
  type AuditPlanRow,
  type AuditReportBody,
} from '../db/schema/index.js';

export interface DemoMessage {
  title: string;
  content: string;
  targetType: number | null;
  smsType: string | null;
  param?: Record<string, unknown>;
  /** A file the message downloads (targetType 40): its url and name are added to param. */
  file?: { name: string; mime: string; text: string };
  read?: boolean;
  /** Minutes before the seed ran. */
  ageMinutes: number;
}

export const DEMO_PROCESS_EAST = 'P-2026-0001';
export const DEMO_PROCESS_GREEN = 'P-2026-0101';

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

const audit = (processId: string, phase: number) => ({ processId, phase });

const checklist = [
  '序号,资料名称,要求',
  '1,质量手册,现行有效版本',
  '2,程序文件清单,含发布日期',
  '3,内部审核报告,近12个月',
  '4,管理评审记录,近12个月',
  '5,营业执照副本,加盖公章',
].join('\r\n');

const carbonReport = [
  '排放源类别,排放量（tCO2e）',
  '化石燃料燃烧,12580.4',
  '工业生产过程,3402.7',
  '净购入电力,8891.2',
  '合计,24874.3',
].join('\r\n');

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
      title: '认证申请不予受理通知',
      content: '您提交的环境管理体系认证申请材料不完整，本次不予受理。',
      targetType: TargetType.acceptanceNotice,
      smsType: 'cert-mgmt-no-accept-notify',
      param: acceptance,
      ageMinutes: 20,
    },
    {
      title: '管理体系认证申请受理通知',
      content: '您提交的管理体系认证申请已受理，审核方案编制中。',
      targetType: TargetType.acceptanceNotice,
      smsType: 'cert-gltx-accept-notify',
      param: acceptance,
      ageMinutes: 45,
    },
    {
      title: '第一阶段审核通知',
      content: '审核组将于下周开展第一阶段审核，请确认审核通知书。',
      targetType: TargetType.auditDocuments,
      smsType: 'audit-notify',
      param: audit(DEMO_PROCESS_EAST, 1),
      ageMinutes: 90,
    },
    {
      title: '第二阶段审核通知',
      content: '第二阶段现场审核安排已确定，请确认审核通知书。',
      targetType: TargetType.auditDocuments,
      smsType: 'audit-notify',
      param: audit(DEMO_PROCESS_EAST, 2),
      ageMinutes: 120,
    },
    {
      title: '第一阶段审核报告已出具',
      content: '第一阶段审核报告已出具，请查阅。',
      targetType: TargetType.auditDocuments,
      smsType: 'gltxScheme auditReport-notify',
      param: audit(DEMO_PROCESS_EAST, 1),
      ageMinutes: 150,
    },
    {
      title: '第二阶段审核报告已出具',
      content: '第二阶段审核报告已出具，请查阅审核结论。',
      targetType: TargetType.auditDocuments,
      smsType: 'gltxScheme auditReport-notify',
      param: audit(DEMO_PROCESS_EAST, 2),
      ageMinutes: 200,
    },
    {
      title: '审核资料清单',
      content: '请按附件清单准备第一阶段审核资料。',
      targetType: TargetType.file,
      smsType: 'audit-material-list',
      file: { name: '第一阶段审核资料清单.csv', mime: 'text/csv; charset=utf-8', text: checklist },
      ageMinutes: 300,
    },
    {
      title: '第二阶段审核计划确认',
      content: '请确认第二阶段审核计划安排。',
      targetType: TargetType.auditDocuments,
      smsType: 'planConfirm-notify',
      param: audit(DEMO_PROCESS_EAST, 2),
      ageMinutes: 60 * 20,
    },
    {
      title: '审核计划确认',
      content: '请确认第一阶段审核计划安排。',
      targetType: TargetType.auditDocuments,
      smsType: 'planConfirm-notify',
      param: audit(DEMO_PROCESS_EAST, 1),
      ageMinutes: 60 * 26,
      read: true,
    },
    {
      title: '认证业务办理提醒',
      content: '您有一项认证申请待补充材料，请前往业务办理。',
      targetType: TargetType.taskPage,
      smsType: 'business-notify',
      ageMinutes: 60 * 30,
      read: true,
    },
    {
      title: '平台维护通知',
      content: '平台将于本周六 22:00—24:00 进行例行维护，期间部分功能暂停使用。',
      targetType: null,
      smsType: null,
      ageMinutes: 60 * 72,
      read: true,
    },
  ],
  expert_a: [
    {
      title: '评审任务提醒',
      content: '苏州恒信精密制造有限公司的认证申请已分配给您评审。',
      targetType: TargetType.taskPage,
      smsType: 'expert-review-notify',
      ageMinutes: 15,
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
  nobiz_a: [
    {
      title: '账号开通提醒',
      content: '您的账号尚未开通业务，请联系管理员。',
      targetType: null,
      smsType: null,
      ageMinutes: 10,
    },
  ],
  staff_b: [
    {
      title: '年度碳排放核算报告可下载',
      content: '2025 年度温室气体排放核算报告已生成。',
      targetType: TargetType.file,
      smsType: 'carbon-report-ready',
      file: { name: '2025年度碳排放核算报告.csv', mime: 'text/csv; charset=utf-8', text: carbonReport },
      ageMinutes: 180,
    },
    {
      title: '碳核查第一阶段审核通知',
      content: '核查组将开展第一阶段文件评审，请确认审核通知书。',
      targetType: TargetType.auditDocuments,
      smsType: 'audit-notify',
      param: audit(DEMO_PROCESS_GREEN, 1),
      ageMinutes: 240,
    },
  ],
  expert_b: [
    {
      title: '核查计划确认',
      content: '请确认第一阶段核查计划安排。',
      targetType: TargetType.auditDocuments,
      smsType: 'planConfirm-notify',
      param: audit(DEMO_PROCESS_GREEN, 1),
      ageMinutes: 25,
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

/** Writes a demo user's messages (and their files) into the tenant. */
export async function seedDemoMessages(db: Db, tenantId: string, tenantUserId: string, username: string) {
  const now = Date.now();
  for (const msg of DEMO_MESSAGES[username] ?? []) {
    let param = msg.param ?? null;
    let fileId: string | null = null;
    if (msg.file) {
      const content = Buffer.from(`\ufeff${msg.file.text}`, 'utf8');
      const [file] = await db
        .insert(messageFiles)
        .values({ tenantId, name: msg.file.name, mime: msg.file.mime, size: content.length, content })
        .returning({ id: messageFiles.id });
      fileId = file!.id;
      param = {
        ...param,
        url: `${ACCOUNT_PREFIX}${MessagePaths.downloadFile}?id=${fileId}`,
        fileName: encodeURIComponent(msg.file.name),
      };
    }
    await db.insert(messages).values({
      tenantId,
      receiverTenantUserId: tenantUserId,
      title: msg.title,
      content: msg.content,
      sendType: SendType.inApp,
      targetType: msg.targetType,
      smsType: msg.smsType,
      param: param ? JSON.stringify(param) : null,
      fileId,
      status: msg.read ? MessageStatus.read : MessageStatus.unread,
      createdAt: new Date(now - msg.ageMinutes * 60_000),
      readAt: msg.read ? new Date(now) : null,
    });
  }
}

interface DemoScheme {
  tenant: string;
  processId: string;
  phase: number;
  scheme: Omit<
    typeof auditSchemes.$inferInsert,
    'tenantId' | 'id' | 'processId' | 'phase' | 'plan' | 'report' | 'reportUrl'
  >;
  team: { realname: string; gender: number; fieldMajorCodes: string; auditPost: string; mobile: string }[];
  plan: AuditPlanRow[];
  report?: AuditReportBody;
  reportUrl?: string;
}

const eastTeam = [
  {
    realname: '李华',
    gender: 1,
    fieldMajorCodes: '17.12.05;19.05.01',
    auditPost: '审核组长',
    mobile: '13800000002',
  },
  { realname: '王芳', gender: 2, fieldMajorCodes: '19.05.01', auditPost: '审核员', mobile: '13800000003' },
  {
    realname: '陈志远',
    gender: 1,
    fieldMajorCodes: '17.12.05',
    auditPost: '技术专家',
    mobile: '13900000011',
  },
];

const eastScheme = {
  orgName: '苏州恒信精密制造有限公司',
  certName: '华东质量认证中心',
  field: 'QMS,EMS',
  criteria: 'GB/T 19001-2016/ISO 9001:2015；GB/T 24001-2016/ISO 14001:2015',
  contactUser: '周敏',
  contactTel: '0512-66881234',
  contactEmail: 'audit@east-cert.example.cn',
};

export const DEMO_AUDIT_SCHEMES: DemoScheme[] = [
  {
    tenant: 'east-cert',
    processId: DEMO_PROCESS_EAST,
    phase: 1,
    scheme: { ...eastScheme, auditDateBegin: '2026-12-01', auditDateEnd: '2026-12-02', auditType: '1' },
    team: eastTeam.slice(0, 2),
    plan: [
      { date: '2026-12-01', time: '09:00-09:30', subject: '首次会议', clauses: '—', auditors: '李华、王芳' },
      {
        date: '2026-12-01',
        time: '09:30-12:00',
        subject: '最高管理者',
        clauses: '4.1-4.4、5.1-5.3、6.1-6.2',
        auditors: '李华',
      },
      {
        date: '2026-12-01',
        time: '13:30-17:00',
        subject: '质量部',
        clauses: '7.5、9.1-9.3、10.2',
        auditors: '王芳',
      },
      {
        date: '2026-12-02',
        time: '09:00-11:30',
        subject: '生产部',
        clauses: '8.1、8.5、8.6',
        auditors: '李华',
      },
      { date: '2026-12-02', time: '14:00-14:30', subject: '末次会议', clauses: '—', auditors: '李华、王芳' },
    ],
    report: {
      teamLeader: '李华',
      conclusion: '具备实施第二阶段审核的条件',
      nonconformities: 0,
      summary: '体系文件基本完整，内部审核和管理评审已实施，第二阶段审核可按计划进行。',
      issuedDate: '2026-12-03',
    },
    reportUrl: `/auditReport?id=${DEMO_PROCESS_EAST}&phase=1`,
  },
  {
    tenant: 'east-cert',
    processId: DEMO_PROCESS_EAST,
    phase: 2,
    scheme: { ...eastScheme, auditDateBegin: '2026-12-15', auditDateEnd: '2026-12-17', auditType: '2' },
    team: eastTeam,
    plan: [
      { date: '2026-12-15', time: '09:00-09:30', subject: '首次会议', clauses: '—', auditors: '全体审核组' },
      {
        date: '2026-12-15',
        time: '09:30-17:00',
        subject: '管理层、综合办',
        clauses: '4、5、6、7.1-7.4',
        auditors: '李华',
      },
      {
        date: '2026-12-16',
        time: '09:00-17:00',
        subject: '生产部、设备部',
        clauses: '7.1.3-7.1.5、8.1-8.7',
        auditors: '王芳、陈志远',
      },
      {
        date: '2026-12-17',
        time: '09:00-12:00',
        subject: '质量部、销售部',
        clauses: '8.2、8.7、9.1.2、10',
        auditors: '李华、王芳',
      },
      { date: '2026-12-17', time: '15:00-15:30', subject: '末次会议', clauses: '—', auditors: '全体审核组' },
    ],
    report: {
      teamLeader: '李华',
      conclusion: '推荐认证注册',
      nonconformities: 2,
      summary: '管理体系运行有效，开具一般不符合项 2 项，纠正措施经验证后推荐注册。',
      issuedDate: '2026-12-18',
    },
  },
  {
    tenant: 'green-carbon',
    processId: DEMO_PROCESS_GREEN,
    phase: 1,
    scheme: {
      orgName: '绿源碳管理科技有限公司',
      certName: '华东质量认证中心',
      auditDateBegin: '2027-01-11',
      auditDateEnd: '2027-01-12',
      field: 'EnMS',
      auditType: '1',
      criteria: 'GB/T 23331-2020/ISO 50001:2018',
      contactUser: '吴磊',
      contactTel: '021-55667788',
      contactEmail: 'verify@green-carbon.example.cn',
    },
    team: [
      {
        realname: '刘洋',
        gender: 1,
        fieldMajorCodes: '33.02.00',
        auditPost: '审核组长',
        mobile: '13800000008',
      },
      {
        realname: '何静',
        gender: 2,
        fieldMajorCodes: '33.02.00',
        auditPost: '审核员',
        mobile: '13900000021',
      },
    ],
    plan: [
      {
        date: '2027-01-11',
        time: '09:00-12:00',
        subject: '能源管理部',
        clauses: '4.1-6.6',
        auditors: '刘洋',
      },
      { date: '2027-01-12', time: '09:00-12:00', subject: '动力车间', clauses: '8.1-8.3', auditors: '何静' },
    ],
  },
];

/** Writes the demo audit schemes with their teams; `tenantId` maps tenant codes to ids. */
export async function seedAuditSchemes(db: Db, tenantId: ReadonlyMap<string, string>) {
  for (const s of DEMO_AUDIT_SCHEMES) {
    const tenant = tenantId.get(s.tenant);
    if (!tenant) continue;
    const [row] = await db
      .insert(auditSchemes)
      .values({
        ...s.scheme,
        tenantId: tenant,
        processId: s.processId,
        phase: s.phase,
        plan: s.plan,
        report: s.report ?? null,
        reportUrl: s.reportUrl ?? null,
      })
      .returning({ id: auditSchemes.id });
    await db
      .insert(auditTeamMembers)
      .values(s.team.map((m, seq) => ({ ...m, tenantId: tenant, schemeId: row!.id, seq })));
  }
}
