// Every query is scoped by the receiver: the tenant and tenant user of the session.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages, MessageStatus } from '../../db/schema/index.js';

export interface Receiver {
  tenantId: string;
  tenantUserId: string;
}

const mine = (r: Receiver) =>
  and(eq(messages.tenantId, r.tenantId), eq(messages.receiverTenantUserId, r.tenantUserId));

export const messagesRepo = {
  async unreadCount(db: Db, r: Receiver) {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(mine(r), eq(messages.status, MessageStatus.unread)));
    return row?.n ?? 0;
  },

  async page(db: Db, r: Receiver, status: number | undefined, offset: number, limit: number) {
    const where = and(mine(r), status === undefined ? undefined : eq(messages.status, status));
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(messages).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** Marks the receiver's message read and returns it; undefined when it is not theirs. */
  async markRead(db: Db, r: Receiver, id: string) {
    const [row] = await db
      .update(messages)
      .set({ status: MessageStatus.read, readAt: new Date() })
      .where(and(mine(r), eq(messages.id, id)))
      .returning();
    return row;
  },

  async insertMany(db: Db, rows: (typeof messages.$inferInsert)[]) {
    if (rows.length) await db.insert(messages).values(rows);
  },
};
