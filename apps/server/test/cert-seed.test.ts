// The certification demo (issue 21) as startServer seeds it: every account of east-cert finds work in
// the cert app — reviewer_a a submitted application with its accept task, contracts, programmes,
// audits, reviews, decisions, certificates, notices and statistics; auditor_a the stage 2 audit under
// way that he leads; staff_a their applications, certificates and a plan to confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationStatus,
  AuditKind,
  AuditStatus,
  CERT_PREFIX,
  CertAuditWorkPaths,
  CertContractPaths,
  CertFindingKind,
  CertFindingStatus,
  CertificateStatus,
  CertPaths as P,
} from '@platform/contract/cert-model';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { seedBusinessDemo } from '../src/seed/business.js';
import { seedCarbonDemo } from '../src/seed/carbon.js';
import { seedCertDemo } from '../src/seed/cert.js';
import { seedDemo } from '../src/seed/index.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, tempDir, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig({ dataDir: tempDir('cert-seed') }),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await seedWorkflowDemo(app, t.database.db);
  await seedBusinessDemo(app, t.database.db);
  await seedCarbonDemo(app, t.database.db);
  await seedCertDemo(app, t.database.db);
  for (const username of ['staff_a', 'reviewer_a', 'auditor_a', 'expert_a']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/login',
      payload: { username, pwd: 'Demo@123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    token[username] = res.json().data.token as string;
  }
}, 300_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

async function ok<T>(who: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
  const res = await app.inject({
    method,
    url: `${CERT_PREFIX}/${path}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().data as T;
}
const page = <T>(who: string, path: string, filter: object = {}) =>
  ok<{ items: T[]; total: number }>(who, 'POST', `${path}?pageIndex=1&pageSize=100`, filter);

interface Task {
  elementId: string;
  page: string;
  entName: string | null;
}

describe('certification demo seed', () => {
  it('gives reviewer_a a submitted application and its accept task, and every body list rows', async () => {
    const submitted = await page<{ entName: string; status: number }>('reviewer_a', P.applications, {
      status: ApplicationStatus.submitted,
    });
    expect(submitted.items.map((a) => a.entName)).toContain('杭州绿叶食品有限公司');
    const tasks = await page<Task>('reviewer_a', P.myTasks);
    expect(tasks.items).toContainEqual(
      expect.objectContaining({ elementId: 'accept', page: '/applyManage', entName: '杭州绿叶食品有限公司' }),
    );
    // The other steps of the body: contract, audit planning, technical review, decision.
    expect(new Set(tasks.items.map((task) => task.elementId))).toEqual(
      new Set(['accept', 'contract', 'plan', 'review', 'decision']),
    );

    const awaiting = await page<{ entName: string }>('reviewer_a', CertContractPaths.awaiting);
    expect(awaiting.items.map((a) => a.entName)).toContain('上海东方物流有限公司');
    const contracts = await page<{ status: number }>('reviewer_a', P.contracts);
    expect(contracts.items.map((c) => c.status)).toEqual(expect.arrayContaining([1, 2]));
    expect((await page('reviewer_a', P.programmes)).total).toBeGreaterThan(0);
    const underway = await page<{ status: number }>('reviewer_a', P.audits, { underway: true });
    expect(underway.items.map((a) => a.status)).toEqual(
      expect.arrayContaining([AuditStatus.issued, AuditStatus.confirmed]),
    );
    const planned = await page<{ kind: number; dueDate: string | null }>('reviewer_a', P.audits, {
      kind: AuditKind.surveillance,
      status: AuditStatus.planned,
    });
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(planned.items.some((a) => a.dueDate !== null && a.dueDate <= inAMonth)).toBe(true);
    expect((await page('reviewer_a', CertAuditWorkPaths.auditFiles)).total).toBeGreaterThan(0);
    expect((await page('reviewer_a', P.reviews, { state: 'pending' })).total).toBeGreaterThan(0);
    expect((await page('reviewer_a', P.decisions, { state: 'pending' })).total).toBeGreaterThan(0);
    const certificates = await page<{ status: number }>('reviewer_a', P.certificates);
    expect(certificates.total).toBeGreaterThanOrEqual(30);
    expect(certificates.items.map((c) => c.status)).toEqual(
      expect.arrayContaining([
        CertificateStatus.valid,
        CertificateStatus.suspended,
        CertificateStatus.expired,
      ]),
    );
    const auditors = await page<{ memberUsername: string | null; conflicts: string[] }>(
      'reviewer_a',
      P.auditors,
    );
    expect(auditors.total).toBe(6);
    expect(
      auditors.items
        .filter((a) => a.memberUsername)
        .map((a) => a.memberUsername)
        .sort(),
    ).toEqual(['auditor_a', 'expert_a']);
    expect(auditors.items.some((a) => a.conflicts.length > 0)).toBe(true);
    const notices = await page<{ status: number }>('reviewer_a', P.notices);
    expect(notices.items.map((n) => n.status).sort()).toEqual([0, 1, 1, 1]);
    expect((await page('reviewer_a', P.processes)).total).toBeGreaterThanOrEqual(11);
    expect((await page('reviewer_a', P.projects)).total).toBeGreaterThan(0);
    expect((await page('reviewer_a', P.cccTasks)).total).toBeGreaterThan(0);
  });

  it('fills the statistics and the workbench charts of the last twelve months', async () => {
    const counts = await ok<Record<string, unknown>>(
      'reviewer_a',
      'GET',
      `${P.businessStatistics}?businessType=all`,
    );
    expect(JSON.stringify(counts)).not.toBe('{}');
    const end = new Date();
    const start = new Date(end.getFullYear(), end.getMonth() - 11, 1);
    const ym = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    const chart = await ok<{ series: { data: number[] }[] }>(
      'reviewer_a',
      'GET',
      `${P.workbenchChart}?startYm=${ym(start)}&endYm=${ym(end)}&type=certificates`,
    );
    const total = chart.series.flatMap((s) => s.data).reduce((a, b) => a + Number(b), 0);
    expect(total).toBeGreaterThanOrEqual(25);
    const data = await ok<{ awaitingAcceptance: number; certificatesValid: number }>(
      'reviewer_a',
      'GET',
      P.workbenchData,
    );
    expect(data.awaitingAcceptance).toBeGreaterThan(0);
    expect(data.certificatesValid).toBeGreaterThan(20);
  });

  it('gives auditor_a the stage 2 audit he leads, with a major open, a minor answered and an observation', async () => {
    const mine = await page<{ id: string; kind: number; status: number; myPost: string | null }>(
      'auditor_a',
      P.myAudits,
    );
    const audit = mine.items.find((a) => a.kind === AuditKind.stage2 && a.status === AuditStatus.confirmed);
    expect(audit?.myPost).toBe('leader');
    const findings = await ok<{ items: { kind: number; status: number }[] }>(
      'auditor_a',
      'POST',
      P.findings,
      {
        auditId: audit!.id,
      },
    );
    expect(findings.items.map((f) => [f.kind, f.status]).sort()).toEqual(
      [
        [CertFindingKind.observation, CertFindingStatus.open],
        [CertFindingKind.minor, CertFindingStatus.answered],
        [CertFindingKind.major, CertFindingStatus.open],
      ].sort(),
    );
    const expert = await page<{ kind: number; myPost: string | null }>('expert_a', P.myAudits);
    expect(expert.items.map((a) => a.kind).sort()).toEqual([AuditKind.stage2, AuditKind.factoryInspection]);
  });

  it('gives staff_a their applications at every step, their certificates and a plan to confirm', async () => {
    const mine = await ok<{ items: { status: number }[] }>(
      'staff_a',
      'GET',
      `${P.myApplication}?pageIndex=1&pageSize=100`,
    );
    const statuses = new Set(mine.items.map((a) => a.status));
    for (const s of [
      ApplicationStatus.draft,
      ApplicationStatus.submitted,
      ApplicationStatus.refused,
      ApplicationStatus.accepted,
      ApplicationStatus.contracted,
      ApplicationStatus.auditing,
      ApplicationStatus.deciding,
      ApplicationStatus.certified,
    ])
      expect(statuses.has(s), `status ${s}`).toBe(true);
    const certificates = await ok<{ items: unknown[] }>(
      'staff_a',
      'GET',
      `${P.myCertificates}?pageIndex=1&pageSize=100`,
    );
    expect(certificates.items.length).toBeGreaterThan(0);
    const tasks = await page<Task>('staff_a', P.myTasks);
    expect(tasks.items).toContainEqual(
      expect.objectContaining({ elementId: 'confirm', entName: '宁波海天五金有限公司' }),
    );
    const notices = await ok<{ items: unknown[] }>(
      'staff_a',
      'POST',
      `${P.notices}?client=true&pageIndex=1&pageSize=20`,
      {},
    );
    expect(notices.items).toHaveLength(3);
  });
});
