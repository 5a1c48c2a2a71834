// Demo business data (issue 19): east-cert publishes a quality-system self-assessment to itself and to
// green-carbon, with an indicator form, a satisfaction questionnaire and a scoring form, and a short
// quality-month self-check. Submissions are left in every state so that staff_a (a draft, a returned
// paper to correct, papers not started), reviewer_a (submitted papers to review, some accepted) and
// expert_a (scoring papers to score) each have something to do. Runs once, after the workflow demo
// seed, on the built app.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultOptions, summariseScore, type FieldItem } from '@platform/form-core';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import { apps, forms, formVersions, roles, tenantUserRoles, tenantUsers, users } from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import type { RequestContext } from '../http/context.js';
import { complianceService } from '../modules/compliance/service.js';
import { checkTemplate } from '../modules/forms/service.js';
import { hashPassword } from '../security/password.js';
import { TenantUserType } from './index.js';

/** Form kinds (contract FormKind). */
export const Kind = { indicator: 1, questionnaire: 2, scoring: 3 } as const;

// Templates ----------------------------------------------------------------------------------------

interface FieldSeed {
  type: string;
  label: string;
  model: string;
  required?: boolean;
  options?: Record<string, unknown>;
  list?: FieldItem[];
}

export function field({ type, label, model, required = false, options = {}, list }: FieldSeed): FieldItem {
  return {
    type,
    label,
    model,
    key: `${type}_${model}`,
    options: { ...defaultOptions(type), ...options },
    rules: [{ required, message: '必填项', trigger: ['change', 'blur'] }],
    ...(list ? { list } : {}),
  } as FieldItem;
}

export const choices = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

export const template = (list: FieldItem[]) =>
  JSON.stringify({
    list,
    config: {
      labelPosition: 'right',
      labelWidth: 160,
      size: 'small',
      hideRequiredMark: false,
      customStyle: '',
    },
  });

const SELF_ASSESSMENT = template([
  field({ type: 'input', label: '企业名称', model: 'company', required: true }),
  field({
    type: 'input',
    label: '统一社会信用代码',
    model: 'creditCode',
    required: true,
    options: { placeholder: '18 位代码' },
  }),
  field({
    type: 'number',
    label: '员工人数',
    model: 'employees',
    required: true,
    options: { min: 1, max: 100000 },
  }),
  field({
    type: 'radio',
    label: '是否已建立文件化的质量管理体系',
    model: 'qmsEstablished',
    required: true,
    options: { options: choices('是', '否') },
  }),
  field({
    type: 'checkbox',
    label: '已获得的管理体系认证',
    model: 'certificates',
    options: { options: choices('ISO 9001', 'ISO 14001', 'ISO 45001', 'IATF 16949') },
  }),
  field({ type: 'date', label: '最近一次内部审核日期', model: 'lastInternalAudit', required: true }),
  field({
    type: 'batch',
    label: '主要产品',
    model: 'products',
    options: { defrows: 1, showItem: ['productName', 'annualOutput', 'standard'] },
    list: [
      field({ type: 'input', label: '产品名称', model: 'productName', required: true }),
      field({ type: 'number', label: '年产量（件）', model: 'annualOutput', options: { max: 100000000 } }),
      field({ type: 'input', label: '执行标准', model: 'standard' }),
    ],
  }),
  field({ type: 'textarea', label: '质量方针', model: 'qualityPolicy', required: true }),
  field({ type: 'textarea', label: '上一年度主要质量问题及整改情况', model: 'improvements' }),
]);

const QUALITY_MONTH = template([
  field({ type: 'input', label: '填报部门', model: 'department', required: true }),
  field({
    type: 'radio',
    label: '是否制定质量月活动方案',
    model: 'planMade',
    required: true,
    options: { options: choices('是', '否') },
  }),
  field({ type: 'number', label: '参加培训人数', model: 'trained', required: true, options: { max: 10000 } }),
  field({ type: 'textarea', label: '自查发现的问题', model: 'findings', required: true }),
]);

const SATISFACTION = template([
  field({
    type: 'radio',
    label: '您对本次认证服务的总体满意度',
    model: 'overall',
    required: true,
    options: { options: choices('非常满意', '满意', '一般', '不满意') },
  }),
  field({
    type: 'checkbox',
    label: '您认为需要改进的方面',
    model: 'improve',
    options: { options: choices('审核效率', '沟通及时性', '收费透明度', '审核员专业水平') },
  }),
  field({ type: 'rate', label: '审核员专业水平评分', model: 'auditorRate', required: true }),
  field({ type: 'textarea', label: '其他意见和建议', model: 'advice' }),
]);

const SCORING = template([
  field({
    type: 'radio',
    label: '是否制定并发布文件化的质量方针和质量目标',
    model: 'policyDoc',
    required: true,
    options: { options: choices('是', '否'), StandardAnswer: '1', AnswerScore: 20 },
  }),
  field({
    type: 'checkbox',
    label: '内部审核覆盖的过程',
    model: 'auditScope',
    required: true,
    options: {
      options: choices('设计开发', '采购', '生产制造', '售后服务'),
      StandardAnswer: ['1', '2', '3', '4'],
      AnswerScore: 30,
    },
  }),
  field({
    type: 'radio',
    label: '是否每年至少开展一次管理评审',
    model: 'managementReview',
    required: true,
    options: { options: choices('是', '否'), StandardAnswer: '1', AnswerScore: 20 },
  }),
  field({
    type: 'textarea',
    label: '持续改进措施及其有效性说明',
    model: 'continualImprovement',
    required: true,
    options: { AnswerScore: 30 },
  }),
]);

// Answers ------------------------------------------------------------------------------------------

interface Person {
  username: string;
  realname: string;
  tenant: 'east-cert' | 'green-carbon';
  /** Company of the answers (each submitter answers for an enterprise of their own). */
  company: string;
  creditCode: string;
}

/** Submitters besides the demo accounts, so that lists and questionnaire charts have data. */
const EXTRA_SUBMITTERS: Person[] = [
  {
    username: 'qa_chen',
    realname: '陈静',
    tenant: 'east-cert',
    company: '苏州精工机械有限公司',
    creditCode: '91320500MA1XK2P43C',
  },
  {
    username: 'qa_liu',
    realname: '刘洋',
    tenant: 'east-cert',
    company: '南京恒通电子科技有限公司',
    creditCode: '91320100MA1N6Q7R2D',
  },
  {
    username: 'gc_huang',
    realname: '黄磊',
    tenant: 'green-carbon',
    company: '杭州绿叶食品有限公司',
    creditCode: '91330100MA2H8T5W1E',
  },
  {
    username: 'gc_lin',
    realname: '林娜',
    tenant: 'green-carbon',
    company: '宁波海天五金有限公司',
    creditCode: '91330200MA2K3L9F6G',
  },
];

const STAFF_A: Omit<Person, 'username' | 'realname' | 'tenant'> = {
  company: '上海东方物流有限公司',
  creditCode: '91310000MA1FL3B27H',
};
const STAFF_B: Omit<Person, 'username' | 'realname' | 'tenant'> = {
  company: '绿源碳管理科技有限公司',
  creditCode: '91330100MA2J7C4N8K',
};

function selfAssessment(p: Pick<Person, 'company' | 'creditCode'>, n: number) {
  return {
    company: p.company,
    creditCode: p.creditCode,
    employees: 80 + n * 57,
    qmsEstablished: '1',
    certificates: n % 2 ? ['1', '2'] : ['1'],
    lastInternalAudit: `2026-0${(n % 6) + 3}-1${n}`,
    products: [
      { productName: '精密齿轮箱', annualOutput: 12000 + n * 800, standard: 'GB/T 10095.1-2022' },
      { productName: '传动轴组件', annualOutput: 5400 + n * 300, standard: 'JB/T 8853-2015' },
    ],
    qualityPolicy: '以客户为关注焦点，全员参与，持续改进，提供满足要求的产品和服务。',
    improvements: '来料检验漏检 3 起，已修订检验规程并对检验员开展专项培训。',
  };
}

const SATISFACTION_ANSWERS = [
  { overall: '1', improve: ['1'], auditorRate: 5, advice: '审核安排紧凑，审核员讲解细致。' },
  { overall: '2', improve: ['1', '2'], auditorRate: 4, advice: '希望提前一周告知现场审核日程。' },
  { overall: '2', improve: ['3'], auditorRate: 4, advice: '' },
  { overall: '3', improve: ['2', '4'], auditorRate: 3, advice: '部分条款解释不够清楚，建议提供书面说明。' },
  { overall: '1', improve: [], auditorRate: 5, advice: '整体满意。' },
];

const scoringAnswers = (n: number) => ({
  policyDoc: '1',
  auditScope: n % 2 ? ['1', '2', '3', '4'] : ['2', '3'],
  managementReview: '1',
  continualImprovement:
    n % 2
      ? '建立了纠正预防措施台账，2025 年关闭不符合项 27 项，客户投诉同比下降 18%。'
      : '按季度开展质量分析会，针对主要问题制定改进计划，部分措施仍在验证中。',
});

// Seeding ------------------------------------------------------------------------------------------

interface Member {
  tenantId: string;
  tenantUserId: string;
  userId: string;
}

async function memberOf(db: Db, username: string): Promise<Member> {
  const [row] = rowsOf<{ tenant_id: string; id: string; user_id: string }>(
    await db.execute(sql`select tu.tenant_id, tu.id, tu.user_id
      from tenant_users tu join users u on u.id = tu.user_id join tenants t on t.id = tu.tenant_id
      where u.username = ${username} and t.code in ('east-cert', 'green-carbon')`),
  );
  if (!row) throw new Error(`demo account ${username} missing`);
  return { tenantId: row.tenant_id, tenantUserId: row.id, userId: row.user_id };
}

const ctxOf = (m: Member): RequestContext => ({
  sessionId: 'seed',
  userId: m.userId,
  tenantId: m.tenantId,
  tenantUserId: m.tenantUserId,
  roleId: null,
  isPlatformAdmin: false,
  app: null,
});

/** The extra submitters: members with the business role (8) of the quality app; they never sign in. */
async function addSubmitters(db: Db): Promise<void> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.key, 'quality'), eq(roles.code, 8)));
  if (!role) throw new Error('quality role 8 missing');
  const unusable = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  for (const p of EXTRA_SUBMITTERS) {
    const [tenant] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from tenants where code = ${p.tenant}`),
    );
    const [user] = await db
      .insert(users)
      .values({
        username: p.username,
        realname: p.realname,
        passwordHash: unusable,
      })
      .returning({ id: users.id });
    const [member] = await db
      .insert(tenantUsers)
      .values({ tenantId: tenant!.id, userId: user!.id, type: TenantUserType.staff })
      .returning({ id: tenantUsers.id });
    await db
      .insert(tenantUserRoles)
      .values({ tenantId: tenant!.id, tenantUserId: member!.id, roleId: role.id });
  }
}

/** A designed form and its version 1, as the designer stores them (checked by form-core first). */
export async function addForm(
  db: Db,
  tenantId: string,
  by: string,
  kind: number,
  formName: string,
  json: string,
  extra: Partial<typeof forms.$inferInsert>,
): Promise<string> {
  const { template, fieldCount } = checkTemplate('seed', json, 'zh-CN');
  const score = kind === Kind.scoring ? summariseScore(template.list) : null;
  const total = score?.total ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({
        tenantId,
        kind,
        formName,
        json,
        fieldCount,
        total,
        isAuto: score?.isAuto ?? null,
        createdBy: by,
        updatedBy: by,
        ...extra,
      })
      .returning();
    await tx.insert(formVersions).values({
      tenantId,
      formId: row!.id,
      version: 1,
      formName,
      description: row!.description,
      json,
      total,
      fieldCount,
      createdBy: by,
    });
    return row!.id;
  });
}

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedBusinessDemo(app: FastifyInstance, db: Db): Promise<void> {
  // The submission process is deployed, and the workflow worker started, when the app is ready.
  await app.ready();
  const seedStart = new Date();
  await withSystemScope(() => addSubmitters(db));
  const people = await withSystemScope(async () => {
    const all: Record<string, Member> = {};
    for (const username of ['staff_a', 'reviewer_a', 'staff_b', ...EXTRA_SUBMITTERS.map((p) => p.username)]) {
      all[username] = await memberOf(db, username);
    }
    return all;
  });
  const reviewer = ctxOf(people.reviewer_a!);
  const publisher = reviewer.tenantId;
  const green = people.staff_b!.tenantId;
  const compliance = complianceService({
    db,
    workflow: app.workflow,
    heldResources: (ctx) => app.account.heldResources(ctx, undefined),
    log: app.log,
  });

  // east-cert designs the forms and publishes the items to itself and green-carbon.
  const papers = await withTenantScope(publisher, async () => {
    const by = '王芳';
    const formIds = {
      self: await addForm(db, publisher, by, Kind.indicator, '质量管理体系自评表', SELF_ASSESSMENT, {
        description: '组织质量管理体系建立和运行情况的年度自评',
        formGroupId: '质量管理体系',
      }),
      month: await addForm(db, publisher, by, Kind.indicator, '质量月活动自查表', QUALITY_MONTH, {
        description: '质量月活动开展情况自查',
        formGroupId: '质量管理体系',
      }),
      survey: await addForm(db, publisher, by, Kind.questionnaire, '认证服务满意度问卷', SATISFACTION, {
        description: '请根据本年度接受认证服务的实际感受填写',
        qsId: 'QMS',
      }),
      scoring: await addForm(db, publisher, by, Kind.scoring, '质量管理体系评分表', SCORING, {
        description: '自动评分项按标准答案计分，持续改进说明由专家评分',
        no: `PF${dateIn(0).replace(/-/g, '')}DEMO01`,
        dfType: 2,
      }),
    };
    const { business } = app;
    const publish = async (
      name: string,
      description: string,
      bound: { formId: string; experts?: string[] }[],
    ) => {
      const item = await business.add(
        reviewer,
        { name, type: 'QMS', openDate: dateIn(0), closeDate: dateIn(30), description },
        'zh-CN',
      );
      const ids = [];
      for (const [sort, b] of bound.entries()) {
        ids.push({
          paperId: (await business.bindPaper(reviewer, { bizId: item.id, sort, ...b })).id,
          bizId: item.id,
        });
      }
      await business.publish(reviewer, { bizId: item.id, tenantIds: [publisher, green] });
      return ids;
    };
    const [self, survey, scoring] = await publish(
      '2026 年度质量管理体系自评',
      '请各单位对照 GB/T 19001-2016 完成质量管理体系自评、评分表和认证服务满意度问卷。',
      [
        { formId: formIds.self },
        { formId: formIds.survey },
        { formId: formIds.scoring, experts: ['expert_a'] },
      ],
    );
    await publish('2026 年质量月活动自查', '请于截止日期前提交本单位质量月活动开展情况自查表。', [
      { formId: formIds.month },
    ]);
    return { self: self!, survey: survey!, scoring: scoring! };
  });

  type PaperRef = (typeof papers)['self'];
  /** A submitter's answers: a draft, or submitted (which starts its review process). */
  const answer = async (who: string, paper: PaperRef, data: Record<string, unknown>, submit: boolean) => {
    const ctx = ctxOf(people[who]!);
    return withTenantScope(ctx.tenantId, async () => {
      const { submitId } = await compliance.add(ctx, paper);
      if (submit) await compliance.submit(ctx, { submitId, data }, 'zh-CN');
      else await compliance.saveDraft(ctx, { submitId, data });
      return submitId;
    });
  };
  const review = (
    submitId: string,
    outcome: 'accepted' | 'returned',
    comment: string,
    fieldComments?: Record<string, string>,
  ) =>
    withTenantScope(publisher, () =>
      compliance.review(reviewer, {
        submitId,
        outcome,
        comment,
        ...(fieldComments ? { fieldComments } : {}),
      }),
    );

  const persons = new Map(EXTRA_SUBMITTERS.map((p) => [p.username, p]));
  // staff_a: the self-assessment came back with comments; the questionnaire is half answered; the
  // scoring form and the quality-month self-check are not started.
  const returned = await answer(
    'staff_a',
    papers.self,
    { ...selfAssessment(STAFF_A, 1), employees: 12 },
    true,
  );
  await review(returned, 'returned', '员工人数和产品执行标准需核实后重新提交。', {
    employees: '员工人数与社保缴纳记录不符，请核实后填写。',
    'products[1].standard': '执行标准已废止，请填写现行有效版本。',
  });
  await answer('staff_a', papers.survey, { overall: '2', improve: ['1'] }, false);
  // Others: self-assessments for reviewer_a, two accepted already.
  await answer('qa_chen', papers.self, selfAssessment(persons.get('qa_chen')!, 2), true);
  await answer('staff_b', papers.self, selfAssessment(STAFF_B, 3), true);
  for (const [who, n, comment] of [
    ['qa_liu', 4, '资料完整，予以通过。'],
    ['gc_huang', 5, '自评内容真实完整。'],
  ] as const) {
    const submitId = await answer(who, papers.self, selfAssessment(persons.get(who)!, n), true);
    await review(submitId, 'accepted', comment);
  }
  // Questionnaire answers for the result charts.
  for (const [i, who] of ['qa_chen', 'qa_liu', 'staff_b', 'gc_huang', 'gc_lin'].entries()) {
    await answer(who, papers.survey, SATISFACTION_ANSWERS[i]!, true);
  }
  // Scoring papers waiting for expert_a's score of the free-text item.
  await answer('qa_chen', papers.scoring, scoringAnswers(1), true);
  await answer('staff_b', papers.scoring, scoringAnswers(2), true);

  await settleJobs(app, db);
  // staff_a has read what the seed told them (publications, the return): the message centre's demo
  // messages stay the unread ones.
  await withTenantScope(publisher, () =>
    db.execute(sql`update messages set status = 1, read_at = now() where tenant_id = ${publisher}
      and receiver_tenant_user_id = ${people.staff_a!.tenantUserId} and status = 0 and created_at >= ${seedStart}`),
  );
}

/** Runs the workflow jobs the reviews left (their handlers write the outcome and tell the submitter). */
async function settleJobs(app: FastifyInstance, db: Db) {
  const until = Date.now() + 30_000;
  for (;;) {
    await app.workflow.worker.runOnce();
    const [pending] = await withSystemScope(async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from wf_jobs where status = 'pending' and kind = 'service' and due_at <= now()`,
        ),
      ),
    );
    if (!pending?.n) return;
    if (Date.now() > until) throw new Error('the workflow jobs of the business demo did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
}
