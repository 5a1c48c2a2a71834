// The administrator's send and the send service other modules call: who may send, who receives
// (users, role holders of an app, a whole tenant), that everything of a send is one transaction, and
// that deliveries and their states are visible to the sender's tenant only.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import {
  messageDeliveries,
  messageFiles,
  messages,
  messageSends,
  operationLogs,
  tenantUserRoles,
  users,
} from '../src/db/schema/index.js';
import { text } from '../src/i18n/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, type TestDatabase } from './helpers.js';
import { appId, bearer, memberId, messagesApp, P, platformRole, signIn } from './messages-helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;
const tokens: Record<string, string> = {};
const as = (u: string) => bearer(tokens[u]!);

const send = (username: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${P}/msg/sendMsg`, headers: as(username), payload });
const unread = async (username: string) =>
  (await app.inject({ method: 'GET', url: `${P}/msg/getUnreadMsgCount`, headers: as(username) })).json().data
    .count as number;
const firstMessage = async (username: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: as(username),
      payload: { pageIndex: 1, pageSize: 1 },
    })
  ).json().data.items[0];
const fieldsOf = (res: { json(): { data: { errors: { field: string }[] } } }) =>
  res
    .json()
    .data.errors.map((e) => e.field)
    .sort();

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  // The worker stays off: these tests look at deliveries as they were queued.
  app = await messagesApp(t.database, { worker: false });
  // staff_b becomes the system manager of their own tenant (not a platform administrator).
  const manager = await platformRole(db, 'system', 1);
  const staffB = await memberId(db, 'staff_b', 'green-carbon');
  await db
    .insert(tenantUserRoles)
    .values({ tenantId: staffB.tenantId, tenantUserId: staffB.id, roleId: manager.id });
  for (const u of ['admin', 'staff_a', 'expert_a', 'reviewer_a', 'auditor_a', 'staff_b', 'expert_b']) {
    tokens[u] = await signIn(app, u);
  }
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('sending a message', () => {
  it('reaches the chosen users in-app, newest first, and raises their unread counts', async () => {
    const staff = await memberId(db, 'staff_a');
    const expert = await memberId(db, 'expert_a');
    const before = {
      staff: await unread('staff_a'),
      expert: await unread('expert_a'),
      rev: await unread('reviewer_a'),
    };
    const res = await send('admin', {
      title: '年度监督审核安排',
      content: '请于 12 月 20 日前提交年度监督审核资料。',
      channels: [1],
      receivers: { type: 'users', tenantUserIds: [staff.id, expert.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ receivers: 2, messages: 2, deliveries: 0 });
    expect(await unread('staff_a')).toBe(before.staff + 1);
    expect(await unread('expert_a')).toBe(before.expert + 1);
    expect(await unread('reviewer_a')).toBe(before.rev);
    expect(await firstMessage('staff_a')).toMatchObject({
      title: '年度监督审核安排',
      content: '请于 12 月 20 日前提交年度监督审核资料。',
      sendType: 1,
      status: 0,
      targetType: null,
    });
  });

  it('reaches the holders of roles of an app, and only them', async () => {
    const reviewerRole = await platformRole(db, 'cert', 34);
    const before = {
      rev: await unread('reviewer_a'),
      aud: await unread('auditor_a'),
      staff: await unread('staff_a'),
    };
    const res = await send('admin', {
      title: '审核任务分派',
      content: '新的认证审核任务已分派。',
      channels: [1],
      receivers: { type: 'roles', appId: reviewerRole.appId, roleIds: [reviewerRole.id] },
      targetType: 21,
      smsType: 'business-review-notify',
    });
    expect(res.json().data).toMatchObject({ receivers: 1, messages: 1 });
    expect(await unread('reviewer_a')).toBe(before.rev + 1);
    expect(await unread('auditor_a')).toBe(before.aud);
    expect(await unread('staff_a')).toBe(before.staff);
    expect(await firstMessage('reviewer_a')).toMatchObject({ title: '审核任务分派', targetType: 21 });
  });

  it('reaches every enabled member of the whole tenant and nobody in another tenant', async () => {
    const [members] = await db
      .execute(
        sql`
      select count(*)::int as n from tenant_users tu join tenants t on t.id = tu.tenant_id
      where t.code = 'east-cert' and tu.status = 1`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    const otherBefore = await unread('staff_b');
    const res = await send('admin', {
      title: '系统升级公告',
      content: '平台将于今晚升级。',
      channels: [1],
      receivers: { type: 'tenant' },
    });
    expect(res.json().data).toMatchObject({ receivers: members!.n, messages: members!.n });
    expect((await firstMessage('auditor_a')).title).toBe('系统升级公告');
    expect(await unread('staff_b')).toBe(otherBefore);
  });

  it('queues e-mail and SMS deliveries; a receiver without an address gets a failed delivery saying so', async () => {
    const staff = await memberId(db, 'staff_a');
    const expert = await memberId(db, 'expert_a');
    await db.update(users).set({ email: 'zhangming@example.cn' }).where(eq(users.username, 'staff_a'));
    const res = await send('admin', {
      title: '证书到期提醒',
      content: '您的质量管理体系证书将于 30 天后到期。',
      channels: [2, 3],
      receivers: { type: 'users', tenantUserIds: [staff.id, expert.id] },
    });
    const sent = res.json().data;
    expect(sent).toMatchObject({ receivers: 2, messages: 0, deliveries: 4 });
    const page = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageDeliveryList`,
      headers: as('admin'),
      payload: { pageIndex: 1, pageSize: 10, queryData: { sendId: sent.id } },
    });
    const items = page.json().data.items as {
      channel: number;
      recipient: string | null;
      receiverName: string;
      state: string;
      lastError: string | null;
      attempts: number;
    }[];
    expect(page.json().data.total).toBe(4);
    const by = (name: string, channel: number) =>
      items.find((d) => d.receiverName === name && d.channel === channel);
    expect(by('张明', 2)).toMatchObject({ recipient: 'zhangming@example.cn', state: 'pending', attempts: 0 });
    expect(by('张明', 3)).toMatchObject({ recipient: '13800000001', state: 'pending' });
    expect(by('李华', 2)).toMatchObject({
      recipient: null,
      state: 'failed',
      lastError: '接收人没有邮箱地址',
    });
    expect(by('李华', 3)).toMatchObject({ recipient: '13800000002', state: 'pending' });
    const failed = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageDeliveryList`,
      headers: as('admin'),
      payload: { pageIndex: 1, pageSize: 10, queryData: { sendId: sent.id, state: 'failed' } },
    });
    expect(failed.json().data.total).toBe(1);
    // The send history shows the send with its delivery counts.
    const history = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageSendList`,
      headers: as('admin'),
      payload: { pageIndex: 1, pageSize: 5 },
    });
    expect(history.json().data.items[0]).toMatchObject({
      id: sent.id,
      title: '证书到期提醒',
      channels: [2, 3],
      receiverType: 'users',
      receivers: 2,
      senderName: '平台管理员',
      deliveries: { pending: 3, sending: 0, sent: 0, failed: 1 },
    });
  });

  it('puts a failed delivery back in the queue on request, and refuses what cannot be retried', async () => {
    const staff = await memberId(db, 'staff_a');
    const expert = await memberId(db, 'expert_a');
    const sent = (
      await send('admin', {
        title: '重发测试',
        content: '重发测试',
        channels: [2],
        receivers: { type: 'users', tenantUserIds: [staff.id, expert.id] },
      })
    ).json().data;
    const list = async () =>
      (
        await app.inject({
          method: 'POST',
          url: `${P}/msg/getPageDeliveryList`,
          headers: as('admin'),
          payload: { queryData: { sendId: sent.id } },
        })
      ).json().data.items as { id: string; receiverName: string; state: string; attempts: number }[];
    const staffRow = (await list()).find((d) => d.receiverName === '张明')!;
    const expertRow = (await list()).find((d) => d.receiverName === '李华')!;
    const retry = (username: string, id: string) =>
      app.inject({ method: 'POST', url: `${P}/msg/retryDelivery`, headers: as(username), payload: { id } });

    const notFailed = await retry('admin', staffRow.id);
    expect(fieldsOf(notFailed)).toEqual(['body.id']);
    expect(notFailed.json().msg).toContain('只有发送失败的投递可以重发');
    // The worker gave up on it after its last attempt.
    await db
      .update(messageDeliveries)
      .set({ state: 'failed', attempts: 3, lastError: '550 邮箱已满' })
      .where(eq(messageDeliveries.id, staffRow.id));
    expect((await retry('reviewer_a', staffRow.id)).statusCode).toBe(403);
    expect((await retry('staff_b', staffRow.id)).statusCode).toBe(404);
    const ok = await retry('admin', staffRow.id);
    expect(ok.json().data).toEqual({ id: staffRow.id, state: 'pending' });
    expect((await list()).find((d) => d.id === staffRow.id)).toMatchObject({ state: 'pending', attempts: 0 });

    const noAddress = await retry('admin', expertRow.id);
    expect(noAddress.json().msg).toContain('接收人没有地址，无法重发');
    const bad = await retry('admin', 'x');
    expect(fieldsOf(bad)).toEqual(['body.id']);
  });

  it('is recorded in the operation log', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(operationLogs)
      .where(eq(operationLogs.action, `POST ${P}/msg/sendMsg`));
    expect(row!.n).toBeGreaterThan(0);
  });

  it('lets a tenant system manager send within their own tenant only', async () => {
    const expertB = await memberId(db, 'expert_b', 'green-carbon');
    const staffA = await memberId(db, 'staff_a');
    const ok = await send('staff_b', {
      title: '核查资料补充',
      content: '请补充 2025 年度能源消耗台账。',
      channels: [1],
      receivers: { type: 'users', tenantUserIds: [expertB.id] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await firstMessage('expert_b')).title).toBe('核查资料补充');
    const foreign = await send('staff_b', {
      title: '越权发送',
      content: '不应送达',
      channels: [1],
      receivers: { type: 'users', tenantUserIds: [staffA.id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(['body.receivers.tenantUserIds']);
    // Each tenant sees only its own sends and deliveries.
    const mine = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageSendList`,
      headers: as('staff_b'),
      payload: {},
    });
    expect(mine.json().data.items.map((s: { title: string }) => s.title)).toEqual(['核查资料补充']);
    const adminSends = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageSendList`,
      headers: as('admin'),
      payload: { pageIndex: 1, pageSize: 50 },
    });
    const adminSendId = adminSends.json().data.items[0].id;
    const peek = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageDeliveryList`,
      headers: as('staff_b'),
      payload: { queryData: { sendId: adminSendId } },
    });
    expect(peek.json().data).toEqual({ items: [], total: 0 });
  });

  it('refuses users who are not system managers', async () => {
    const staff = await memberId(db, 'staff_a');
    for (const u of ['staff_a', 'reviewer_a']) {
      const res = await send(u, {
        title: '测试',
        content: '测试',
        channels: [1],
        receivers: { type: 'users', tenantUserIds: [staff.id] },
      });
      expect(res.statusCode).toBe(403);
      const history = await app.inject({
        method: 'POST',
        url: `${P}/msg/getPageDeliveryList`,
        headers: as(u),
        payload: {},
      });
      expect(history.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'POST', url: `${P}/msg/sendMsg`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad bodies naming each field', async () => {
    const bad = await send('admin', {
      title: ' ',
      content: '',
      channels: [1, 1, 4],
      receivers: { type: 'users', tenantUserIds: ['not-a-uuid'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        'body.channels.2',
        'body.content',
        'body.receivers.tenantUserIds.0',
        'body.title',
      ]),
    );
    const noChannel = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [],
      receivers: { type: 'tenant' },
    });
    expect(fieldsOf(noChannel)).toEqual(['body.channels']);
    const twice = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1, 1],
      receivers: { type: 'tenant' },
    });
    expect(fieldsOf(twice)).toEqual(['body.channels']);
    const unknownType = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: { type: 'all' },
    });
    expect(fieldsOf(unknownType)).toEqual(['body.receivers.type']);

    const carbonRole = await platformRole(db, 'carbon', 42);
    const notSubscribed = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: { type: 'roles', appId: carbonRole.appId, roleIds: [carbonRole.id] },
    });
    expect(fieldsOf(notSubscribed)).toEqual(['body.receivers.appId']);
    const qualityRole = await platformRole(db, 'quality', 8);
    const wrongApp = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: { type: 'roles', appId: await appId(db, 'cert'), roleIds: [qualityRole.id] },
    });
    expect(fieldsOf(wrongApp)).toEqual(['body.receivers.roleIds']);
    expect(wrongApp.json().msg).toContain('角色不存在或不属于该应用');
    const notJson = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: { type: 'tenant' },
      param: '{processId: 1',
    });
    expect(fieldsOf(notJson)).toEqual(['body.param']);
    const noReceivers = await send('admin', {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: {
        type: 'roles',
        appId: await appId(db, 'cert'),
        roleIds: [(await platformRole(db, 'cert', 42)).id],
      },
    });
    expect(fieldsOf(noReceivers)).toEqual(['body.receivers']);
    expect(noReceivers.json().msg).toContain('没有符合条件的接收人');
  });
});

describe('the send service', () => {
  const counts = async () => {
    const [m] = await db.select({ n: count() }).from(messages);
    const [s] = await db.select({ n: count() }).from(messageSends);
    const [f] = await db.select({ n: count() }).from(messageFiles);
    const [d] = await db.select({ n: count() }).from(messageDeliveries);
    return { messages: m!.n, sends: s!.n, files: f!.n, deliveries: d!.n };
  };

  it('attaches a file: receivers get a targetType 40 message whose url downloads it under its Chinese name', async () => {
    const staff = await memberId(db, 'staff_a');
    await app.messaging.sender.send({
      tenantId: staff.tenantId,
      to: { type: 'users', tenantUserIds: [staff.id] },
      channels: [1],
      title: '监督审核报告',
      content: '报告已生成，请下载。',
      smsType: 'report-ready',
      file: {
        name: '监督审核报告（2026）.txt',
        mime: 'text/plain; charset=utf-8',
        content: Buffer.from('结论：保持认证'),
      },
    });
    const msg = await firstMessage('staff_a');
    expect(msg).toMatchObject({ title: '监督审核报告', targetType: 40, smsType: 'report-ready' });
    const param = JSON.parse(msg.param);
    expect(decodeURIComponent(param.fileName)).toBe('监督审核报告（2026）.txt');
    const file = await app.inject({ method: 'GET', url: param.url, headers: as('staff_a') });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('结论：保持认证');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_______2026_.txt"; filename*=UTF-8''${encodeURIComponent('监督审核报告（2026）.txt')}`,
    );
    const other = await app.inject({ method: 'GET', url: param.url, headers: as('expert_a') });
    expect(other.statusCode).toBe(404);
  });

  it('never serves an attached page or image script as active content', async () => {
    const staff = await memberId(db, 'staff_a');
    await app.messaging.sender.send({
      tenantId: staff.tenantId,
      to: { type: 'users', tenantUserIds: [staff.id] },
      channels: [1],
      title: '网页附件',
      content: '附件',
      file: { name: 'page.html', mime: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
    });
    const param = JSON.parse((await firstMessage('staff_a')).param);
    const file = await app.inject({ method: 'GET', url: param.url, headers: as('staff_a') });
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('writes a send completely or not at all', async () => {
    const staff = await memberId(db, 'staff_a');
    const before = await counts();
    // The last statement of the send fails (a target type no column can hold): the send record and
    // the messages written before it are rolled back with it.
    await expect(
      app.messaging.sender.send({
        tenantId: staff.tenantId,
        to: { type: 'tenant' },
        channels: [1, 2, 3],
        title: '不完整的发送',
        content: '不应出现',
        targetType: 99_999,
      }),
    ).rejects.toThrow();
    expect(await counts()).toEqual(before);
    // A failure after the file was stored takes the file with it.
    await expect(
      app.messaging.sender.send({
        tenantId: staff.tenantId,
        to: { type: 'tenant' },
        channels: [1],
        title: '不完整的发送',
        content: '不应出现',
        param: { amount: 1n },
        file: { name: 'a.txt', mime: 'text/plain', content: Buffer.from('a') },
      }),
    ).rejects.toThrow();
    expect(await counts()).toEqual(before);
    // Inside a caller's transaction, the caller's failure takes the send with it.
    await expect(
      db.transaction(async (tx) => {
        await app.messaging.sender.send(
          {
            tenantId: staff.tenantId,
            to: { type: 'tenant' },
            channels: [1, 3],
            title: '随业务回滚',
            content: '不应出现',
          },
          tx as Db,
        );
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await counts()).toEqual(before);
  });
});

describe('languages', () => {
  const sendIn = (language: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `${P}/msg/sendMsg`,
      headers: { ...as('admin'), 'accept-language': language },
      payload,
    });

  it('words an SMS in each receiver’s language, Chinese for one who chose none', async () => {
    const staff = await memberId(db, 'staff_a');
    const expert = await memberId(db, 'expert_a');
    await db.update(users).set({ language: 'en-US' }).where(eq(users.username, 'expert_a'));
    await db.update(users).set({ mobile: '13800000002' }).where(eq(users.username, 'expert_a'));
    try {
      const res = await sendIn('en-US', {
        title: '复评提醒',
        content: '请准备资料。',
        channels: [3],
        receivers: { type: 'users', tenantUserIds: [staff.id, expert.id] },
      });
      const rows = await db
        .select({ receiver: messageDeliveries.receiverTenantUserId, body: messageDeliveries.body })
        .from(messageDeliveries)
        .where(eq(messageDeliveries.sendId, res.json().data.id));
      expect(Object.fromEntries(rows.map((r) => [r.receiver, r.body]))).toEqual({
        [staff.id]: '【复评提醒】请准备资料。',
        [expert.id]: '[复评提醒] 请准备资料。',
      });
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.username, 'expert_a'));
    }
  });

  it('words a catalogue text another module sends in each receiver’s language, in-app and by e-mail', async () => {
    const staff = await memberId(db, 'staff_a');
    const expert = await memberId(db, 'expert_a');
    await db
      .update(users)
      .set({ language: 'en-US', email: 'lihua@example.cn' })
      .where(eq(users.username, 'expert_a'));
    try {
      const sent = await app.messaging.sender.send({
        tenantId: staff.tenantId,
        to: { type: 'users', tenantUserIds: [staff.id, expert.id] },
        channels: [1, 2],
        title: text('forms.restored'),
        content: text('forms.totalMismatch', { total: 10 }),
      });
      expect((await firstMessage('expert_a')).title).toBe('Restored');
      expect((await firstMessage('staff_a')).title).toBe('恢复成功');
      const mail = await db
        .select({
          receiver: messageDeliveries.receiverTenantUserId,
          subject: messageDeliveries.subject,
          body: messageDeliveries.body,
        })
        .from(messageDeliveries)
        .where(eq(messageDeliveries.sendId, sent.id));
      expect(mail.find((d) => d.receiver === expert.id)).toMatchObject({
        subject: 'Restored',
        body: "The total score should be the sum of the questions' scores, 10",
      });
      expect(mail.find((d) => d.receiver === staff.id)).toMatchObject({
        subject: '恢复成功',
        body: '总分应为各题分值之和 10',
      });
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.username, 'expert_a'));
    }
  });

  it('answers refusals and lists deliveries in the caller’s language', async () => {
    const carbonRole = await platformRole(db, 'carbon', 42);
    const payload = {
      title: '标题',
      content: '内容',
      channels: [1],
      receivers: { type: 'roles', appId: carbonRole.appId, roleIds: [carbonRole.id] },
    };
    const english = (await sendIn('en-US', payload)).json();
    expect(english).toMatchObject({
      code: 400,
      msg: 'body.receivers.appId: The tenant has not opened this app',
      data: { errors: [{ field: 'body.receivers.appId', reason: 'The tenant has not opened this app' }] },
    });
    expect((await send('admin', payload)).json().data.errors[0].reason).toBe('租户未开通该应用');

    const expert = await memberId(db, 'expert_a');
    await db.update(users).set({ email: null }).where(eq(users.username, 'expert_a'));
    const sent = (
      await send('admin', {
        title: '标题',
        content: '内容',
        channels: [2],
        receivers: { type: 'users', tenantUserIds: [expert.id] },
      })
    ).json().data;
    const list = (language?: string) =>
      app.inject({
        method: 'POST',
        url: `${P}/msg/getPageDeliveryList`,
        headers: { ...as('admin'), ...(language ? { 'accept-language': language } : {}) },
        payload: { pageIndex: 1, pageSize: 10, queryData: { sendId: sent.id } },
      });
    expect((await list('en-US')).json().data.items[0].lastError).toBe('The receiver has no e-mail address');
    expect((await list()).json().data.items[0].lastError).toBe('接收人没有邮箱地址');
  });
});
