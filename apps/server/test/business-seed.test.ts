// The business demo (issue 19) as startServer seeds it: after the demo and workflow seeds, staff_a,
// reviewer_a and expert_a each find business work when they sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessPaths,
  COMPLIANCE_PREFIX,
  SPACESTATION_PREFIX,
  SubmissionStatus,
} from '@platform/contract/business-model';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { seedBusinessDemo } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};

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
  for (const username of ['staff_a', 'reviewer_a', 'expert_a']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/login',
      payload: { username, pwd: 'Demo@123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    token[username] = res.json().data.token as string;
  }
}, 180_000);

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

const S = SubmissionStatus;
const brms = (path: string) => `${COMPLIANCE_PREFIX}/${path}`;

describe('the business demo seed', () => {
  it('gives staff_a a returned paper with field comments to correct, a draft and papers not started', async () => {
    const { items } = await ok<{ items: { submitId: string | null; status: number; kind: number }[] }>(
      'staff_a',
      'POST',
      `${SPACESTATION_PREFIX}/${BusinessPaths.published}?pageIndex=1&pageSize=50`,
      {},
    );
    const statuses = items.map((p) => p.status);
    expect(statuses).toEqual(expect.arrayContaining([S.returned, S.draft, S.notStarted]));
    expect(statuses.filter((s) => s === S.notStarted).length).toBeGreaterThanOrEqual(2);
    const returned = items.find((p) => p.status === S.returned)!;
    const detail = await ok<{ canEdit: boolean; lastReview: { fieldComments: Record<string, string> } }>(
      'staff_a',
      'GET',
      `${brms(BusinessPaths.fill)}?submitId=${returned.submitId}`,
    );
    expect(detail.canEdit).toBe(true);
    expect(Object.keys(detail.lastReview.fieldComments)).toEqual(
      expect.arrayContaining(['employees', 'products[1].standard']),
    );
  });

  it('gives reviewer_a submitted papers to review, in 业务审查 and in the 待审查业务 queue, and accepted ones', async () => {
    const list = (status: number) =>
      ok<{ total: number }>(
        'reviewer_a',
        'POST',
        `${brms(BusinessPaths.submissions)}?pageIndex=1&pageSize=50`,
        {
          status,
        },
      );
    expect((await list(S.submitted)).total).toBeGreaterThanOrEqual(4);
    expect((await list(S.accepted)).total).toBe(2);
    const { byQueue } = await ok<{ byQueue: Record<string, number> }>(
      'reviewer_a',
      'GET',
      '/api/api-workflow/task/counts',
    );
    expect(byQueue.bizReview).toBeGreaterThanOrEqual(4);
  });

  it('gives expert_a scoring papers to score', async () => {
    const { total } = await ok<{ total: number }>(
      'expert_a',
      'GET',
      `${brms(BusinessPaths.scoreList)}?pageIndex=1&pageSize=20&pending=true`,
    );
    expect(total).toBe(2);
  });

  it('has questionnaire answers of five people for the results', async () => {
    const { items } = await ok<{ items: { formName: string; submitted: number }[] }>(
      'staff_a',
      'GET',
      `${brms(BusinessPaths.questionnaires)}?pageIndex=1&pageSize=20`,
    );
    expect(items.find((q) => q.formName === '认证服务满意度问卷')?.submitted).toBe(5);
  });
});
