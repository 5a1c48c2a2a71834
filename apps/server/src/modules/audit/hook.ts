// Records each successful write of the modules registered under it (see app.ts) in the operation
// log. It runs as the answer is sent, so the created record's id can be read from the answer; a
// failure to record is logged and never changes the user's answer.
import { describeAction } from '@platform/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operationLogs, users } from '../../db/schema/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route changes data. By default a POST does and a GET does not; `true` records a GET
     * that changes data (the spec's changeDictParent), `false` leaves out a POST that only reads (the
     * spec's paged lists and searches take their filters in a POST body).
     */
    writes?: boolean;
  }
}

// The request names the record a call changes by one of these fields (forms: idbId, qsDetailId); a call
// that creates one names it only in its answer, whose data.id is taken then (a scoring form saved by
// its number, a new form or questionnaire detail).
const TARGET_FIELDS = ['id', 'roleId', 'tenantId', 'dictId', 'layoutId', 'idbId', 'qsDetailId'] as const;

function targetOf(body: unknown, query: unknown, payload: unknown): string | null {
  for (const source of [body, query]) {
    if (!source || typeof source !== 'object') continue;
    for (const f of TARGET_FIELDS) {
      const v = (source as Record<string, unknown>)[f];
      if (typeof v === 'string') return v;
    }
  }
  if (typeof payload === 'string') {
    try {
      const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'string') return id;
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether a call being answered changed data: a write of its route (see `writes`) that succeeded. */
export function changedData(req: FastifyRequest, reply: FastifyReply): boolean {
  const writes = req.routeOptions.config?.writes ?? req.method === 'POST';
  return writes && reply.statusCode < 300;
}

/** Records a call that changed data (`changedData`) as its answer is sent. */
export function operationLogHook(db: Db) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!req.ctx) return;
    const ctx = req.ctx;
    try {
      const action = `${req.method} ${req.routeOptions.url ?? req.url}`;
      // The operation in Chinese, as the log shows it; the API documentation's English summary only
      // for a call not named yet.
      const summary =
        describeAction(action)?.label ??
        (req.routeOptions.schema as { summary?: string } | undefined)?.summary ??
        '';
      await db.insert(operationLogs).values({
        tenantId: ctx.tenantId,
        userId: ctx.userId,
        // Looked up in the same statement: one round trip per recorded write.
        username: sql`coalesce((select ${users.username} from ${users} where ${users.id} = ${ctx.userId}), '')`,
        action,
        summary,
        targetId: targetOf(req.body, req.query, payload),
        status: reply.statusCode,
        ip: req.ip,
      });
    } catch (err) {
      req.log.error({ err }, 'operation log not recorded');
    }
  };
}
