// E-mail and SMS deliveries: retried with exponential backoff while a transport fails, marked failed
// after the last attempt, never lost or doubled when a worker stops or dies mid-delivery, and sent
// through the outbox or a real SMTP server by the worker the app runs.
import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { messageDeliveries, outbox, users } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import {
  backoffMs,
  deliveryWorker,
  type DeliveryTransports,
  type OutgoingMail,
} from '../src/live/delivery-worker.js';
import { messageSender } from '../src/modules/messages/send.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';
import { bearer, memberId, messagesApp, P, signIn, until } from './messages-helpers.js';
import { buildApp } from '../src/app.js';

let t: TestDatabase;
let db: Db;
let tenantId: string;
/** east-cert members that have an e-mail address (set up below). */
let receivers: string[];

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  const names = ['staff_a', 'expert_a', 'reviewer_a', 'auditor_a'];
  for (const u of names)
    await db
      .update(users)
      .set({ email: `${u}@example.cn` })
      .where(eq(users.username, u));
  receivers = [];
  for (const u of names) {
    const m = await memberId(db, u);
    tenantId = m.tenantId;
    receivers.push(m.id);
  }
});
afterAll(async () => {
  await t.drop();
});

/** Queues one e-mail per receiver (×copies) and answers the send id. */
async function queueMail(title: string, copies = 1) {
  const sender = messageSender({ db, maxAttempts: 3 });
  const ids: string[] = [];
  for (let i = 0; i < copies; i++) {
    const r = await sender.send({
      tenantId,
      to: { type: 'users', tenantUserIds: receivers },
      channels: [2],
      title: `${title} ${i + 1}`,
      content: '正文',
    });
    ids.push(r.id);
  }
  return ids;
}

async function deliveriesOf(sendIds: string[]) {
  return db
    .select()
    .from(messageDeliveries)
    .where(
      and(
        eq(messageDeliveries.tenantId, tenantId),
        sql`${messageDeliveries.sendId} = any(${`{${sendIds.join(',')}}`}::uuid[])`,
      ),
    );
}

/** An e-mail transport that records what it delivered; `behave` decides each attempt's fate. */
function recordingTransport(
  behave: (mail: OutgoingMail, attempt: number) => Promise<void> = async () => undefined,
) {
  const delivered: string[] = [];
  const tries = new Map<string, number>();
  const transports: DeliveryTransports = {
    email: {
      async send(_db, mail) {
        const n = (tries.get(mail.id) ?? 0) + 1;
        tries.set(mail.id, n);
        await behave(mail, n);
        delivered.push(mail.id);
      },
    },
    sms: { send: async () => undefined },
  };
  return { transports, delivered, tries };
}

// Timestamps come back to JS cut to the millisecond, the database keeps microseconds: "due" is checked
// one millisecond past the stored time, or the worker's own clock may still be a fraction before it.
const dueAfter = (at: Date) => at.getTime() + 1;
const dbNow = async () =>
  new Date(rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`))[0]!.now).getTime();

describe('delivery retries', () => {
  it('retries a failing delivery with exponential backoff, recording each attempt and its error', async () => {
    const [sendId] = await queueMail('退避重试');
    const rows = await deliveriesOf([sendId!]);
    const target = rows[0]!.id;
    const policy = {
      backoffBaseMs: 1_500,
      backoffMaxMs: 10_000,
      maxAttempts: 3,
      leaseMs: 30_000,
      batchSize: 50,
    };
    // Only the first receiver's server is down, twice.
    const { transports, delivered } = recordingTransport(async (mail, attempt) => {
      if (mail.id === target && attempt <= 2) throw new Error('421 服务暂不可用');
    });
    const worker = deliveryWorker({ db, transports, policy });

    /** The next attempt is `wait` after the failure, which happened between `before` and `after`. */
    const expectWait = (next: Date, before: number, after: number, wait: number) => {
      expect(next.getTime()).toBeGreaterThanOrEqual(before + wait - 5);
      expect(next.getTime()).toBeLessThanOrEqual(after + wait + 5);
    };
    const t1 = await dbNow();
    await worker.runOnce();
    const t1done = await dbNow();
    let row = (await deliveriesOf([sendId!])).find((r) => r.id === target)!;
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: '421 服务暂不可用',
      claimedBy: null,
    });
    expectWait(row.nextAttemptAt, t1, t1done, backoffMs(policy, 1));
    expect(delivered).toHaveLength(rows.length - 1);

    // Not due yet: nothing is tried.
    expect(await worker.runOnce()).toBe(0);

    await until(async () => (await dbNow()) >= dueAfter(row.nextAttemptAt), 10_000);
    const t2 = await dbNow();
    expect(await worker.runOnce()).toBe(1);
    const t2done = await dbNow();
    row = (await deliveriesOf([sendId!])).find((r) => r.id === target)!;
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    // The second wait is twice the first.
    expectWait(row.nextAttemptAt, t2, t2done, backoffMs(policy, 2));
    expect(backoffMs(policy, 2)).toBe(2 * backoffMs(policy, 1));

    await until(async () => (await dbNow()) >= dueAfter(row.nextAttemptAt), 10_000);
    expect(await worker.runOnce()).toBe(1);
    row = (await deliveriesOf([sendId!])).find((r) => r.id === target)!;
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(delivered.filter((id) => id === target)).toHaveLength(1);
  });

  it('marks a delivery failed after its last attempt and stops trying', async () => {
    const [sendId] = await queueMail('永久失败');
    const policy = { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 3, leaseMs: 30_000, batchSize: 50 };
    const { transports, tries } = recordingTransport(async () => {
      throw new Error('550 收件人不存在');
    });
    const worker = deliveryWorker({ db, transports, policy });
    for (let i = 0; i < 6; i++) {
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 20));
    }
    const rows = await deliveriesOf([sendId!]);
    expect(
      rows.every((r) => r.state === 'failed' && r.attempts === 3 && r.lastError === '550 收件人不存在'),
    ).toBe(true);
    // queueMail sends with three attempts at most.
    expect([...tries.values()].every((n) => n === 3)).toBe(true);
  });
});

describe('restarts', () => {
  it('hands back unsent rows when a worker stops mid-batch; a new worker delivers each exactly once', async () => {
    const sendIds = await queueMail('停机交接', 3);
    const all = await deliveriesOf(sendIds);
    expect(all).toHaveLength(12);
    let gate!: () => void;
    let started = 0;
    const first = recordingTransport(async () => {
      started++;
      if (started === 5) await new Promise<void>((r) => (gate = r));
    });
    const a = deliveryWorker({
      db,
      transports: first.transports,
      policy: { batchSize: 20, leaseMs: 60_000 },
    });
    const running = a.runOnce();
    await until(() => started === 5);
    // The fifth delivery is in flight when the stop comes: it finishes, the other seven go back.
    const stopping = a.stop();
    gate();
    await stopping;
    await running;
    expect(first.delivered).toHaveLength(5);
    const handedBack = (await deliveriesOf(sendIds)).filter((r) => r.state === 'pending');
    expect(handedBack).toHaveLength(7);
    expect(handedBack.every((r) => r.claimedBy === null && r.attempts === 0)).toBe(true);

    const second = recordingTransport();
    const b = deliveryWorker({ db, transports: second.transports, policy: { batchSize: 20 } });
    await b.runOnce();
    const delivered = [...first.delivered, ...second.delivered];
    expect(new Set(delivered).size).toBe(12);
    expect(delivered).toHaveLength(12);
    expect((await deliveriesOf(sendIds)).every((r) => r.state === 'sent')).toBe(true);
  });

  it('lets another worker take over the rows of a worker that died, once its lease expires', async () => {
    const sendIds = await queueMail('进程崩溃', 2);
    let dieNow!: (err: Error) => void;
    const dead = recordingTransport(() => new Promise<void>((_, reject) => (dieNow = reject)));
    const a = deliveryWorker({ db, transports: dead.transports, policy: { batchSize: 20, leaseMs: 300 } });
    const hung = a.runOnce();
    await until(() => dieNow !== undefined);
    const claimed = await deliveriesOf(sendIds);
    expect(claimed.every((r) => r.claimedBy === a.id)).toBe(true);

    const b = deliveryWorker({ db, transports: recordingTransport().transports, policy: { batchSize: 20 } });
    // While the lease holds, nobody else takes the rows.
    expect(await b.runOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 350));
    const alive = recordingTransport();
    const c = deliveryWorker({ db, transports: alive.transports, policy: { batchSize: 20 } });
    expect(await c.runOnce()).toBe(8);
    expect(new Set(alive.delivered).size).toBe(8);
    expect(dead.delivered).toHaveLength(0);
    // The dead worker's late answer changes nothing: it no longer holds the row.
    dieNow(new Error('connection reset'));
    await hung;
    const rows = await deliveriesOf(sendIds);
    expect(rows.every((r) => r.state === 'sent' && r.lastError === null)).toBe(true);
  });

  it('never gives one row to two workers claiming at the same time', async () => {
    const sendIds = await queueMail('并发领取', 5);
    const a = recordingTransport(() => new Promise((r) => setTimeout(r, 2)));
    const b = recordingTransport(() => new Promise((r) => setTimeout(r, 2)));
    const wa = deliveryWorker({ db, transports: a.transports, policy: { batchSize: 3 } });
    const wb = deliveryWorker({ db, transports: b.transports, policy: { batchSize: 3 } });
    for (;;) {
      const [x, y] = await Promise.all([wa.runOnce(), wb.runOnce()]);
      if (x + y === 0) break;
    }
    const delivered = [...a.delivered, ...b.delivered];
    expect(delivered).toHaveLength(20);
    expect(new Set(delivered).size).toBe(20);
    expect((await deliveriesOf(sendIds)).every((r) => r.state === 'sent')).toBe(true);
  });
});

describe('the worker the app runs', () => {
  let app: App;
  afterAll(async () => {
    await app?.close();
  });

  it('delivers a send through the outbox as soon as it is committed', async () => {
    app = await messagesApp(t.database);
    await app.ready();
    const token = await signIn(app, 'admin');
    const staff = await memberId(db, 'staff_a');
    const res = await app.inject({
      method: 'POST',
      url: `${P}/msg/sendMsg`,
      headers: bearer(token),
      payload: {
        title: '复评审核提醒',
        content: '请准备再认证审核资料。',
        channels: [1, 2, 3],
        receivers: { type: 'users', tenantUserIds: [staff.id] },
      },
    });
    const sendId = res.json().data.id as string;
    await until(async () => (await deliveriesOf([sendId])).every((r) => r.state === 'sent'), 5_000);
    const rows = await db.select().from(outbox).where(sql`${outbox.meta}->>'deliveryId' in (
      select id::text from message_deliveries where send_id = ${sendId})`);
    expect(rows.map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', 'staff_a@example.cn'],
      ['sms', '13800000001'],
    ]);
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({
      subject: '复评审核提醒',
      body: '请准备再认证审核资料。',
    });
    expect(rows.find((r) => r.channel === 'sms')!.body).toBe('【复评审核提醒】请准备再认证审核资料。');
  });
});

/** The least SMTP server nodemailer talks to: records each mail's envelope and data. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            mails.push({ from, to, data });
            data = null;
            reply('250 queued');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'MAIL') {
          from = /<(.*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 ok');
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return { server, mails };
}

describe('SMTP', () => {
  it('sends message e-mail through the SMTP server of SMTP_URL', async () => {
    const { server, mails } = smtpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    const app = await buildApp({
      config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'platform@example.cn' }),
      database: t.database,
      logger: false,
    });
    try {
      await app.ready();
      const token = await signIn(app, 'admin');
      const staff = await memberId(db, 'staff_a');
      const res = await app.inject({
        method: 'POST',
        url: `${P}/msg/sendMsg`,
        headers: bearer(token),
        payload: {
          title: '证书已发放',
          content: '您的认证证书已发放，请登录平台查看。',
          channels: [2],
          receivers: { type: 'users', tenantUserIds: [staff.id] },
        },
      });
      const sendId = res.json().data.id as string;
      await until(() => mails.length === 1, 10_000);
      expect(mails[0]).toMatchObject({ from: 'platform@example.cn', to: ['staff_a@example.cn'] });
      const [row] = await deliveriesOf([sendId]);
      expect(mails[0]!.data).toContain(`Message-ID: <${row!.id}@messages.platform>`);
      expect(mails[0]!.data).toMatch(/Subject: =\?UTF-8\?/);
      await until(async () => (await deliveriesOf([sendId]))[0]!.state === 'sent');
    } finally {
      await app.close();
      server.close();
    }
  });
});
