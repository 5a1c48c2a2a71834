// Demo business data (issue 19): east-cert publishes a quality-system self-assessment to itself and to
// green-carbon, with an indicator form, a satisfaction questionnaire and a scoring form, and a short
// quality-month self-check. Submissions are left in every state so that staff_a (a draft, a returned
// paper to correct, papers not started), reviewer_a (submitted papers to review, some accepted) and
// expert_a (scoring papers to score) each have something to do. Runs once, after the workflow demo
// seed, on the built app.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultOptions, scoreAnswers, summariseScore, type FieldItem } from '@platform/form-core';
import { BizStatus, SubmissionStatus } from '@platform/contract/business-model';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import {
  apps,
  bizItems,
  bizPapers,
  bizReviews,
  bizSubmissions,
  bizSubmissionVersions,
  bizTenants,
  forms,
  formVersions,
  roles,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import { checkTemplate } from '../modules/forms/service.js';
import { hashPassword } from '../security/password.js';
import { TenantUserType } from './index.js';

/** Form kinds (contract FormKind). */
const Kind = { indicator: 1, questionnaire: 2, scoring: 3 } as const;

// Templates ----------------------------------------------------------------------------------------

interface FieldSeed {
  type: string;
  label: string;
  model: string;
  required?: boolean;
  options?: Record<string, unknown>;
  list?: FieldItem[];
}

function field({ type, label, model, required = false, options = {}, list }: FieldSeed): FieldItem {
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

const choices = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

const template = (list: FieldItem[]) =>
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
  name: string;
  tenantName: string;
}

async function memberOf(db: Db, username: string): Promise<Member> {
  const [row] = rowsOf<{
    tenant_id: string;
    id: string;
    user_id: string;
    realname: string;
    tenant_name: string;
  }>(
    await db.execute(sql`select tu.tenant_id, tu.id, tu.user_id, u.realname, t.name as tenant_name
      from tenant_users tu join users u on u.id = tu.user_id join tenants t on t.id = tu.tenant_id
      where u.username = ${username} and t.code in ('east-cert', 'green-carbon')`),
  );
  if (!row) throw new Error(`demo account ${username} missing`);
  return {
    tenantId: row.tenant_id,
    tenantUserId: row.id,
    userId: row.user_id,
    name: row.realname,
    tenantName: row.tenant_name,
  };
}

async function tenantIdOf(db: Db, code: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from tenants where code = ${code}`));
  if (!row) throw new Error(`demo tenant ${code} missing`);
  return row.id;
}

/** The extra submitters: members with the business role (8) of the quality app; they never sign in. */
async function addSubmitters(db: Db): Promise<void> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.key, 'quality'), eq(roles.code, 8)));
  if (!role) throw new Error('quality role 8 missing');
  for (const p of EXTRA_SUBMITTERS) {
    const tenantId = await tenantIdOf(db, p.tenant);
    const [user] = await db
      .insert(users)
      .values({
        username: p.username,
        realname: p.realname,
        passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
      })
      .returning({ id: users.id });
    const [member] = await db
      .insert(tenantUsers)
      .values({ tenantId, userId: user!.id, type: TenantUserType.staff })
      .returning({ id: tenantUsers.id });
    await db.insert(tenantUserRoles).values({ tenantId, tenantUserId: member!.id, roleId: role.id });
  }
}

let sequence = 0;
const today = () => new Date().toISOString().slice(0, 10);
/** `BIZ` + yyyyMMdd + a six-digit sequence, as submissions are numbered. */
const submissionNo = () => `BIZ${today().replace(/-/g, '')}${String(++sequence).padStart(6, '0')}`;

export async function seedBusinessDemo(app: FastifyInstance, database: Db): Promise<void> {
  void app;
  const db = database;
  await withSystemScope(() => addSubmitters(db));
  const people = await withSystemScope(async () => {
    const all: Record<string, Member> = {};
    for (const username of [
      'staff_a',
      'reviewer_a',
      'expert_a',
      'staff_b',
      ...EXTRA_SUBMITTERS.map((p) => p.username),
    ]) {
      all[username] = await memberOf(db, username);
    }
    return all;
  });
  const reviewer = people.reviewer_a!;
  const publisher = reviewer.tenantId;
  const green = people.staff_b!.tenantId;
  const by = reviewer.name;

  await withTenantScope(publisher, () =>
    db.transaction(async (tx) => {
      const addForm = async (
        kind: number,
        formName: string,
        json: string,
        extra: Partial<typeof forms.$inferInsert>,
      ) => {
        const { template: checked, fieldCount } = checkTemplate('seed', json, 'zh-CN');
        const score = kind === Kind.scoring ? summariseScore(checked.list) : null;
        const total = score?.total ?? null;
        const [row] = await tx
          .insert(forms)
          .values({
            tenantId: publisher,
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
          tenantId: publisher,
          formId: row!.id,
          version: 1,
          formName,
          description: row!.description,
          json,
          total,
          fieldCount,
          createdBy: by,
        });
        return { row: row!, list: checked.list };
      };
      const selfForm = await addForm(Kind.indicator, '质量管理体系自评表', SELF_ASSESSMENT, {
        description: '组织质量管理体系建立和运行情况的年度自评',
        formGroupId: '质量管理体系',
      });
      const monthForm = await addForm(Kind.indicator, '质量月活动自查表', QUALITY_MONTH, {
        description: '质量月活动开展情况自查',
        formGroupId: '质量管理体系',
      });
      const satisfaction = await addForm(Kind.questionnaire, '认证服务满意度问卷', SATISFACTION, {
        description: '请根据本年度接受认证服务的实际感受填写',
        qsId: 'QMS',
      });
      const scoringForm = await addForm(Kind.scoring, '质量管理体系评分表', SCORING, {
        description: '自动评分项按标准答案计分，持续改进说明由专家评分',
        no: `PF${today().replace(/-/g, '')}DEMO01`,
        dfType: 2,
      });

      const closeDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const now = new Date();
      const addItem = async (name: string, description: string) => {
        const [item] = await tx
          .insert(bizItems)
          .values({
            tenantId: publisher,
            name,
            type: 'QMS',
            openDate: today(),
            closeDate,
            description,
            status: BizStatus.published,
            publishedAt: now,
            createdBy: by,
            updatedBy: by,
          })
          .returning();
        for (const target of [publisher, green]) {
          await tx
            .insert(bizTenants)
            .values({ tenantId: publisher, bizId: item!.id, targetTenantId: target, notifiedAt: now });
        }
        return item!;
      };
      const bind = async (
        bizId: string,
        form: Awaited<ReturnType<typeof addForm>>,
        sort: number,
        experts: string[] = [],
      ) => {
        const [paper] = await tx
          .insert(bizPapers)
          .values({
            tenantId: publisher,
            bizId,
            formId: form.row.id,
            formVersion: 1,
            kind: form.row.kind,
            formName: form.row.formName,
            formJson: form.row.json,
            total: form.row.total,
            experts,
            sort,
          })
          .returning();
        return { paper: paper!, list: form.list };
      };

      const annual = await addItem(
        '2026 年度质量管理体系自评',
        '请各单位对照 GB/T 19001-2016 完成质量管理体系自评、评分表和认证服务满意度问卷。',
      );
      const self = await bind(annual.id, selfForm, 0);
      const survey = await bind(annual.id, satisfaction, 1);
      const scoring = await bind(annual.id, scoringForm, 2, ['expert_a']);
      const month = await addItem(
        '2026 年质量月活动自查',
        '请于截止日期前提交本单位质量月活动开展情况自查表。',
      );
      await bind(month.id, monthForm, 0);

      type Paper = typeof self;
      const submit = async (
        who: string,
        paper: Paper,
        data: Record<string, unknown>,
        status: SubmissionStatus,
        review?: {
          outcome: 'accepted' | 'returned';
          comment: string;
          fieldComments?: Record<string, string>;
        },
      ) => {
        const m = people[who]!;
        const submitted = status !== SubmissionStatus.draft;
        const autoScore = paper.paper.kind === Kind.scoring ? scoreAnswers(paper.list, data).total : null;
        const [row] = await tx
          .insert(bizSubmissions)
          .values({
            tenantId: publisher,
            no: submissionNo(),
            bizId: paper.paper.bizId,
            paperId: paper.paper.id,
            submitterTenantId: m.tenantId,
            submitterId: m.tenantUserId,
            submitterName: m.name,
            submitterTenantName: m.tenantName,
            status,
            data,
            draftSavedAt: now,
            version: submitted ? 1 : 0,
            autoScore,
            submittedAt: submitted ? now : null,
            reviewedAt: review ? now : null,
            reviewedBy: review ? reviewer.name : null,
          })
          .returning();
        if (submitted) {
          await tx.insert(bizSubmissionVersions).values({
            tenantId: publisher,
            submissionId: row!.id,
            version: 1,
            submitterTenantId: m.tenantId,
            data,
            submittedBy: m.name,
            submittedAt: now,
          });
        }
        if (review) {
          await tx.insert(bizReviews).values({
            tenantId: publisher,
            submissionId: row!.id,
            version: 1,
            submitterTenantId: m.tenantId,
            outcome: review.outcome,
            comment: review.comment,
            fieldComments: review.fieldComments ?? {},
            reviewerId: reviewer.tenantUserId,
            reviewerName: reviewer.name,
          });
        }
        return row!;
      };

      const persons = new Map(EXTRA_SUBMITTERS.map((p) => [p.username, p]));
      const S = SubmissionStatus;
      // staff_a: the self-assessment came back with comments; the questionnaire is half answered;
      // the scoring form and the quality-month self-check are not started.
      await submit('staff_a', self, { ...selfAssessment(STAFF_A, 1), employees: 12 }, S.returned, {
        outcome: 'returned',
        comment: '员工人数和产品执行标准需核实后重新提交。',
        fieldComments: {
          employees: '员工人数与社保缴纳记录不符，请核实后填写。',
          'products[1].standard': '执行标准已废止，请填写现行有效版本。',
        },
      });
      await submit('staff_a', survey, { overall: '2', improve: ['1'] }, S.draft);
      // Others: submitted papers for reviewer_a, some accepted already.
      await submit('qa_chen', self, selfAssessment(persons.get('qa_chen')!, 2), S.submitted);
      await submit('staff_b', self, selfAssessment(STAFF_B, 3), S.submitted);
      await submit('qa_liu', self, selfAssessment(persons.get('qa_liu')!, 4), S.accepted, {
        outcome: 'accepted',
        comment: '资料完整，予以通过。',
      });
      await submit('gc_huang', self, selfAssessment(persons.get('gc_huang')!, 5), S.accepted, {
        outcome: 'accepted',
        comment: '自评内容真实完整。',
      });
      // Questionnaire answers for the result charts.
      const answering = ['qa_chen', 'qa_liu', 'staff_b', 'gc_huang', 'gc_lin'];
      for (const [i, who] of answering.entries()) {
        await submit(who, survey, SATISFACTION_ANSWERS[i]!, S.submitted);
      }
      // Scoring papers waiting for expert_a's score of the free-text item.
      await submit('qa_chen', scoring, scoringAnswers(1), S.submitted);
      await submit('staff_b', scoring, scoringAnswers(2), S.submitted);
    }),
  );
}
