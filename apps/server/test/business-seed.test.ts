// The business demo (issue 19) as startServer seeds it: after the demo and workflow seeds, staff_a,
// reviewer_a and expert_a each have business work when they sign in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedBusinessDemo } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await seedWorkflowDemo(app, t.database.db);
  await seedBusinessDemo(app, t.database.db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));

describe('the business demo seed', () => {
  it('publishes east-cert items with an indicator form, a questionnaire and a scoring form to both demo tenants', async () => {
    const items = await query<{ name: string; status: number; targets: number }>(sql`
      select i.name, i.status, (select count(*)::int from biz_tenants bt where bt.biz_id = i.id and bt.notified_at is not null) as targets
      from biz_items i join tenants t on t.id = i.tenant_id where t.code = 'east-cert' order by i.created_at`);
    expect(items.length).toBeGreaterThanOrEqual(1);
    for (const item of items) expect(item).toMatchObject({ status: 1, targets: 2 });
    const kinds = await query<{ kind: number }>(sql`select distinct kind from biz_papers order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual([1, 2, 3]);
  });

  it('leaves staff_a a draft, a returned paper with field comments and papers not started', async () => {
    const mine = await query<{ status: number; field_comments: Record<string, string> | null }>(sql`
      select s.status, r.field_comments from biz_submissions s
      join tenant_users tu on tu.id = s.submitter_id join users u on u.id = tu.user_id
      left join biz_reviews r on r.submission_id = s.id
      where u.username = 'staff_a'`);
    expect(mine.map((s) => s.status).sort()).toEqual([0, 2]);
    const returned = mine.find((s) => s.status === 2)!;
    expect(Object.keys(returned.field_comments ?? {}).length).toBeGreaterThan(0);
    const [open] = await query<{ n: number }>(sql`
      select count(*)::int as n from biz_papers p where not exists (
        select 1 from biz_submissions s join tenant_users tu on tu.id = s.submitter_id
        join users u on u.id = tu.user_id where s.paper_id = p.id and u.username = 'staff_a')`);
    expect(open!.n).toBeGreaterThanOrEqual(1);
  });

  it('leaves reviewer_a submitted papers to review and accepted ones, and expert_a scoring papers to score', async () => {
    const [counts] = await query<{ submitted: number; accepted: number; answers: number }>(sql`
      select count(*) filter (where s.status = 1 and p.kind = 1)::int as submitted,
        count(*) filter (where s.status = 3)::int as accepted,
        count(*) filter (where s.status = 1 and p.kind = 2)::int as answers
      from biz_submissions s join biz_papers p on p.id = s.paper_id`);
    expect(counts!.submitted).toBeGreaterThanOrEqual(2);
    expect(counts!.accepted).toBeGreaterThanOrEqual(1);
    expect(counts!.answers).toBeGreaterThanOrEqual(3);
    const [scoring] = await query<{ n: number }>(sql`
      select count(*)::int as n from biz_submissions s join biz_papers p on p.id = s.paper_id
      where p.kind = 3 and s.status = 1 and 'expert_a' = any(p.experts)
        and not exists (select 1 from biz_scores sc where sc.submission_id = s.id)`);
    expect(scoring!.n).toBeGreaterThanOrEqual(1);
  });
});
