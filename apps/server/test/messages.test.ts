import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { seedDemo } from '../src/db/seed.js';
import { DEMO_MESSAGES } from '../src/db/seed-messages.js';
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
    expect(readItems.map((m) => m.status)).toEqual(
      DEMO_MESSAGES.staff_a!.filter((m) => m.read).map(() => 1),
    );
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
