// E-mail and SMS deliveries leave through a worker, never inside the request that sent them. Each
// worker claims due rows with a lease (FOR UPDATE SKIP LOCKED, so instances never take the same row),
// sends them one by one and records the outcome only while it still holds the lease. A failure waits
// base·2^(attempt−1) before the next try, up to the row's attempt limit. A worker that stops hands its
// unsent rows back at once; one that dies loses its lease when it expires and another picks them up.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import { outbox } from '../db/schema/index.js';
import { withSystemScope } from '../db/tenant-scope.js';
import type { SmsSender } from '../security/sms.js';

export interface OutgoingMail {
  /** The delivery id, also the mail's Message-ID: a receiving side can drop a duplicate. */
  id: string;
  to: string;
  subject: string;
  text: string;
}

export interface EmailTransport {
  send(db: Db, mail: OutgoingMail): Promise<void>;
}

/** The embedded default: mail is recorded in the outbox table for an administrator to read. */
export const outboxEmailTransport: EmailTransport = {
  async send(db, mail) {
    await db.insert(outbox).values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      meta: { deliveryId: mail.id },
    });
  },
};

/** Real mail through any SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function smtpEmailTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(_db, mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@messages.platform>`,
      });
    },
  };
}

export interface DeliveryTransports {
  email: EmailTransport;
  /** The same provider interface the sign-in codes use (security/sms.ts). */
  sms: SmsSender;
}

export interface DeliveryPolicy {
  /** Attempts before a delivery is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubles after each further one. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claim holds a row before another worker may take it. */
  leaseMs: number;
  /** Rows claimed at a time. */
  batchSize: number;
  /** How often an idle worker looks for due rows (a local send wakes it at once). */
  pollMs: number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  maxAttempts: 5,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 20,
  pollMs: 2_000,
};

/** The wait before attempt n+1 after n failed attempts. */
export const backoffMs = (policy: Pick<DeliveryPolicy, 'backoffBaseMs' | 'backoffMaxMs'>, attempts: number) =>
  Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  tenant_id: string;
  id: string;
  channel: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  max_attempts: number;
}

export interface DeliveryWorker {
  readonly id: string;
  start(): void;
  /** Looks for due rows now (a send just committed). */
  wake(): void;
  /** Claims and works off one batch; answers how many rows it finished (sent or failed). */
  runOnce(): Promise<number>;
  /** Finishes the delivery in hand, hands back the rest of the batch, and stops polling. */
  stop(): Promise<void>;
}

export function deliveryWorker(opts: {
  db: Db;
  transports: DeliveryTransports;
  policy?: Partial<DeliveryPolicy>;
  log?: { error(obj: object, msg: string): void };
}): DeliveryWorker {
  const { db, transports, log } = opts;
  const policy = { ...defaultDeliveryPolicy, ...opts.policy };
  const id = `w-${crypto.randomBytes(6).toString('hex')}`;
  let started = false;
  let stopping = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
    const res = await db.execute(sql`
      update message_deliveries d
      set claimed_by = ${id}, claimed_until = now() + make_interval(secs => ${policy.leaseMs / 1000}),
          attempts = d.attempts + 1
      where (d.tenant_id, d.id) in (
        select tenant_id, id from message_deliveries
        where state = 'pending' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${policy.batchSize}
        for update skip locked)
      returning d.tenant_id, d.id, d.channel, d.recipient, d.subject, d.body, d.attempts, d.max_attempts`);
    return rowsOf<ClaimedRow>(res);
  }

  async function deliver(row: ClaimedRow) {
    if (row.channel === 2) {
      await transports.email.send(db, {
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
      });
    } else {
      // The subject fills a notification template's title (sms/settings.ts).
      await transports.sms.send(db, row.recipient, row.body, { deliveryId: row.id, subject: row.subject });
    }
  }

  /** Records an outcome only while this worker still holds the row. */
  async function settle(row: ClaimedRow, error: string | null) {
    const mine = sql`tenant_id = ${row.tenant_id} and id = ${row.id} and claimed_by = ${id}`;
    if (error === null) {
      await db.execute(sql`
        update message_deliveries
        set state = 'sent', sent_at = now(), last_error = null, claimed_by = null, claimed_until = null
        where ${mine}`);
      return;
    }
    const last = row.attempts >= row.max_attempts;
    await db.execute(sql`
      update message_deliveries
      set state = ${last ? 'failed' : 'pending'}, last_error = ${error.slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${backoffMs(policy, row.attempts) / 1000}),
          claimed_by = null, claimed_until = null
      where ${mine}`);
  }

  async function release() {
    await db.execute(sql`
      update message_deliveries
      set claimed_by = null, claimed_until = null, attempts = greatest(attempts - 1, 0)
      where claimed_by = ${id} and state = 'pending'`);
  }

  async function batch(): Promise<number> {
    if (stopping) return 0;
    // The lease was set by the database after this moment, so this end is never later than the real one.
    const leaseEnds = Date.now() + policy.leaseMs;
    const rows = await claim();
    let done = 0;
    for (const row of rows) {
      if (stopping) break;
      // A worker that fell behind its lease leaves the rest to whoever takes them over.
      if (Date.now() >= leaseEnds) break;
      let error: string | null = null;
      try {
        await deliver(row);
      } catch (err) {
        error = err instanceof Error ? err.message || err.name : String(err);
      }
      await settle(row, error);
      done++;
    }
    if (stopping && done < rows.length) await release();
    if (rows.length === policy.batchSize && !stopping) again = true;
    return done;
  }

  function runOnce(): Promise<number> {
    // One batch claims due rows of every tenant.
    running ??= withSystemScope(batch).finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(ms: number) {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    runOnce()
      .catch((err: unknown) => log?.error({ err }, 'message delivery batch failed'))
      .finally(() => {
        const more = again;
        again = false;
        schedule(more ? 0 : policy.pollMs);
      });
  }

  return {
    id,
    start() {
      started = true;
      schedule(0);
    },
    wake() {
      if (!started || stopping) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
