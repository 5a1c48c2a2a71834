// Audit programmes, plans and teams through HTTP (issue 21, flow step 4). The earlier steps are set up
// by SQL and workflow.complete: staff_a's (role 8) QMS application, its process at `plan` after
// acceptance and contract, and createProgramme as the contract's signing calls it. reviewer_a (role 34)
// registers auditors, picks a team from the candidates (scheme and field codes, conflicts marked),
// saves the plan (one leader with a sign-in, no conflicted auditor) and issues it: the audit letter
// and plan pages then read it, and staff_a hears of it; staff_a asks for changes (back to `plan`),
// then confirms the reissued plan (the leader's `audit` task). Surveillance audits start their own
// process. A client sees only their own audits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { withTenantScope } from '../src/db/tenant-scope.js';
import type { RequestContext } from '../src/http/context.js';
import { addDays, createProgramme, scheduleCycle, todayIso } from '../src/modules/cert/programme.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
const ENT = '无锡精密程序测试有限公司';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'client' | 'body' | 'auditor';
const token = {} as Record<Who, string>;
const member = {} as Record<'staff' | 'reviewer' | 'auditor', { id: string; userId: string }>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: url.startsWith('/') ? url : `${B}/${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
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

const ctxOf = (m: { id: string; userId: string }): RequestContext => ({
  sessionId: 'test',
  userId: m.userId,
  tenantId: east,
  tenantUserId: m.id,
  roleId: null,
  isPlatformAdmin: false,
  app: null,
});

async function openTask(instanceId: string) {
  return (
    await q<{
      id: string;
      element_id: string;
      assignee_id: string | null;
    }>(sql`select id, element_id, assignee_id
      from wf_tasks where instance_id = ${instanceId} and status = 'open'`)
  )[0];
}

async function messagesOf(tenantUserId: string, smsType: string) {
  return q<{ title: string; param: string | null }>(sql`select title, param::text as param from messages
    where tenant_id = ${east} and receiver_tenant_user_id = ${tenantUserId} and sms_type = ${smsType}
    order by created_at, id`);
}

interface Audit {
  id: string;
  kind: number;
  seq: number;
  dueDate: string | null;
  beginDate: string | null;
  auditDays: string;
  status: number;
  processId: string | null;
  phase: number | null;
  started: boolean;
  leaderName: string | null;
  team: { name: string; post: string }[];
  plan?: { date: string; subject: string }[];
  changeRequest?: string | null;
}
interface Candidate {
  auditorId: string;
  name: string;
  matchedFields: string[];
  hasSignIn: boolean;
  conflicts: string[];
}

let applicationId: string;
let instanceId: string;
let stage1: string;
const auditor = {} as Record<'leader' | 'member' | 'ownOrg' | 'pastClient' | 'ems', string>;

async function setUp() {
  const [application] = await q<{
    id: string;
  }>(sql`insert into cert_applications (tenant_id, no, applicant_id,
      scheme, standard, ent_name, credit_code, contact_name, contact_tel, scope, field_codes, employees, status,
      audit_days)
    values (${east}, 'CA-2026-80001', ${member.staff.id}, 'QMS', 'GB/T 19001-2016 / ISO 9001:2015', ${ENT},
      '91320200MA1XXXXX0X', '张明', '13800000000', '精密零件的加工', '["17.12.05","18.01.01"]'::jsonb, 80, 3,
      '10') returning id`);
  applicationId = application!.id;
  const started = await app.workflow.startAs(
    east,
    {
      definitionKey: 'cert-certification',
      businessKey: 'CA-2026-80001',
      title: `${ENT} QMS`,
      variables: { kind: 'initial', applicationId, applicant: 'staff_a', entName: ENT, scheme: 'QMS' },
    },
    { id: member.staff.id, name: '张明' },
  );
  instanceId = started.id;
  await q(sql`update cert_applications set instance_id = ${instanceId} where id = ${applicationId}`);
  for (const [element, variables] of [
    ['accept', { result: 'accepted', auditDays: '10' }],
    ['contract', { result: 'signed' }],
  ] as const) {
    const task = await openTask(instanceId);
    expect(task?.element_id).toBe(element);
    await app.workflow.claim(ctxOf(member.reviewer), task!.id);
    await app.workflow.complete(ctxOf(member.reviewer), { id: task!.id, variables });
  }
  expect((await openTask(instanceId))?.element_id).toBe('plan');
  stage1 = await withTenantScope(east, () =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update cert_applications set status = 4 where id = ${applicationId}`);
      return createProgramme(
        tx as Db,
        east,
        { id: applicationId, scheme: 'QMS', auditDays: '10' },
        member.reviewer.id,
      );
    }),
  );
}

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
    ['auditor', 'auditor_a'],
  ] as const) {
    const [row] = await q<{ id: string; user_id: string }>(sql`select tu.id, tu.user_id from tenant_users tu
      join users u on u.id = tu.user_id where u.username = ${username} and tu.tenant_id = ${east}`);
    member[who] = { id: row!.id, userId: row!.user_id };
  }
  token.client = await signIn('staff_a');
  token.body = await signIn('reviewer_a');
  token.auditor = await signIn('auditor_a');
  await setUp();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('the programme', () => {
  it('splits the audit days into stage 1 and stage 2 with their due dates', async () => {
    const detail = await ok<{ auditList: Audit[]; nextKind: number; entName: string }>(
      'body',
      'GET',
      `programme/detail?id=${applicationId}`,
    );
    expect(detail.entName).toBe(ENT);
    expect(detail.nextKind).toBe(1);
    expect(detail.auditList.map((a) => [a.kind, a.auditDays, a.dueDate, a.status, a.phase])).toEqual([
      [1, '3.0', addDays(todayIso(), 30), 0, 1],
      [2, '7.0', addDays(todayIso(), 90), 0, 2],
    ]);
    expect(detail.auditList[0]!.id).toBe(stage1);
    const page = await ok<{ items: { applicationId: string; audits: number }[]; total: number }>(
      'body',
      'POST',
      'programme/queryPageList?pageIndex=1&pageSize=10',
      { keyword: '程序测试' },
    );
    expect(page).toMatchObject({ total: 1, items: [{ applicationId, audits: 2 }] });
  });

  it('is the body’s page: a client is refused', async () => {
    expect((await call('client', 'POST', 'programme/queryPageList', {})).statusCode).toBe(403);
  });
});

describe('auditors and team candidates', () => {
  it('registers auditors and lists them by scheme and keyword', async () => {
    const save = (body: object) => ok<{ id: string }>('body', 'POST', 'auditor/save', body);
    const base = { gender: 1, qualification: '审核员', schemes: ['QMS'], organisation: '华东质量认证中心' };
    auditor.leader = (
      await save({
        ...base,
        name: '赵强',
        mobile: '13900000101',
        qualification: '高级审核员',
        fieldCodes: ['17.12.05'],
        tenantUserId: member.auditor.id,
      })
    ).id;
    auditor.member = (
      await save({ ...base, name: '钱七', mobile: '13900000102', fieldCodes: ['18.01.01'] })
    ).id;
    auditor.ownOrg = (
      await save({
        ...base,
        name: '孙八',
        mobile: '13900000103',
        fieldCodes: ['17.12.05'],
        organisation: ENT,
      })
    ).id;
    auditor.pastClient = (
      await save({
        ...base,
        name: '李九',
        mobile: '13900000104',
        fieldCodes: ['18.01.01'],
        conflicts: [`${ENT}（咨询）`],
      })
    ).id;
    auditor.ems = (
      await save({ ...base, name: '周十', mobile: '13900000105', schemes: ['EMS'], fieldCodes: ['17.12.05'] })
    ).id;
    const page = await ok<{ items: { name: string; memberUsername: string | null }[]; total: number }>(
      'body',
      'POST',
      'auditor/queryPageList?pageIndex=1&pageSize=20',
      { scheme: 'QMS', keyword: '赵强' },
    );
    expect(page.items).toEqual([expect.objectContaining({ name: '赵强', memberUsername: 'auditor_a' })]);
    const bad = await call('body', 'POST', 'auditor/save', {
      ...base,
      name: 'x',
      mobile: '123',
      fieldCodes: [],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('offers the active auditors of the scheme with a matching field code, conflicts marked', async () => {
    const candidates = await ok<Candidate[]>('body', 'GET', `audit/teamCandidates?auditId=${stage1}`);
    const byName = Object.fromEntries(candidates.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['孙八', '李九', '赵强', '钱七'].sort());
    expect(byName['赵强']).toMatchObject({ hasSignIn: true, matchedFields: ['17.12.05'], conflicts: [] });
    expect(byName['钱七']).toMatchObject({ hasSignIn: false, conflicts: [] });
    expect(byName['孙八']!.conflicts).toHaveLength(1);
    expect(byName['李九']!.conflicts).toHaveLength(1);
  });
});

const planBody = (team: { auditorId: string; post: string }[], extra: object = {}) => ({
  auditId: stage1,
  beginDate: addDays(todayIso(), 40),
  endDate: addDays(todayIso(), 41),
  auditDays: '3',
  criteria: 'GB/T 19001-2016',
  team,
  plan: [
    {
      date: addDays(todayIso(), 40),
      time: '09:00-12:00',
      subject: '首次会议；文件评审',
      clauses: '4,5',
      auditors: '赵强',
    },
    {
      date: addDays(todayIso(), 41),
      time: '09:00-17:00',
      subject: '现场巡视',
      clauses: '7.1',
      auditors: '钱七',
    },
  ],
  ...extra,
});

describe('the audit plan', () => {
  it('needs exactly one leader, who signs in, and no conflicted auditor', async () => {
    const twoLeaders = await call(
      'body',
      'POST',
      'audit/savePlan',
      planBody([
        { auditorId: auditor.leader, post: 'leader' },
        { auditorId: auditor.member, post: 'leader' },
      ]),
    );
    expect(twoLeaders.statusCode).toBe(400);
    const noLeader = await call(
      'body',
      'POST',
      'audit/savePlan',
      planBody([{ auditorId: auditor.member, post: 'auditor' }]),
    );
    expect(noLeader.statusCode).toBe(400);
    const leaderWithoutSignIn = await call(
      'body',
      'POST',
      'audit/savePlan',
      planBody([{ auditorId: auditor.member, post: 'leader' }]),
    );
    expect(leaderWithoutSignIn.statusCode).toBe(400);
    expect(leaderWithoutSignIn.body).toContain('钱七');
    const conflicted = await call(
      'body',
      'POST',
      'audit/savePlan',
      planBody([
        { auditorId: auditor.leader, post: 'leader' },
        { auditorId: auditor.ownOrg, post: 'auditor' },
        { auditorId: auditor.pastClient, post: 'auditor' },
      ]),
    );
    expect(conflicted.statusCode).toBe(409);
    expect(conflicted.json().msg).toContain('孙八');
    expect(conflicted.json().msg).toContain('李九');
    const outside = await call(
      'body',
      'POST',
      'audit/savePlan',
      planBody([{ auditorId: auditor.leader, post: 'leader' }], {
        plan: [{ date: addDays(todayIso(), 50), subject: '现场审核' }],
      }),
    );
    expect(outside.statusCode).toBe(400);
    const notIssuable = await call('body', 'POST', 'audit/issuePlan', { auditId: stage1 });
    expect(notIssuable.statusCode).toBe(409);
  });

  it('saves the plan, warning of dates after the due date', async () => {
    const saved = await ok<{ audit: Audit; warnings: string[] }>(
      'body',
      'POST',
      'audit/savePlan',
      planBody([
        { auditorId: auditor.member, post: 'auditor' },
        { auditorId: auditor.leader, post: 'leader' },
      ]),
    );
    expect(saved.audit).toMatchObject({ status: 1, auditDays: '3.0', leaderName: '赵强' });
    expect(saved.audit.plan).toHaveLength(2);
    expect(saved.warnings).toHaveLength(1);
    expect(saved.warnings[0]).toContain(addDays(todayIso(), 30));
  });

  it('issues the plan: the letter and plan pages read it, the enterprise is told, the process waits for them', async () => {
    const issued = await ok<Audit>('body', 'POST', 'audit/issuePlan', { auditId: stage1 });
    expect(issued).toMatchObject({ status: 2, processId: stage1, phase: 1 });
    const book = await ok<{
      orgName: string;
      certName: string;
      field: string;
      auditType: string;
      criteria?: string;
      auditDateBegin: string;
      contactUser: string;
      userGroupList: { realname: string; auditPost: string; mobile: string; fieldMajorCodes: string }[];
    }>('body', 'GET', `/api/api-cert/gltxScheme/queryAuditNotifyBook?id=${stage1}&phase=1`);
    expect(book).toMatchObject({
      orgName: ENT,
      certName: '华东质量认证中心',
      field: '17.12.05,18.01.01',
      auditType: '1',
      auditDateBegin: addDays(todayIso(), 40),
    });
    expect(book.contactUser).not.toBe('');
    expect(book.userGroupList).toEqual([
      { realname: '赵强', gender: 1, auditPost: '组长', mobile: '13900000101', fieldMajorCodes: '17.12.05' },
      { realname: '钱七', gender: 1, auditPost: '组员', mobile: '13900000102', fieldMajorCodes: '18.01.01' },
    ]);
    const plan = await ok<{ criteria: string; items: { subject: string }[] }>(
      'body',
      'GET',
      `/api/api-cert/gltxScheme/queryAuditPlan?id=${stage1}&phase=1`,
    );
    expect(plan.criteria).toBe('GB/T 19001-2016');
    expect(plan.items.map((i) => i.subject)).toEqual(['首次会议；文件评审', '现场巡视']);
    for (const smsType of ['audit-notify', 'planConfirm-notify']) {
      // The demo seed tells staff_a of other audits too.
      const messages = (await messagesOf(member.staff.id, smsType)).filter((m) => m.param?.includes(stage1));
      expect(messages).toHaveLength(1);
      expect(JSON.parse(messages[0]!.param!)).toEqual({ processId: stage1, phase: 1 });
    }
    // The enterprise, told of the process, reads the letter too.
    await ok('client', 'GET', `/api/api-cert/gltxScheme/queryAuditNotifyBook?id=${stage1}&phase=1`);
    const task = await openTask(instanceId);
    expect(task).toMatchObject({ element_id: 'confirm', assignee_id: member.staff.id });
    const app_ = await q<{ status: number }>(
      sql`select status from cert_applications where id = ${applicationId}`,
    );
    expect(Number(app_[0]!.status)).toBe(5);
  });

  it('shows the audit under way and in its month on the plan pages', async () => {
    const underway = await ok<{ items: Audit[] }>(
      'body',
      'POST',
      'audit/queryPageList?pageIndex=1&pageSize=50',
      {
        underway: true,
        keyword: '程序测试',
      },
    );
    expect(underway.items.map((a) => a.id)).toEqual([stage1]);
    const month = addDays(todayIso(), 40).slice(0, 7);
    const byMonth = await ok<{ items: Audit[] }>(
      'body',
      'POST',
      'audit/queryPageList?pageIndex=1&pageSize=50',
      {
        month,
        kind: 1,
        keyword: '程序测试',
      },
    );
    expect(byMonth.items.map((a) => a.id)).toEqual([stage1]);
  });
});

describe('the enterprise', () => {
  let othersAudit: string;

  it('sees only their own applications’ audits', async () => {
    const own = await ok<{ items: Audit[]; total: number }>(
      'client',
      'POST',
      'audit/queryPageList?pageIndex=1&pageSize=20',
      {
        applicationId,
      },
    );
    expect(own.items.map((a) => a.kind)).toEqual([1, 2]);
    const [other] = await q<{
      id: string;
    }>(sql`insert into cert_applications (tenant_id, applicant_id, scheme,
        standard, ent_name, credit_code, contact_name, contact_tel, scope, employees, status)
      values (${east}, ${member.reviewer.id}, 'QMS', 'GB/T 19001-2016', '另一家企业', '91320200MA1YYYYY0Y', '王', '1',
        '加工', 10, 4) returning id`);
    const [audit] = await q<{
      id: string;
    }>(sql`insert into cert_audits (tenant_id, application_id, kind, audit_days,
        status) values (${east}, ${other!.id}, 1, '1', 2) returning id`);
    othersAudit = audit!.id;
    expect((await call('client', 'GET', `audit/detail?id=${othersAudit}`)).statusCode).toBe(404);
    expect((await call('client', 'POST', 'audit/confirmPlan', { auditId: othersAudit })).statusCode).toBe(
      404,
    );
    const theirs = await ok<{ items: Audit[] }>(
      'client',
      'POST',
      'audit/queryPageList?pageIndex=1&pageSize=20',
      {
        applicationId: other!.id,
      },
    );
    expect(theirs.items).toEqual([]);
  });

  it('asks for changes: the plan goes back to planning and the planner is told', async () => {
    const changed = await ok<Audit>('client', 'POST', 'audit/requestChange', {
      auditId: stage1,
      reason: '第二天生产线停产检修，请改期',
    });
    expect(changed).toMatchObject({ status: 3, changeRequest: '第二天生产线停产检修，请改期' });
    expect((await openTask(instanceId))?.element_id).toBe('plan');
    expect(await messagesOf(member.reviewer.id, 'certPlanChange')).toHaveLength(1);
    expect((await call('client', 'POST', 'audit/confirmPlan', { auditId: stage1 })).statusCode).toBe(409);
  });

  it('confirms the reissued plan: the leader’s audit task opens', async () => {
    await ok('body', 'POST', 'audit/savePlan', planBody([{ auditorId: auditor.leader, post: 'leader' }]));
    await ok('body', 'POST', 'audit/issuePlan', { auditId: stage1 });
    const confirmed = await ok<Audit>('client', 'POST', 'audit/confirmPlan', { auditId: stage1 });
    expect(confirmed.status).toBe(4);
    const task = await openTask(instanceId);
    expect(task).toMatchObject({ element_id: 'audit', assignee_id: member.auditor.id });
    expect(await messagesOf(member.reviewer.id, 'certPlanConfirmed')).toHaveLength(1);
    expect(
      (
        await call(
          'body',
          'POST',
          'audit/savePlan',
          planBody([{ auditorId: auditor.leader, post: 'leader' }]),
        )
      ).statusCode,
    ).toBe(409);
  });
});

describe('the certification cycle', () => {
  it('plans surveillance and recertification and starts a surveillance audit’s own process', async () => {
    const certificateId = crypto.randomUUID();
    await withTenantScope(east, () =>
      t.database.db.transaction(async (tx) =>
        scheduleCycle(
          tx as Db,
          east,
          {
            id: certificateId,
            applicationId,
            scheme: 'QMS',
            issuedOn: '2026-06-01',
            expiresOn: '2029-05-31',
          },
          member.reviewer.id,
        ),
      ),
    );
    const detail = await ok<{ auditList: Audit[] }>('body', 'GET', `programme/detail?id=${applicationId}`);
    const cycle = detail.auditList.filter((a) => a.kind >= 3);
    expect(cycle.map((a) => [a.kind, a.seq, a.dueDate, a.auditDays])).toEqual([
      [3, 1, '2027-06-01', '3.5'],
      [3, 2, '2028-06-01', '3.5'],
      [4, 1, '2029-02-28', '6.5'],
    ]);
    expect((await call('body', 'POST', 'audit/start', { auditId: stage1 })).statusCode).toBe(409);
    const started = await ok<Audit>('body', 'POST', 'audit/start', { auditId: cycle[0]!.id });
    expect(started.started).toBe(true);
    const [row] = await q<{ instance_id: string }>(
      sql`select instance_id from cert_audits where id = ${cycle[0]!.id}`,
    );
    expect((await openTask(row!.instance_id))?.element_id).toBe('plan');
    expect((await call('body', 'POST', 'audit/start', { auditId: cycle[0]!.id })).statusCode).toBe(409);
  });

  it('keeps an auditor who was on a team; removes one who never was', async () => {
    expect((await call('body', 'POST', 'auditor/delete', { id: auditor.leader })).statusCode).toBe(409);
    await ok('body', 'POST', 'auditor/delete', { id: auditor.ems });
  });
});
