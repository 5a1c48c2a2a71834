import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { SmsAttemptFilter, SmsOutboxFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { outbox, smsAttempts } from '../../db/schema/index.js';

/** `to` takes its whole millisecond: times are stored to the microsecond and asked for to the millisecond. */
const within = (
  column: typeof outbox.createdAt | typeof smsAttempts.createdAt,
  f: { from?: string; to?: string },
) => [
  f.from ? gte(column, new Date(f.from)) : undefined,
  f.to ? lt(column, new Date(Date.parse(f.to) + 1)) : undefined,
];

export const smsLogRepo = {
  /** The SMS of the outbox matching the filter, newest first. */
  async outboxPage(db: Db, pageIndex: number, pageSize: number, f: SmsOutboxFilter) {
    const conditions: (SQL | undefined)[] = [
      eq(outbox.channel, 'sms'),
      f.recipient ? ilike(outbox.recipient, containsPattern(f.recipient)) : undefined,
      f.body ? ilike(outbox.body, containsPattern(f.body)) : undefined,
      f.state === 'sent'
        ? isNotNull(outbox.sentAt)
        : f.state === 'unsent'
          ? isNull(outbox.sentAt)
          : undefined,
      ...within(outbox.createdAt, f),
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize),
      db.select({ n: count() }).from(outbox).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The attempts of these outbox rows, newest first. */
  async attemptsOf(db: Db, outboxIds: string[]) {
    if (!outboxIds.length) return [];
    return db
      .select()
      .from(smsAttempts)
      .where(inArray(smsAttempts.outboxId, outboxIds))
      .orderBy(desc(smsAttempts.createdAt), desc(smsAttempts.id));
  },

  /** The attempts matching the filter, newest first. */
  async attemptPage(db: Db, pageIndex: number, pageSize: number, f: SmsAttemptFilter) {
    const conditions: (SQL | undefined)[] = [
      f.recipient ? ilike(smsAttempts.recipient, containsPattern(f.recipient)) : undefined,
      f.provider ? eq(smsAttempts.provider, f.provider) : undefined,
      f.kind ? eq(smsAttempts.kind, f.kind) : undefined,
      f.ok !== undefined ? eq(smsAttempts.ok, f.ok) : undefined,
      ...within(smsAttempts.createdAt, f),
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(smsAttempts)
        .where(where)
        .orderBy(desc(smsAttempts.createdAt), desc(smsAttempts.id))
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize),
      db.select({ n: count() }).from(smsAttempts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
