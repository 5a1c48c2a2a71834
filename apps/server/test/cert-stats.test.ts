// Certification statistics, workbench, notices, processes, projects and progress through HTTP (issue 21,
// flow step 7). Known rows are inserted into east-cert by SQL (the demo seed may hold others: counts
// are compared before and after, months are taken in 2019 where the seed has nothing): month
// boundaries in China time, the business type filter, the workbench's figures and the caller's tasks,
// the notices' client filter and publish rules, the progress of an instance (the body's staff and
// the applicant only: 404 for another's), and refusals naming the field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'client' | 'body' | 'auditor';
const token = {} as Record<Who, string>;
const member = {} as Record<'staff' | 'reviewer', string>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${B}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function signIn(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd: 'Demo@123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

interface Stats {
  applications: { status: number; count: number }[];
  audits: { status: number; count: number }[];
  certificates: { status: number; count: number }[];
  totals: { applications: number; audits: number; certificates: number };
}
interface Workbench {
  myTasks: number;
  awaitingAcceptance: number;
  auditsThisMonth: number;
  certificatesValid: number;
  certificatesExpiring: number;
  overdueSteps: number;
}
const statistics = (type: string) => ok<Stats>('body', 'GET', `businessstatistics?businessType=${type}`);
const workbench = () => ok<Workbench>('body', 'GET', 'mgmt/workbench/statData');

async function application(
  no: string,
  scheme: string,
  status: number,
  submittedAt: string | null,
  applicant: string,
) {
  const [row] = await q<{
    id: string;
  }>(sql`insert into cert_applications (tenant_id, no, applicant_id, scheme,
      standard, ent_name, credit_code, contact_name, contact_tel, scope, employees, status, submitted_at)
    values (${east}, ${no}, ${applicant}, ${scheme}, '标准', ${`统计测试企业${no}`}, '91320500MA1XXXXX0X', '联系人',
      '13800000000', '范围', 50, ${status}, ${submittedAt}::timestamptz) returning id`);
  return row!.id;
}
async function audit(
  applicationId: string,
  kind: number,
  status: number,
  begin: string,
  end: string,
  days: string,
) {
  await q(sql`insert into cert_audits (tenant_id, application_id, kind, begin_date, end_date, audit_days, status)
    values (${east}, ${applicationId}, ${kind}, ${begin}::date, ${end}::date, ${days}, ${status})`);
}
async function certificate(
  applicationId: string,
  scheme: string,
  status: number,
  issued: string,
  expires: string,
) {
  await q(sql`insert into cert_certificates (tenant_id, no, application_id, holder_id, scheme, standard, ent_name,
      credit_code, scope, issued_on, expires_on, status, verify_code)
    values (${east}, ${`TEST-${scheme}-${Math.random().toString(36).slice(2, 10)}`}, ${applicationId}, 'x', ${scheme},
      '标准', '统计测试企业', '91320500MA1XXXXX0X', '范围', ${issued}::date, ${expires}::date, ${status}, 'code')`);
}

let before: Record<string, Stats>;
let benchBefore: Workbench;
let ownApplication: string;
let ownInstance: string;
let otherInstance: string;

/** Each count of a status list, by status. */
const byStatus = (list: { status: number; count: number }[]) =>
  Object.fromEntries(list.map((r) => [r.status, r.count])) as Record<number, number>;
const delta = (after: Stats, was: Stats, what: 'applications' | 'audits' | 'certificates') => {
  const a = byStatus(after[what]);
  const b = byStatus(was[what]);
  return Object.fromEntries(
    Object.keys({ ...a, ...b })
      .map((k) => [k, (a[Number(k)] ?? 0) - (b[Number(k)] ?? 0)])
      .filter(([, n]) => n !== 0),
  );
};

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await app.ready();
  east = (await q<{ id: string }>(sql`select id from tenants where code = 'east-cert'`))[0]!.id;
  for (const [who, username] of [
    ['staff', 'staff_a'],
    ['reviewer', 'reviewer_a'],
  ] as const) {
    const [row] = await q<{ id: string }>(sql`select tu.id from tenant_users tu
      join users u on u.id = tu.user_id where u.username = ${username} and tu.tenant_id = ${east}`);
    member[who] = row!.id;
  }
  token.client = await signIn('staff_a');
  token.body = await signIn('reviewer_a');
  token.auditor = await signIn('auditor_a');

  before = {
    all: await statistics('all'),
    system: await statistics('system'),
    product: await statistics('product'),
  };
  benchBefore = await workbench();

  // 23:30 on 31 March in China is 15:30 UTC: March. 00:10 on 1 April in China is still 31 March in UTC: April.
  const march = await application('ST-1', 'QMS', 1, '2019-03-31T15:30:00Z', 'someone-else');
  const april = await application('ST-2', 'EMS', 7, '2019-03-31T16:10:00Z', 'someone-else');
  const ccc = await application('ST-3', 'CCC', 4, '2019-04-15T02:00:00Z', 'someone-else');
  await application('ST-4', 'QMS', 0, null, 'someone-else');
  await audit(april, 2, 6, '2019-04-28', '2019-04-30', '3.5');
  await audit(ccc, 5, 5, '2019-04-30', '2019-05-01', '2');
  await audit(march, 1, 0, '2019-04-09', '2019-04-10', '1');
  // Begins this month (China time), confirmed.
  await q(sql`insert into cert_audits (tenant_id, application_id, kind, begin_date, end_date, audit_days, status)
    values (${east}, ${march}, 2, date_trunc('month', (now() at time zone 'Asia/Shanghai'))::date,
      date_trunc('month', (now() at time zone 'Asia/Shanghai'))::date, '1', 4)`);
  await certificate(april, 'EMS', 3, '2019-04-30', '2022-04-29');
  await certificate(
    march,
    'QMS',
    1,
    '2025-01-01',
    `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`,
  );
  await certificate(
    march,
    'QMS',
    1,
    '2025-01-01',
    `${new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)}`,
  );

  // Two instances of the process at `plan` (body staff's queue): one of staff_a's application, one of another's.
  ownApplication = await application('ST-5', 'QMS', 4, '2019-06-01T02:00:00Z', member.staff);
  const start = async (applicationId: string, no: string) =>
    (
      await app.workflow.startAs(
        east,
        {
          definitionKey: 'cert-certification',
          businessKey: no,
          title: `${no} 认证`,
          variables: { kind: 'surveillance', applicationId, applicant: 'staff_a' },
        },
        { id: member.staff, name: '张明' },
      )
    ).id;
  ownInstance = await start(ownApplication, 'ST-5');
  otherInstance = await start(march, 'ST-1');
  await q(sql`update cert_applications set instance_id = ${ownInstance} where id = ${ownApplication}`);
  await q(sql`update cert_applications set instance_id = ${otherInstance} where id = ${march}`);
  await q(sql`update wf_tasks set due_at = now() - interval '1 day' where instance_id = ${otherInstance}`);
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('statistics', () => {
  it('counts applications, audits and certificates by status, filtered by business type', async () => {
    const all = await statistics('all');
    expect(delta(all, before.all!, 'applications')).toEqual({ 0: 1, 1: 1, 4: 2, 7: 1 });
    expect(delta(all, before.all!, 'audits')).toEqual({ 0: 1, 4: 1, 5: 1, 6: 1 });
    expect(delta(all, before.all!, 'certificates')).toEqual({ 1: 2, 3: 1 });
    expect(all.totals.applications - before.all!.totals.applications).toBe(5);
    const system = await statistics('system');
    expect(delta(system, before.system!, 'applications')).toEqual({ 0: 1, 1: 1, 4: 1, 7: 1 });
    expect(delta(system, before.system!, 'audits')).toEqual({ 0: 1, 4: 1, 6: 1 });
    const product = await statistics('product');
    expect(delta(product, before.product!, 'applications')).toEqual({ 4: 1 });
    expect(delta(product, before.product!, 'audits')).toEqual({ 5: 1 });
    expect(delta(product, before.product!, 'certificates')).toEqual({});
  });

  it('reports every month of the span, months in China time, done audits by their last day', async () => {
    const months = await ok(
      'body',
      'GET',
      'statsOfMonth?businessType=all&startDate=2019-03-15&endDate=2019-05-20',
    );
    expect(months).toEqual([
      { month: '2019-03', applications: 1, audits: 0, certificates: 0, auditDays: '0' },
      { month: '2019-04', applications: 2, audits: 1, certificates: 1, auditDays: '3.5' },
      { month: '2019-05', applications: 0, audits: 1, certificates: 0, auditDays: '2' },
    ]);
    const product = await ok(
      'body',
      'GET',
      'statsOfMonth?businessType=product&startDate=2019-04&endDate=2019-05',
    );
    expect(product).toEqual([
      { month: '2019-04', applications: 1, audits: 0, certificates: 0, auditDays: '0' },
      { month: '2019-05', applications: 0, audits: 1, certificates: 0, auditDays: '2' },
    ]);
    const system = await ok<{ month: string; applications: number }[]>(
      'body',
      'GET',
      'statsOfMonth?businessType=system&startDate=2019-03-01&endDate=2019-04-30',
    );
    expect(system.map((m) => m.applications)).toEqual([1, 1]);
  });

  it('draws a series per scheme', async () => {
    const chart = await ok(
      'body',
      'GET',
      'mgmt/workbench/statChart?startYm=2019-03&endYm=2019-05&type=applications',
    );
    expect(chart).toEqual({
      type: 'applications',
      months: ['2019-03', '2019-04', '2019-05'],
      series: [
        { scheme: 'CCC', data: [0, 1, 0] },
        { scheme: 'EMS', data: [0, 1, 0] },
        { scheme: 'QMS', data: [1, 0, 0] },
      ],
    });
    const days = await ok<{ series: unknown[] }>(
      'body',
      'GET',
      'mgmt/workbench/statChart?startYm=2019-04&endYm=2019-05&type=auditDays',
    );
    expect(days.series).toEqual(
      expect.arrayContaining([
        { scheme: 'CCC', data: [0, 2] },
        { scheme: 'EMS', data: [3.5, 0] },
      ]),
    );
  });

  it('refuses bad spans and types naming the field, in the caller’s language', async () => {
    const bad = await call('body', 'GET', 'statsOfMonth?businessType=all&startDate=2019-13&endDate=2019-05');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      { field: 'query.startDate', reason: '须为年月（YYYY-MM）或日期（YYYY-MM-DD）' },
    ]);
    const reversed = await call(
      'body',
      'GET',
      'mgmt/workbench/statChart?startYm=2019-05&endYm=2019-03',
      undefined,
      'en-US',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.errors).toEqual([
      { field: 'query.endYm', reason: 'the end month must not be before the start month' },
    ]);
    const tooLong = await call('body', 'GET', 'statsOfMonth?startDate=2000-01&endDate=2019-01');
    expect(tooLong.json().data.errors[0].field).toBe('query.endDate');
    const type = await call('body', 'GET', 'businessstatistics?businessType=service');
    expect(type.statusCode).toBe(400);
    expect(type.json().data.errors[0].field).toBe('query.businessType');
    const missing = await call('body', 'GET', 'statsOfMonth?startDate=2019-01');
    expect(missing.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['query.endDate']);
    expect((await call('client', 'GET', 'businessstatistics')).statusCode).toBe(403);
  });
});

describe('workbench', () => {
  it('counts awaiting acceptance, audits this month, valid and expiring certificates, tasks and overdue steps', async () => {
    const now = await workbench();
    expect({
      myTasks: now.myTasks - benchBefore.myTasks,
      awaitingAcceptance: now.awaitingAcceptance - benchBefore.awaitingAcceptance,
      auditsThisMonth: now.auditsThisMonth - benchBefore.auditsThisMonth,
      certificatesValid: now.certificatesValid - benchBefore.certificatesValid,
      certificatesExpiring: now.certificatesExpiring - benchBefore.certificatesExpiring,
      overdueSteps: now.overdueSteps - benchBefore.overdueSteps,
    }).toEqual({
      myTasks: 2,
      awaitingAcceptance: 1,
      auditsThisMonth: 1,
      certificatesValid: 2,
      certificatesExpiring: 1,
      overdueSteps: 1,
    });
  });

  it("lists the caller's certification tasks with the page each opens", async () => {
    const page = await ok<{
      items: { instanceId: string; page: string; entName: string; overdue: boolean }[];
    }>('body', 'POST', 'mgmt/queryMyTasks?pageIndex=1&pageSize=100', {});
    const mine = page.items.filter((i) => [ownInstance, otherInstance].includes(i.instanceId));
    expect(mine.map((i) => [i.entName, i.page, i.overdue]).sort()).toEqual([
      ['统计测试企业ST-1', '/plan', true],
      ['统计测试企业ST-5', '/plan', false],
    ]);
  });
});

describe('processes and projects', () => {
  it('lists cert instances with their step and application, filtered', async () => {
    const page = await ok<{
      items: { instanceId: string; step: string; applicationNo: string; kind: string }[];
      total: number;
    }>('body', 'POST', 'process/queryPageList?pageIndex=1&pageSize=10', {
      keyword: 'ST-5',
      step: 'plan',
      status: 'running',
    });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      instanceId: ownInstance,
      step: 'plan',
      applicationNo: 'ST-5',
      kind: 'surveillance',
    });
    const none = await ok<{ total: number }>('body', 'POST', 'process/queryPageList', {
      keyword: 'ST-5',
      step: 'review',
    });
    expect(none.total).toBe(0);
  });

  it('lists projects with their audits and certificate', async () => {
    const page = await ok<{
      items: {
        no: string;
        audits: { total: number; closed: number; next: { kind: number } | null };
        certificate: { status: number } | null;
      }[];
      total: number;
    }>('body', 'POST', 'project/queryPageList?pageIndex=1&pageSize=10', { keyword: '统计测试企业ST-' });
    // The draft is not a project.
    expect(page.items.map((p) => p.no).sort()).toEqual(['ST-1', 'ST-2', 'ST-3', 'ST-5']);
    const march = page.items.find((p) => p.no === 'ST-1')!;
    expect(march.audits).toMatchObject({ total: 2, closed: 0 });
    expect(march.certificate?.status).toBe(1);
    expect(page.items.find((p) => p.no === 'ST-2')!.audits).toEqual({ total: 1, closed: 1, next: null });
    const ccc = await ok<{ items: { kind: number; entName: string }[] }>(
      'body',
      'POST',
      'cccTask/queryCCCList',
      {
        keyword: 'ST-3',
      },
    );
    expect(ccc.items).toEqual([expect.objectContaining({ kind: 5, entName: '统计测试企业ST-3' })]);
  });

  it('shows the progress to the body and to the applicant, 404 to a client for another application', async () => {
    const progress = await ok<{ active: string[]; xml: string }>(
      'body',
      'GET',
      `workflow/getProgress?wfInstanceId=${otherInstance}`,
    );
    expect(progress.active).toEqual(['plan']);
    expect(progress.xml).toContain('cert-certification');
    const own = await ok<{ active: string[] }>(
      'client',
      'GET',
      `workflow/getProgress?wfInstanceId=${ownInstance}`,
    );
    expect(own.active).toEqual(['plan']);
    // staff_a started both instances, but ST-1 is not their application.
    const other = await call('client', 'GET', `workflow/getProgress?wfInstanceId=${otherInstance}`);
    expect(other.statusCode).toBe(404);
    expect(
      (await call('auditor', 'GET', `workflow/getProgress?wfInstanceId=${ownInstance}`)).statusCode,
    ).toBe(404);
    const bad = await call('body', 'GET', 'workflow/getProgress?wfInstanceId=nope');
    expect(bad.json().data.errors[0].field).toBe('query.wfInstanceId');
    expect((await call('client', 'POST', 'process/queryPageList', {})).statusCode).toBe(403);
  });
});

describe('notices', () => {
  it('keeps drafts and staff notices from clients, publishes once, deletes', async () => {
    const save = (body: object) =>
      ok<{ id: string; status: number }>('body', 'POST', 'cert/notice/save', body);
    const draft = await save({ title: '统计测试公告：草稿', content: '内容' });
    const staffOnly = await save({ title: '统计测试公告：内部', content: '内容', client: false });
    const pinned = await save({ title: '统计测试公告：置顶', content: '内容', pinned: true });
    expect(draft.status).toBe(0);
    await ok('body', 'POST', 'cert/notice/publish', { id: staffOnly.id });
    await ok('body', 'POST', 'cert/notice/publish', { id: pinned.id });
    const again = await call('body', 'POST', 'cert/notice/publish', { id: pinned.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('公告已经发布');

    const titles = async (who: Who, query: string) =>
      (
        await ok<{ items: { title: string }[] }>(who, 'POST', `cert/notice/queryNoticeByPage?${query}`, {
          keyword: '统计测试公告',
        })
      ).items.map((n) => n.title);
    expect(await titles('client', 'client=true')).toEqual(['统计测试公告：置顶']);
    expect(await titles('body', 'client=true')).toEqual(['统计测试公告：置顶']);
    expect((await titles('body', 'pageIndex=1')).sort()).toEqual(
      ['统计测试公告：草稿', '统计测试公告：内部', '统计测试公告：置顶'].sort(),
    );
    // The management list is the body's.
    expect((await call('client', 'POST', 'cert/notice/queryNoticeByPage', {})).statusCode).toBe(403);
    expect((await call('client', 'POST', 'cert/notice/save', { title: 'x', content: 'y' })).statusCode).toBe(
      403,
    );

    const blank = await call('body', 'POST', 'cert/notice/save', { title: ' ', content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.title',
      'body.content',
    ]);

    await ok('body', 'POST', 'cert/notice/delete', { id: pinned.id });
    expect(await titles('client', 'client=true')).toEqual([]);
    expect((await call('body', 'POST', 'cert/notice/delete', { id: pinned.id })).statusCode).toBe(404);
  });
});
