// Certification applications through HTTP (issue 21, flow steps 1–2): staff_a (role 8, east-cert)
// saves a draft (wrong fields named), submits it (numbered, the cert-certification process waits at
// `accept` for role 34), sees only their own applications (another client gets 404); reviewer_a
// (role 34) lists and reads it, asks the audit-duration decision for the days, accepts (a reason when
// the days differ) or refuses; the enterprise gets the spec's acceptance notices. Withdrawal cancels
// the process; state rules answer 409. The body's application form (settings/get|save): the answers
// are checked on submission against the form's template, naming the wrong field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { addForm, choices, field, Kind, template } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'client' | 'otherClient' | 'body' | 'auditor';
const token = {} as Record<Who, string>;

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

async function ok<T = Detail>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
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

interface Detail {
  id: string;
  no: string | null;
  status: number;
  instanceId: string | null;
  standard: string;
  auditDays: string | null;
  proposedDays: string | null;
  daysReason: string | null;
  risk: string | null;
  reviewComment: string | null;
  canEdit: boolean;
  canWithdraw: boolean;
  canReview: boolean;
}

/** A complete application of 苏州精工机械有限公司: 120 people on two sites. */
const application = (over: Record<string, unknown> = {}) => ({
  scheme: 'QMS',
  entName: '苏州精工机械有限公司',
  creditCode: '91110000600037341L',
  address: '苏州市工业园区星湖街 1 号',
  region: '320500',
  contactName: '张明',
  contactTel: '13800000001',
  contactEmail: 'zhang@example.com',
  scope: '精密机械零部件的设计和生产',
  fieldCodes: ['18.01'],
  employees: 120,
  sites: [
    { name: '总部', address: '苏州市工业园区星湖街 1 号', employees: 80 },
    { name: '二厂', address: '苏州市吴中区 8 号', employees: 40 },
  ],
  documents: [{ key: 'uploads/licence.pdf', name: '营业执照.pdf' }],
  ...over,
});

async function submitted(over: Record<string, unknown> = {}) {
  const draft = await ok('client', 'POST', 'apply/save', application(over));
  return ok('client', 'POST', 'apply/submit', { id: draft.id });
}

async function messagesOf(username: string) {
  return q<{ title: string; content: string; sms_type: string; target_type: number; param: string }>(
    sql`select m.title, m.content, m.sms_type, m.target_type, m.param::text as param from messages m
      join tenant_users tu on tu.id = m.receiver_tenant_user_id and tu.tenant_id = m.tenant_id
      join users u on u.id = tu.user_id
      where u.username = ${username} and m.tenant_id = ${east} order by m.created_at, m.id`,
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
  await q(sql`update users set mobile = '13900000034' where username = 'reviewer_a'`);
  token.client = await signIn('staff_a');
  token.otherClient = await signIn('staff_c');
  token.body = await signIn('reviewer_a');
  token.auditor = await signIn('auditor_a');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('a draft application', () => {
  it('names every wrong field: the credit code check character, the people, the sites', async () => {
    const res = await call(
      'client',
      'POST',
      'apply/save',
      application({
        creditCode: '91110000600037341X',
        employees: 0,
        sites: [{ name: '', address: '', employees: 10 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().data.errors as { field: string; reason: string }[]).map((e) => e.field);
    expect(fields).toEqual(['body.creditCode', 'body.employees', 'body.sites.0.name']);
    expect(res.json().msg).toContain('统一社会信用代码无效');

    const over = await call('client', 'POST', 'apply/save', application({ employees: 100 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().data.errors).toEqual([
      { field: 'body.sites', reason: '各场所人数合计（120）超过了申请人数（100）' },
    ]);

    const english = await call(
      'client',
      'POST',
      'apply/save',
      application({ creditCode: '91110000600037341X' }),
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toBe(
      'Invalid unified social credit code (18 characters, check character does not match)',
    );
  });

  it('is saved with what was typed so far, changed, and deleted; submission asks for the rest', async () => {
    const draft = await ok('client', 'POST', 'apply/save', {
      scheme: 'EMS',
      entName: '苏州精工机械有限公司',
    });
    expect(draft).toMatchObject({
      status: 0,
      no: null,
      canEdit: true,
      standard: 'GB/T 24001-2016 / ISO 14001:2015',
    });
    const incomplete = await call('client', 'POST', 'apply/submit', { id: draft.id });
    expect(incomplete.statusCode).toBe(400);
    expect((incomplete.json().data.errors as { field: string }[]).map((e) => e.field)).toEqual([
      'body.creditCode',
      'body.employees',
      'body.sites',
      'body.contactName',
      'body.contactTel',
      'body.address',
      'body.scope',
      'body.fieldCodes',
    ]);
    const changed = await ok('client', 'POST', 'apply/save', {
      ...application(),
      id: draft.id,
      scheme: 'EMS',
    });
    expect(changed).toMatchObject({ id: draft.id, status: 0 });
    // Another client neither reads nor changes nor deletes it.
    expect((await call('otherClient', 'GET', `apply/detail?id=${draft.id}`)).statusCode).toBe(404);
    expect(
      (await call('otherClient', 'POST', 'apply/save', { ...application(), id: draft.id })).statusCode,
    ).toBe(404);
    expect((await call('otherClient', 'POST', 'apply/delete', { id: draft.id })).statusCode).toBe(404);
    // The body does not see drafts.
    expect((await call('body', 'GET', `apply/detail?id=${draft.id}`)).statusCode).toBe(404);
    await ok('client', 'POST', 'apply/delete', { id: draft.id });
    expect((await call('client', 'GET', `apply/detail?id=${draft.id}`)).statusCode).toBe(404);
  });
});

describe('submission', () => {
  it('numbers the application and puts an accept task in role 34 queue', async () => {
    const app1 = await submitted();
    expect(app1.status).toBe(1);
    expect(app1.no).toMatch(new RegExp(`^CA-${new Date().getFullYear()}-\\d{5}$`));
    expect(app1.instanceId).toEqual(expect.any(String));
    const tasks = await q<{ element_id: string; queue: string; candidate_roles: number[] }>(
      sql`select element_id, queue, candidate_roles from wf_tasks where instance_id = ${app1.instanceId} and status = 'open'`,
    );
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ element_id: 'accept', queue: 'applyManage' });
    expect(tasks[0]!.candidate_roles.map(Number)).toEqual([34]);
    const [variables] = await q<{ variables: Record<string, unknown> }>(
      sql`select variables from wf_instances where id = ${app1.instanceId}`,
    );
    expect(variables!.variables).toMatchObject({
      kind: 'initial',
      applicationId: app1.id,
      applicant: 'staff_a',
      scheme: 'QMS',
      employees: 120,
    });
    // A second submission is numbered next; a submitted application is no longer a draft.
    const app2 = await submitted();
    expect(Number(app2.no!.slice(-5))).toBe(Number(app1.no!.slice(-5)) + 1);
    expect((await call('client', 'POST', 'apply/submit', { id: app1.id })).statusCode).toBe(409);
    expect((await call('client', 'POST', 'apply/save', { ...application(), id: app1.id })).statusCode).toBe(
      409,
    );
    expect((await call('client', 'POST', 'apply/delete', { id: app1.id })).statusCode).toBe(409);
  });

  it('shows a client only their own applications', async () => {
    const mine = await submitted();
    const list = await ok<{ items: { id: string }[]; total: number }>(
      'client',
      'GET',
      'cccWork/queryMyApplication?pageIndex=1&pageSize=100',
    );
    expect(list.items.map((a) => a.id)).toContain(mine.id);
    const other = await ok<{ items: { id: string }[]; total: number }>(
      'otherClient',
      'GET',
      'cccWork/queryMyApplication',
    );
    expect(other.items.map((a) => a.id)).not.toContain(mine.id);
    expect((await call('otherClient', 'GET', `apply/detail?id=${mine.id}`)).statusCode).toBe(404);
    expect((await call('otherClient', 'POST', 'apply/withdraw', { id: mine.id })).statusCode).toBe(404);
    // The body's lists are not a client's.
    expect((await call('client', 'POST', 'apply/queryPageList', {})).statusCode).toBe(403);
    expect(
      (await call('client', 'POST', 'apply/accept', { id: mine.id, risk: 'medium', auditDays: '7' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the acceptance review', () => {
  it('lists submitted applications with filters', async () => {
    const ccc = await submitted({
      scheme: 'CCC',
      entName: '昆山电器有限公司',
      fieldCodes: [],
      product: { name: '电源适配器', models: 'PA-65W', factory: '昆山电器有限公司一厂' },
    });
    const page = await ok<{ items: { id: string; scheme: string }[]; total: number }>(
      'body',
      'POST',
      'apply/queryPageList?pageIndex=1&pageSize=100',
      { status: 1, keyword: '昆山电器' },
    );
    expect(page.items.map((a) => a.id)).toEqual([ccc.id]);
    expect(page.total).toBe(1);
    const cccList = await ok<{ items: { scheme: string }[] }>(
      'body',
      'POST',
      'cccWork/queryCCCApplyList',
      {},
    );
    expect(cccList.items.length).toBeGreaterThan(0);
    expect(cccList.items.every((a) => a.scheme === 'CCC')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await ok<{ total: number }>('body', 'POST', 'apply/queryPageList', {
      submittedFrom: '2000-01-01',
      submittedTo: '2000-12-31',
    });
    expect(dated.total).toBe(0);
    const todays = await ok<{ total: number }>('body', 'POST', 'apply/queryPageList', {
      submittedFrom: today,
      submittedTo: today,
    });
    expect(todays.total).toBeGreaterThan(0);
  });

  it("proposes the audit days of the tenant's decision table for the people and the risk", async () => {
    const a = await submitted();
    expect(await ok('body', 'GET', `apply/auditDays?id=${a.id}&risk=medium`)).toEqual({
      employees: 120,
      risk: 'medium',
      auditDays: '7',
    });
    expect(await ok('body', 'GET', `apply/auditDays?id=${a.id}&risk=high`)).toMatchObject({
      auditDays: '8.5',
    });
    expect((await call('body', 'GET', `apply/auditDays?id=${a.id}&risk=extreme`)).statusCode).toBe(400);
  });

  it('accepts with days that differ from the proposal only with a reason, and sends the acceptance notice', async () => {
    const a = await submitted();
    const before = (await messagesOf('staff_a')).length;
    const noReason = await call('body', 'POST', 'apply/accept', { id: a.id, risk: 'medium', auditDays: '8' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0]).toEqual({
      field: 'body.daysReason',
      reason: '审核人日与建议值（7）不同，请填写理由',
    });
    const accepted = await ok('body', 'POST', 'apply/accept', {
      id: a.id,
      risk: 'medium',
      auditDays: '8',
      daysReason: '两个场所，增加半天的路程',
      comment: '资料齐全',
    });
    expect(accepted).toMatchObject({
      status: 3,
      risk: 'medium',
      proposedDays: '7',
      auditDays: '8',
      daysReason: '两个场所，增加半天的路程',
      reviewComment: '资料齐全',
      canReview: false,
    });
    const open = await q<{ element_id: string }>(
      sql`select element_id from wf_tasks where instance_id = ${a.instanceId} and status = 'open'`,
    );
    expect(open.map((o) => o.element_id)).toEqual(['contract']);
    const [completed] = await q<{ variables: Record<string, unknown> }>(
      sql`select variables from wf_instances where id = ${a.instanceId}`,
    );
    expect(completed!.variables).toMatchObject({ result: 'accepted', auditDays: 8 });

    const notices = (await messagesOf('staff_a')).slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      sms_type: 'cert-gltx-accept-notify',
      target_type: 31,
      title: '认证申请受理通知',
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse(notices[0]!.param)).toMatchObject({
      applyEntName: '苏州精工机械有限公司',
      biAuditUserName: expect.any(String),
      biAuditUserPhone: '13900000034',
      acceptDate: today,
      orgName: '华东质量认证中心',
      reviewUser: expect.any(String),
      reviewUserTel: '13900000034',
      reviewDate: today,
    });

    // Accepted: neither accepted again, refused nor withdrawn.
    const again = await call('body', 'POST', 'apply/accept', { id: a.id, risk: 'medium', auditDays: '7' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该申请不在待受理状态');
    expect((await call('body', 'POST', 'apply/refuse', { id: a.id, reason: '重复' })).statusCode).toBe(409);
    expect((await call('client', 'POST', 'apply/withdraw', { id: a.id })).statusCode).toBe(409);
  });

  it('sends the CCC acceptance notice for a product application', async () => {
    const a = await submitted({
      scheme: 'CCC',
      fieldCodes: [],
      product: { name: '电源适配器', models: 'PA-65W', factory: '苏州精工一厂' },
    });
    const before = (await messagesOf('staff_a')).length;
    await ok('body', 'POST', 'apply/accept', { id: a.id, risk: 'low', auditDays: '5.5' });
    const [notice] = (await messagesOf('staff_a')).slice(before);
    expect(notice).toMatchObject({ sms_type: 'cert-mgmt-accept-notify', target_type: 31 });
  });

  it('refuses with a reason: the process ends and the non-acceptance notice names the reason', async () => {
    const a = await submitted();
    const before = (await messagesOf('staff_a')).length;
    expect((await call('body', 'POST', 'apply/refuse', { id: a.id, reason: '' })).statusCode).toBe(400);
    const refused = await ok('body', 'POST', 'apply/refuse', {
      id: a.id,
      reason: '认证范围超出本机构认可范围',
    });
    expect(refused).toMatchObject({ status: 2, reviewComment: '认证范围超出本机构认可范围' });
    const [instance] = await q<{ status: string }>(
      sql`select status from wf_instances where id = ${a.instanceId}`,
    );
    expect(instance!.status).toBe('completed');
    const [notice] = (await messagesOf('staff_a')).slice(before);
    expect(notice).toMatchObject({ sms_type: 'cert-mgmt-no-accept-notify', target_type: 31 });
    expect(notice!.content).toContain('认证范围超出本机构认可范围');
    expect(JSON.parse(notice!.param)).toMatchObject({
      applyEntName: '苏州精工机械有限公司',
      orgName: '华东质量认证中心',
    });
    expect(
      (await call('body', 'POST', 'apply/accept', { id: a.id, risk: 'low', auditDays: '5.5' })).statusCode,
    ).toBe(409);
  });

  it('is for the body only', async () => {
    const a = await submitted();
    expect((await call('auditor', 'POST', 'apply/refuse', { id: a.id, reason: '无' })).statusCode).toBe(403);
    expect((await call('auditor', 'GET', `apply/auditDays?id=${a.id}&risk=low`)).statusCode).toBe(403);
  });
});

describe('withdrawal', () => {
  it('withdraws a submitted application and cancels its process', async () => {
    const a = await submitted();
    const withdrawn = await ok('client', 'POST', 'apply/withdraw', { id: a.id });
    expect(withdrawn).toMatchObject({ status: 9, canWithdraw: false });
    const [instance] = await q<{ status: string }>(
      sql`select status from wf_instances where id = ${a.instanceId}`,
    );
    expect(instance!.status).toBe('cancelled');
    const open = await q(
      sql`select id from wf_tasks where instance_id = ${a.instanceId} and status = 'open'`,
    );
    expect(open).toHaveLength(0);
    expect((await call('client', 'POST', 'apply/withdraw', { id: a.id })).statusCode).toBe(409);
    expect(
      (await call('body', 'POST', 'apply/accept', { id: a.id, risk: 'low', auditDays: '5.5' })).statusCode,
    ).toBe(409);
  });
});

describe('the application form', () => {
  /** A form template of east-cert's designer with two required questions. */
  const formJson = template([
    field({
      type: 'radio',
      label: '是否有外包过程',
      model: 'outsourcing',
      required: true,
      options: { options: choices('是', '否') },
    }),
    field({ type: 'number', label: '管理体系运行时间(月)', model: 'runningMonths', required: true }),
  ]);
  const addFormOf = (tenantId: string, name: string) =>
    withTenantScope(tenantId, () =>
      addForm(t.database.db, tenantId, '王芳', Kind.indicator, name, formJson, {}),
    );

  interface Settings {
    applicationFormId: string | null;
    applicationForm: { id: string; formName: string; version: number; json: string } | null;
    choices: { id: string; formName: string }[];
    updatedBy: string | null;
  }
  interface WithForm extends Detail {
    formId: string | null;
    formVersion: number | null;
    formData: Record<string, unknown> | null;
    form: { id: string; version: number; json: string } | null;
  }

  it('is chosen by the body among its form templates, and read by the enterprise', async () => {
    const formId = await addFormOf(east, '认证申请补充信息');
    const none = await ok<Settings>('client', 'GET', 'settings/get');
    expect(none).toMatchObject({ applicationFormId: null, applicationForm: null, choices: [] });
    expect((await ok<Settings>('body', 'GET', 'settings/get')).choices).toContainEqual(
      expect.objectContaining({ id: formId, formName: '认证申请补充信息' }),
    );

    expect((await call('client', 'POST', 'settings/save', { applicationFormId: formId })).statusCode).toBe(
      403,
    );
    const [other] = await q<{ id: string }>(sql`select id from tenants where code <> 'east-cert' limit 1`);
    const foreign = await call('body', 'POST', 'settings/save', {
      applicationFormId: await addFormOf(other!.id, '他人的表单'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors[0].field).toBe('body.applicationFormId');

    const saved = await ok<Settings>('body', 'POST', 'settings/save', { applicationFormId: formId });
    expect(saved).toMatchObject({ applicationFormId: formId, updatedBy: expect.any(String) });
    const read = await ok<Settings>('client', 'GET', 'settings/get');
    expect(read).toMatchObject({
      applicationFormId: formId,
      applicationForm: { id: formId, formName: '认证申请补充信息', version: 1, json: formJson },
      choices: [],
    });
  });

  it('refuses a submission whose answers the form does not accept, naming the field', async () => {
    const { applicationFormId: formId } = await ok<Settings>('client', 'GET', 'settings/get');
    // A draft without answers: the application form's required questions are missing.
    const bare = await ok('client', 'POST', 'apply/save', application());
    const missing = await call('client', 'POST', 'apply/submit', { id: bare.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.formData.outsourcing',
      'body.formData.runningMonths',
    ]);
    expect(missing.json().msg).toContain('是否有外包过程');

    const half = await ok(
      'client',
      'POST',
      'apply/save',
      application({ formId, formData: { outsourcing: '1' } }),
    );
    const refused = await call('client', 'POST', 'apply/submit', { id: half.id }, 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors).toEqual([
      { field: 'body.formData.runningMonths', reason: expect.any(String) },
    ]);
    expect(refused.json().msg).toContain('管理体系运行时间(月)');
    const [row] = await q<{ status: number }>(
      sql`select status from cert_applications where id = ${half.id}`,
    );
    expect(row!.status).toBe(0);
  });

  it('keeps valid answers with the form version, shown to the enterprise and the body', async () => {
    const { applicationFormId: formId } = await ok<Settings>('client', 'GET', 'settings/get');
    const draft = await ok<WithForm>(
      'client',
      'POST',
      'apply/save',
      application({ formId, formData: { outsourcing: '2', runningMonths: 36 } }),
    );
    expect(draft).toMatchObject({ formId, formVersion: 1, form: { id: formId, version: 1, json: formJson } });
    const done = await ok<WithForm>('client', 'POST', 'apply/submit', { id: draft.id });
    expect(done).toMatchObject({ status: 1, formId, formVersion: 1 });
    expect(done.formData).toEqual({ outsourcing: '2', runningMonths: 36 });
    const seen = await ok<WithForm>('body', 'GET', `apply/detail?id=${draft.id}`);
    expect(seen).toMatchObject({ formId, formVersion: 1, formData: { outsourcing: '2', runningMonths: 36 } });
    expect(seen.form?.json).toBe(formJson);

    // Without an application form the enterprise applies as before.
    expect(await ok<Settings>('body', 'POST', 'settings/save', { applicationFormId: null })).toMatchObject({
      applicationFormId: null,
      applicationForm: null,
    });
    expect((await submitted()).status).toBe(1);
  });
});
