import { describeAction, type OperationLogFilter } from '@platform/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operationLogs } from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { assertSystemManager } from '../account/access.js';
import { containsPattern } from '../../db/like.js';

export function operationLogService(db: Db) {
  return {
    /** The tenant's operation log, newest first. */
    async page(ctx: RequestContext, pageIndex: number, pageSize: number, f: OperationLogFilter) {
      await assertSystemManager(db, ctx);
      const conditions: (SQL | undefined)[] = [eq(operationLogs.tenantId, ctx.tenantId)];
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
      return {
        items: rows.map((r) => ({
          id: r.id,
          username: r.username,
          action: r.action,
          // Entries recorded before their call had a Chinese name kept the English summary.
          summary: describeAction(r.action)?.label ?? r.summary,
          targetId: r.targetId,
          targetName: r.targetName,
          status: r.status,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type OperationLogService = ReturnType<typeof operationLogService>;
