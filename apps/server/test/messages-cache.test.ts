// An instance keeps a receiver's message pages and unread count until the hub hears that the
// receiver's messages changed: a message sent, or one opened, shows on the very next call on the
// instance that took the write and, as soon as the notice arrives, on another one (PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, onPostgres, type TestDatabase } from './helpers.js';
import { bearer, memberId, messagesApp, P, secondInstance, signIn, until } from './messages-helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;
const tokens: Record<string, string> = {};

interface Page {
  items: { id: string; title: string; status: number }[];
  total: number;
}
const pageOn = async (via: App, username: string): Promise<Page> => {
  const res = await via.inject({
    method: 'POST',
    url: `${P}/msg/getPageReceiverMsgList`,
    headers: bearer(tokens[username]!),
    payload: { pageIndex: 1, pageSize: 10, queryData: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const unreadOn = async (via: App, username: string): Promise<number> =>
  (
    await via.inject({ method: 'GET', url: `${P}/msg/getUnreadMsgCount`, headers: bearer(tokens[username]!) })
  ).json().data.count;

/** Reads with the instance listening, so that the answers are kept from now on. */
async function warm(via: App, username: string) {
  await pageOn(via, username);
  await until(() => via.messaging.hub.live());
  await unreadOn(via, username);
  return { page: await pageOn(via, username), unread: await unreadOn(via, username) };
}

async function send(via: App, username: string, title: string) {
  const res = await via.inject({
    method: 'POST',
    url: `${P}/msg/sendMsg`,
    headers: bearer(tokens.admin!),
    payload: {
      title,
      content: title,
      channels: [1],
      receivers: { type: 'users', tenantUserIds: [(await memberId(db, username)).id] },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await messagesApp(t.database, { worker: false });
  for (const u of ['admin', 'staff_a', 'expert_a']) tokens[u] = await signIn(app, u);
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('message pages and counts kept by an instance', () => {
  it('shows a message sent to the user on the next page and count', async () => {
    const before = await warm(app, 'staff_a');
    await send(app, 'staff_a', '缓存之后的新消息');
    const page = await pageOn(app, 'staff_a');
    expect(page.total).toBe(before.page.total + 1);
    expect(page.items[0]!.title).toBe('缓存之后的新消息');
    expect(await unreadOn(app, 'staff_a')).toBe(before.unread + 1);
  });

  it('counts a message opened as read on the next call', async () => {
    await send(app, 'staff_a', '打开即已读');
    const before = await warm(app, 'staff_a');
    const newest = before.page.items[0]!;
    expect(newest.status).toBe(0);
    const opened = await app.inject({
      method: 'GET',
      url: `${P}/msg/getMsg?id=${newest.id}`,
      headers: bearer(tokens.staff_a!),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await unreadOn(app, 'staff_a')).toBe(before.unread - 1);
    expect((await pageOn(app, 'staff_a')).items[0]).toMatchObject({ id: newest.id, status: 1 });
  });

  it('keeps one receiver’s answers when another receiver gets a message', async () => {
    const staff = await warm(app, 'staff_a');
    await warm(app, 'expert_a');
    await send(app, 'expert_a', '只发给专家');
    expect(await pageOn(app, 'staff_a')).toEqual(staff.page);
    expect((await pageOn(app, 'expert_a')).items[0]!.title).toBe('只发给专家');
  });
});

describe.runIf(onPostgres)('message pages and counts across two instances', () => {
  const otherApp = secondInstance(() => t.url!);

  it('shows on this instance a message sent through the other one', async () => {
    const before = await warm(app, 'staff_a');
    await send(otherApp(), 'staff_a', '另一实例发送');
    await until(async () => (await unreadOn(app, 'staff_a')) === before.unread + 1, 1_000, 5);
    expect((await pageOn(app, 'staff_a')).items[0]!.title).toBe('另一实例发送');
  });
});
