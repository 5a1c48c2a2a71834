// The brand assessment demo (issue 22) as startServer seeds it: every account of east-cert finds its work
// in the brand app through the calls — staff_a their assessments at every step (one to answer with
// drafts, completed ones with their value and report), reviewer_a the five questionnaire groups, a formal
// check and a review, expert_a a scoring task that expert_a2 has submitted already, and statistics with
// months to chart. staff_a's unread messages stay the message demo's.
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_PREFIX,
  BrandPaths as P,
  BrandProcessStatus as S,
  CCBD_PREFIX,
  CcbdPaths,
  type BrandEveryExpertScore,
  type BrandProcess,
  type BrandProcessDetail,
  type BrandQsGroup,
  type BrandReportDetail,
  type BrandReportVersion,
  type BrandScoringTask,
  type BrandTaskStatistics,
  type BrandValuation,
} from '@platform/contract';
import { WORKFLOW_PREFIX, WorkflowPaths } from '@platform/contract/workflow-model';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { seedBrandDemo } from '../src/seed/brand.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, tempDir, testConfig, type TestDatabase } from './helpers.js';
import { signIn } from './harness/tenants.js';

let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};
let unreadBefore = 0;

const unreadOfStaff = async () =>
  withSystemScope(async () => {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from messages m
        join tenant_users tu on tu.id = m.receiver_tenant_user_id join users u on u.id = tu.user_id
        where u.username = 'staff_a' and m.status = 0`),
    );
    return row!.n;
  });

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig({ dataDir: tempDir('brand-seed') }),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  unreadBefore = await unreadOfStaff();
  await seedBrandDemo(app, t.database.db);
  for (const username of ['staff_a', 'reviewer_a', 'expert_a', 'expert_a2'])
    token[username] = await signIn(app, username, 'Demo@123');
}, 300_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

async function ok<T>(who: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}
const brand = <T>(who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  ok<T>(who, method, `${BRAND_PREFIX}/${path}`, payload);
const processes = (who: string, filter: object = {}) =>
  brand<{ items: BrandProcess[]; total: number }>(
    who,
    'POST',
    `${P.processes}?pageIndex=1&pageSize=100`,
    filter,
  );
const tasks = (who: string) =>
  ok<{ items: { elementId: string; queue: string | null; businessKey: string | null }[] }>(
    who,
    'GET',
    `${WORKFLOW_PREFIX}${WorkflowPaths.taskList}?scope=all&definitionKey=brand-assessment&pageIndex=1&pageSize=100`,
  );

describe('brand assessment demo seed', () => {
  it('binds the five questionnaire groups, each with a questionnaire of scored indicators', async () => {
    const groups = await brand<BrandQsGroup[]>('reviewer_a', 'GET', P.qsGroups);
    expect(groups.map((g) => g.dimension)).toEqual([
      'quality',
      'innovation',
      'service',
      'reputation',
      'financial',
    ]);
    for (const g of groups) {
      expect(g.questionnaires).toHaveLength(1);
      expect(g.questionnaires[0]!.indicatorCount).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives staff_a assessments at every step, the one being answered with drafts and its task', async () => {
    const mine = await processes('staff_a');
    const statuses = new Set(mine.items.map((p) => p.status));
    for (const s of [S.answering, S.submitted, S.scoring, S.reviewing, S.completed])
      expect(statuses.has(s), `status ${s}`).toBe(true);
    const answering = mine.items.find((p) => p.status === S.answering)!;
    const detail = await brand<BrandProcessDetail>(
      'staff_a',
      'GET',
      `${P.process}?processId=${answering.id}`,
    );
    expect(detail.answers.filter((a) => a.answered && a.draft)).toHaveLength(2);
    expect(detail.answers.filter((a) => a.answered && !a.draft)).toHaveLength(1);
    expect(detail.canEdit).toBe(true);
    expect((await tasks('staff_a')).items).toContainEqual(
      expect.objectContaining({ elementId: 'answer', queue: 'brandAnswer', businessKey: answering.id }),
    );
    // Their completed assessments show the published level; a valuation its value.
    const done = mine.items.filter((p) => p.status === S.completed && p.submittedAt !== null);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done.every((p) => p.level !== null && p.strengthScore !== null)).toBe(true);
    expect(done.some((p) => p.businessType === 'valuation' && Number(p.brandValue) > 0)).toBe(true);
  });

  it('gives reviewer_a a formal check and a review to do', async () => {
    const submitted = await processes('reviewer_a', { status: S.submitted });
    expect(submitted.total).toBe(1);
    const check = await brand<BrandProcessDetail>(
      'reviewer_a',
      'GET',
      `${P.process}?processId=${submitted.items[0]!.id}`,
    );
    expect(check.canCheck && check.canAssign).toBe(true);
    const reviewing = await processes('reviewer_a', { status: S.reviewing });
    expect(reviewing.total).toBe(1);
    const review = await brand<BrandProcessDetail>(
      'reviewer_a',
      'GET',
      `${P.process}?processId=${reviewing.items[0]!.id}`,
    );
    expect(review.canReview).toBe(true);
    expect(review.experts.every((e) => e.submittedAt !== null)).toBe(true);
    const every = await brand<BrandEveryExpertScore>(
      'reviewer_a',
      'GET',
      `${P.everyExpertScore}?processId=${review.id}`,
    );
    expect(every.complete).toBe(true);
    const flagged = every.groups.flatMap((g) =>
      g.questionnaires.flatMap((q) => q.indicators.flatMap((i) => i.scores.filter((s) => s.deviates))),
    );
    expect(flagged.length).toBeGreaterThan(0);
    const open = (await tasks('reviewer_a')).items;
    expect(open).toContainEqual(expect.objectContaining({ elementId: 'formalCheck', businessKey: check.id }));
    expect(open).toContainEqual(expect.objectContaining({ elementId: 'review', businessKey: review.id }));
  });

  it("gives expert_a a pending scoring task that expert_a2 has submitted, its scores hidden until expert_a's own", async () => {
    const pending = await brand<{ items: BrandScoringTask[] }>(
      'expert_a',
      'POST',
      `${P.scoringTasks}?pageIndex=1&pageSize=100`,
      { state: 'pending' },
    );
    expect(pending.items).toHaveLength(1);
    const task = pending.items[0]!;
    expect(task.status).toBe(S.scoring);
    const detail = await brand<BrandProcessDetail>(
      'expert_a',
      'GET',
      `${P.process}?processId=${task.processId}`,
    );
    const submittedBy = detail.experts.filter((e) => e.submittedAt !== null).map((e) => e.expertName);
    expect(submittedBy).toEqual(['陈静']);
    const table = await brand<{
      submitted: boolean;
      groups: { questionnaires: { indicators: { score: string | null }[] }[] }[];
    }>('expert_a', 'GET', `${P.scoreTable}?processId=${task.processId}`);
    expect(table.submitted).toBe(false);
    expect(
      table.groups
        .flatMap((g) => g.questionnaires.flatMap((q) => q.indicators))
        .every((i) => i.score === null),
    ).toBe(true);
    const hidden = await app.inject({
      method: 'GET',
      url: `${BRAND_PREFIX}/${P.everyExpertScore}?processId=${task.processId}`,
      headers: { authorization: `Bearer ${token.expert_a}` },
    });
    expect(hidden.statusCode).toBe(403);
    expect((await tasks('expert_a')).items).toContainEqual(
      expect.objectContaining({ elementId: 'scoring', businessKey: task.processId }),
    );
    // expert_a2 reads everyone's scores after submitting.
    const theirs = await brand<BrandEveryExpertScore>(
      'expert_a2',
      'GET',
      `${P.everyExpertScore}?processId=${task.processId}`,
    );
    expect(theirs.experts.filter((e) => e.submitted)).toHaveLength(1);
  });

  it('fills the statistics: months, levels, dimensions and the experts’ workload', async () => {
    const stats = await ok<BrandTaskStatistics>(
      'reviewer_a',
      'GET',
      `${CCBD_PREFIX}/${CcbdPaths.taskStatistics}?businessType=all`,
    );
    expect(stats.totals.completed).toBeGreaterThanOrEqual(20);
    expect(Number(stats.totals.averageScore)).toBeGreaterThan(60);
    const months = stats.byMonth.filter((m) => Object.values(m.byType).some((n) => n > 0));
    expect(months.length).toBeGreaterThanOrEqual(10);
    expect(stats.byMonth.filter((m) => m.completed > 0).length).toBeGreaterThanOrEqual(10);
    expect(stats.byLevel.filter((l) => l.count > 0).length).toBeGreaterThanOrEqual(4);
    expect(stats.byDimension.map((d) => d.dimension).sort()).toEqual(
      ['financial', 'innovation', 'quality', 'reputation', 'service'].sort(),
    );
    expect(stats.experts.map((e) => e.expertName).sort()).toEqual(['刘洋', '李华', '陈静'].sort());
    expect(stats.experts.find((e) => e.expertName === '李华')!.pending).toBe(1);
  });

  it("gives a completed valuation its value and a saved report whose figures are the process's", async () => {
    const done = await processes('reviewer_a', { status: S.completed, businessType: 'valuation' });
    const live = done.items.find((p) => p.entName === '苏州精工机械有限公司')!;
    expect(live).toBeDefined();
    const value = await brand<BrandValuation>('reviewer_a', 'GET', `${P.valuePrice}?processId=${live.id}`);
    expect(new Decimal(value.value).toFixed(2)).toBe(live.brandValue);
    // Published: the inputs it was computed with (the enterprise's revenue answer) are kept.
    expect(value.sources.baseRevenue).toBe('saved');
    expect(value.editable).toBe(false);
    expect(value.strength.score).toBe(live.strengthScore);
    const versions = await ok<BrandReportVersion[]>(
      'reviewer_a',
      'GET',
      `${CCBD_PREFIX}/${CcbdPaths.reportVersions}?processId=${live.id}`,
    );
    expect(versions.map((v) => v.version)).toEqual([1]);
    const report = await ok<BrandReportDetail>(
      'staff_a',
      'GET',
      `${CCBD_PREFIX}/${CcbdPaths.reportDetail}?processId=${live.id}`,
    );
    expect(report.version).toBe(1);
    expect(report.strength.score).toBe(live.strengthScore);
    expect(report.strength.level).toBe(live.level);
    expect(new Decimal(report.value!.value).toFixed(2)).toBe(live.brandValue);
    // A finished assessment of the history: its stored figures are what the functions compute.
    const old = done.items.find((p) => p.entName !== live.entName && p.completedAt! < live.completedAt!)!;
    const oldValue = await brand<BrandValuation>('reviewer_a', 'GET', `${P.valuePrice}?processId=${old.id}`);
    expect(new Decimal(oldValue.value).toFixed(2)).toBe(old.brandValue);
    expect(oldValue.strength.score).toBe(old.strengthScore);
  });

  it("leaves staff_a's unread messages as they were", async () => {
    expect(await unreadOfStaff()).toBe(unreadBefore);
  });
});
