// Carbon verification through HTTP (issue 20, ISO 14064-3): green-carbon's staff_b submits a model,
// expert_b (role 33, same tenant) samples rows and opens their evidence, raises a finding that staff_b
// answers (correcting the row it names, and no other, through deviceData/save), closes it and issues
// the statement, which keeps the figures and locks the model; a return
// opens the model for correction and a resubmission makes a new verification; a return from the work
// queue does the same through the process's handler. Refusals: callers who are not verifiers, the
// submitter as verifier, a statement with open findings, a second submission, other tenants. The
// inventories are set up by SQL; the job worker is driven round by round.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { isRowOpenForCorrection } from '../src/modules/carbon/verification-service.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-carbon/carbon';
let t: TestDatabase;
let app: App;

type Who = 'staff' | 'expert' | 'otherExpert' | 'otherStaff';
const token = {} as Record<Who, string>;
let green: string;
const member = {} as Record<'staff' | 'expert', string>;

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

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
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

/**
 * An inventory of green-carbon for `year`: a company with a site, a meter on the site with three
 * monthly readings (1,000 + 2,000 + 3,000 kWh), one reading of the year before, a meter of another
 * company, and a model with one scope-2 source (0.5703 t CO2/MWh): 3.4218 t CO2e.
 */
async function inventory(year: number) {
  const [company] = await q<{ id: string }>(sql`insert into carbon_orgs (tenant_id, name, kind)
    values (${green}, ${`核查测试公司${year}`}, 'company') returning id`);
  const [site] = await q<{ id: string }>(sql`insert into carbon_orgs (tenant_id, parent_id, name, kind)
    values (${green}, ${company!.id}, ${`核查测试厂区${year}`}, 'site') returning id`);
  const [other] = await q<{ id: string }>(sql`insert into carbon_orgs (tenant_id, name, kind)
    values (${green}, ${`另一公司${year}`}, 'company') returning id`);
  const [factor] = await q<{ id: string }>(sql`insert into carbon_factors
      (tenant_id, name, category, gas, value, numerator_unit, denominator_unit, source, year)
    values (${green}, '测试电网因子', 'electricity', 'CO2', '0.5703', 't', 'MWh', '测试', 2023) returning id`);
  const device = async (orgId: string, code: string) =>
    (
      await q<{
        id: string;
      }>(sql`insert into carbon_devices (tenant_id, org_id, code, name, activity_kind, carrier, unit)
        values (${green}, ${orgId}, ${code}, ${code}, 'electricity', 'electricity', 'kWh') returning id`)
    )[0]!.id;
  const meter = await device(site!.id, `VT-${year}-1`);
  const foreign = await device(other!.id, `VT-${year}-2`);
  const reading = async (deviceId: string, orgId: string, y: number, month: number, value: string) =>
    (
      await q<{
        id: string;
      }>(sql`insert into carbon_activity (tenant_id, org_id, device_id, year, month, value)
        values (${green}, ${orgId}, ${deviceId}, ${y}, ${month}, ${value}) returning id`)
    )[0]!.id;
  const rows = [
    await reading(meter, site!.id, year, 1, '1000'),
    await reading(meter, site!.id, year, 2, '2000'),
    await reading(meter, site!.id, year, 3, '3000'),
  ];
  const lastYear = await reading(meter, site!.id, year - 1, 1, '500');
  const outside = await reading(foreign, other!.id, year, 1, '700');
  const [model] = await q<{
    id: string;
  }>(sql`insert into carbon_models (tenant_id, org_id, year, name, boundary)
    values (${green}, ${company!.id}, ${year}, ${`${year} 年度核算`}, 'operational') returning id`);
  const [source] = await q<{ id: string }>(sql`insert into carbon_sources
      (tenant_id, model_id, name, activity_kind, carrier, device_ids, factor_id, activity_unit, scope, iso_category)
    values (${green}, ${model!.id}, '外购电力', 'electricity', 'electricity', ${`{${meter}}`}::uuid[], ${factor!.id},
      'kWh', 2, 2) returning id`);
  return { modelId: model!.id, sourceId: source!.id, rows, lastYear, outside, meter };
}

async function runJobs() {
  await app.workflow.worker.runOnce();
}

async function messagesOf(username: string) {
  return q<{ title: string; param: string | null }>(sql`select m.title, m.param::text as param from messages m
    join tenant_users tu on tu.id = m.receiver_tenant_user_id and tu.tenant_id = m.tenant_id
    join users u on u.id = tu.user_id
    where u.username = ${username} and m.tenant_id = ${green} order by m.created_at, m.id`);
}

const modelStatus = async (id: string) =>
  Number((await q<{ status: number }>(sql`select status from carbon_models where id = ${id}`))[0]!.status);

const instanceStatus = async (id: string) =>
  (await q<{ status: string }>(sql`select status from wf_instances where id = ${id}`))[0]!.status;

interface Summary {
  id: string;
  status: number;
  instanceId: string | null;
  openFindings: number;
  verifier: string | null;
  submittedBy: string | null;
  modelVersion: number;
  assurance: string | null;
  materiality: string | null;
  opinion: string | null;
  verifiedAt: string | null;
}
interface FindingAnswer {
  id: string;
  status: number;
  answer: string | null;
  raisedBy: string | null;
  activity: { deviceCode: string; orgName: string; month: number; year: number; value: string } | null;
  sourceName: string | null;
}
interface Detail extends Summary {
  findings: FindingAnswer[];
  samples: { activityId: string; result: string; note: string | null; evidence: string[] }[];
  figures: { total: string; modelId: string | null };
  canVerify: boolean;
  canAnswer: boolean;
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
  green = (await q<{ id: string }>(sql`select id from tenants where code = 'green-carbon'`))[0]!.id;
  for (const [who, username] of [
    ['staff', 'staff_b'],
    ['expert', 'expert_b'],
  ] as const) {
    member[who] = (
      await q<{ id: string }>(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
        where u.username = ${username} and tu.tenant_id = ${green}`)
    )[0]!.id;
  }
  token.staff = await signIn('staff_b');
  token.expert = await signIn('expert_b');
  token.otherExpert = await signIn('expert_a');
  token.otherStaff = await signIn('staff_a');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('the verification process', () => {
  it('is deployed at start-up as a platform template', async () => {
    const rows = await q<{ version: number }>(
      sql`select version from wf_definitions where key = 'carbon-verification' and tenant_id is null`,
    );
    expect(rows).toEqual([{ version: 1 }]);
  });
});

describe('a verification from submission to statement', () => {
  it('samples, raises, answers and closes a finding, then the statement keeps the figures and locks the model', async () => {
    const inv = await inventory(2031);
    const before = (await messagesOf('expert_b')).length;
    const submitted = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    expect(submitted).toMatchObject({
      status: 0,
      modelVersion: 1,
      openFindings: 0,
      submittedBy: expect.any(String),
    });
    expect(submitted.instanceId).toEqual(expect.any(String));
    expect(await modelStatus(inv.modelId)).toBe(1);
    // The verifier's task waits in the carbonVerify queue for role 33, and expert_b heard of it.
    const [task] = await q<{ candidate_roles: number[]; queue: string }>(
      sql`select candidate_roles, queue from wf_tasks where instance_id = ${submitted.instanceId} and status = 'open'`,
    );
    expect(task).toMatchObject({ queue: 'carbonVerify' });
    expect(task!.candidate_roles.map(Number)).toEqual([33]);
    expect((await messagesOf('expert_b')).length).toBe(before + 1);

    // Submitting again: 409, in both languages.
    const twice = await call('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('核算模型已提交核查，正在核查中');
    const english = await call('staff', 'POST', 'verify/submit', { modelId: inv.modelId }, 'en-US');
    expect(english.json().msg).toBe('The accounting model is already submitted and under verification');

    const id = submitted.id;
    const staffList = await ok<{ items: Summary[]; total: number }>(
      'staff',
      'GET',
      'verify/list?pageIndex=1&pageSize=50',
    );
    expect(staffList.items.map((v) => v.id)).toContain(id);
    const expertList = await ok<{ items: Summary[] }>(
      'expert',
      'GET',
      'verify/list?pageIndex=1&pageSize=50&status=0',
    );
    expect(expertList.items.map((v) => v.id)).toContain(id);

    const seen = await ok<Detail>('expert', 'GET', `verify/detail?id=${id}`);
    expect(seen).toMatchObject({ canVerify: true, canAnswer: false, findings: [], samples: [] });
    expect(seen.figures).toMatchObject({ total: '3.4218', modelId: inv.modelId });
    expect((await ok<Detail>('staff', 'GET', `verify/detail?id=${id}`)).canAnswer).toBe(true);

    // The rows it covers: the site's three readings of the year, not last year's nor another company's.
    const rows = await ok<{ items: { activityId: string }[]; total: number }>(
      'expert',
      'GET',
      `verify/rows?verificationId=${id}&pageIndex=1&pageSize=20`,
    );
    expect(rows.total).toBe(3);
    expect(rows.items.map((r) => r.activityId).sort()).toEqual([...inv.rows].sort());

    // Evidence: an upload of staff_b on the first row, which expert_b (same tenant) downloads.
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      '电费发票.pdf',
    );
    const body = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/upload/uploadfile',
      headers: { authorization: `Bearer ${token.staff}`, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().data as { url: string; key: string };
    await t.database.db.execute(
      sql`update carbon_activity set evidence = ${JSON.stringify([file.key])}::jsonb where id = ${inv.rows[0]}`,
    );

    // Only a verifier samples; only rows of the model's organisation subtree and year.
    expect(
      (
        await call('staff', 'POST', 'verify/sample', {
          verificationId: id,
          activityId: inv.rows[0],
          result: 'ok',
        })
      ).statusCode,
    ).toBe(403);
    for (const outside of [inv.outside, inv.lastYear]) {
      const res = await call('expert', 'POST', 'verify/sample', {
        verificationId: id,
        activityId: outside,
        result: 'ok',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe('body.activityId');
    }
    const sample = await ok<{ evidence: string[]; result: string; checkedBy: string }>(
      'expert',
      'POST',
      'verify/sample',
      {
        verificationId: id,
        activityId: inv.rows[0],
        result: 'ok',
        note: '与电费发票一致',
      },
    );
    expect(sample).toMatchObject({ evidence: [file.key], result: 'ok', checkedBy: expect.any(String) });
    const download = await app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${token.expert}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF-1.4');
    // The first action made expert_b the verifier and claimed the task.
    const [claimed] = await q<{ assignee_id: string | null }>(
      sql`select assignee_id from wf_tasks where instance_id = ${submitted.instanceId} and status = 'open'`,
    );
    expect(claimed!.assignee_id).toBe(member.expert);

    // A finding on the second row reaches the submitter, who may correct that row (and only that one).
    const staffMessages = (await messagesOf('staff_b')).length;
    const finding = await ok<FindingAnswer>('expert', 'POST', 'verify/finding/add', {
      verificationId: id,
      activityId: inv.rows[1],
      severity: 'misstatement',
      text: '2 月读数与抄表记录不符',
    });
    // The finding says which row it names although that row was not sampled.
    expect(finding).toMatchObject({
      activity: {
        deviceCode: 'VT-2031-1',
        deviceName: 'VT-2031-1',
        orgName: '核查测试厂区2031',
        year: 2031,
        month: 2,
        value: '2000',
        unit: 'kWh',
      },
      sourceName: null,
    });
    const raised = (await messagesOf('staff_b')).slice(staffMessages);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.title).toContain('碳核查发现');
    expect(JSON.parse(raised[0]!.param!)).toMatchObject({ verificationId: id, route: '/carbon/verify' });
    const open = (activityId: string) =>
      withTenantScope(green, () => isRowOpenForCorrection(t.database.db, green, activityId));
    expect(await open(inv.rows[1]!)).toBe(true);
    expect(await open(inv.rows[0]!)).toBe(false);
    const correct = (activityId: string, month: number, value: string) =>
      call('staff', 'POST', 'deviceData/save', {
        id: activityId,
        deviceId: inv.meter,
        year: 2031,
        month,
        value,
        reason: '按抄表记录更正',
      });
    expect((await correct(inv.rows[0]!, 1, '1100')).statusCode).toBe(409);
    const corrected = await correct(inv.rows[1]!, 2, '2100');
    expect(corrected.statusCode, corrected.body).toBe(200);
    const history = await q<{ old_value: string; new_value: string }>(
      sql`select old_value::text, new_value::text from carbon_activity_history where activity_id = ${inv.rows[1]}`,
    );
    expect(history.map((h) => [Number(h.old_value), Number(h.new_value)])).toEqual([[2000, 2100]]);

    // The statement waits for every finding to be closed.
    const early = await call('expert', 'POST', 'verify/statement', {
      verificationId: id,
      assurance: 'reasonable',
      materiality: '5',
      opinion: '符合要求',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('还有 1 项核查发现未关闭，不能出具核查声明');
    const earlyEnglish = await call(
      'expert',
      'POST',
      'verify/statement',
      { verificationId: id, assurance: 'limited', materiality: '5', opinion: 'ok' },
      'en-US',
    );
    expect(earlyEnglish.json().msg).toBe('1 finding(s) are not closed yet: the statement cannot be issued');

    // The verifier does not answer; the company does, and the verifier hears of it.
    expect(
      (await call('expert', 'POST', 'verify/finding/answer', { id: finding.id, answer: 'x' })).statusCode,
    ).toBe(403);
    const expertMessages = (await messagesOf('expert_b')).length;
    await ok('staff', 'POST', 'verify/finding/answer', { id: finding.id, answer: '已按抄表记录更正' });
    const answered = (await messagesOf('expert_b')).slice(expertMessages);
    expect(answered).toHaveLength(1);
    expect(JSON.parse(answered[0]!.param!)).toMatchObject({ route: '/0010' });
    expect(await open(inv.rows[1]!)).toBe(true);
    expect((await call('staff', 'POST', 'verify/finding/close', { id: finding.id })).statusCode).toBe(403);
    await ok('expert', 'POST', 'verify/finding/close', { id: finding.id });
    expect((await call('expert', 'POST', 'verify/finding/close', { id: finding.id })).statusCode).toBe(409);
    expect(await open(inv.rows[1]!)).toBe(false);
    expect((await correct(inv.rows[1]!, 2, '2200')).statusCode).toBe(409);

    // A finding on a source names the source; one on neither names nothing.
    const onSource = await ok<FindingAnswer>('expert', 'POST', 'verify/finding/add', {
      verificationId: id,
      sourceId: inv.sourceId,
      severity: 'observation',
      text: '建议注明因子年份',
    });
    expect(onSource).toMatchObject({ activity: null, sourceName: '外购电力' });
    const general = await ok<FindingAnswer>('expert', 'POST', 'verify/finding/add', {
      verificationId: id,
      severity: 'observation',
      text: '建议保留抄表照片',
    });
    expect(general).toMatchObject({ activity: null, sourceName: null });
    await ok('expert', 'POST', 'verify/finding/close', { id: onSource.id });
    await ok('expert', 'POST', 'verify/finding/close', { id: general.id });

    const detail = await ok<Detail>('expert', 'GET', `verify/detail?id=${id}`);
    expect(detail.figures.total).toBe('3.47883');
    // The detail names each finding's row as it reads now (corrected) and its source.
    expect(detail.findings).toMatchObject([
      {
        id: finding.id,
        status: 2,
        answer: '已按抄表记录更正',
        activity: { deviceCode: 'VT-2031-1', month: 2, value: '2100' },
        sourceName: null,
      },
      { id: onSource.id, activity: null, sourceName: '外购电力' },
      { id: general.id, activity: null, sourceName: null },
    ]);
    expect(detail.samples).toMatchObject([
      { activityId: inv.rows[0], result: 'ok', note: '与电费发票一致', evidence: [file.key] },
    ]);

    const beforeStatement = (await messagesOf('staff_b')).length;
    const verified = await ok<Summary>('expert', 'POST', 'verify/statement', {
      verificationId: id,
      assurance: 'reasonable',
      materiality: '5',
      opinion: '温室气体排放报告在所有重大方面符合 ISO 14064-1 的要求',
    });
    expect(verified).toMatchObject({ status: 1, assurance: 'reasonable', materiality: '5', openFindings: 0 });
    expect(verified.verifiedAt).toEqual(expect.any(String));
    expect(await modelStatus(inv.modelId)).toBe(2);
    const told = (await messagesOf('staff_b')).slice(beforeStatement);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain('碳核查已完成');
    await runJobs();
    expect(await instanceStatus(submitted.instanceId!)).toBe('completed');

    // The statement keeps the figures it verified.
    await t.database.db.execute(sql`update carbon_activity set value = 9000 where id = ${inv.rows[2]}`);
    const kept = await ok<Detail>('staff', 'GET', `verify/detail?id=${id}`);
    expect(kept.figures.total).toBe('3.47883');
    expect(kept).toMatchObject({ canAnswer: false, status: 1 });
    // Nothing more to do on it; the model cannot be submitted again.
    const late = await call('expert', 'POST', 'verify/sample', {
      verificationId: id,
      activityId: inv.rows[1],
      result: 'ok',
    });
    expect(late.statusCode).toBe(409);
    expect((await call('staff', 'POST', 'verify/submit', { modelId: inv.modelId })).statusCode).toBe(409);
    // The verifier still lists what they handled.
    const handled = await ok<{ items: Summary[] }>(
      'expert',
      'GET',
      'verify/list?pageIndex=1&pageSize=50&status=1',
    );
    expect(handled.items.map((v) => v.id)).toContain(id);
  });
});

describe('returns and resubmission', () => {
  it('a return opens the model for correction; the resubmission is a new verification', async () => {
    const inv = await inventory(2032);
    const first = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    expect(
      (await call('expert', 'POST', 'verify/return', { verificationId: first.id, comment: ' ' })).statusCode,
    ).toBe(400);
    const staffMessages = (await messagesOf('staff_b')).length;
    const returned = await ok<Summary>('expert', 'POST', 'verify/return', {
      verificationId: first.id,
      comment: '请补充外购蒸汽的计量数据',
    });
    expect(returned).toMatchObject({ status: 2, opinion: '请补充外购蒸汽的计量数据', verifiedAt: null });
    expect(await modelStatus(inv.modelId)).toBe(3);
    const told = (await messagesOf('staff_b')).slice(staffMessages);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain('碳核查已退回');
    await runJobs();
    expect(await instanceStatus(first.instanceId!)).toBe('completed');
    // The handler found it returned already: no second message.
    expect((await messagesOf('staff_b')).length).toBe(staffMessages + 1);

    const second = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe(0);
    expect(await modelStatus(inv.modelId)).toBe(1);
  });

  it('a return from the work queue returns the verification through the process', async () => {
    const inv = await inventory(2033);
    const v = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    const [task] = await q<{ id: string }>(
      sql`select id from wf_tasks where instance_id = ${v.instanceId} and status = 'open'`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-workflow/workflow/task/excuteTask',
      headers: { authorization: `Bearer ${token.expert}` },
      payload: { taskId: task!.id, action: 'return', comment: '数据不完整' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await modelStatus(inv.modelId)).toBe(1);
    const staffMessages = (await messagesOf('staff_b')).length;
    await runJobs();
    const after = await ok<Detail>('staff', 'GET', `verify/detail?id=${v.id}`);
    expect(after).toMatchObject({ status: 2, opinion: '数据不完整', canAnswer: false });
    expect(after.verifier).toEqual(expect.any(String));
    expect(await modelStatus(inv.modelId)).toBe(3);
    expect((await messagesOf('staff_b')).slice(staffMessages).map((m) => m.title)).toEqual([
      expect.stringContaining('碳核查已退回'),
    ]);
  });
});

describe('a task completed from the work queue', () => {
  it('leaves the verification in review: the statement is still issued from 专家评审', async () => {
    const inv = await inventory(2035);
    const v = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    const [task] = await q<{ id: string }>(
      sql`select id from wf_tasks where instance_id = ${v.instanceId} and status = 'open'`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-workflow/workflow/task/excuteTask',
      headers: { authorization: `Bearer ${token.expert}` },
      payload: { taskId: task!.id, action: 'complete' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    expect(await instanceStatus(v.instanceId!)).toBe('completed');
    expect((await ok<Detail>('expert', 'GET', `verify/detail?id=${v.id}`)).status).toBe(0);
    expect(await modelStatus(inv.modelId)).toBe(1);
    const verified = await ok<Summary>('expert', 'POST', 'verify/statement', {
      verificationId: v.id,
      assurance: 'limited',
      materiality: '2.5',
      opinion: '未发现重大错报',
    });
    expect(verified).toMatchObject({ status: 1, assurance: 'limited', materiality: '2.5' });
    expect(await modelStatus(inv.modelId)).toBe(2);
  });
});

describe('refusals', () => {
  it('keeps the submitter from verifying, other tenants out, and non-verifiers from verifier calls', async () => {
    const inv = await inventory(2034);
    const v = await ok<Summary>('staff', 'POST', 'verify/submit', { modelId: inv.modelId });
    const finding = { verificationId: v.id, severity: 'observation', text: '建议保留抄表照片' };

    // The submitter never verifies their own inventory (a member holding both roles, here by SQL).
    await t.database.db.execute(
      sql`update carbon_verifications set submitted_by = ${member.expert} where id = ${v.id}`,
    );
    const own = await call('expert', 'POST', 'verify/finding/add', finding);
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('提交人不能核查自己提交的清单');
    const ownList = await ok<{ items: Summary[] }>(
      'expert',
      'GET',
      'verify/list?pageIndex=1&pageSize=50&status=0',
    );
    expect(ownList.items.map((i) => i.id)).not.toContain(v.id);
    await t.database.db.execute(
      sql`update carbon_verifications set submitted_by = ${member.staff} where id = ${v.id}`,
    );

    // Another verifier's verification is not theirs to act on.
    await t.database.db.execute(
      sql`update carbon_verifications set verifier = gen_random_uuid()::text where id = ${v.id}`,
    );
    expect((await call('expert', 'POST', 'verify/finding/add', finding)).statusCode).toBe(409);
    expect((await call('expert', 'GET', `verify/detail?id=${v.id}`)).statusCode).toBe(404);
    await t.database.db.execute(sql`update carbon_verifications set verifier = null where id = ${v.id}`);

    // Staff of the company are no verifiers; a verifier does not submit.
    expect((await call('staff', 'POST', 'verify/finding/add', finding)).statusCode).toBe(403);
    expect(
      (await call('staff', 'POST', 'verify/return', { verificationId: v.id, comment: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('expert', 'POST', 'verify/submit', { modelId: inv.modelId })).statusCode).toBe(403);

    // Another tenant's verifier finds nothing; another tenant's staff may not use carbon calls at all.
    expect((await call('otherExpert', 'GET', `verify/detail?id=${v.id}`)).statusCode).toBe(404);
    expect((await call('otherExpert', 'POST', 'verify/finding/add', finding)).statusCode).toBe(404);
    const foreignList = await ok<{ items: Summary[] }>(
      'otherExpert',
      'GET',
      'verify/list?pageIndex=1&pageSize=50',
    );
    expect(foreignList.items.map((i) => i.id)).not.toContain(v.id);
    expect((await call('otherStaff', 'POST', 'verify/submit', { modelId: inv.modelId })).statusCode).toBe(
      403,
    );

    // A model without sources is not submitted; a missing one is not found.
    await t.database.db.execute(sql`delete from carbon_sources where model_id = ${inv.modelId}`);
    await t.database.db.execute(sql`update carbon_models set status = 3 where id = ${inv.modelId}`);
    const empty = await call('staff', 'POST', 'verify/submit', { modelId: inv.modelId }, 'en-US');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().msg).toBe(
      'The accounting model has no emission sources yet and cannot be submitted for verification',
    );
    const missing = await call('staff', 'POST', 'verify/submit', {
      modelId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
