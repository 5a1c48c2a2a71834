import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { OperationLogFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { operationLogs, users } from '../../db/schema/index.js';

export type OperationLogEntry = Omit<typeof operationLogs.$inferInsert, 'id' | 'username' | 'createdAt'>;

export const operationLogRepo = {
  /** The tenant's entries matching the filter, newest first. */
  async page(db: Db, tenantId: string, pageIndex: number, pageSize: number, f: OperationLogFilter) {
    const conditions: (SQL | undefined)[] = [eq(operationLogs.tenantId, tenantId)];
    if (f.username) conditions.push(ilike(operationLogs.username, containsPattern(f.username)));
    if (f.action) conditions.push(ilike(operationLogs.action, containsPattern(f.action)));
    if (f.targetId) conditions.push(eq(operationLogs.targetId, f.targetId));
    if (f.from) conditions.push(gte(operationLogs.createdAt, new Date(f.from)));
    // Times are stored to the microsecond and asked for to the millisecond: `to` takes its whole millisecond.
    if (f.to) conditions.push(lt(operationLogs.createdAt, new Date(Date.parse(f.to) + 1)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(operationLogs)
        .where(where)
        .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize),
      db.select({ n: count() }).from(operationLogs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async insert(db: Db, entry: OperationLogEntry) {
    await db.insert(operationLogs).values({
      ...entry,
      // Looked up in the same statement: one round trip per recorded write.
      username: sql`coalesce((select ${users.username} from ${users} where ${users.id} = ${entry.userId}), '')`,
    });
  },
};
