import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { seedDemo } from '../src/seed/index.js';
import { MessageSmsType } from '@platform/contract';
import { DEMO_MESSAGES, DEMO_PROCESS_EAST, DEMO_PROCESS_GREEN } from '../src/seed/messages.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
const tokens: Record<string, string> = {};

async function signIn(username: string, pwd = 'Demo@123') {
  const res = await app.inject({ method: 'POST', url: `${P}/tenantuser/login`, payload: { username, pwd } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

const as = (username: string) => ({ authorization: `Bearer ${tokens[username]}` });

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  for (const u of ['staff_a', 'reviewer_a', 'staff_b']) tokens[u] = await signIn(u);
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const unreadOf = (username: string) => DEMO_MESSAGES[username]!.filter((m) => !m.read).length;

describe('message centre', () => {
  it('counts only the caller’s unread messages', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${P}/msg/getUnreadMsgCount`,
      headers: as('staff_a'),
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { count: unreadOf('staff_a') } });
    const other = await app.inject({
      method: 'GET',
      url: `${P}/msg/getUnreadMsgCount`,
      headers: as('reviewer_a'),
    });
    expect(other.json().data.count).toBe(unreadOf('reviewer_a'));
  });

  it('pages messages newest first and filters by read status', async () => {
    const all = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as('staff_a'),
      payload: { pageIndex: 1, pageSize: 2 },
    });
    const body = all.json().data;
    expect(body.total).toBe(DEMO_MESSAGES.staff_a!.length);
    expect(body.items).toHaveLength(2);
    expect(body.items[0].title).toBe('认证申请受理通知');
    expect(Date.parse(body.items[0].createtime)).toBeGreaterThan(Date.parse(body.items[1].createtime));
    const read = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as('staff_a'),
      payload: { pageIndex: 1, pageSize: 10, queryData: { status: 1 } },
    });
    const readItems = read.json().data.items as { status: number }[];
    expect(readItems.map((m) => m.status)).toEqual(DEMO_MESSAGES.staff_a!.filter((m) => m.read).map(() => 1));
  });

  it('marks a message read when it is opened, and the unread count drops', async () => {
    const page = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as('reviewer_a'),
      payload: { pageIndex: 1, pageSize: 10, queryData: { status: 0 } },
    });
    const [first] = page.json().data.items;
    const opened = await app.inject({
      method: 'GET',
      url: `${P}/msg/getMsg?id=${first.id}`,
      headers: as('reviewer_a'),
    });
    expect(opened.json().data).toMatchObject({ id: first.id, status: 1, readStatus: 1, targetType: 21 });
    const count = await app.inject({
      method: 'GET',
      url: `${P}/msg/getUnreadMsgCount`,
      headers: as('reviewer_a'),
    });
    expect(count.json().data.count).toBe(unreadOf('reviewer_a') - 1);
  });

  it('never shows or marks another user’s message, in the same tenant or another', async () => {
    const page = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as('staff_a'),
      payload: { pageIndex: 1, pageSize: 10, queryData: { status: 0 } },
    });
    const id = page.json().data.items[0].id;
    for (const intruder of ['reviewer_a', 'staff_b']) {
      const res = await app.inject({ method: 'GET', url: `${P}/msg/getMsg?id=${id}`, headers: as(intruder) });
      expect(res.statusCode).toBe(404);
    }
    const still = await app.inject({
      method: 'GET',
      url: `${P}/msg/getUnreadMsgCount`,
      headers: as('staff_a'),
    });
    expect(still.json().data.count).toBe(unreadOf('staff_a'));
  });

  it('refuses bad paging input naming the field, and calls without a session', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as('staff_a'),
      payload: { pageIndex: 0, pageSize: 1000, queryData: { status: 3 } },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .data.errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['body.pageIndex', 'body.pageSize', 'body.queryData.status']);
    const notUuid = await app.inject({ method: 'GET', url: `${P}/msg/getMsg?id=1`, headers: as('staff_a') });
    expect(notUuid.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `${P}/msg/getUnreadMsgCount` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paging', () => {
  const page = (username: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as(username),
      payload: body,
    });

  it('splits the list into pages of the asked size with the total, and filters each status', async () => {
    const mine = DEMO_MESSAGES.staff_a!;
    const first = (await page('staff_a', { pageIndex: 1, pageSize: 10 })).json().data;
    const second = (await page('staff_a', { pageIndex: 2, pageSize: 10 })).json().data;
    expect(first.total).toBe(mine.length);
    expect(second.total).toBe(mine.length);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(mine.length - 10);
    const ids = [...first.items, ...second.items].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(mine.length);
    const times = [...first.items, ...second.items].map((m: { createtime: string }) =>
      Date.parse(m.createtime),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const beyond = (await page('staff_a', { pageIndex: 5, pageSize: 10 })).json().data;
    expect(beyond).toEqual({ items: [], total: mine.length });

    const unread = (await page('staff_a', { pageIndex: 1, pageSize: 100, queryData: { status: 0 } })).json()
      .data;
    const read = (await page('staff_a', { pageIndex: 1, pageSize: 100, queryData: { status: 1 } })).json()
      .data;
    expect(unread.total + read.total).toBe(mine.length);
    expect(unread.items.every((m: { status: number }) => m.status === 0)).toBe(true);
    expect(
      read.items.every((m: { status: number; readStatus: number }) => m.status === 1 && m.readStatus === 1),
    ).toBe(true);
  });

  it('defaults to the first page of ten', async () => {
    const res = (await page('staff_a', {})).json().data;
    expect(res.items).toHaveLength(10);
  });
});

describe('demo messages', () => {
  it('cover every smsType the message centre acts on and every target type', async () => {
    const all = (
      await app.inject({
        method: 'POST',
        url: `${P}/msg/getPageReceiverMsgList`,
        headers: as('staff_a'),
        payload: { pageIndex: 1, pageSize: 100 },
      })
    ).json().data.items as { smsType: string | null; targetType: number | null; param: string | null }[];
    for (const smsType of Object.values(MessageSmsType)) {
      expect(all.some((m) => m.smsType === smsType)).toBe(true);
    }
    for (const targetType of [21, 31, 32, 40, null]) {
      expect(all.some((m) => m.targetType === targetType)).toBe(true);
    }
    const notice = all.find((m) => m.smsType === 'cert-mgmt-accept-notify')!;
    expect(Object.keys(JSON.parse(notice.param!)).sort()).toEqual(
      [
        'acceptDate',
        'applyEntName',
        'biAuditUserName',
        'biAuditUserPhone',
        'orgName',
        'reviewDate',
        'reviewUser',
        'reviewUserTel',
      ].sort(),
    );
    const audits = all.filter((m) => m.targetType === 32).map((m) => JSON.parse(m.param!));
    expect(audits.every((p) => p.processId && (p.phase === 1 || p.phase === 2))).toBe(true);
  });

  it('download the file of a targetType 40 message under its Chinese name, for its receiver only', async () => {
    const all = (
      await app.inject({
        method: 'POST',
        url: `${P}/msg/getPageReceiverMsgList`,
        headers: as('staff_b'),
        payload: { pageIndex: 1, pageSize: 100 },
      })
    ).json().data.items as { targetType: number | null; param: string | null }[];
    const param = JSON.parse(all.find((m) => m.targetType === 40)!.param!);
    expect(decodeURIComponent(param.fileName)).toBe('2025年度碳排放核算报告.csv');
    const file = await app.inject({ method: 'GET', url: param.url, headers: as('staff_b') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('2025年度碳排放核算报告.csv')}`,
    );
    expect(file.body).toContain('合计,24874.3');
    for (const intruder of ['staff_a', 'reviewer_a']) {
      const res = await app.inject({ method: 'GET', url: param.url, headers: as(intruder) });
      expect(res.statusCode).toBe(404);
    }
    const bad = await app.inject({
      method: 'GET',
      url: `${P}/msg/downloadFile?id=x`,
      headers: as('staff_b'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('audit calls', () => {
  const A = '/api/api-cert/gltxScheme';
  const get = (username: string, path: string) =>
    app.inject({ method: 'GET', url: `${A}${path}`, headers: as(username) });

  it('answer the audit notice letter of each phase with its team', async () => {
    const one = await get('staff_a', `/queryAuditNotifyBook?id=${DEMO_PROCESS_EAST}&phase=1`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      processId: DEMO_PROCESS_EAST,
      phase: 1,
      orgName: '苏州恒信精密制造有限公司',
      certName: '华东质量认证中心',
      auditDateBegin: '2026-12-01',
      auditDatEnd: '2026-12-02',
      auditDate: '2026-12-01 至 2026-12-02',
      field: 'QMS,EMS',
      auditType: '1',
      contactUser: '周敏',
    });
    expect(one.json().data.userGroupList).toEqual([
      {
        realname: '李华',
        gender: 1,
        fieldMajorCodes: '17.12.05;19.05.01',
        auditPost: '审核组长',
        mobile: '13800000002',
      },
      {
        realname: '王芳',
        gender: 2,
        fieldMajorCodes: '19.05.01',
        auditPost: '审核员',
        mobile: '13800000003',
      },
    ]);
    const two = (await get('staff_a', `/queryAuditNotifyBook?id=${DEMO_PROCESS_EAST}&phase=2`)).json().data;
    expect(two).toMatchObject({ phase: 2, auditType: '2' });
    expect(two.userGroupList).toHaveLength(3);
  });

  it('answer the audit report with reportUrl when a document exists, and its fields otherwise', async () => {
    const one = (await get('staff_a', `/queryAuditReport?id=${DEMO_PROCESS_EAST}&phase=1`)).json().data;
    expect(one.reportUrl).toBe(`/auditReport?id=${DEMO_PROCESS_EAST}&phase=1`);
    const two = (await get('staff_a', `/queryAuditReport?id=${DEMO_PROCESS_EAST}&phase=2`)).json().data;
    expect(two).toMatchObject({
      reportUrl: null,
      conclusion: '推荐认证注册',
      nonconformities: 2,
      teamLeader: '李华',
    });
    const notYet = await get('staff_b', `/queryAuditReport?id=${DEMO_PROCESS_GREEN}&phase=1`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().msg).toBe('审核报告尚未出具');
  });

  it('answer the audit plan with its schedule', async () => {
    const plan = (await get('staff_a', `/queryAuditPlan?id=${DEMO_PROCESS_EAST}&phase=1`)).json().data;
    expect(plan.items[0]).toEqual({
      date: '2026-12-01',
      time: '09:00-09:30',
      subject: '首次会议',
      clauses: '—',
      auditors: '李华、王芳',
    });
    expect(plan.criteria).toContain('ISO 9001');
    expect(plan.userGroupList).toHaveLength(2);
  });

  it('are open to the members a scheme concerns: its auditors, those notified of it, and audit reviewers', async () => {
    for (const u of ['expert_a', 'auditor_a', 'nobiz_a', 'expert_b']) tokens[u] ??= await signIn(u);
    const paths = ['/queryAuditNotifyBook', '/queryAuditPlan'];
    for (const path of paths) {
      // 李华 (expert_a) is the team leader; staff_a was notified; reviewer_a reviews audits (role 34).
      for (const u of ['expert_a', 'staff_a', 'reviewer_a']) {
        expect((await get(u, `${path}?id=${DEMO_PROCESS_EAST}&phase=2`)).statusCode, `${u} ${path}`).toBe(
          200,
        );
      }
      // expert_b was asked to confirm green-carbon's plan.
      expect((await get('expert_b', `${path}?id=${DEMO_PROCESS_GREEN}&phase=1`)).statusCode).toBe(200);
    }
    expect((await get('expert_a', `/queryAuditReport?id=${DEMO_PROCESS_EAST}&phase=2`)).statusCode).toBe(200);
  });

  it('are refused, with their auditors’ mobile numbers, to members a scheme does not concern', async () => {
    for (const u of ['auditor_a', 'nobiz_a']) tokens[u] ??= await signIn(u);
    for (const path of ['/queryAuditNotifyBook', '/queryAuditReport', '/queryAuditPlan']) {
      for (const u of ['auditor_a', 'nobiz_a']) {
        const res = await get(u, `${path}?id=${DEMO_PROCESS_EAST}&phase=1`);
        expect(res.statusCode, `${u} ${path}`).toBe(403);
        expect(res.json().msg).toBe('您无权查看该审核方案');
        expect(res.body).not.toContain('13800000002');
      }
    }
  });

  it('keep each tenant’s processes to itself and refuse bad parameters by field', async () => {
    for (const path of ['/queryAuditNotifyBook', '/queryAuditReport', '/queryAuditPlan']) {
      const foreign = await get('staff_b', `${path}?id=${DEMO_PROCESS_EAST}&phase=1`);
      expect(foreign.statusCode).toBe(404);
      const missing = await get('staff_a', `${path}?id=P-0000&phase=1`);
      expect(missing.json()).toMatchObject({ code: 404, msg: '审核方案不存在' });
      const bad = await get('staff_a', `${path}?phase=3`);
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .data.errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['query.id', 'query.phase']);
      const anonymous = await app.inject({
        method: 'GET',
        url: `${A}${path}?id=${DEMO_PROCESS_EAST}&phase=1`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
