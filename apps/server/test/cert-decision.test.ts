// Technical review, certification decision and certificates through HTTP (issue 21, flow step 6). The
// earlier steps are set up by SQL: staff_a's (role 8) application with a closed stage-2 audit whose team
// is led by auditor_a, and a cert-certification instance driven to `review` with workflow.complete.
// reviewer_a (role 34) reviews and decides: a reviewer on the audit team is refused (409); a decision
// not allowed for the audit kind is refused (400); a returned decision goes back to review; the grant
// issues the certificate (number, three years less a day, verify code), plans the surveillance and
// recertification audits and tells the applicant; a recertification renews (the previous certificate
// superseded). Then the certificate's status rules, the public call
// without a session (404 on a wrong code), the PDF, the client's own certificates only, and reminders
// sent once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import type { RequestContext } from '../src/http/context.js';
import { sweepReminders } from '../src/modules/cert/reminders.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'client' | 'body' | 'auditor';
const token = {} as Record<Who, string>;
const member = {} as Record<'staff' | 'reviewer' | 'auditor' | 'expert', { id: string; userId: string }>;

function call(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${B}/${url}`,
    headers: {
      ...(who ? { authorization: `Bearer ${token[who]}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) {
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
    await q<{ id: string; element_id: string }>(sql`select id, element_id from wf_tasks
      where instance_id = ${instanceId} and status = 'open'`)
  )[0];
}

async function messagesOf(tenantUserId: string, smsType: string) {
  return q<{ title: string; content: string }>(sql`select title, content from messages
    where tenant_id = ${east} and receiver_tenant_user_id = ${tenantUserId} and sms_type = ${smsType}
    order by created_at, id`);
}

interface Item {
  auditId: string;
  pending: boolean;
  leaderName: string | null;
  minors: number;
  last: { result: string } | null;
}
interface Certificate {
  id: string;
  no: string;
  status: number;
  scope: string;
  issuedOn: string;
  expiresOn: string;
  verifyCode: string;
  sites: { name: string }[];
  fieldCodes: string[];
}

let applicationId: string;
let auditId: string;
let instanceId: string;
let certificate: Certificate;

/** An application of staff_a with a closed stage-2 audit led by auditor_a, reviewer_a on its team too. */
async function setUp() {
  const [application] = await q<{
    id: string;
  }>(sql`insert into cert_applications (tenant_id, no, applicant_id,
      scheme, standard, ent_name, credit_code, address, contact_name, contact_tel, scope, field_codes, employees,
      sites, status, audit_days)
    values (${east}, 'CA-2026-90001', ${member.staff.id}, 'QMS', 'GB/T 19001-2016 / ISO 9001:2015',
      '苏州精工机械有限公司', '91320500MA1XXXXX0X', '苏州市工业园区星湖街 1 号', '张明', '13800000000',
      '精密机械零部件的设计和生产', '["17.12.05"]'::jsonb, 120,
      '[{"name":"总部","address":"苏州市工业园区星湖街 1 号","employees":100},{"name":"二厂","address":"苏州市吴中区","employees":20}]'::jsonb,
      6, '6') returning id`);
  applicationId = application!.id;
  const [audit] = await q<{ id: string }>(sql`insert into cert_audits (tenant_id, application_id, kind, seq,
      begin_date, end_date, audit_days, status, report_issued_at, conclusion, recommendation)
    values (${east}, ${applicationId}, 2, 1, current_date - 10, current_date - 8, '4', 6, now() - interval '5 days',
      '体系运行有效', 'recommend') returning id`);
  auditId = audit!.id;
  const auditor = async (name: string, tenantUserId: string) =>
    (
      await q<{ id: string }>(sql`insert into cert_auditors (tenant_id, tenant_user_id, name, qualification,
          schemes, field_codes)
        values (${east}, ${tenantUserId}, ${name}, '审核员', '["QMS"]'::jsonb, '["17.12.05"]'::jsonb) returning id`)
    )[0]!.id;
  const leader = await auditor('赵强', member.auditor.id);
  const reviewerAsAuditor = await auditor('评审员兼审核员', member.reviewer.id);
  await q(sql`insert into cert_audit_team (tenant_id, audit_id, auditor_id, post, seq)
    values (${east}, ${auditId}, ${leader}, 'leader', 0), (${east}, ${auditId}, ${reviewerAsAuditor}, 'auditor', 1)`);
  await q(sql`insert into cert_findings (tenant_id, audit_id, application_id, kind, clause, description, status,
      root_cause, correction, corrective_action)
    values (${east}, ${auditId}, ${applicationId}, 2, '7.1.5', '量具校准记录不全', 1, '未建立台账', '补齐记录',
      '建立量具台账并每月检查')`);

  // The process at `review`: started past acceptance and contract (kind ≠ initial starts at the plan),
  // then the plan, the enterprise's confirmation and the audit completed as the seed does.
  const started = await app.workflow.startAs(
    east,
    {
      definitionKey: 'cert-certification',
      businessKey: 'CA-2026-90001',
      title: '苏州精工机械有限公司 QMS 认证',
      variables: { kind: 'stage2', applicationId, auditId, applicant: 'staff_a' },
    },
    { id: member.staff.id, name: '张明' },
  );
  instanceId = started.id;
  await q(sql`update cert_audits set instance_id = ${instanceId} where id = ${auditId}`);
  await q(sql`update cert_applications set instance_id = ${instanceId} where id = ${applicationId}`);
  const complete = async (who: { id: string; userId: string }, element: string, variables: object) => {
    const task = await openTask(instanceId);
    expect(task?.element_id).toBe(element);
    await app.workflow.claim(ctxOf(who), task!.id).catch(() => undefined);
    await app.workflow.complete(ctxOf(who), { id: task!.id, variables: variables as never });
  };
  await complete(member.reviewer, 'plan', { auditId, leader: 'auditor_a', phase: 2 });
  await complete(member.staff, 'confirm', { result: 'confirmed' });
  await complete(member.auditor, 'audit', { next: 'review' });
  expect((await openTask(instanceId))?.element_id).toBe('review');
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
    ['expert', 'expert_a'],
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

describe('technical review', () => {
  it('lists the audit awaiting review with its file', async () => {
    const page = await ok<{ items: Item[]; total: number }>(
      'body',
      'POST',
      'review/queryPageList?pageIndex=1&pageSize=20',
      {
        state: 'pending',
      },
    );
    const item = page.items.find((i) => i.auditId === auditId);
    expect(item).toMatchObject({ pending: true, leaderName: '赵强', minors: 1, last: null });
    const file = await ok<{
      team: { name: string; post: string }[];
      findings: { clause: string; correctiveAction: string }[];
      reportUrl: string;
      decisions: string[];
      onTeam: boolean;
      sites: unknown[];
    }>('body', 'GET', `review/file?auditId=${auditId}`);
    expect(file.team.map((m) => m.post)).toEqual(['leader', 'auditor']);
    expect(file.findings[0]).toMatchObject({ clause: '7.1.5', correctiveAction: '建立量具台账并每月检查' });
    expect(file.reportUrl).toBe(`/api/api-cert/audit/reportDocument?auditId=${auditId}`);
    expect(file.decisions).toEqual(['grant', 'refuse', 'return']);
    expect(file.onTeam).toBe(true);
    expect(file.sites).toHaveLength(2);
  });

  it('refuses a reviewer who was on the audit team, and callers without the page', async () => {
    const body = { auditId, result: 'pass', opinion: '资料齐全' };
    const refused = await call('body', 'POST', 'review/submit', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('技术评审人员不能是该审核的审核组成员');
    const english = await call('body', 'POST', 'review/submit', body, 'en-US');
    expect(english.json().msg).toBe('The technical reviewer must not be a member of the audit team');
    expect((await call('auditor', 'POST', 'review/submit', body)).statusCode).toBe(403);
    expect((await call('client', 'POST', 'review/queryPageList', {})).statusCode).toBe(403);
    // A decision before the review is a step out of turn.
    expect(
      (await call('body', 'POST', 'decision/submit', { auditId, decision: 'grant', opinion: 'x' }))
        .statusCode,
    ).toBe(409);
    // reviewer_a leaves the team: now independent of the audit.
    await q(sql`delete from cert_audit_team where audit_id = ${auditId} and post = 'auditor'`);
  });

  it('passes the file to the decision', async () => {
    await ok('body', 'POST', 'review/submit', { auditId, result: 'pass', opinion: '审核资料完整，结论可信' });
    expect((await openTask(instanceId))?.element_id).toBe('decision');
    const done = await ok<{ items: Item[] }>('body', 'POST', 'review/queryPageList', { state: 'done' });
    expect(done.items.find((i) => i.auditId === auditId)?.last?.result).toBe('pass');
    const pending = await ok<{ items: Item[] }>('body', 'POST', 'decision/queryPageList', {
      state: 'pending',
    });
    expect(pending.items.map((i) => i.auditId)).toContain(auditId);
  });
});

describe('certification decision', () => {
  it('refuses a decision the audit kind does not allow; a return goes back to review', async () => {
    const wrong = await call('body', 'POST', 'decision/submit', {
      auditId,
      decision: 'maintain',
      opinion: '保持',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors[0].field).toBe('body.decision');
    await ok('body', 'POST', 'decision/submit', { auditId, decision: 'return', opinion: '请补充评审意见' });
    expect((await openTask(instanceId))?.element_id).toBe('review');
    await ok('body', 'POST', 'review/submit', { auditId, result: 'pass', opinion: '已补充' });
    expect((await openTask(instanceId))?.element_id).toBe('decision');
  });

  it('grants: the certificate, the certified application, the cycle planned and the applicant told', async () => {
    const decided = await ok<{ certificateId: string; no: string }>('body', 'POST', 'decision/submit', {
      auditId,
      decision: 'grant',
      opinion: '符合认证要求，批准发证',
    });
    const [today] = await q<{
      yy: string;
      today: string;
      expiry: string;
    }>(sql`select to_char(current_date, 'YY') as yy,
      current_date::text as today, (current_date + interval '3 years' - interval '1 day')::date::text as expiry`);
    expect(decided.no).toBe(`EAST-CERT-${today!.yy}Q00001`);
    certificate = await ok<Certificate>('body', 'GET', `certificate/detail?id=${decided.certificateId}`);
    expect(certificate).toMatchObject({
      status: 1,
      issuedOn: today!.today,
      expiresOn: today!.expiry,
      scope: '精密机械零部件的设计和生产',
      fieldCodes: ['17.12.05'],
    });
    expect(certificate.sites).toHaveLength(2);
    expect(certificate.verifyCode.length).toBeGreaterThanOrEqual(10);
    const [application] = await q<{ status: number }>(
      sql`select status from cert_applications where id = ${applicationId}`,
    );
    expect(Number(application!.status)).toBe(7);
    const cycle = await q<{ kind: number; seq: number }>(sql`select kind, seq from cert_audits
      where certificate_id = ${certificate.id} order by kind, seq`);
    expect(cycle.map((a) => [Number(a.kind), Number(a.seq)])).toEqual([
      [3, 1],
      [3, 2],
      [4, 1],
    ]);
    const [instance] = await q<{ status: string }>(
      sql`select status from wf_instances where id = ${instanceId}`,
    );
    expect(instance!.status).toBe('completed');
    const told = await messagesOf(member.staff.id, 'certDecision');
    expect(told.at(-1)?.content).toContain(decided.no);
    // A second decision finds no open step.
    expect(
      (await call('body', 'POST', 'decision/submit', { auditId, decision: 'grant', opinion: 'x' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('certificates', () => {
  it('verifies publicly without a session, 404 for a wrong code', async () => {
    const found = await ok<{ status: number; holder: string; body: string; sites: unknown[] }>(
      null,
      'GET',
      `public/certificate?no=${certificate.no}&code=${certificate.verifyCode}`,
    );
    expect(found).toMatchObject({ status: 1, holder: '苏州精工机械有限公司', body: '华东质量认证中心' });
    expect(found.sites).toHaveLength(2);
    expect(
      (await call(null, 'GET', `public/certificate?no=${certificate.no}&code=wrong-code`)).statusCode,
    ).toBe(404);
  });

  it('makes the PDF for the body and for the holder', async () => {
    for (const who of ['body', 'client'] as const) {
      const res = await call(who, 'GET', `certificate/document?id=${certificate.id}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows the client only their own certificates', async () => {
    const [other] = await q<{
      id: string;
    }>(sql`insert into cert_certificates (tenant_id, no, application_id, holder_id,
        scheme, standard, ent_name, credit_code, scope, issued_on, expires_on, verify_code)
      values (${east}, 'EAST-CERT-T-OTHER', ${applicationId}, ${member.expert.id}, 'EMS', 'ISO 14001', '别家公司',
        '91320500MA1YYYYY0Y', '其他', current_date, current_date + 1000, 'other-code') returning id`);
    const mine = await ok<{ items: Certificate[]; total: number }>(
      'client',
      'GET',
      'queryMyCertificate?pageIndex=1&pageSize=50',
    );
    expect(mine.items.map((c) => c.no)).toEqual([certificate.no]);
    expect((await call('client', 'GET', `certificate/detail?id=${other!.id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `certificate/document?id=${other!.id}`)).statusCode).toBe(404);
    expect((await call('client', 'POST', 'certificate/queryPageList', {})).statusCode).toBe(403);
    const listed = await ok<{ items: Certificate[] }>(
      'body',
      'POST',
      'certificate/queryPageList?pageIndex=1&pageSize=50',
      {
        keyword: '精工',
        scheme: 'QMS',
      },
    );
    expect(listed.items.map((c) => c.no)).toEqual([certificate.no]);
    await q(sql`delete from cert_certificates where id = ${other!.id}`);
  });

  it('changes the status by the rules and keeps the history', async () => {
    const change = (body: object) =>
      call('body', 'POST', 'certificate/changeStatus', { id: certificate.id, ...body });
    expect((await change({ change: 'restore', reason: '无' })).statusCode).toBe(409);
    expect((await change({ change: 'suspend', reason: '未按期接受监督审核' })).statusCode).toBe(200);
    expect((await change({ change: 'suspend', reason: '再次' })).statusCode).toBe(409);
    const suspended = await ok<{ status: number; statusReason: string }>(
      null,
      'GET',
      `public/certificate?no=${certificate.no}&code=${certificate.verifyCode}`,
    );
    expect(suspended).toMatchObject({ status: 2, statusReason: '未按期接受监督审核' });
    expect((await change({ change: 'restore', reason: '已完成监督审核' })).statusCode).toBe(200);
    const noScope = await change({ change: 'reduceScope', reason: '二厂停产' });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().data.errors[0].field).toBe('body.scope');
    expect(
      (await change({ change: 'reduceScope', reason: '二厂停产', scope: '精密机械零部件的生产' })).statusCode,
    ).toBe(200);
    expect((await change({ change: 'withdraw', reason: '企业申请注销' })).statusCode).toBe(200);
    expect((await change({ change: 'restore', reason: '无' })).statusCode).toBe(409);
    const detail = await ok<{ status: number; scope: string; events: { kind: string }[] }>(
      'body',
      'GET',
      `certificate/detail?id=${certificate.id}`,
    );
    expect(detail.status).toBe(3);
    expect(detail.scope).toBe('精密机械零部件的生产');
    expect(detail.events.map((e) => e.kind)).toEqual([
      'issued',
      'suspended',
      'restored',
      'scopeReduced',
      'withdrawn',
    ]);
    const filtered = await ok<{ items: Certificate[] }>('body', 'POST', 'certificate/queryPageList', {
      status: 3,
    });
    expect(filtered.items.map((c) => c.id)).toContain(certificate.id);
  });
});

describe('recertification', () => {
  it('renews: a new certificate, the previous one superseded', async () => {
    const [previous] = await q<{
      id: string;
    }>(sql`insert into cert_certificates (tenant_id, no, application_id,
        holder_id, scheme, standard, ent_name, credit_code, scope, issued_on, expires_on, verify_code)
      values (${east}, 'EAST-CERT-T-PREVIOUS', ${applicationId}, ${member.staff.id}, 'QMS', 'ISO 9001',
        '苏州精工机械有限公司', '91320500MA1XXXXX0X', '范围', current_date - 1000, current_date + 60, 'previous-code')
      returning id`);
    const [audit] = await q<{
      id: string;
    }>(sql`insert into cert_audits (tenant_id, application_id, certificate_id,
        kind, seq, audit_days, status, report_issued_at)
      values (${east}, ${applicationId}, ${previous!.id}, 4, 1, '3', 6, now()) returning id`);
    const { id: instance } = await app.workflow.startAs(
      east,
      {
        definitionKey: 'cert-certification',
        businessKey: 'CA-2026-90001-R',
        variables: { kind: 'recertification', applicationId, auditId: audit!.id, applicant: 'staff_a' },
      },
      { id: member.staff.id, name: '张明' },
    );
    await q(sql`update cert_audits set instance_id = ${instance} where id = ${audit!.id}`);
    for (const [who, variables] of [
      [member.reviewer, { auditId: audit!.id, leader: 'auditor_a', phase: 2 }],
      [member.staff, { result: 'confirmed' }],
      [member.auditor, { next: 'review' }],
    ] as const) {
      const task = await openTask(instance);
      await app.workflow.claim(ctxOf(who), task!.id).catch(() => undefined);
      await app.workflow.complete(ctxOf(who), { id: task!.id, variables: variables as never });
    }
    await ok('body', 'POST', 'review/submit', { auditId: audit!.id, result: 'pass', opinion: '通过' });
    const wrong = await call('body', 'POST', 'decision/submit', {
      auditId: audit!.id,
      decision: 'grant',
      opinion: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    const renewed = await ok<{ certificateId: string; no: string }>('body', 'POST', 'decision/submit', {
      auditId: audit!.id,
      decision: 'renew',
      opinion: '再认证通过',
    });
    expect(renewed.no).toMatch(/^EAST-CERT-\d{2}Q00002$/);
    const old = await ok<{ status: number; statusReason: string; events: { kind: string }[] }>(
      'body',
      'GET',
      `certificate/detail?id=${previous!.id}`,
    );
    expect(old).toMatchObject({ status: 5, statusReason: renewed.no });
    expect(old.events.map((e) => e.kind)).toEqual(['superseded']);
    const fresh = await ok<{ previousId: string; status: number }>(
      'body',
      'GET',
      `certificate/detail?id=${renewed.certificateId}`,
    );
    expect(fresh).toMatchObject({ previousId: previous!.id, status: 1 });
  });
});

describe('reminders', () => {
  it('sends expiry and surveillance reminders once each', async () => {
    const [expiring] = await q<{
      id: string;
    }>(sql`insert into cert_certificates (tenant_id, no, application_id,
        holder_id, scheme, standard, ent_name, credit_code, scope, issued_on, expires_on, verify_code)
      values (${east}, 'EAST-CERT-T-EXPIRING', ${applicationId}, ${member.staff.id}, 'QMS', 'ISO 9001', '苏州精工机械有限公司',
        '91320500MA1XXXXX0X', '范围', current_date - 1000, current_date + 20, 'expiring-code') returning id`);
    await q(sql`insert into cert_audits (tenant_id, application_id, certificate_id, kind, seq, due_date, audit_days)
      values (${east}, ${applicationId}, ${expiring!.id}, 3, 2, current_date + 10, '2')`);
    const before = (await messagesOf(member.staff.id, 'certReminder')).length;
    const deps = { db: t.database.db, sender: app.messaging.sender, log: app.log };
    await sweepReminders(deps);
    await sweepReminders(deps);
    const after = await messagesOf(member.staff.id, 'certReminder');
    expect(after.length - before).toBe(2);
    expect(after.map((m) => m.title)).toEqual(
      expect.arrayContaining(['证书 EAST-CERT-T-EXPIRING 即将到期', '苏州精工机械有限公司 监督审核即将到期']),
    );
    expect((await messagesOf(member.reviewer.id, 'certReminder')).length).toBeGreaterThanOrEqual(2);
    const events = await q<{ reason: string }>(sql`select reason from cert_certificate_events
      where certificate_id = ${expiring!.id} and kind = 'reminded' order by reason`);
    expect(events.map((e) => e.reason)).toEqual([expect.stringMatching(/^audit:/), 'expiry30']);
  });
});
