// Demo brand assessment data (issue 22) for east-cert (华东质量认证中心): the five questionnaire groups
// (designer forms of seed/brand-forms.ts, bound through the brand calls), and staff_a's assessments left
// at every step of the process — each taken there through the module's own calls as the demo users
// (staff_a the enterprise, reviewer_a the body's staff, expert_a / expert_a2 / expert_a3 the scoring
// experts), so that rows, process instances, tasks and messages are what the pages expect. A year of
// finished assessments (processes, answers, experts and scores) is written directly beforehand, their
// figures computed by strengthOf and brandValueOf as a review would, so that the statistics have months
// to chart. Runs once, after the certification demo seed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BRAND_PREFIX,
  BrandPaths as P,
  BrandProcessStatus,
  CCBD_PREFIX,
  CcbdPaths,
  type BrandBusinessType,
  type BrandDimension,
  type BrandReportDetail,
} from '@platform/contract';
import type { Db } from '../db/client.js';
import {
  brandAnswers,
  brandExperts,
  brandProcesses,
  brandScores,
  MessageStatus,
  sessions,
} from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import { announceUnread } from '../live/unread-hub.js';
import { indicatorsOf, type BrandIndicator } from '../modules/brand/indicators.js';
import { strengthOf } from '../modules/brand/scores.js';
import { brandValueOf } from '../modules/brand/value.js';
import { newToken, sha256 } from '../security/secrets.js';
import { addForm } from './business.js';
import { brandDemoGroups } from './brand-forms.js';
import { creditCode, memberOf, type Member } from './cert.js';

const USERNAMES = {
  staff: 'staff_a',
  reviewer: 'reviewer_a',
  expert: 'expert_a',
  expert2: 'expert_a2',
  expert3: 'expert_a3',
} as const;
type Who = keyof typeof USERNAMES;
type ExpertWho = 'expert' | 'expert2' | 'expert3';
const EXPERTS: ExpertWho[] = ['expert', 'expert2', 'expert3'];

const DAY = 86_400_000;
/** An instant `days` ago at a working hour (China time). */
const at = (daysAgo: number, hour = 10) => {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(hour - 8, 0, 0, 0);
  return d;
};

/** A bound questionnaire with its indicators. */
interface Questionnaire {
  qsId: string;
  dimension: BrandDimension;
  indicators: BrandIndicator[];
}

/** An enterprise's profile: `tier` 0 (strongest) to 2 picks its answers; `quality` (0–1) the experts' scores. */
interface Profile {
  entName: string;
  brandName: string;
  industry: string;
  creditCode: string;
  product: string;
  tier: 0 | 1 | 2;
  quality: number;
  /** Last year's revenue, 万元. */
  revenue: number;
  /** Expected yearly growth, %. */
  growth: number;
}

// ---- answers and scores ----

const option = (tier: number, count: number) => String(Math.min(tier, count - 1) + 1);

/** The enterprise's answers of each dimension's questionnaire (seed/brand-forms.ts). */
function answersOf(p: Profile): Record<BrandDimension, Record<string, unknown>> {
  const t = p.tier;
  return {
    quality: {
      qmsCertified: option(t, 3),
      spotCheckRate: option(t, 3),
      standardLevel: option(t + 1, 4),
      qualityIncidents: `近三年${p.product}质量损失率为 ${(0.6 + t * 0.5).toFixed(1)}%，未发生重大质量事故；顾客投诉均在 48 小时内响应并闭环处理。`,
    },
    innovation: {
      rdShare: option(t, 4),
      patents: [36, 14, 3][t],
      highTech: t < 2 ? '1' : '2',
      newProducts: `近三年推出${p.product}新产品 ${[12, 6, 2][t]} 项，新产品销售收入占营业收入的 ${[28, 17, 8][t]}%。`,
      rdPlatforms:
        t < 2
          ? '设有市级企业技术中心，与高校共建联合实验室，承担省级科技项目 2 项。'
          : '设有技术部负责产品改进，暂未建立产学研合作平台。',
    },
    service: {
      complaintProcess: option(t, 3),
      satisfaction: option(t, 4),
      afterSales: `在华东地区设有 ${[18, 9, 3][t]} 个服务网点，承诺 ${[12, 24, 48][t]} 小时内响应、72 小时内到场处理。`,
    },
    reputation: {
      brandAge: option(t, 4),
      honours: option(t, 4),
      negativeNews: '1',
      publicity: `品牌通过行业展会、线上渠道持续传播，${t < 2 ? '每年发布社会责任报告，参与助学和乡村振兴公益活动。' : '社会责任实践以员工关爱为主。'}`,
    },
    financial: {
      revenue: p.revenue,
      revenueGrowth: p.growth,
      revenueTrend: option(t, 3),
      brandShare: option(t, 3),
      profitability: `上年净利润率 ${[12.5, 8.2, 4.1][t]}%，资产负债率 ${[38, 47, 61][t]}%，经营活动现金流持续为正。`,
    },
    other: {},
  };
}

/** Each expert's leaning: expert_a2 scores a little higher, expert_a3 a little lower. */
const EXPERT_BIAS: Record<ExpertWho, number> = { expert: 0, expert2: 0.03, expert3: -0.04 };

function scoreOf(max: number, quality: number, who: ExpertWho, n: number): number {
  const wobble = ((((n * 37 + EXPERTS.indexOf(who) * 11) % 7) - 3) / 100) * 1.5;
  const share = Math.min(1, Math.max(0, quality + EXPERT_BIAS[who] + wobble));
  return Math.round(max * share * 2) / 2;
}

function commentOf(share: number): string {
  if (share >= 0.88) return '表现突出，佐证材料充分。';
  if (share >= 0.75) return '整体较好，个别方面仍有提升空间。';
  if (share >= 0.6) return '基本达到要求，建议补充佐证材料。';
  return '存在明显短板，建议重点改进。';
}

/** An expert's scores of every indicator; `deviate` scores the first indicator far below the others. */
function scoresOf(qs: Questionnaire[], quality: number, who: ExpertWho, deviate = false) {
  let n = 0;
  return qs.flatMap((q) =>
    q.indicators.map((i) => {
      const score = deviate && n === 0 ? Math.round(i.max * 0.3) : scoreOf(i.max, quality, who, n);
      n++;
      return { qsId: q.qsId, indicator: i.model, score: String(score), comment: commentOf(score / i.max) };
    }),
  );
}

// ---- the live assessments ----

const LIVE = {
  jinggong: {
    entName: '苏州精工机械有限公司',
    brandName: '精工智造',
    industry: '通用设备制造业',
    creditCode: creditCode('320500', 1),
    product: '数控机床精密零部件',
    tier: 0,
    quality: 0.9,
    revenue: 52_800,
    growth: 8,
  },
  lvye: {
    entName: '杭州绿叶食品有限公司',
    brandName: '绿叶',
    industry: '食品制造业',
    creditCode: creditCode('330100', 2),
    product: '速冻米面食品',
    tier: 1,
    quality: 0.8,
    revenue: 31_600,
    growth: 6.5,
  },
  hengtong: {
    entName: '南京恒通电子科技有限公司',
    brandName: '恒通电子',
    industry: '计算机、通信和其他电子设备制造业',
    creditCode: creditCode('320100', 3),
    product: '工业控制电路板',
    tier: 0,
    quality: 0.85,
    revenue: 86_500,
    growth: 12,
  },
  dongfang: {
    entName: '上海东方物流有限公司',
    brandName: '东方速运',
    industry: '装卸搬运和仓储业',
    creditCode: creditCode('310100', 4),
    product: '仓储配送服务',
    tier: 1,
    quality: 0.76,
    revenue: 45_200,
    growth: 7,
  },
  anda: {
    entName: '常州安达电器有限公司',
    brandName: '安达',
    industry: '电气机械和器材制造业',
    creditCode: creditCode('320400', 7),
    product: '电热水壶',
    tier: 2,
    quality: 0.64,
    revenue: 18_900,
    growth: 5,
  },
  haitian: {
    entName: '宁波海天五金有限公司',
    brandName: '海天',
    industry: '金属制品业',
    creditCode: creditCode('330200', 6),
    product: '五金紧固件',
    tier: 1,
    quality: 0.7,
    revenue: 9_800,
    growth: 5.5,
  },
} satisfies Record<string, Profile>;

export async function seedBrandDemo(app: FastifyInstance, db: Db): Promise<void> {
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
    await seedFlow(app, db, tokens, members);
    // staff_a has read the assessments' notices (they stay in 已读消息): the unread list keeps the
    // message demo's nine (seed/messages.ts), which the message centre's journeys count on.
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

async function seedFlow(
  app: FastifyInstance,
  db: Db,
  tokens: Record<Who, string>,
  members: Record<Who, Member>,
) {
  const tenantId = members.staff.tenantId;
  async function call<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'zh-CN' },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`brand demo seed: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: T }).data;
  }
  const post = <T = { id: string }>(who: Who, path: string, payload: object) =>
    call<T>(who, 'POST', `${BRAND_PREFIX}/${path}`, payload);

  // The questionnaires: designer forms of the scoring kind, bound to their groups on /brandQs.
  const questionnaires: Questionnaire[] = [];
  for (const g of brandDemoGroups()) {
    const group = await post('reviewer', P.saveGroup, {
      name: g.name,
      dimension: g.dimension,
      weight: g.weight,
      sort: g.sort,
      description: g.description,
    });
    for (const [sort, q] of g.questionnaires.entries()) {
      const formId = await withTenantScope(tenantId, () =>
        addForm(db, tenantId, members.reviewer.name, q.kind, q.name, q.json, {
          description: `品牌评价${g.name}维度问卷`,
          formGroupId: '品牌评价',
        }),
      );
      const bound = await post('reviewer', P.bindQuestionnaire, {
        groupId: group.id,
        formId,
        weight: q.weight,
        sort,
      });
      questionnaires.push({
        qsId: bound.id,
        dimension: g.dimension,
        indicators: indicatorsOf(q.json, 'zh-CN'),
      });
    }
  }

  await seedHistory(db, tenantId, members, questionnaires);

  const experts = EXPERTS.map((who) => members[who].tenantUserId);

  async function applied(p: Profile, businessType: BrandBusinessType) {
    const saved = await post('staff', P.saveWorkFlow, {
      businessType,
      brandName: p.brandName,
      entName: p.entName,
      creditCode: p.creditCode,
      industry: p.industry,
      contactName: members.staff.name,
      contactTel: '13800000001',
      description: `申请对“${p.brandName}”品牌进行${businessType === 'valuation' ? '品牌价值评估' : '品牌等级评价'}，主营${p.product}。`,
    });
    return saved.id;
  }
  const answer = (processId: string, q: Questionnaire, data: Record<string, unknown>, draft: boolean) =>
    post('staff', P.saveAnswer, { processId, qsId: q.qsId, data, draft });

  async function submitted(p: Profile, businessType: BrandBusinessType) {
    const id = await applied(p, businessType);
    const data = answersOf(p);
    for (const q of questionnaires) await answer(id, q, data[q.dimension], false);
    await post('staff', P.submit, { processId: id });
    return id;
  }

  async function scoring(p: Profile, businessType: BrandBusinessType) {
    const id = await submitted(p, businessType);
    await post('reviewer', P.assignExperts, { processId: id, expertIds: experts });
    await post('reviewer', P.formalCheck, {
      processId: id,
      result: 'passed',
      comment: '申请资料完整，问卷填写规范，通过形式审查。',
    });
    return id;
  }

  const scored = (id: string, p: Profile, who: ExpertWho, submit: boolean, deviate = false) =>
    post(who, P.saveScores, {
      processId: id,
      scores: scoresOf(questionnaires, p.quality, who, deviate),
      submit,
    });

  async function reviewing(p: Profile, businessType: BrandBusinessType, deviate = false) {
    const id = await scoring(p, businessType);
    for (const who of EXPERTS) await scored(id, p, who, true, deviate && who === 'expert3');
    return id;
  }

  async function completed(p: Profile, businessType: BrandBusinessType) {
    const id = await reviewing(p, businessType);
    await post('reviewer', P.review, {
      processId: id,
      result: 'approved',
      comment: '专家评分过程规范，评价结果予以发布。',
    });
    const report = await call<BrandReportDetail>(
      'reviewer',
      'GET',
      `${CCBD_PREFIX}/${CcbdPaths.reportDetail}?processId=${id}`,
    );
    await call('reviewer', 'POST', `${CCBD_PREFIX}/${CcbdPaths.saveReport}`, {
      processId: id,
      sections: report.sections,
    });
    return id;
  }

  // 1–2. Completed, with their values and a saved report (/brandValue, /brandReport, /brandApply).
  await completed(LIVE.jinggong, 'valuation');
  await completed(LIVE.lvye, 'valuation');
  // 3. Reviewing: every expert submitted, expert_a3 far from the others on one indicator (flagged);
  // reviewer_a reviews on /brandProcess.
  await reviewing(LIVE.hengtong, 'valuation', true);
  // 4. Scoring: expert_a2 submitted, expert_a3 saved a draft, expert_a has not scored (/0010).
  {
    const id = await scoring(LIVE.dongfang, 'valuation');
    await scored(id, LIVE.dongfang, 'expert2', true);
    await scored(id, LIVE.dongfang, 'expert3', false);
  }
  // 5. Submitted: awaiting reviewer_a's expert assignment and formal check (/brandProcess).
  await submitted(LIVE.anda, 'rating');
  // 6. Answering: one questionnaire answered, two drafts, the rest not started (/brandApply).
  {
    const id = await applied(LIVE.haitian, 'valuation');
    const data = answersOf(LIVE.haitian);
    const [quality, innovation, service] = questionnaires;
    await answer(id, quality!, data.quality, false);
    await answer(id, innovation!, { rdShare: data.innovation.rdShare, patents: 5 }, true);
    await answer(id, service!, { complaintProcess: data.service.complaintProcess }, true);
  }
}

// ---- a year of finished assessments, written directly ----

const HISTORY = [
  ['苏州', '320500', '华宇精密', '华宇', '金属制品业', '精密冲压件'],
  ['无锡', '320200', '恒达纺织', '恒达', '纺织业', '棉纺纱线'],
  ['常州', '320400', '新纪元电子', '新纪元', '计算机、通信和其他电子设备制造业', '电源适配器'],
  ['南通', '320600', '瑞丰食品', '瑞丰', '食品制造业', '焙烤食品'],
  ['扬州', '321000', '天成建材', '天成', '非金属矿物制品业', '预拌混凝土'],
  ['杭州', '330100', '博远科技', '博远', '软件和信息技术服务业', '行业管理软件'],
  ['宁波', '330200', '金源化工', '金源', '化学原料和化学制品制造业', '水性涂料'],
  ['温州', '330300', '鸿运鞋业', '鸿运', '皮革、毛皮、羽毛及其制品和制鞋业', '皮鞋'],
  ['嘉兴', '330400', '嘉和家纺', '嘉和', '纺织业', '床上用品'],
  ['合肥', '340100', '皖江机电', '皖江', '电气机械和器材制造业', '微型电机'],
] as const;
/** The experts' mean share of each finished assessment: levels from AAAAA to A. */
const HISTORY_QUALITY = [
  0.93, 0.84, 0.76, 0.88, 0.68, 0.81, 0.9, 0.58, 0.73, 0.86, 0.79, 0.95, 0.66, 0.83, 0.71, 0.87, 0.62, 0.8,
  0.91, 0.75,
];

/**
 * 20 completed assessments of other enterprises, applied for across the last twelve months (a third of
 * them ratings), with final answers, three experts' submitted scores and the figures a review stores.
 */
async function seedHistory(db: Db, tenantId: string, members: Record<Who, Member>, qs: Questionnaire[]) {
  const staff = members.staff.tenantUserId;
  const reviewer = members.reviewer.tenantUserId;
  const planned = HISTORY_QUALITY.map((quality, i) => {
    const [city, region, name, brand, industry, product] = HISTORY[i % HISTORY.length]!;
    const createdAgo = 360 - i * 17;
    const profile: Profile = {
      entName: `${i < HISTORY.length ? city : ''}${name}${i < HISTORY.length ? '' : '集团'}有限公司`,
      brandName: i < HISTORY.length ? brand : `${brand}优选`,
      industry,
      creditCode: creditCode(region, 200 + i),
      product,
      tier: quality >= 0.85 ? 0 : quality >= 0.7 ? 1 : 2,
      quality,
      revenue: 6_000 + ((i * 7_919) % 60_000),
      growth: 3 + (i % 5) * 1.5,
    };
    return {
      id: randomUUID(),
      no: '',
      profile,
      businessType: (i % 3 === 2 ? 'rating' : 'valuation') as BrandBusinessType,
      createdAgo,
      submittedAgo: createdAgo - 6,
      checkedAgo: createdAgo - 8,
      completedAgo: createdAgo - 22 - (i % 4) * 3,
    };
  });
  // Numbers in application order within each year, before the live assessments take the next ones.
  const counters = new Map<number, number>();
  for (const p of planned) {
    const year = at(p.createdAgo).getFullYear();
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    p.no = `BA-${year}-${String(n).padStart(5, '0')}`;
  }
  await withTenantScope(tenantId, async () => {
    await db.transaction(async (tx) => {
      await tx.insert(brandProcesses).values(
        planned.map((p) => ({
          tenantId,
          id: p.id,
          no: p.no,
          applicantId: staff,
          businessType: p.businessType,
          brandName: p.profile.brandName,
          entName: p.profile.entName,
          creditCode: p.profile.creditCode,
          industry: p.profile.industry,
          contactName: members.staff.name,
          contactTel: '13800000001',
          description: `主营${p.profile.product}。`,
          status: BrandProcessStatus.completed,
          checkComment: '专家评分过程规范，评价结果予以发布。',
          submittedAt: at(p.submittedAgo, 9),
          completedAt: at(p.completedAgo, 16),
          createdBy: staff,
          updatedBy: reviewer,
          createdAt: at(p.createdAgo, 9),
          updatedAt: at(p.completedAgo, 16),
        })),
      );
      await tx.insert(brandAnswers).values(
        planned.flatMap((p) => {
          const data = answersOf(p.profile);
          return qs.map((q) => ({
            tenantId,
            processId: p.id,
            qsId: q.qsId,
            data: data[q.dimension],
            draft: false,
            createdBy: staff,
            updatedBy: staff,
            createdAt: at(p.createdAgo, 11),
            updatedAt: at(p.submittedAgo, 9),
          }));
        }),
      );
      await tx.insert(brandExperts).values(
        planned.flatMap((p) =>
          EXPERTS.map((who, k) => ({
            tenantId,
            processId: p.id,
            expertId: members[who].tenantUserId,
            expertName: members[who].name,
            submittedAt: at(p.completedAgo + 3 + k, 15),
            assignedBy: reviewer,
            assignedAt: at(p.checkedAgo, 10),
          })),
        ),
      );
      await tx.insert(brandScores).values(
        planned.flatMap((p) =>
          EXPERTS.flatMap((who, k) =>
            scoresOf(qs, p.profile.quality, who).map((s) => ({
              tenantId,
              processId: p.id,
              expertId: members[who].tenantUserId,
              qsId: s.qsId,
              indicator: s.indicator,
              score: s.score,
              comment: s.comment,
              updatedAt: at(p.completedAgo + 3 + k, 15),
            })),
          ),
        ),
      );
    });
    // The figures an approving review stores, from the same functions.
    for (const p of planned) {
      const value = p.businessType === 'valuation' ? await brandValueOf(db, tenantId, p.id, 'zh-CN') : null;
      const strength = value?.strength ?? (await strengthOf(db, tenantId, p.id, 'zh-CN'));
      await db.execute(sql`update brand_processes set strength_score = ${strength.score}::numeric,
          level = ${strength.level}, brand_value = ${value?.value ?? null}::numeric
        where tenant_id = ${tenantId} and id = ${p.id}`);
    }
  });
}
