// Demo certification data (issue 21) for east-cert (华东质量认证中心): the body's auditors, notices to
// clients, and staff_a's applications left at every step of the certification process — each one taken
// there through the module's own calls as the demo users (staff_a the enterprise, reviewer_a the body's
// staff, auditor_a and expert_a the audit team leaders), so that rows, process instances, tasks and
// messages are what the pages expect. A year of finished certifications (applications, audits,
// decisions, certificates) is written directly beforehand, so that the workbench and the statistics
// have months to chart. Runs once, after the carbon demo seed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AuditKind,
  AuditStatus,
  ApplicationStatus,
  CERT_PREFIX,
  CERTIFICATE_YEARS,
  CertContractPaths,
  CertificateStatus,
  CertPaths as P,
  ContractStatus,
  creditCodeCheckChar,
  schemeStandard,
  UPLOAD_PREFIX,
  type CertScheme,
} from '@platform/contract';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import {
  certApplications,
  certAudits,
  certAuditTeam,
  certCertificateEvents,
  certCertificates,
  certContracts,
  certReviews,
  MessageStatus,
  sessions,
} from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import { createPdf } from '../documents/pdf.js';
import { announceUnread } from '../live/unread-hub.js';
import { scheduleCycle } from '../modules/cert/programme.js';
import { addForm, choices, field, Kind, template } from './business.js';
import { newToken, sha256 } from '../security/secrets.js';

type Who = 'staff' | 'reviewer' | 'auditor' | 'expert';
const USERNAMES: Record<Who, string> = {
  staff: 'staff_a',
  reviewer: 'reviewer_a',
  auditor: 'auditor_a',
  expert: 'expert_a',
};

export interface Member {
  tenantId: string;
  tenantUserId: string;
  userId: string;
  name: string;
}

interface FileRef {
  key: string;
  name: string;
}

const DAY = 86_400_000;
/** A date `days` from today (negative: in the past), YYYY-MM-DD. */
const dayOf = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** An instant `days` ago at a working hour. */
const at = (daysAgo: number, hour = 10) => {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(hour - 8, 0, 0, 0);
  return d;
};
const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** A unified social credit code with its check character: 91 (enterprise), the region, 9 characters. */
export function creditCode(region: string, serial: number): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let body = '';
  let n = serial * 7_919 + 104_729;
  for (let i = 0; i < 9; i++) {
    body += chars[i < 8 ? n % 10 : n % 31];
    n = Math.floor(n / 3) + i * 13;
  }
  const first17 = `91${region}${body}`;
  return first17 + creditCodeCheckChar(first17)!;
}

// ---- the live applications ----

interface Company {
  name: string;
  region: string;
  address: string;
  contact: string;
  tel: string;
  email: string;
  employees: number;
  sites: { name: string; address: string; employees: number }[];
}

const COMPANIES = {
  jinggong: {
    name: '苏州精工机械有限公司',
    region: '320500',
    address: '江苏省苏州市工业园区星湖街 328 号',
    contact: '张明',
    tel: '13800000001',
    email: 'zhangming@sz-jinggong.com.cn',
    employees: 186,
    sites: [
      { name: '星湖街总部及装配车间', address: '江苏省苏州市工业园区星湖街 328 号', employees: 126 },
      { name: '吴中机加工分厂', address: '江苏省苏州市吴中区越溪街道友翔路 18 号', employees: 60 },
    ],
  },
  lvye: {
    name: '杭州绿叶食品有限公司',
    region: '330100',
    address: '浙江省杭州市余杭区仁和街道临港路 66 号',
    contact: '陈静',
    tel: '13906710021',
    email: 'chenjing@lvyefood.cn',
    employees: 142,
    sites: [{ name: '仁和生产基地', address: '浙江省杭州市余杭区仁和街道临港路 66 号', employees: 142 }],
  },
  hengtong: {
    name: '南京恒通电子科技有限公司',
    region: '320100',
    address: '江苏省南京市江宁区秣陵街道将军大道 159 号',
    contact: '刘洋',
    tel: '13951880032',
    email: 'liuyang@ht-elec.com',
    employees: 315,
    sites: [
      { name: '江宁研发生产中心', address: '江苏省南京市江宁区秣陵街道将军大道 159 号', employees: 265 },
      { name: '浦口仓储中心', address: '江苏省南京市浦口区桥林街道步月路 29 号', employees: 50 },
    ],
  },
  dongfang: {
    name: '上海东方物流有限公司',
    region: '310100',
    address: '上海市浦东新区外高桥保税区富特北路 211 号',
    contact: '黄磊',
    tel: '13817650043',
    email: 'huanglei@dfwl-sh.com',
    employees: 420,
    sites: [
      { name: '外高桥配送中心', address: '上海市浦东新区外高桥保税区富特北路 211 号', employees: 300 },
      { name: '嘉定转运仓', address: '上海市嘉定区马陆镇宝安公路 2999 号', employees: 120 },
    ],
  },
  taihu: {
    name: '无锡太湖丝绸有限公司',
    region: '320200',
    address: '江苏省无锡市滨湖区马山街道梅梁路 88 号',
    contact: '周敏',
    tel: '13915320054',
    email: 'zhoumin@taihusilk.cn',
    employees: 96,
    sites: [{ name: '马山织造厂', address: '江苏省无锡市滨湖区马山街道梅梁路 88 号', employees: 96 }],
  },
  haitian: {
    name: '宁波海天五金有限公司',
    region: '330200',
    address: '浙江省宁波市北仑区小港街道渡口南路 45 号',
    contact: '徐峰',
    tel: '13858260065',
    email: 'xufeng@htwujin.com',
    employees: 78,
    sites: [{ name: '小港生产厂区', address: '浙江省宁波市北仑区小港街道渡口南路 45 号', employees: 78 }],
  },
  anda: {
    name: '常州安达电器有限公司',
    region: '320400',
    address: '江苏省常州市武进区湖塘镇长虹路 102 号',
    contact: '杨帆',
    tel: '13961220076',
    email: 'yangfan@anda-elec.cn',
    employees: 230,
    sites: [{ name: '武进电器厂', address: '江苏省常州市武进区湖塘镇长虹路 102 号', employees: 230 }],
  },
} satisfies Record<string, Company>;
type CompanyKey = keyof typeof COMPANIES;

/** East-cert's application form (a form template of the designer), set on 申请管理 › 申请表单设置. */
const APPLICATION_FORM = template([
  field({
    type: 'radio',
    label: '是否有外包过程',
    model: 'outsourcing',
    options: { options: choices('是', '否') },
  }),
  field({
    type: 'radio',
    label: '近三年是否发生重大质量事故',
    model: 'majorIncident',
    options: { options: choices('是', '否') },
  }),
  field({
    type: 'number',
    label: '管理体系运行时间(月)',
    model: 'runningMonths',
    options: { min: 0, max: 1200 },
  }),
]);

const SCOPES: Record<CertScheme, (c: Company) => string> = {
  QMS: (c) =>
    c === COMPANIES.lvye
      ? '速冻米面食品（水饺、汤圆）的生产'
      : c === COMPANIES.hengtong
        ? '工业控制电路板及电子模块的设计、生产和服务'
        : c === COMPANIES.dongfang
          ? '仓储、货物运输（不含危险品）及配送服务'
          : c === COMPANIES.haitian
            ? '五金紧固件（螺栓、螺母）的生产'
            : '数控机床精密零部件的设计、加工和装配',
  EMS: (c) =>
    c === COMPANIES.taihu
      ? '真丝面料的织造、印染及相关环境管理活动'
      : c === COMPANIES.haitian
        ? '五金紧固件的生产及相关环境管理活动'
        : c === COMPANIES.lvye
          ? '速冻米面食品的生产及相关环境管理活动'
          : '数控机床精密零部件的加工、装配及相关环境管理活动',
  OHSMS: () => '仓储、货物运输（不含危险品）及配送服务所涉及的职业健康安全管理活动',
  EnMS: () => '工业控制电路板的生产所涉及的能源管理活动',
  CCC: () => '电热水壶（家用和类似用途电器）',
};

// ---- the auditors ----

const AUDITORS = [
  {
    who: 'auditor' as const,
    name: '赵强',
    gender: 1 as const,
    mobile: '13800000004',
    qualification: '高级审核员',
    certNo: '2021-N1QMS-1258341',
    schemes: ['QMS', 'EMS', 'OHSMS', 'EnMS'],
    fieldCodes: ['QMS', 'EMS', 'OHSMS', 'EnMS'],
    organisation: '华东质量认证中心',
    conflicts: [],
  },
  {
    who: 'expert' as const,
    name: '李华',
    gender: 2 as const,
    mobile: '13800000002',
    qualification: '审核员（技术专家）',
    certNo: '2022-N1QMS-1307725',
    schemes: ['QMS', 'EMS', 'CCC'],
    fieldCodes: ['QMS', 'EMS'],
    organisation: '华东质量认证中心',
    conflicts: [],
  },
  {
    name: '钱伟',
    gender: 1 as const,
    mobile: '13912870113',
    qualification: '审核员',
    certNo: '2019-N1QMS-1186402',
    schemes: ['QMS', 'OHSMS'],
    fieldCodes: ['QMS', 'OHSMS'],
    organisation: '华东质量认证中心',
    conflicts: [],
  },
  {
    name: '孙婷',
    gender: 2 as const,
    mobile: '13770390214',
    qualification: '审核员',
    certNo: '2020-N1EMS-1224519',
    schemes: ['EMS', 'EnMS'],
    fieldCodes: ['EMS', 'EnMS'],
    organisation: '华东质量认证中心',
    conflicts: [],
  },
  {
    name: '周建国',
    gender: 1 as const,
    mobile: '13605170315',
    qualification: '高级审核员',
    certNo: '2016-N1QMS-1032268',
    schemes: ['QMS', 'EMS', 'CCC'],
    fieldCodes: ['QMS', 'EMS'],
    organisation: '江苏精诚管理咨询有限公司',
    // Consulted for this client on its quality system within the last two years (IAF MD 5 / 17021-1 §5.2).
    conflicts: ['南京恒通电子科技有限公司'],
  },
  {
    name: '吴晓燕',
    gender: 2 as const,
    mobile: '13584060416',
    qualification: '实习审核员',
    certNo: null,
    schemes: ['QMS'],
    fieldCodes: ['QMS'],
    organisation: '华东质量认证中心',
    conflicts: [],
  },
];
type AuditorName = (typeof AUDITORS)[number]['name'];

const NOTICES = [
  {
    title: '关于 ISO 9001:2015 认证证书转换及监督审核安排的通知',
    content:
      '各获证组织：\n本中心将于下月起按年度监督审核计划陆续安排现场审核，请各组织在收到审核通知书后 5 个工作日内在“申请记录”中确认审核计划；如需调整日期，请在系统中提出变更并说明原因。\n监督审核不能按期实施的，证书将按规定暂停。',
    pinned: true,
    publish: true,
  },
  {
    title: '2026 年度认证收费标准公示',
    content:
      '依据认证认可相关规定，本中心 2026 年度管理体系认证审核费按 3,000 元/人日计收，申请费 1,000 元，证书注册费 800 元；CCC 工厂检查按 3,500 元/人日计收。具体金额以认证合同报价为准。',
    pinned: false,
    publish: true,
  },
  {
    title: '认证证书查询方式说明',
    content:
      '获证组织的证书可通过扫描证书上的二维码在线查询当前状态（有效、暂停、撤销、过期），也可登录国家认证认可监督管理委员会“全国认证认可信息公共服务平台”查询。',
    pinned: false,
    publish: true,
  },
  {
    title: '春节假期审核安排（草稿）',
    content: '春节假期期间（除夕至正月初六）暂停安排现场审核，已确认的审核计划请与审核组长协商调整。',
    pinned: false,
    publish: false,
  },
];

/** The demo files the applications, the contract and the findings name, uploaded once each. */
const FILES = {
  licence: { name: '营业执照（副本）.pdf', title: '营业执照（副本）', by: 'staff' },
  manual: { name: '管理手册（A/2 版）.pdf', title: '管理手册', by: 'staff' },
  procedures: { name: '程序文件汇编.pdf', title: '程序文件汇编', by: 'staff' },
  productSpec: { name: '产品描述及关键元器件清单.pdf', title: '产品描述及关键元器件清单', by: 'staff' },
  signedContract: { name: '认证合同（盖章扫描件）.pdf', title: '认证合同（盖章）', by: 'staff' },
  evidence: { name: '现场审核记录（抽样）.pdf', title: '现场审核记录', by: 'auditor' },
  correction: { name: '纠正措施实施记录.pdf', title: '纠正措施实施记录', by: 'staff' },
} as const;
type FileKey = keyof typeof FILES;

export async function memberOf(db: Db, username: string): Promise<Member> {
  const [row] = rowsOf<{ tenant_id: string; id: string; user_id: string; realname: string }>(
    await db.execute(sql`select tu.tenant_id, tu.id, tu.user_id, u.realname from tenant_users tu
      join users u on u.id = tu.user_id join tenants t on t.id = tu.tenant_id
      where u.username = ${username} and t.code = 'east-cert'`),
  );
  if (!row) throw new Error(`demo account ${username} missing`);
  return { tenantId: row.tenant_id, tenantUserId: row.id, userId: row.user_id, name: row.realname };
}

export async function seedCertDemo(app: FastifyInstance, db: Db): Promise<void> {
  const members = {} as Record<Who, Member>;
  for (const who of Object.keys(USERNAMES) as Who[])
    members[who] = await withSystemScope(() => memberOf(db, USERNAMES[who]));
  const tenantId = members.staff.tenantId;

  // Sessions of the demo users for the seed's calls (not sign-ins: no rate limit or login log),
  // removed at the end.
  const tokens = {} as Record<Who, string>;
  const sessionIds: string[] = [];
  await withSystemScope(async () => {
    for (const who of Object.keys(members) as Who[]) {
      const token = newToken();
      const m = members[who];
      const [s] = await db
        .insert(sessions)
        .values({
          tokenHash: sha256(token),
          userId: m.userId,
          tenantId,
          tenantUserId: m.tenantUserId,
          expiresAt: new Date(Date.now() + 3_600_000),
          userAgent: 'demo seed',
        })
        .returning({ id: sessions.id });
      sessionIds.push(s!.id);
      tokens[who] = token;
    }
  });
  try {
    const started = new Date();
    const applicationForm = await withTenantScope(tenantId, () =>
      addForm(db, tenantId, members.reviewer.name, Kind.indicator, '认证申请补充信息', APPLICATION_FORM, {
        description: '认证申请时由申请单位填写的补充信息',
        formGroupId: '认证申请',
      }),
    );
    await seedFlow(app, tokens, members, applicationForm, (auditorIds, files) =>
      seedHistory(db, tenantId, members, auditorIds, files),
    );
    // staff_a has read the flow's notices (they stay in 已读消息): the unread list keeps the message
    // demo's nine (seed/messages.ts), which the message centre's journeys count on.
    await withTenantScope(tenantId, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update messages set status = ${MessageStatus.read}, read_at = now()
          where tenant_id = ${tenantId} and receiver_tenant_user_id = ${members.staff.tenantUserId}
            and status = ${MessageStatus.unread} and created_at >= ${started}`);
        await announceUnread(tx as Db, { tenantId, receivers: [members.staff.tenantUserId] });
      }),
    );
  } finally {
    await withSystemScope(async () => {
      for (const id of sessionIds) await db.execute(sql`delete from sessions where id = ${id}`);
    });
  }
}

// ---- the live flow, through the module's calls ----

async function seedFlow(
  app: FastifyInstance,
  tokens: Record<Who, string>,
  members: Record<Who, Member>,
  applicationFormId: string,
  /** Writes the history once the auditors and files exist, before the live applications are numbered. */
  history: (auditorIds: Record<AuditorName, string>, files: Record<FileKey, FileRef>) => Promise<void>,
) {
  async function call<T>(who: Who, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const res = await app.inject({
      method,
      url: `${CERT_PREFIX}/${path}`,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'zh-CN' },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`cert demo seed: ${method} ${path} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: T }).data;
  }
  const post = <T = { id: string }>(who: Who, path: string, payload: object) =>
    call<T>(who, 'POST', path, payload);

  async function upload(key: FileKey): Promise<FileRef> {
    const f = FILES[key];
    const pdf = createPdf({ title: f.title, author: '华东质量认证中心（演示数据）' });
    pdf.title(f.title, '演示文件');
    pdf.paragraph('本文件为演示数据自动生成，用于展示认证服务的文件上传与下载。');
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await pdf.toBuffer())], { type: 'application/pdf' }),
      f.name,
    );
    const res = new Response(form);
    const answer = await app.inject({
      method: 'POST',
      url: `${UPLOAD_PREFIX}/uploadfile`,
      headers: {
        authorization: `Bearer ${tokens[f.by]}`,
        'content-type': res.headers.get('content-type')!,
      },
      payload: Buffer.from(await res.arrayBuffer()),
    });
    if (answer.statusCode !== 200)
      throw new Error(`cert demo seed: upload ${f.name} answered ${answer.statusCode}: ${answer.body}`);
    const data = (answer.json() as { data: FileRef }).data;
    return { key: data.key, name: data.name };
  }
  const files = {} as Record<FileKey, FileRef>;
  for (const key of Object.keys(FILES) as FileKey[]) files[key] = await upload(key);

  // Auditors: the two who sign in, and four who do not.
  const auditorIds = {} as Record<AuditorName, string>;
  for (const a of AUDITORS) {
    const { who, ...body } = a as typeof a & { who?: Who };
    const saved = await post('reviewer', P.saveAuditor, {
      ...body,
      tenantUserId: who ? members[who].tenantUserId : null,
    });
    auditorIds[a.name] = saved.id;
  }

  for (const n of NOTICES) {
    const saved = await post('reviewer', P.saveNotice, {
      title: n.title,
      content: n.content,
      client: true,
      pinned: n.pinned,
    });
    if (n.publish) await post('reviewer', P.publishNotice, { id: saved.id });
  }
  await post('reviewer', P.saveSettings, { applicationFormId });
  await history(auditorIds, files);

  const documents = (scheme: CertScheme) =>
    scheme === 'CCC' ? [files.licence, files.productSpec] : [files.licence, files.manual, files.procedures];

  async function draft(company: CompanyKey, scheme: CertScheme) {
    const c = COMPANIES[company];
    const ccc = scheme === 'CCC';
    const saved = await post('staff', P.saveApplication, {
      scheme,
      entName: c.name,
      creditCode: creditCode(c.region, Object.keys(COMPANIES).indexOf(company) + 1),
      address: c.address,
      region: c.region,
      contactName: c.contact,
      contactTel: c.tel,
      contactEmail: c.email,
      scope: SCOPES[scheme](c),
      fieldCodes: ccc ? [] : [scheme],
      employees: c.employees,
      sites: c.sites,
      product: ccc
        ? {
            name: '电热水壶',
            models: 'AD-1501、AD-1702、AD-1805（额定电压 220V~，额定功率 1500–1800W）',
            factory: '常州安达电器有限公司武进电器厂',
            factoryAddress: c.address,
          }
        : null,
      documents: documents(scheme),
      formId: applicationFormId,
      // The supplementary answers: no outsourcing, no major incidents, a system run for a year or more.
      formData: { outsourcing: '2', majorIncident: '2', runningMonths: 12 + 6 * (c.employees % 7) },
    });
    return saved.id;
  }

  async function submitted(company: CompanyKey, scheme: CertScheme) {
    const id = await draft(company, scheme);
    await post('staff', P.submitApplication, { id });
    return id;
  }

  async function accepted(company: CompanyKey, scheme: CertScheme, risk: 'low' | 'medium' | 'high') {
    const id = await submitted(company, scheme);
    const { auditDays } = await call<{ auditDays: string }>(
      'reviewer',
      'GET',
      `${P.proposedDays}?id=${id}&risk=${risk}`,
    );
    await post('reviewer', P.acceptApplication, {
      id,
      risk,
      auditDays,
      comment: '申请资料齐全，认证范围清晰，予以受理。',
    });
    return { id, auditDays };
  }

  async function contractSent(company: CompanyKey, scheme: CertScheme, risk: 'low' | 'medium' | 'high') {
    const { id, auditDays } = await accepted(company, scheme, risk);
    const contract = await post('reviewer', P.saveContract, {
      applicationId: id,
      auditDays,
      dayRate: scheme === 'CCC' ? '3500' : '3000',
      fees: [
        { name: '申请费', amount: '1000' },
        { name: '证书注册费', amount: '800' },
      ],
      terms:
        '1. 审核费用按实际审核人日结算，差旅费由受审核方承担。\n2. 获证后每年接受一次监督审核，监督审核费用另行结算。\n3. 合同自双方签字盖章之日起生效。',
    });
    await post('reviewer', P.sendContract, { id: contract.id });
    return { id, contractId: contract.id };
  }

  async function contracted(company: CompanyKey, scheme: CertScheme, risk: 'low' | 'medium' | 'high') {
    const { id, contractId } = await contractSent(company, scheme, risk);
    await post('staff', CertContractPaths.clientSign, { id: contractId, signedCopy: files.signedContract });
    await post('reviewer', P.signContract, { id: contractId });
    return id;
  }

  async function auditOf(applicationId: string, kind: number) {
    const programme = await call<{ auditList: { id: string; kind: number; auditDays: string }[] }>(
      'reviewer',
      'GET',
      `${P.programme}?id=${applicationId}`,
    );
    const audit = programme.auditList.find((a) => a.kind === kind);
    if (!audit) throw new Error(`cert demo seed: no audit of kind ${kind}`);
    return audit;
  }

  /** Plans and issues an audit: `begin` days from today, `length` days long. */
  async function issued(
    applicationId: string,
    kind: number,
    scheme: CertScheme,
    begin: number,
    team: [AuditorName, 'leader' | 'auditor' | 'expert' | 'trainee'][],
  ) {
    const audit = await auditOf(applicationId, kind);
    const days = Number(audit.auditDays);
    const length = Math.max(1, Math.ceil(days / Math.max(team.length, 1)));
    const beginDate = dayOf(begin);
    const endDate = dayOf(begin + length - 1);
    const leader = team.find(([, post]) => post === 'leader')![0];
    const others = team.filter(([, post]) => post !== 'leader').map(([name]) => name);
    const stage1 = kind === AuditKind.stage1;
    const inspection = kind === AuditKind.factoryInspection;
    const plan = inspection
      ? [
          { date: beginDate, time: '09:00-09:30', subject: '首次会议', clauses: '', auditors: '全体' },
          {
            date: beginDate,
            time: '09:30-12:00',
            subject: '工厂质量保证能力检查：职责和资源、文件和记录',
            clauses: '1、2',
            auditors: leader,
          },
          {
            date: beginDate,
            time: '13:00-16:30',
            subject: '例行检验和确认检验、关键元器件控制、产品一致性检查',
            clauses: '5、6、9',
            auditors: [leader, ...others].join('、'),
          },
          { date: endDate, time: '16:30-17:00', subject: '末次会议', clauses: '', auditors: '全体' },
        ]
      : [
          { date: beginDate, time: '08:30-09:00', subject: '首次会议', clauses: '', auditors: '全体' },
          {
            date: beginDate,
            time: '09:00-12:00',
            subject: stage1 ? '管理体系文件评审、组织环境与策划' : '最高管理者：领导作用、方针目标、管理评审',
            clauses: stage1 ? '4.1-4.4、6.1-6.2' : '5.1-5.3、6.2、9.3',
            auditors: leader,
          },
          {
            date: beginDate,
            time: '13:00-16:30',
            subject: stage1 ? '现场巡视、内部审核与管理评审的策划和实施' : '生产和服务提供、监视和测量资源',
            clauses: stage1 ? '9.2、9.3' : '7.1.5、8.5、8.6',
            auditors: [leader, ...others].join('、'),
          },
          { date: endDate, time: '16:30-17:00', subject: '末次会议', clauses: '', auditors: '全体' },
        ];
    await post('reviewer', P.savePlan, {
      auditId: audit.id,
      beginDate,
      endDate,
      auditDays: audit.auditDays,
      criteria: `${schemeStandard(scheme)}；受审核方管理体系文件；适用的法律法规`,
      team: team.map(([name, post]) => ({ auditorId: auditorIds[name], post })),
      plan,
    });
    await post('reviewer', P.issuePlan, { auditId: audit.id });
    return audit.id;
  }

  async function confirmed(...args: Parameters<typeof issued>) {
    const auditId = await issued(...args);
    await post('staff', P.confirmPlan, { auditId });
    return auditId;
  }

  const finding = (
    who: Who,
    auditId: string,
    kind: 1 | 2 | 3,
    clause: string,
    description: string,
    evidence: FileRef[] = [],
  ) => post(who, P.addFinding, { auditId, kind, clause, description, evidence });
  const answer = (id: string, rootCause: string, correction: string, correctiveAction: string) =>
    post('staff', P.answerFinding, {
      id,
      rootCause,
      correction,
      correctiveAction,
      files: [files.correction],
    });
  const report = (who: Who, auditId: string, stage1: boolean) =>
    post(who, P.issueReport, {
      auditId,
      conclusion: stage1
        ? '管理体系文件基本符合标准要求，具备实施第二阶段审核的条件。'
        : '管理体系符合标准要求并有效运行，审核目的已实现。',
      recommendation: 'recommend',
      summary: stage1
        ? '审核组评审了管理体系文件，了解了组织的场所、过程和资源，确认内部审核和管理评审已策划并实施。'
        : '审核组按审核计划对各部门和过程进行了抽样审核，发现的不符合已得到纠正并验证有效。',
    });

  const MS_TEAM: [AuditorName, 'leader' | 'auditor' | 'expert' | 'trainee'][] = [
    ['赵强', 'leader'],
    ['钱伟', 'auditor'],
  ];
  const EMS_TEAM: [AuditorName, 'leader' | 'auditor' | 'expert' | 'trainee'][] = [
    ['赵强', 'leader'],
    ['孙婷', 'auditor'],
  ];

  /** An application whose stage 2 audit is closed: at technical review. */
  async function closed(company: CompanyKey, scheme: CertScheme, ago: number) {
    const team = scheme === 'EMS' ? EMS_TEAM : MS_TEAM;
    const id = await contracted(company, scheme, 'medium');
    const stage1 = await confirmed(id, AuditKind.stage1, scheme, -ago - 30, team);
    await report('auditor', stage1, true);
    const stage2 = await confirmed(id, AuditKind.stage2, scheme, -ago, team);
    const minor = await finding(
      'auditor',
      stage2,
      2,
      scheme === 'EMS' ? '6.1.2' : '7.5.3',
      scheme === 'EMS'
        ? '危险废物贮存间未张贴危险废物识别标志，台账记录缺少 9 月份的转移联单编号。'
        : '车间现场使用的作业指导书 WI-JJ-012 为 A/1 版，受控文件清单显示现行版本为 A/2 版。',
      [files.evidence],
    );
    await answer(
      minor.id,
      '文件发放回收流程未规定换版时现场文件的回收核对。',
      '已回收旧版文件并发放现行版本，补全相关记录。',
      '修订《文件控制程序》，增加换版时的现场核对和签收要求，并对各车间文件管理员进行培训。',
    );
    await post('auditor', P.closeFinding, {
      id: minor.id,
      comment: '已验证纠正措施的实施记录和培训签到表，措施有效。',
    });
    await report('auditor', stage2, false);
    return { id, stage2 };
  }

  // 1. A draft.
  await draft('haitian', 'EMS');
  // 2. Submitted: awaiting reviewer_a's acceptance review (/applyManage).
  await submitted('lvye', 'QMS');
  // 3. Accepted: awaiting a contract (/contractManage).
  await accepted('dongfang', 'OHSMS', 'high');
  // 4. Contract sent: staff_a downloads it and uploads the signed copy.
  await contractSent('taihu', 'EMS', 'low');
  // 5. Contract signed: stage 1 to plan (/plan); 周建国 is conflicted with this client.
  await contracted('hengtong', 'QMS', 'medium');
  // 6. Stage 1 plan issued: awaiting staff_a's confirmation.
  {
    const id = await contracted('haitian', 'QMS', 'low');
    await issued(id, AuditKind.stage1, 'QMS', 12, [
      ['赵强', 'leader'],
      ['吴晓燕', 'trainee'],
    ]);
  }
  // 7. Stage 2 under way for auditor_a (leader) and expert_a: a major open, a minor answered, an observation.
  {
    const team: [AuditorName, 'leader' | 'auditor' | 'expert' | 'trainee'][] = [
      ['赵强', 'leader'],
      ['钱伟', 'auditor'],
      ['李华', 'expert'],
    ];
    const id = await contracted('jinggong', 'QMS', 'medium');
    const stage1 = await confirmed(id, AuditKind.stage1, 'QMS', -21, team.slice(0, 2));
    await finding(
      'auditor',
      stage1,
      1,
      '9.2',
      '内部审核已覆盖全部部门，但审核员均来自质量部，建议第二阶段前补充其他部门的审核员以保证客观性。',
    );
    await report('auditor', stage1, true);
    const stage2 = await confirmed(id, AuditKind.stage2, 'QMS', -1, team);
    await finding(
      'auditor',
      stage2,
      3,
      '7.1.5.2',
      '三坐标测量机（编号 JG-CMM-02）校准有效期至 2026 年 6 月，已过期仍用于主轴零件的最终检验，且未评价对已放行产品的影响。',
      [files.evidence],
    );
    const minor = await finding(
      'expert',
      stage2,
      2,
      '8.5.1',
      '数控车床 CK6150 加工主轴时，操作者未按作业指导书要求进行首件三检并记录。',
      [files.evidence],
    );
    await answer(
      minor.id,
      '新入职操作者培训内容未包括首件检验要求，班组长未进行监督。',
      '已对当班生产的 36 件主轴进行全检，均合格，并补做首件检验记录。',
      '修订岗前培训大纲，增加首件检验内容；班组长每班抽查首件记录，质量部每周汇总。',
    );
    await finding(
      'auditor',
      stage2,
      1,
      '10.3',
      '顾客满意度调查仅统计了满意率，建议对顾客意见进行分类分析以识别改进机会。',
    );
  }
  // 8. Audit closed: awaiting technical review (/ratify).
  await closed('dongfang', 'QMS', 9);
  // 9. Reviewed: awaiting the decision (/ywreviewam).
  {
    const { stage2 } = await closed('lvye', 'EMS', 16);
    await post('reviewer', P.saveReview, {
      auditId: stage2,
      result: 'pass',
      opinion: '审核过程符合认证规则，审核证据充分，不符合项已有效关闭，建议批准认证注册。',
    });
  }
  // 10. Certified: the certificate, and its surveillance and recertification audits planned.
  {
    const { stage2 } = await closed('jinggong', 'EMS', 40);
    await post('reviewer', P.saveReview, {
      auditId: stage2,
      result: 'pass',
      opinion: '审核材料完整，审核结论可信，同意推荐注册。',
    });
    await post('reviewer', P.decide, {
      auditId: stage2,
      decision: 'grant',
      opinion: '经技术评审，组织的环境管理体系符合 GB/T 24001-2016 要求，批准认证注册。',
    });
  }
  // 11. Refused at acceptance.
  {
    const id = await submitted('hengtong', 'EnMS');
    await post('reviewer', P.refuseApplication, {
      id,
      reason:
        '能源管理体系运行不足三个月，尚未完成内部审核和管理评审，不满足受理条件，请运行满三个月后重新申请。',
    });
  }
  // 12. CCC: at its factory inspection, led by expert_a.
  {
    const id = await contracted('anda', 'CCC', 'medium');
    await confirmed(id, AuditKind.factoryInspection, 'CCC', 3, [
      ['李华', 'leader'],
      ['周建国', 'auditor'],
    ]);
  }
}

// ---- a year of finished certifications, written directly ----

const HISTORY_CITIES = [
  ['苏州', '320500', '江苏省苏州市吴江区'],
  ['无锡', '320200', '江苏省无锡市新吴区'],
  ['常州', '320400', '江苏省常州市新北区'],
  ['南通', '320600', '江苏省南通市崇川区'],
  ['扬州', '321000', '江苏省扬州市邗江区'],
  ['杭州', '330100', '浙江省杭州市萧山区'],
  ['宁波', '330200', '浙江省宁波市鄞州区'],
  ['温州', '330300', '浙江省温州市瓯海区'],
  ['嘉兴', '330400', '浙江省嘉兴市南湖区'],
  ['合肥', '340100', '安徽省合肥市蜀山区'],
] as const;
const HISTORY_NAMES = [
  ['华宇精密', '精密冲压件的生产'],
  ['金源化工', '水性涂料的生产'],
  ['恒达纺织', '棉纺纱线的生产'],
  ['新纪元电子', '电源适配器的设计和生产'],
  ['瑞丰食品', '焙烤食品的生产'],
  ['天成建材', '预拌混凝土的生产'],
  ['博远科技', '软件开发和信息系统集成服务'],
  ['鸿运物流', '普通货物仓储和道路运输服务'],
] as const;
const HISTORY_SCHEMES: CertScheme[] = [
  'QMS',
  'QMS',
  'EMS',
  'QMS',
  'OHSMS',
  'QMS',
  'EMS',
  'EnMS',
  'QMS',
  'CCC',
];
const YY = (d: string) => d.slice(2, 4);
const LETTER: Record<CertScheme, string> = { QMS: 'Q', EMS: 'E', OHSMS: 'S', EnMS: 'En', CCC: 'C' };

/**
 * 40 applications of other clients' certifications: 30 certified (certificates issued across the last
 * twelve months; one suspended, one withdrawn, and an older one expired), 4 refused, 3 not certified,
 * 3 withdrawn, with their contracts, closed audits, reviews, decisions and certificate history; the
 * valid and suspended certificates get their surveillance cycle, the earliest due within weeks.
 */
async function seedHistory(
  db: Db,
  tenantId: string,
  members: Record<Who, Member>,
  auditorIds: Record<AuditorName, string>,
  files: Record<FileKey, FileRef>,
) {
  const staff = members.staff.tenantUserId;
  const reviewer = members.reviewer;
  const kinds = Array.from({ length: 40 }, (_, i) => {
    if (i < 30) return 'certified' as const;
    if (i < 34) return 'refused' as const;
    if (i < 37) return 'notCertified' as const;
    return 'withdrawn' as const;
  });
  interface Planned {
    id: string;
    no: string;
    scheme: CertScheme;
    submittedAgo: number;
    kind: (typeof kinds)[number];
    issuedAgo: number;
    ent: string;
    i: number;
  }
  const planned: Planned[] = kinds.map((kind, i) => {
    // Certificates: one about three and a half years ago (expired), then every ~11 days from 350 days ago.
    const issuedAgo = i === 29 ? 1_290 : 350 - i * 11;
    const submittedAgo =
      kind === 'certified' ? issuedAgo + 48 + (i % 4) * 5 : 355 - (i - 30) * 33 + (i % 3) * 4;
    const [city] = HISTORY_CITIES[i % HISTORY_CITIES.length]!;
    const [name] = HISTORY_NAMES[(i * 3 + Math.floor(i / 10)) % HISTORY_NAMES.length]!;
    const scheme = HISTORY_SCHEMES[i % HISTORY_SCHEMES.length]!;
    return {
      id: randomUUID(),
      no: '',
      scheme,
      submittedAgo,
      kind,
      issuedAgo,
      ent: `${city}${name}${scheme === 'CCC' ? '电器' : ''}有限公司`,
      i,
    };
  });
  // Numbers in submission order within each year.
  const counters = new Map<string, number>();
  for (const p of [...planned].sort((a, b) => b.submittedAgo - a.submittedAgo)) {
    const year = at(p.submittedAgo).getUTCFullYear();
    const n = (counters.get(String(year)) ?? 0) + 1;
    counters.set(String(year), n);
    p.no = `CA-${year}-${String(n).padStart(5, '0')}`;
  }
  const contractCounters = new Map<string, number>();
  const certificateCounters = new Map<string, number>();
  await withTenantScope(tenantId, async () => {
    for (const p of planned) {
      const [, region, district] = HISTORY_CITIES[p.i % HISTORY_CITIES.length]!;
      const [, scopeText] = HISTORY_NAMES[(p.i * 3 + Math.floor(p.i / 10)) % HISTORY_NAMES.length]!;
      const ccc = p.scheme === 'CCC';
      const employees = 60 + ((p.i * 37) % 400);
      const address = `${district}${['科技', '工业', '创业', '兴业', '发展'][p.i % 5]}路 ${10 + p.i * 7} 号`;
      const sites = [{ name: '生产厂区', address, employees }];
      const scope = ccc ? '电热水壶（家用和类似用途电器）' : scopeText;
      const auditDays = String(Math.max(3, Math.round(employees / 60) + 2));
      const submittedAt = at(p.submittedAgo, 9);
      const reviewedAt = at(p.submittedAgo - 3, 15);
      const status = {
        certified: ApplicationStatus.certified,
        refused: ApplicationStatus.refused,
        notCertified: ApplicationStatus.notCertified,
        withdrawn: ApplicationStatus.withdrawn,
      }[p.kind];
      await db.insert(certApplications).values({
        tenantId,
        id: p.id,
        no: p.no,
        applicantId: staff,
        scheme: p.scheme,
        standard: schemeStandard(p.scheme),
        entName: p.ent,
        creditCode: creditCode(region, 100 + p.i),
        address,
        region,
        contactName: ['王磊', '李娜', '张伟', '刘芳', '陈刚'][p.i % 5]!,
        contactTel: `139${String(10_000_000 + p.i * 7_331).slice(0, 8)}`,
        scope,
        fieldCodes: ccc ? [] : [p.scheme],
        employees,
        sites,
        product: ccc
          ? {
              name: '电热水壶',
              models: `KT-${1500 + p.i}`,
              factory: p.ent,
              factoryAddress: address,
            }
          : null,
        status,
        risk: p.kind === 'refused' || p.kind === 'withdrawn' ? null : 'medium',
        proposedDays: p.kind === 'refused' || p.kind === 'withdrawn' ? null : auditDays,
        auditDays: p.kind === 'refused' || p.kind === 'withdrawn' ? null : auditDays,
        reviewComment:
          p.kind === 'refused'
            ? '申请认证范围涉及的产品需取得生产许可证，申请时未能提供，不予受理。'
            : p.kind === 'withdrawn'
              ? null
              : '申请资料齐全，予以受理。',
        reviewedBy: p.kind === 'withdrawn' ? null : reviewer.tenantUserId,
        reviewedAt: p.kind === 'withdrawn' ? null : reviewedAt,
        submittedAt,
        createdBy: staff,
        updatedBy: staff,
        createdAt: at(p.submittedAgo + 2, 14),
        updatedAt: p.kind === 'certified' ? at(p.issuedAgo, 16) : reviewedAt,
      });
      if (p.kind === 'refused' || p.kind === 'withdrawn') continue;

      // Contract, stage 1 and stage 2 (or the factory inspection), review and decision.
      const signedAgo = p.submittedAgo - 8;
      const contractYear = at(signedAgo).getUTCFullYear();
      const cn = (contractCounters.get(String(contractYear)) ?? 0) + 1;
      contractCounters.set(String(contractYear), cn);
      const dayRate = ccc ? '3500' : '3000';
      const days = Number(auditDays);
      const amount = (
        (days + (ccc ? 0 : (2 * Math.ceil((days / 3) * 2)) / 2)) * Number(dayRate) +
        1800
      ).toFixed(2);
      await db.insert(certContracts).values({
        tenantId,
        applicationId: p.id,
        no: `HT-${contractYear}-${String(cn).padStart(5, '0')}`,
        auditDays,
        dayRate,
        fees: [
          { name: '申请费', amount: '1000' },
          { name: '证书注册费', amount: '800' },
        ],
        amount,
        status: ContractStatus.signed,
        signedCopy: files.signedContract,
        sentAt: at(signedAgo + 3),
        clientSignedAt: at(signedAgo + 1),
        signedAt: at(signedAgo),
        createdBy: reviewer.tenantUserId,
        updatedBy: reviewer.tenantUserId,
        createdAt: at(signedAgo + 4),
        updatedAt: at(signedAgo),
      });
      const decidedAgo = p.kind === 'certified' ? p.issuedAgo : p.submittedAgo - 45;
      const audits = ccc
        ? [{ kind: AuditKind.factoryInspection, endAgo: decidedAgo + 12, days }]
        : [
            { kind: AuditKind.stage1, endAgo: decidedAgo + 30, days: Math.max(1, Math.round(days * 0.3)) },
            {
              kind: AuditKind.stage2,
              endAgo: decidedAgo + 12,
              days: days - Math.max(1, Math.round(days * 0.3)),
            },
          ];
      let lastAuditId = '';
      for (const a of audits) {
        const id = randomUUID();
        lastAuditId = id;
        const length = Math.max(1, Math.ceil(a.days / 2));
        const failed = p.kind === 'notCertified' && a.kind !== AuditKind.stage1;
        await db.insert(certAudits).values({
          tenantId,
          id,
          applicationId: p.id,
          kind: a.kind,
          seq: 1,
          dueDate: dayOf(-(signedAgo - (a.kind === AuditKind.stage1 ? 30 : 90))),
          beginDate: dayOf(-(a.endAgo + length - 1)),
          endDate: dayOf(-a.endAgo),
          auditDays: String(a.days),
          status: AuditStatus.closed,
          processId: id,
          phase: a.kind === AuditKind.stage1 ? 1 : 2,
          criteria: schemeStandard(p.scheme),
          confirmedAt: at(a.endAgo + 10),
          conclusion: failed ? '管理体系未能有效运行，存在严重不符合。' : '管理体系符合标准要求并有效运行。',
          summary: failed
            ? '发现 1 项严重不符合（8.5.1 生产和服务提供的控制），受审核方未在规定期限内完成纠正。'
            : '审核组按审核计划对各部门和过程进行了抽样审核，未发现严重不符合。',
          recommendation: failed ? 'notRecommend' : 'recommend',
          reportIssuedAt: at(a.endAgo - 1),
          createdBy: reviewer.tenantUserId,
          updatedBy: reviewer.tenantUserId,
          createdAt: at(signedAgo),
          updatedAt: at(a.endAgo - 2),
        });
        const team: [AuditorName, string][] = ccc
          ? [
              ['李华', 'leader'],
              ['周建国', 'auditor'],
            ]
          : [
              ['赵强', 'leader'],
              [p.scheme === 'EMS' || p.scheme === 'EnMS' ? '孙婷' : '钱伟', 'auditor'],
            ];
        await db.insert(certAuditTeam).values(
          team.map(([name, post], seq) => ({
            tenantId,
            auditId: id,
            auditorId: auditorIds[name]!,
            post,
            seq,
          })),
        );
      }
      await db.insert(certReviews).values([
        {
          tenantId,
          applicationId: p.id,
          auditId: lastAuditId,
          kind: 'review',
          result: 'pass',
          opinion: '审核过程符合认证规则，审核证据充分。',
          reviewerId: reviewer.tenantUserId,
          reviewerName: reviewer.name,
          createdAt: at(decidedAgo + 4),
        },
        {
          tenantId,
          applicationId: p.id,
          auditId: lastAuditId,
          kind: 'decision',
          result: p.kind === 'certified' ? 'grant' : 'refuse',
          opinion:
            p.kind === 'certified'
              ? '批准认证注册。'
              : '第二阶段审核发现的严重不符合未能在规定期限内完成纠正，不予认证注册。',
          reviewerId: reviewer.tenantUserId,
          reviewerName: reviewer.name,
          createdAt: at(decidedAgo),
        },
      ]);
      if (p.kind !== 'certified') continue;

      const issuedOn = dayOf(-p.issuedAgo);
      const prefix = `EAST-CERT-${YY(issuedOn)}${LETTER[p.scheme]}`;
      const sn = (certificateCounters.get(prefix) ?? 0) + 1;
      certificateCounters.set(prefix, sn);
      const expiresOn = addYears(issuedOn, CERTIFICATE_YEARS[p.scheme]);
      const certificateStatus =
        p.i === 29
          ? CertificateStatus.expired
          : p.i === 12
            ? CertificateStatus.suspended
            : p.i === 20
              ? CertificateStatus.withdrawn
              : CertificateStatus.valid;
      // Expired the day after its last valid day; suspended or withdrawn some months after issue.
      const changedAgo =
        certificateStatus === CertificateStatus.expired
          ? Math.round((Date.now() - Date.parse(expiresOn)) / DAY) - 1
          : Math.max(p.issuedAgo - 200, 5);
      const certificateId = randomUUID();
      const reason =
        certificateStatus === CertificateStatus.suspended
          ? '获证组织未按期接受监督审核'
          : certificateStatus === CertificateStatus.withdrawn
            ? '获证组织申请注销证书（企业搬迁停产）'
            : certificateStatus === CertificateStatus.expired
              ? '证书有效期届满'
              : null;
      await db.insert(certCertificates).values({
        tenantId,
        id: certificateId,
        no: `${prefix}${String(sn).padStart(5, '0')}`,
        applicationId: p.id,
        holderId: staff,
        scheme: p.scheme,
        standard: schemeStandard(p.scheme),
        entName: p.ent,
        creditCode: creditCode(region, 100 + p.i),
        address,
        scope,
        sites,
        fieldCodes: ccc ? [] : [p.scheme],
        issuedOn,
        expiresOn,
        status: certificateStatus,
        statusReason: reason,
        statusChangedAt: reason ? at(changedAgo) : null,
        verifyCode: randomUUID().replace(/-/g, '').slice(0, 11),
        createdBy: reviewer.name,
        updatedBy: reviewer.name,
        createdAt: at(p.issuedAgo),
        updatedAt: at(p.issuedAgo),
      });
      await db.insert(certCertificateEvents).values([
        {
          tenantId,
          certificateId,
          kind: 'issued',
          reason: '批准认证注册',
          actorName: reviewer.name,
          at: at(p.issuedAgo),
        },
        ...(reason
          ? [
              {
                tenantId,
                certificateId,
                kind:
                  certificateStatus === CertificateStatus.suspended
                    ? 'suspended'
                    : certificateStatus === CertificateStatus.withdrawn
                      ? 'withdrawn'
                      : 'expired',
                reason,
                actorName: certificateStatus === CertificateStatus.expired ? null : reviewer.name,
                at: at(changedAgo),
              },
            ]
          : []),
      ]);
      if (certificateStatus === CertificateStatus.valid || certificateStatus === CertificateStatus.suspended)
        await scheduleCycle(
          db,
          tenantId,
          { id: certificateId, applicationId: p.id, scheme: p.scheme, issuedOn, expiresOn },
          reviewer.tenantUserId,
        );
    }
  });
}
