// Certification audit work through HTTP (issue 21, flow step 5): a surveillance audit of staff_a's
// application (east-cert), confirmed, led by auditor_a (role 47) with an auditor who does not sign in,
// its process at `audit` (started with kind 'surveillance', plan and confirm completed as the seed does).
// Only the team acts on it (expert_a, an auditor of another team: 404; the body and clients: 403);
// findings name their wrong fields; the enterprise answers only its own nonconformities and the leader
// hears of it; a reopened answer tells the enterprise why; the report is refused while a major is open,
// then issued into what queryAuditReport answers, with the audit-report message; the PDF is a PDF; the
// audit closes once the minor is answered and the process moves on to technical review.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import type { RequestContext } from '../src/http/context.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'leader' | 'otherAuditor' | 'body' | 'client' | 'otherClient';
const token = {} as Record<Who, string>;
const member = {} as Record<'auditor' | 'reviewer' | 'staff', { id: string; userId: string }>;

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

async function ok<T = Finding>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
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

async function messagesOf(tenantUserId: string) {
  return q<{
    title: string;
    content: string;
    sms_type: string | null;
    target_type: number | null;
    param: string;
  }>(
    sql`select title, content, sms_type, target_type, param::text as param from messages
      where tenant_id = ${east} and receiver_tenant_user_id = ${tenantUserId}
      order by created_at, id`,
  );
}

interface Finding {
  id: string;
  kind: number;
  clause: string;
  status: number;
  rootCause: string | null;
  verifyComment: string | null;
  closedBy: string | null;
  raisedBy: string | null;
}
interface WorkAudit {
  id: string;
  status: number;
  leaderName: string | null;
  myPost: string | null;
  findings: number;
  openFindings: number;
}

let applicationId: string;
let auditId: string;
let instanceId: string;

/** staff_a's certified application with a confirmed surveillance audit led by auditor_a. */
async function setUp() {
  const [application] = await q<{
    id: string;
  }>(sql`insert into cert_applications (tenant_id, no, applicant_id,
      scheme, standard, ent_name, credit_code, address, contact_name, contact_tel, scope, field_codes, employees,
      status, audit_days, documents)
    values (${east}, 'CA-2026-91001', ${member.staff.id}, 'QMS', 'GB/T 19001-2016 / ISO 9001:2015',
      '苏州精工机械有限公司', '91110000600037341L', '苏州市工业园区星湖街 1 号', '张明', '13800000001',
      '精密机械零部件的设计和生产', '["18.01"]'::jsonb, 120, 7, '6',
      '[{"key":"uploads/manual.pdf","name":"质量手册.pdf"}]'::jsonb) returning id`);
  applicationId = application!.id;
  const [audit] = await q<{ id: string }>(sql`insert into cert_audits (tenant_id, application_id, kind, seq,
      begin_date, end_date, audit_days, status, phase, criteria)
    values (${east}, ${applicationId}, 3, 1, current_date, current_date + 1, '2', 4, 2,
      'GB/T 19001-2016，管理体系文件') returning id`);
  auditId = audit!.id;
  await q(sql`update cert_audits set process_id = id::text where id = ${auditId}`);
  const auditor = async (name: string, tenantUserId: string | null) =>
    (
      await q<{ id: string }>(sql`insert into cert_auditors (tenant_id, tenant_user_id, name, qualification,
          schemes, field_codes)
        values (${east}, ${tenantUserId}, ${name}, '审核员', '["QMS"]'::jsonb, '["18.01"]'::jsonb) returning id`)
    )[0]!.id;
  const leader = await auditor('赵强', member.auditor.id);
  const second = await auditor('钱审核', null);
  await q(sql`insert into cert_audit_team (tenant_id, audit_id, auditor_id, post, seq)
    values (${east}, ${auditId}, ${leader}, 'leader', 0), (${east}, ${auditId}, ${second}, 'auditor', 1)`);
  const [scheme] = await q<{
    id: string;
  }>(sql`insert into audit_schemes (tenant_id, process_id, phase, org_name,
      cert_name, audit_date_begin, audit_date_end, field, audit_type, criteria, contact_user, contact_tel,
      contact_email, plan)
    values (${east}, ${auditId}, 2, '苏州精工机械有限公司', '华东质量认证中心', current_date, current_date + 1,
      '18.01', '3', 'GB/T 19001-2016', '孙策划', '13900000034', 'plan@example.com',
      '[{"date":"2026-12-01","time":"09:00-12:00","subject":"管理评审","clauses":"9.3","auditors":"赵强"}]'::jsonb)
    returning id`);
  await q(sql`insert into audit_team_members (tenant_id, scheme_id, seq, realname, gender, audit_post, mobile)
    values (${east}, ${scheme!.id}, 1, '赵强', 1, '组长', '13900000047')`);

  const started = await app.workflow.startAs(
    east,
    {
      definitionKey: 'cert-certification',
      businessKey: 'CA-2026-91001',
      title: '苏州精工机械有限公司 QMS 监督审核',
      variables: { kind: 'surveillance', applicationId, auditId, applicant: 'staff_a' },
    },
    { id: member.staff.id, name: '张明' },
  );
  instanceId = started.id;
  await q(sql`update cert_audits set instance_id = ${instanceId} where id = ${auditId}`);
  const complete = async (who: { id: string; userId: string }, element: string, variables: object) => {
    const task = await openTask(instanceId);
    expect(task?.element_id).toBe(element);
    await app.workflow.claim(ctxOf(who), task!.id).catch(() => undefined);
    await app.workflow.complete(ctxOf(who), { id: task!.id, variables: variables as never });
  };
  await complete(member.reviewer, 'plan', { auditId, leader: 'auditor_a', phase: 2 });
  await complete(member.staff, 'confirm', { result: 'confirmed' });
  expect((await openTask(instanceId))?.element_id).toBe('audit');
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
  for (const [key, username] of [
    ['auditor', 'auditor_a'],
    ['reviewer', 'reviewer_a'],
    ['staff', 'staff_a'],
  ] as const) {
    member[key] = (
      await q<{ id: string; userId: string }>(sql`select tu.id, tu.user_id as "userId" from tenant_users tu
        join users u on u.id = tu.user_id where u.username = ${username} and tu.tenant_id = ${east}`)
    )[0]!;
  }
  // A second enterprise of the body: staff_c, with staff_a's roles.
  await q(sql`insert into users (username, realname, password_hash)
    select 'staff_c', '王芳', password_hash from users where username = 'staff_a'`);
  await q(
    sql`insert into tenant_users (tenant_id, user_id, type) select ${east}, id, 2 from users where username = 'staff_c'`,
  );
  await q(sql`insert into tenant_user_roles (tenant_id, tenant_user_id, role_id)
    select tur.tenant_id, n.id, tur.role_id from tenant_user_roles tur
    join tenant_users a on a.tenant_id = tur.tenant_id and a.id = tur.tenant_user_id
    join users au on au.id = a.user_id and au.username = 'staff_a'
    join tenant_users n on n.tenant_id = tur.tenant_id
    join users nu on nu.id = n.user_id and nu.username = 'staff_c'`);
  token.leader = await signIn('auditor_a');
  token.otherAuditor = await signIn('expert_a');
  token.body = await signIn('reviewer_a');
  token.client = await signIn('staff_a');
  token.otherClient = await signIn('staff_c');
  await setUp();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const major = () => ({
  auditId,
  kind: 3,
  clause: '8.5.1',
  description: '关键工序作业指导书未受控，现场使用过期版本',
  evidence: [{ key: 'uploads/photo-1.jpg', name: '现场照片.jpg' }],
});

describe("the team's audits", () => {
  it('lists the audit for its leader and not for an auditor of another team', async () => {
    const mine = await ok<{ items: WorkAudit[]; total: number }>(
      'leader',
      'POST',
      'audit/myAudits?pageIndex=1&pageSize=20',
      {},
    );
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: auditId, status: 4, leaderName: '赵强', myPost: 'leader' });
    const other = await ok<{ total: number }>(
      'otherAuditor',
      'POST',
      'audit/myAudits?pageIndex=1&pageSize=20',
      {},
    );
    expect(other.total).toBe(0);
    expect((await call('client', 'POST', 'audit/myAudits', {})).statusCode).toBe(403);
  });

  it("reads the audit's file: plan, team, the application's documents", async () => {
    const file = await ok<{
      plan: { subject: string }[];
      team: { name: string; post: string; member: boolean }[];
      application: { documents: { name: string }[] };
      isLeader: boolean;
      canEditFindings: boolean;
    }>('leader', 'GET', `audit/file?auditId=${auditId}`);
    expect(file.plan.map((p) => p.subject)).toEqual(['管理评审']);
    expect(file.team).toEqual([
      expect.objectContaining({ name: '赵强', post: 'leader', member: true }),
      expect.objectContaining({ name: '钱审核', post: 'auditor', member: false }),
    ]);
    expect(file.application.documents.map((d) => d.name)).toEqual(['质量手册.pdf']);
    expect(file).toMatchObject({ isLeader: true, canEditFindings: true });
    expect((await call('otherAuditor', 'GET', `audit/file?auditId=${auditId}`)).statusCode).toBe(404);
    // The body reads every audit's file, and lists it.
    await ok('body', 'GET', `audit/file?auditId=${auditId}`);
    const files = await ok<{ total: number }>('body', 'POST', 'audit/queryFileList?pageIndex=1&pageSize=20', {
      kind: 3,
      keyword: '精工',
    });
    expect(files.total).toBe(1);
  });
});

describe('findings', () => {
  let majorId: string;
  let minorId: string;
  let observationId: string;

  it('are recorded by the team only', async () => {
    expect((await call('otherAuditor', 'POST', 'finding/add', major())).statusCode).toBe(404);
    expect((await call('body', 'POST', 'finding/add', major())).statusCode).toBe(403);
    expect((await call('client', 'POST', 'finding/add', major())).statusCode).toBe(403);
    const added = await ok('leader', 'POST', 'finding/add', major());
    expect(added).toMatchObject({ kind: 3, clause: '8.5.1', status: 0, raisedBy: '赵强' });
    majorId = added.id;
    minorId = (
      await ok('leader', 'POST', 'finding/add', {
        ...major(),
        kind: 2,
        clause: '7.1.5',
        description: '两把卡尺校准过期',
      })
    ).id;
    observationId = (
      await ok('leader', 'POST', 'finding/add', {
        ...major(),
        kind: 1,
        clause: '7.2',
        description: '培训记录可更完整',
      })
    ).id;
    const changed = await ok('leader', 'POST', 'finding/update', {
      id: observationId,
      kind: 1,
      clause: '7.2',
      description: '培训记录可按岗位归档',
      evidence: [],
    });
    expect(changed).toMatchObject({ clause: '7.2' });
  });

  it('name their wrong fields, in Chinese and in English', async () => {
    const res = await call('leader', 'POST', 'finding/add', {
      auditId,
      kind: 5,
      clause: ' ',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().data.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.kind', 'body.clause', 'body.description']));
    const answer = await call('client', 'POST', 'finding/answer', { id: majorId, rootCause: '' }, 'en-US');
    expect(answer.statusCode).toBe(400);
    const english = answer.json().data.errors as { field: string; reason: string }[];
    expect(english.map((e) => e.field)).toEqual(
      expect.arrayContaining(['body.rootCause', 'body.correction', 'body.correctiveAction']),
    );
    expect(english.find((e) => e.field === 'body.rootCause')?.reason).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('are answered by their enterprise only, and the leader hears of it', async () => {
    const list = await ok<{ items: Finding[] }>('client', 'POST', 'finding/list', { applicationId });
    expect(list.items.map((f) => f.kind).sort()).toEqual([1, 2, 3]);
    expect((await call('otherClient', 'POST', 'finding/list', { applicationId })).statusCode).toBe(404);
    const answer = {
      id: majorId,
      rootCause: '文件发放未回收旧版',
      correction: '收回过期版本',
      correctiveAction: '建立受控文件发放回收台账',
      files: [{ key: 'uploads/ledger.xlsx', name: '台账.xlsx' }],
    };
    expect((await call('otherClient', 'POST', 'finding/answer', answer)).statusCode).toBe(404);
    expect(
      (await call('client', 'POST', 'finding/answer', { ...answer, id: observationId })).statusCode,
    ).toBe(409);
    const before = (await messagesOf(member.auditor.id)).length;
    const answered = await ok('client', 'POST', 'finding/answer', answer);
    expect(answered).toMatchObject({ status: 1, rootCause: '文件发放未回收旧版' });
    const told = (await messagesOf(member.auditor.id)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('苏州精工机械有限公司 已回复不符合项');
    expect(JSON.parse(told[0]!.param)).toMatchObject({ auditId, findingId: majorId });
  });

  it('cannot be changed once answered, nor closed before an answer', async () => {
    const res = await call('leader', 'POST', 'finding/update', {
      ...major(),
      id: majorId,
      auditId: undefined,
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await call('leader', 'POST', 'finding/close', { id: minorId, comment: '已验证' })).statusCode,
    ).toBe(409);
    expect(
      (await call('leader', 'POST', 'finding/reopen', { id: minorId, comment: '退回' })).statusCode,
    ).toBe(409);
  });

  it('keep the report back while a major is open', async () => {
    const res = await call('leader', 'POST', 'audit/issueReport', {
      auditId,
      conclusion: '管理体系运行基本有效',
      recommendation: 'recommend',
      summary: '审核覆盖全部过程。',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('尚有 1 项严重不符合未关闭，不能出具审核报告');
  });

  it('are reopened with the reason told to the enterprise, and closed after verification', async () => {
    const before = (await messagesOf(member.staff.id)).length;
    const reopened = await ok('leader', 'POST', 'finding/reopen', {
      id: majorId,
      comment: '台账未覆盖外来文件',
    });
    expect(reopened).toMatchObject({ status: 0, verifyComment: '台账未覆盖外来文件' });
    const told = (await messagesOf(member.staff.id)).slice(before);
    expect(told.map((m) => m.content)).toEqual([
      '8.5.1 条款的不符合项整改未通过验证：台账未覆盖外来文件。请重新提交整改回复。',
    ]);
    await ok('client', 'POST', 'finding/answer', {
      id: majorId,
      rootCause: '外来文件未纳入受控',
      correction: '收回过期版本',
      correctiveAction: '受控文件台账包括外来文件',
    });
    const closed = await ok('leader', 'POST', 'finding/close', { id: majorId, comment: '现场验证有效' });
    expect(closed).toMatchObject({ status: 2, closedBy: '赵强', verifyComment: '现场验证有效' });
  });
});

describe('the report', () => {
  it('is saved and issued by the leader into what queryAuditReport answers, and the enterprise is told', async () => {
    await ok<WorkAudit>('leader', 'POST', 'audit/saveReport', {
      auditId,
      conclusion: '草稿结论',
      recommendation: 'recommendWithConditions',
    });
    const before = (await messagesOf(member.staff.id)).length;
    const issued = await ok<{ audit: WorkAudit; closed: boolean }>('leader', 'POST', 'audit/issueReport', {
      auditId,
      conclusion: '管理体系运行基本有效',
      recommendation: 'recommend',
      summary: '审核覆盖全部过程，发现 1 项严重不符合已关闭。',
    });
    // The minor is still unanswered: reported, not closed.
    expect(issued.closed).toBe(false);
    expect(issued.audit.status).toBe(5);
    const told = (await messagesOf(member.staff.id)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ sms_type: 'gltxScheme auditReport-notify', target_type: 32 });
    expect(JSON.parse(told[0]!.param)).toEqual({ processId: auditId, phase: 2 });

    const report = await app.inject({
      method: 'GET',
      url: `/api/api-cert/gltxScheme/queryAuditReport?id=${auditId}&phase=2`,
      headers: { authorization: `Bearer ${token.client}` },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toMatchObject({
      processId: auditId,
      phase: 2,
      reportUrl: `/api/api-cert/audit/reportDocument?auditId=${auditId}`,
      teamLeader: '赵强',
      conclusion: '管理体系运行基本有效',
      nonconformities: 2,
      summary: '审核覆盖全部过程，发现 1 项严重不符合已关闭。',
      issuedDate: new Date().toISOString().slice(0, 10),
    });
  });

  it('is a PDF made from the data, for the team, the body and the enterprise', async () => {
    for (const who of ['leader', 'body', 'client'] as const) {
      const res = await call(who, 'GET', `audit/reportDocument?auditId=${auditId}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);
    }
    expect((await call('otherAuditor', 'GET', `audit/reportDocument?auditId=${auditId}`)).statusCode).toBe(
      404,
    );
    expect((await call('otherClient', 'GET', `audit/reportDocument?auditId=${auditId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('closing the audit', () => {
  it('waits for the minor to be answered, then completes the audit task (technical review next)', async () => {
    const early = await call('leader', 'POST', 'audit/close', { auditId });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('尚有未处理的不符合：严重不符合未关闭 0 项，轻微不符合未回复 1 项');
    const [minor] = (
      await ok<{ items: Finding[] }>('client', 'POST', 'finding/list', { applicationId })
    ).items.filter((f) => f.kind === 2);
    await ok('client', 'POST', 'finding/answer', {
      id: minor!.id,
      rootCause: '校准计划未跟踪',
      correction: '两把卡尺送检',
      correctiveAction: '校准到期前 30 天提醒',
    });
    expect((await call('otherAuditor', 'POST', 'audit/close', { auditId })).statusCode).toBe(404);
    const closed = await ok<WorkAudit>('leader', 'POST', 'audit/close', { auditId });
    expect(closed).toMatchObject({ status: 6, openFindings: 1 });
    expect((await openTask(instanceId))?.element_id).toBe('review');
    // A surveillance audit leaves the certified application as it is.
    const [app_] = await q<{ status: number }>(
      sql`select status from cert_applications where id = ${applicationId}`,
    );
    expect(Number(app_!.status)).toBe(7);
    // Nothing more is recorded on a closed audit.
    expect((await call('leader', 'POST', 'finding/add', major())).statusCode).toBe(409);
    expect((await call('leader', 'POST', 'audit/close', { auditId })).statusCode).toBe(409);
  });

  it('is handed back again when technical review returns the file', async () => {
    const review = await openTask(instanceId);
    await app.workflow.claim(ctxOf(member.reviewer), review!.id);
    await app.workflow.complete(ctxOf(member.reviewer), {
      id: review!.id,
      variables: { result: 'return' } as never,
    });
    expect((await openTask(instanceId))?.element_id).toBe('audit');
    const file = await ok<{ canClose: boolean; status: number }>(
      'leader',
      'GET',
      `audit/file?auditId=${auditId}`,
    );
    expect(file).toMatchObject({ status: 6, canClose: true });
    await ok<WorkAudit>('leader', 'POST', 'audit/close', { auditId });
    expect((await openTask(instanceId))?.element_id).toBe('review');
  });
});

describe('a stage 1 audit without nonconformities', () => {
  it('closes when its report is issued and goes back to planning (stage 2), the application still contracted', async () => {
    const [application] = await q<{
      id: string;
    }>(sql`insert into cert_applications (tenant_id, no, applicant_id,
        scheme, standard, ent_name, credit_code, contact_name, contact_tel, scope, employees, status, audit_days)
      values (${east}, 'CA-2026-91002', ${member.staff.id}, 'QMS', 'GB/T 19001-2016 / ISO 9001:2015',
        '苏州精工机械有限公司', '91110000600037341L', '张明', '13800000001', '精密机械零部件的生产', 120, 4, '6')
      returning id`);
    const [audit] = await q<{ id: string }>(sql`insert into cert_audits (tenant_id, application_id, kind, seq,
        begin_date, end_date, audit_days, status, phase)
      values (${east}, ${application!.id}, 1, 1, current_date, current_date, '1.5', 4, 1) returning id`);
    const stage1 = audit!.id;
    await q(sql`update cert_audits set process_id = id::text where id = ${stage1}`);
    const [leader] = await q<{ id: string }>(
      sql`select id from cert_auditors where tenant_user_id = ${member.auditor.id}`,
    );
    await q(
      sql`insert into cert_audit_team (tenant_id, audit_id, auditor_id, post) values (${east}, ${stage1}, ${leader!.id}, 'leader')`,
    );
    await q(sql`insert into audit_schemes (tenant_id, process_id, phase, org_name, cert_name, audit_date_begin,
        audit_date_end, field, audit_type, criteria, contact_user, contact_tel, contact_email)
      values (${east}, ${stage1}, 1, '苏州精工机械有限公司', '华东质量认证中心', current_date, current_date, '18.01', '1',
        'GB/T 19001-2016', '孙策划', '13900000034', 'plan@example.com')`);
    const started = await app.workflow.startAs(
      east,
      {
        definitionKey: 'cert-certification',
        businessKey: 'CA-2026-91002',
        variables: { kind: 'initial', applicationId: application!.id, applicant: 'staff_a' },
      },
      { id: member.staff.id, name: '张明' },
    );
    await q(sql`update cert_audits set instance_id = ${started.id} where id = ${stage1}`);
    for (const [who, element, variables] of [
      [member.reviewer, 'accept', { result: 'accepted' }],
      [member.reviewer, 'contract', { result: 'signed' }],
      [member.reviewer, 'plan', { auditId: stage1, leader: 'auditor_a', phase: 1 }],
      [member.staff, 'confirm', { result: 'confirmed' }],
    ] as const) {
      const task = await openTask(started.id);
      expect(task?.element_id).toBe(element);
      await app.workflow.claim(ctxOf(who), task!.id).catch(() => undefined);
      await app.workflow.complete(ctxOf(who), { id: task!.id, variables: variables as never });
    }
    const issued = await ok<{ audit: WorkAudit; closed: boolean }>('leader', 'POST', 'audit/issueReport', {
      auditId: stage1,
      conclusion: '具备实施第二阶段审核的条件',
      recommendation: 'recommend',
      summary: '文件审核符合要求。',
    });
    expect(issued).toMatchObject({ closed: true, audit: { status: 6 } });
    expect((await openTask(started.id))?.element_id).toBe('plan');
    const [row] = await q<{ status: number }>(
      sql`select status from cert_applications where id = ${application!.id}`,
    );
    expect(Number(row!.status)).toBe(4);
  });
});
