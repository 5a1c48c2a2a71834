// Each instance keeps resolved sessions, app subscriptions and built menus for a while; these tests
// hold it to the promise that a change is seen by the very next call on the instance that made it (a
// write call answers once its notices are back) and, as soon as the notice arrives, on another one
// (PostgreSQL): revoked or disabled sessions are refused, a changed role binding or subscription
// changes the answer, and a listener that lost its connection never serves stale answers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '@platform/contract';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { resources, roleResources, tenantApps, tenants, tenantUsers, users } from '../src/db/schema/index.js';
import { FORM_DESIGN_COMPONENTS } from '../src/modules/forms/service.js';
import { seedDemo } from '../src/seed/index.js';
import { LISTENER_NAME } from '../src/live/unread-hub.js';
import { migratedDatabase, onPostgres, type TestDatabase } from './helpers.js';
import {
  appId,
  bearer,
  memberId,
  messagesApp,
  P,
  platformRole,
  secondInstance,
  signIn,
  until,
} from './messages-helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;

const menuCall = (via: App, token: string) =>
  via.inject({
    method: 'GET',
    url: `${P}/tenant/getresources?appkey=quality`,
    headers: { ...bearer(token), appkey: 'quality' },
  });
const menuOf = async (via: App, token: string) => pageIds((await menuCall(via, token)).json().data);
const pageIds = (routes: RouteRecord[]): string[] =>
  routes.flatMap((r) => [...(r.children.length ? [] : [r.id]), ...pageIds(r.children)]);
const statusOf = async (via: App, token: string) => (await menuCall(via, token)).statusCode;

/** Two answered calls with the instance listening: the second is served from its cache. */
async function warm(via: App, token: string) {
  expect((await menuCall(via, token)).statusCode).toBe(200);
  await until(() => via.messaging.hub.live());
  const res = await menuCall(via, token);
  expect(res.statusCode, res.body).toBe(200);
  return pageIds(res.json().data);
}

/** What a write call does before answering: wait until its access notices are back. */
const settled = (via: App) => via.messaging.hub.sync();

/** A change made on one instance reaches another as soon as its notice does: well within a second. */
const soon = (check: () => Promise<boolean>) => until(check, 1_000, 5);

const staffRole = () => platformRole(db, 'quality', 8);
async function staffRoleResources() {
  const role = await staffRole();
  const rows = await db.select().from(roleResources).where(eq(roleResources.roleId, role.id));
  return rows.map((r) => r.resourceId);
}
/** Binds the staff role of the quality app to exactly these resources, through the role API. */
async function bindStaffRole(adminToken: string, resourceIds: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/role/bindResources`,
    headers: bearer(adminToken),
    payload: { roleId: (await staffRole()).id, resourceIds },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await messagesApp(t.database, { worker: false });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('access answers kept by an instance', () => {
  it('shows the new menu on the next call after an administrator changes a role binding', async () => {
    const adminToken = await signIn(app, 'admin');
    const token = await signIn(app, 'staff_a');
    const before = await warm(app, token);
    const page = before[0]!;
    const bound = await staffRoleResources();
    expect(bound).toContain(page);
    await bindStaffRole(
      adminToken,
      bound.filter((id) => id !== page),
    );
    expect(await menuOf(app, token)).not.toContain(page);
    await bindStaffRole(adminToken, bound);
    expect(await menuOf(app, token)).toEqual(before);
  });

  it('shows the new menu after a role binding is changed by hand in the database', async () => {
    const token = await signIn(app, 'staff_a');
    const before = await warm(app, token);
    const page = before[0]!;
    const binding = and(eq(roleResources.roleId, (await staffRole()).id), eq(roleResources.resourceId, page));
    await db.delete(roleResources).where(binding);
    await settled(app);
    expect(await menuOf(app, token)).not.toContain(page);
    await db.insert(roleResources).values({ roleId: (await staffRole()).id, resourceId: page });
    await settled(app);
    expect(await menuOf(app, token)).toEqual(before);
  });

  it("refuses a screen's calls and form design on the next call once the role loses them, and allows them again", async () => {
    const adminToken = await signIn(app, 'admin');
    const token = await signIn(app, 'staff_a');
    const page = (await warm(app, token))[0]!;
    const fromScreen = (resourceId: string) =>
      app.inject({
        method: 'GET',
        url: `${P}/msg/getUnreadMsgCount`,
        headers: { ...bearer(token), appkey: 'quality', resourceid: resourceId },
      });
    const formList = () =>
      app.inject({
        method: 'POST',
        url: '/api/api-spacestation/sp/form/getIDBPageList?pageIndex=1&pageSize=10',
        headers: bearer(token),
        payload: {},
      });
    // Twice: the second answers come from what the instance keeps.
    for (let i = 0; i < 2; i++) {
      expect((await fromScreen(page)).statusCode).toBe(200);
      expect((await formList()).statusCode).toBe(200);
    }
    expect((await fromScreen(page.toUpperCase())).statusCode).toBe(200);
    expect((await fromScreen('not-a-resource')).statusCode).toBe(403);

    const bound = await staffRoleResources();
    await bindStaffRole(
      adminToken,
      bound.filter((id) => id !== page),
    );
    const refused = await fromScreen(page);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('当前操作没有权限');
    expect((await formList()).statusCode).toBe(200);

    await bindStaffRole(adminToken, bound);
    expect((await fromScreen(page)).statusCode).toBe(200);

    // The staff member holds the design screens through their roles in several apps: taken from all.
    const design = await db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.component, [...FORM_DESIGN_COMPONENTS]));
    const taken = await db
      .delete(roleResources)
      .where(
        inArray(
          roleResources.resourceId,
          design.map((d) => d.id),
        ),
      )
      .returning();
    expect(taken.length).toBeGreaterThan(0);
    await settled(app);
    expect((await formList()).statusCode).toBe(403);
    expect((await fromScreen(page)).statusCode).toBe(200);
    await db.insert(roleResources).values(taken);
    await settled(app);
    expect((await formList()).statusCode).toBe(200);
  });

  it('refuses the token on the next call after logout', async () => {
    const token = await signIn(app, 'staff_a');
    await warm(app, token);
    const out = await app.inject({ method: 'POST', url: `${P}/tenantuser/logout`, headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(200);
    const res = await menuCall(app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('登录状态已失效，请重新登录');
  });

  it('refuses a session revoked, or a user, membership or tenant disabled, by any writer', async () => {
    const member = await memberId(db, 'staff_a');
    const [user] = await db.select().from(users).where(eq(users.username, 'staff_a'));
    const revoked = await signIn(app, 'staff_a');
    await warm(app, revoked);
    await db.execute(sql`update sessions set revoked_at = now() where user_id = ${user!.id}`);
    await settled(app);
    expect(await statusOf(app, revoked)).toBe(401);

    const token = await signIn(app, 'staff_a');
    await warm(app, token);
    await db.update(users).set({ status: 0 }).where(eq(users.id, user!.id));
    await settled(app);
    const disabled = await menuCall(app, token);
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().msg).toBe('账号已停用，无法访问系统资源');
    await db.update(users).set({ status: 1 }).where(eq(users.id, user!.id));
    await settled(app);
    expect(await statusOf(app, token)).toBe(200);

    await warm(app, token);
    await db.update(tenantUsers).set({ status: 0 }).where(eq(tenantUsers.id, member.id));
    await settled(app);
    expect(await statusOf(app, token)).toBe(401);
    await db.update(tenantUsers).set({ status: 1 }).where(eq(tenantUsers.id, member.id));
    await settled(app);

    await warm(app, token);
    await db.update(tenants).set({ status: 0 }).where(eq(tenants.id, member.tenantId));
    await settled(app);
    expect(await statusOf(app, token)).toBe(401);
    await db.update(tenants).set({ status: 1 }).where(eq(tenants.id, member.tenantId));
    await settled(app);
    expect(await statusOf(app, token)).toBe(200);
  });

  it('refuses an app after the tenant closes its subscription', async () => {
    const token = await signIn(app, 'staff_a');
    const member = await memberId(db, 'staff_a');
    await warm(app, token);
    const subscription = and(
      eq(tenantApps.tenantId, member.tenantId),
      eq(tenantApps.appId, await appId(db, 'quality')),
    );
    await db.update(tenantApps).set({ status: 0 }).where(subscription);
    await settled(app);
    const closed = await menuCall(app, token);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().msg).toBe('当前租户未开通该应用');
    await db.update(tenantApps).set({ status: 1 }).where(subscription);
    await settled(app);
    expect(await statusOf(app, token)).toBe(200);
  });
});

describe.runIf(onPostgres)('access answers across two instances on one PostgreSQL', () => {
  const otherApp = secondInstance(() => t.url!);

  it('refuses on the other instance a token logged out on this one', async () => {
    const token = await signIn(app, 'staff_a');
    await warm(app, token);
    await warm(otherApp(), token);
    const out = await app.inject({ method: 'POST', url: `${P}/tenantuser/logout`, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await soon(async () => (await statusOf(otherApp(), token)) === 401);
    expect(await statusOf(app, token)).toBe(401);
  });

  it('refuses on both instances the other sessions of a user whose password changed', async () => {
    const kept = await signIn(app, 'expert_a');
    const elsewhere = await signIn(app, 'expert_a');
    await warm(app, elsewhere);
    await warm(otherApp(), elsewhere);
    const res = await app.inject({
      method: 'POST',
      url: `${P}/tenantuser/updatePwd`,
      headers: bearer(kept),
      payload: { oldPassword: 'Demo@123', newPassword: 'Demo@456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(app, elsewhere)).toBe(401);
    await soon(async () => (await statusOf(otherApp(), elsewhere)) === 401);
    expect(await statusOf(otherApp(), kept)).toBe(200);
  });

  it('shows the other instance the new menu after a role binding changes through this one', async () => {
    const adminToken = await signIn(app, 'admin');
    const token = await signIn(app, 'staff_a');
    const before = await warm(otherApp(), token);
    const page = before[0]!;
    const bound = await staffRoleResources();
    await bindStaffRole(
      adminToken,
      bound.filter((id) => id !== page),
    );
    await soon(async () => !(await menuOf(otherApp(), token)).includes(page));
    await bindStaffRole(adminToken, bound);
    await soon(async () => (await menuOf(otherApp(), token)).includes(page));
    expect(await menuOf(otherApp(), token)).toEqual(before);
  });

  it('serves nothing kept while its listener is cut, so a revocation meanwhile is not missed', async () => {
    const token = await signIn(app, 'staff_a');
    await warm(otherApp(), token);
    // The listener connects as the login user; the server's role (row-level security) may not end it.
    const cut = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'none', true)`);
      return tx.execute(sql`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`);
    });
    expect(rowsOf(cut).length).toBeGreaterThan(0);
    await db.execute(sql`update sessions set revoked_at = now() where revoked_at is null
      and user_id = (select id from users where username = 'staff_a')`);
    await soon(async () => (await statusOf(otherApp(), token)) === 401);
    await until(() => otherApp().messaging.hub.live() && app.messaging.hub.live(), 10_000);
    expect(await statusOf(otherApp(), token)).toBe(401);
  });
});
