// Certification contracts through HTTP (issue 21, flow step 3): staff_a (role 8, east-cert) submits an
// application that reviewer_a (role 34) accepts; reviewer_a quotes it (exact decimal arithmetic, the
// amount in Chinese capitals), saves, sends, and downloads the contract as a .docx filled from the
// template; staff_a sees only their own sent contract (404 otherwise), downloads it and uploads the
// signed scan; reviewer_a signs (application contracted, its audit programme made, the `contract` task
// completed so the process waits at `plan`) or cancels with a reason (application withdrawn, process
// ended). Wrong fields answer 400 naming them; wrong states 409.
import { sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-cert';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'client' | 'otherClient' | 'body';
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

async function ok<T = Contract>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
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

interface Application {
  id: string;
  no: string;
  status: number;
  instanceId: string;
}

interface Contract {
  id: string;
  no: string;
  applicationId: string;
  applicationNo: string | null;
  applicationStatus: number;
  entName: string;
  status: number;
  auditDays: string;
  dayRate: string;
  amount: string;
  fees: { name: string; amount: string }[];
  signedCopy: { key: string; name: string } | null;
  sentAt: string | null;
  signedAt: string | null;
  clientSignedAt: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  quote: {
    initialDays: string;
    surveillanceDays: string;
    surveillanceAudits: number;
    totalDays: string;
    dayRate: string;
    auditFee: string;
    feesTotal: string;
    amount: string;
    amountInWords: string;
  };
}

interface Page<T> {
  items: T[];
  total: number;
}

let nth = 0;
/** An application of staff_a (or staff_c), submitted and accepted by reviewer_a with 6 audit days. */
async function accepted(who: 'client' | 'otherClient' = 'client', over: Record<string, unknown> = {}) {
  nth++;
  const draft = await ok<Application>(who, 'POST', 'apply/save', {
    scheme: 'QMS',
    entName: who === 'client' ? '苏州精工机械有限公司' : '无锡华光电器有限公司',
    creditCode: '91110000600037341L',
    address: '苏州市工业园区星湖街 1 号',
    region: '320500',
    contactName: '张明',
    contactTel: '13800000001',
    contactEmail: 'zhang@example.com',
    scope: `精密机械零部件的设计和生产（合同测试 ${nth}）`,
    fieldCodes: ['18.01'],
    employees: 120,
    sites: [
      { name: '总部', address: '苏州市工业园区星湖街 1 号', employees: 80 },
      { name: '二厂', address: '苏州市吴中区 8 号', employees: 40 },
    ],
    documents: [{ key: 'uploads/licence.pdf', name: '营业执照.pdf' }],
    ...over,
  });
  const submitted = await ok<Application>(who, 'POST', 'apply/submit', { id: draft.id });
  return ok<Application>('body', 'POST', 'apply/accept', {
    id: submitted.id,
    risk: 'medium',
    auditDays: '6',
    daysReason: '单一产品线，减少半天',
  });
}

const quotation = (applicationId: string, over: Record<string, unknown> = {}) => ({
  applicationId,
  auditDays: '6',
  dayRate: '3300.50',
  fees: [
    { name: '申请费', amount: '500' },
    { name: '注册费', amount: '800.25' },
  ],
  terms: '一、甲方应如实提供资料。\n二、乙方对甲方信息保密。',
  ...over,
});

async function messagesOf(username: string) {
  return q<{ title: string; content: string; target_type: number; param: string }>(
    sql`select m.title, m.content, m.target_type, m.param::text as param from messages m
      join tenant_users tu on tu.id = m.receiver_tenant_user_id and tu.tenant_id = m.tenant_id
      join users u on u.id = tu.user_id
      where u.username = ${username} and m.tenant_id = ${east} order by m.created_at, m.id`,
  );
}

const openSteps = async (instanceId: string) =>
  (
    await q<{ element_id: string }>(
      sql`select element_id from wf_tasks where instance_id = ${instanceId} and status = 'open'`,
    )
  ).map((r) => r.element_id);

const applicationStatus = async (id: string) =>
  Number(
    (await q<{ status: number }>(sql`select status from cert_applications where id = ${id}`))[0]!.status,
  );

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
  token.client = await signIn('staff_a');
  token.otherClient = await signIn('staff_c');
  token.body = await signIn('reviewer_a');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('a quotation', () => {
  it('names every wrong field, in both languages', async () => {
    const a = await accepted();
    const wrong = quotation(a.id, {
      auditDays: '2.3',
      dayRate: '0',
      fees: [{ name: '', amount: '12.345' }],
    });
    const res = await call('body', 'POST', 'contract/save', wrong);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().data.errors as { field: string; reason: string }[]).map((e) => [
      e.field,
      e.reason,
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['body.auditDays', '须为0.5的整数倍'],
        ['body.dayRate', '须大于0'],
        ['body.fees.0.name', '不能为空'],
        ['body.fees.0.amount', '须为金额（最多12位整数、2位小数）'],
      ]),
    );
    const english = await call('body', 'POST', 'contract/save', wrong, 'en-US');
    expect(english.json().data.errors).toEqual(
      expect.arrayContaining([{ field: 'body.auditDays', reason: 'must be a multiple of 0.5' }]),
    );
  });

  it('prices the cycle exactly: initial days and two surveillance audits × the day rate, plus the fees', async () => {
    const a = await accepted();
    const awaiting = await ok<Page<{ id: string; auditDays: string }>>(
      'body',
      'POST',
      'contract/queryAwaitingList?pageIndex=1&pageSize=100',
      {},
    );
    expect(awaiting.items.find((i) => i.id === a.id)).toMatchObject({ auditDays: '6' });

    const c = await ok('body', 'POST', 'contract/save', quotation(a.id));
    expect(c.no).toMatch(new RegExp(`^HT-${new Date().getFullYear()}-\\d{5}$`));
    expect(c).toMatchObject({ status: 0, auditDays: '6', dayRate: '3300.50', amount: '34305.25' });
    expect(c.quote).toEqual({
      initialDays: '6',
      surveillanceDays: '2',
      surveillanceAudits: 2,
      totalDays: '10',
      dayRate: '3300.50',
      auditFee: '33005.00',
      fees: [
        { name: '申请费', amount: '500.00' },
        { name: '注册费', amount: '800.25' },
      ],
      feesTotal: '1300.25',
      amount: '34305.25',
      amountInWords: '叁万肆仟叁佰零伍元贰角伍分',
    });
    const [stored] = await q<{ amount: string }>(
      sql`select amount::text from cert_contracts where id = ${c.id}`,
    );
    expect(stored!.amount).toBe('34305.25');

    // Changed: 4.5 days at 2800 → 4.5 + 2 × 1.5 = 7.5 days, 21000.00, no fees.
    const changed = await ok('body', 'POST', 'contract/save', {
      ...quotation(a.id, { auditDays: '4.5', dayRate: '2800', fees: [] }),
      id: c.id,
    });
    expect(changed).toMatchObject({ no: c.no, amount: '21000.00' });
    expect(changed.quote).toMatchObject({ totalDays: '7.5', amountInWords: '贰万壹仟元整' });

    // Out of the awaiting list, into the contracts list (filters: status, keyword, dates).
    const after = await ok<Page<{ id: string }>>('body', 'POST', 'contract/queryAwaitingList', {});
    expect(after.items.map((i) => i.id)).not.toContain(a.id);
    const list = (body: object) =>
      ok<Page<Contract>>('body', 'POST', 'contract/queryPageList?pageIndex=1&pageSize=50', body);
    expect((await list({ keyword: c.no })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await list({ keyword: a.no })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await list({ status: 0 })).items.map((i) => i.id)).toContain(c.id);
    expect((await list({ status: 1 })).items.map((i) => i.id)).not.toContain(c.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ dateFrom: today, dateTo: today })).items.map((i) => i.id)).toContain(c.id);
    expect((await list({ dateTo: '2000-01-01' })).total).toBe(0);
  });
});

describe('state rules', () => {
  it('refuses a second contract, a contract of an application not accepted, and the enterprise', async () => {
    const a = await accepted();
    const first = await ok('body', 'POST', 'contract/save', quotation(a.id));
    const second = await call('body', 'POST', 'contract/save', quotation(a.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(`该申请已有合同 ${first.no}`);

    const draft = await ok<Application>('client', 'POST', 'apply/save', {
      scheme: 'QMS',
      entName: '苏州精工机械有限公司',
      creditCode: '91110000600037341L',
      contactName: '张明',
      contactTel: '13800000001',
      scope: '未提交的申请',
      employees: 10,
    });
    const notAccepted = await call('body', 'POST', 'contract/save', quotation(draft.id));
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().msg).toBe('申请不在待签合同状态（已受理），不能签订合同');
    const missing = await call(
      'body',
      'POST',
      'contract/save',
      quotation('00000000-0000-4000-8000-000000000000'),
    );
    expect(missing.statusCode).toBe(404);

    expect((await call('client', 'POST', 'contract/queryPageList', {})).statusCode).toBe(403);
    expect((await call('client', 'POST', 'contract/save', quotation(a.id))).statusCode).toBe(403);
    expect((await call('client', 'POST', 'contract/sign', { id: first.id })).statusCode).toBe(403);
  });
});

describe('a contract from sending to signature', () => {
  it('is sent, seen only by its enterprise, downloaded as a filled docx, signed by both', async () => {
    const a = await accepted();
    const c = await ok('body', 'POST', 'contract/save', quotation(a.id));

    // A draft is the body's alone.
    expect((await call('client', 'GET', `contract/detail?id=${c.id}`)).statusCode).toBe(404);
    expect(
      await ok<Contract | null>('client', 'GET', `contract/myContract?applicationId=${a.id}`),
    ).toBeNull();

    const before = (await messagesOf('staff_a')).length;
    const sent = await ok('body', 'POST', 'contract/send', { id: c.id });
    expect(sent.status).toBe(1);
    expect(sent.sentAt).toEqual(expect.any(String));
    const told = (await messagesOf('staff_a')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(`认证合同待签：${c.no}`);
    expect(told[0]!.content).toContain('34305.25');
    expect((await call('body', 'POST', 'contract/send', { id: c.id })).statusCode).toBe(409);

    // The enterprise sees its own; another enterprise gets 404 everywhere.
    const mine = await ok<Contract>('client', 'GET', `contract/myContract?applicationId=${a.id}`);
    expect(mine).toMatchObject({ id: c.id, status: 1, amount: '34305.25' });
    await ok('client', 'GET', `contract/detail?id=${c.id}`);
    for (const res of [
      await call('otherClient', 'GET', `contract/detail?id=${c.id}`),
      await call('otherClient', 'GET', `contract/myContract?applicationId=${a.id}`),
      await call('otherClient', 'GET', `contract/document?id=${c.id}`),
      await call('otherClient', 'POST', 'contract/clientSign', {
        id: c.id,
        signedCopy: { key: 'uploads/x.pdf', name: 'x.pdf' },
      }),
    ])
      expect(res.statusCode).toBe(404);

    // The document: a real docx with the values filled in.
    const doc = await call('client', 'GET', `contract/document?id=${c.id}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(doc.headers['content-disposition'])).toContain('attachment');
    const xml = new PizZip(doc.rawPayload).file('word/document.xml')!.asText();
    const words = xml.replace(/<[^>]+>/g, '');
    for (const value of [
      c.no,
      a.no,
      '苏州精工机械有限公司',
      '91110000600037341L',
      '华东质量认证中心',
      '质量管理体系认证',
      'GB/T 19001-2016 / ISO 9001:2015',
      '精密机械零部件的设计和生产',
      '二厂',
      '苏州市吴中区 8 号',
      '初次认证审核（第一阶段、第二阶段）：6 人日',
      '监督审核 2 次，每次 2 人日',
      '合计 10 人日',
      '3300.50',
      '33005.00',
      '申请费',
      '800.25',
      '34305.25',
      '人民币叁万肆仟叁佰零伍元贰角伍分',
      '一、甲方应如实提供资料。',
      '二、乙方对甲方信息保密。',
    ])
      expect(words).toContain(value);
    expect(words).not.toMatch(/\{[a-zA-Z#/]/);
    expect(words).not.toContain('undefined');

    // The enterprise uploads its signed scan; the body's author of the contract hears of it.
    const heard = (await messagesOf('reviewer_a')).length;
    const scan = { key: 'cert/contract/signed.pdf', name: '合同签字版.pdf' };
    const uploaded = await ok('client', 'POST', 'contract/clientSign', { id: c.id, signedCopy: scan });
    expect(uploaded).toMatchObject({ status: 1, signedCopy: scan, clientSignedAt: expect.any(String) });
    const bodyTold = (await messagesOf('reviewer_a')).slice(heard);
    expect(bodyTold.map((m) => m.title)).toEqual([`合同签字版已上传：${c.no}`]);

    // The body signs with the enterprise's copy: contracted, programme made, on to planning.
    expect(await openSteps(a.instanceId)).toEqual(['contract']);
    const signed = await ok('body', 'POST', 'contract/sign', { id: c.id });
    expect(signed).toMatchObject({ status: 2, signedCopy: scan, applicationStatus: 4 });
    expect(signed.signedAt).toEqual(expect.any(String));
    expect(await applicationStatus(a.id)).toBe(4);
    const audits = await q<{ kind: number }>(
      sql`select kind from cert_audits where application_id = ${a.id} order by kind`,
    );
    expect(audits.map((r) => Number(r.kind))).toEqual([1, 2]);
    expect(await openSteps(a.instanceId)).toEqual(['plan']);
    const [instance] = await q<{ variables: Record<string, unknown> }>(
      sql`select variables from wf_instances where id = ${a.instanceId}`,
    );
    expect(instance!.variables).toMatchObject({ result: 'signed' });

    // Signed: neither changed, signed again nor cancelled.
    const edit = await call('body', 'POST', 'contract/save', { ...quotation(a.id), id: c.id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('合同已签订，不能修改');
    expect((await call('body', 'POST', 'contract/sign', { id: c.id })).statusCode).toBe(409);
    expect((await call('body', 'POST', 'contract/cancel', { id: c.id, reason: '重复' })).statusCode).toBe(
      409,
    );
  });

  it('needs a signed copy to sign', async () => {
    const a = await accepted();
    const c = await ok('body', 'POST', 'contract/save', quotation(a.id));
    const res = await call('body', 'POST', 'contract/sign', { id: c.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'body.signedCopy', reason: '请上传双方签字盖章的合同扫描件' },
    ]);
  });
});

describe('a cancelled contract', () => {
  it('ends the application as withdrawn and its process; it can be neither signed nor changed', async () => {
    const a = await accepted();
    const c = await ok('body', 'POST', 'contract/save', quotation(a.id));
    await ok('body', 'POST', 'contract/send', { id: c.id });

    const noReason = await call('body', 'POST', 'contract/cancel', { id: c.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0].field).toBe('body.reason');

    const before = (await messagesOf('staff_a')).length;
    const cancelled = await ok('body', 'POST', 'contract/cancel', { id: c.id, reason: '企业决定暂缓认证' });
    expect(cancelled).toMatchObject({
      status: 3,
      applicationStatus: 9,
      cancelReason: '企业决定暂缓认证',
      cancelledAt: expect.any(String),
    });
    expect(await applicationStatus(a.id)).toBe(9);
    expect(await openSteps(a.instanceId)).toEqual([]);
    const [instance] = await q<{ variables: Record<string, unknown> }>(
      sql`select variables from wf_instances where id = ${a.instanceId}`,
    );
    expect(instance!.variables).toMatchObject({ result: 'cancelled' });
    expect((await ok('body', 'GET', `contract/detail?id=${c.id}`)).cancelReason).toBe('企业决定暂缓认证');
    const told = (await messagesOf('staff_a')).slice(before);
    expect(told.map((m) => m.title)).toEqual([`认证合同已取消：${c.no}`]);

    const sign = await call('body', 'POST', 'contract/sign', {
      id: c.id,
      signedCopy: { key: 'cert/contract/late.pdf', name: 'late.pdf' },
    });
    expect(sign.statusCode).toBe(409);
    expect(sign.json().msg).toBe('合同已取消，不能签订');
    const english = await call(
      'body',
      'POST',
      'contract/sign',
      { id: c.id, signedCopy: { key: 'cert/contract/late.pdf', name: 'late.pdf' } },
      'en-US',
    );
    expect(english.json().msg).toBe('The contract is cancelled and cannot be signed');
    expect((await call('body', 'POST', 'contract/save', { ...quotation(a.id), id: c.id })).statusCode).toBe(
      409,
    );
    expect((await call('body', 'POST', 'contract/cancel', { id: c.id, reason: '再次' })).statusCode).toBe(
      409,
    );
    // The enterprise cannot upload a signed copy of it either.
    const late = await call('client', 'POST', 'contract/clientSign', {
      id: c.id,
      signedCopy: { key: 'cert/contract/late.pdf', name: 'late.pdf' },
    });
    expect(late.statusCode).toBe(409);
  });
});
