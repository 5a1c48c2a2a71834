// Records each successful write of the routes registered under `withOperationLog` in the operation
// log. It runs as the answer is sent, so the created record's id can be read from the answer; a
// failure to record is logged and never changes the user's answer.
import { describeAction } from '@platform/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenantScope } from '../db/tenant-scope.js';
import { t, type Language } from '../i18n/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route changes data. By default a POST does and a GET does not; `true` records a GET
     * that changes data (the spec's changeDictParent), `false` leaves out a POST that only reads (the
     * spec's paged lists and searches take their filters in a POST body).
     */
    writes?: boolean;
  }
  interface FastifyInstance {
    /** onSend hook of the routes whose writes are recorded. */
    recordWrites: onSendHookHandler;
  }
}

// The request names the record a call changes by one of these fields (forms: idbId, qsDetailId;
// business items: bizId; submissions: submitId); a call
// that creates one names it only in its answer, whose data.id is taken then (a scoring form saved by
// its number, a new form or questionnaire detail).
const TARGET_FIELDS = [
  'id',
  'roleId',
  'tenantId',
  'dictId',
  'layoutId',
  'idbId',
  'qsDetailId',
  'bizId',
  'submitId',
] as const;

/** The answer's `data`, when it is an object (a JSON envelope). */
function answerData(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const data = (JSON.parse(payload) as { data?: unknown }).data;
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function targetOf(body: unknown, query: unknown, data: Record<string, unknown> | undefined): string | null {
  for (const source of [body, query]) {
    if (!source || typeof source !== 'object') continue;
    for (const f of TARGET_FIELDS) {
      const v = (source as Record<string, unknown>)[f];
      if (typeof v === 'string') return v;
    }
  }
  return typeof data?.id === 'string' ? data.id : null;
}

/**
 * The written record's name, from the answer (a role's or department's `name`, a user's real name and
 * username, put together in the language of the one who wrote), so that the log still says what a
 * deleted record was.
 */
function targetNameOf(data: Record<string, unknown> | undefined, language: Language): string | null {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const realname = text(data?.realname);
  const username = text(data?.username);
  const name =
    text(data?.name) ??
    (realname && username
      ? t(language, 'operationLog.targetPerson', { realname, username })
      : text(data?.formName));
  return name ? name.slice(0, 200) : null;
}

/** Whether a call being answered changed data: a write of its route (see `writes`) that succeeded. */
export function changedData(req: FastifyRequest, reply: FastifyReply): boolean {
  const writes = req.routeOptions.config?.writes ?? req.method === 'POST';
  return writes && reply.statusCode < 300;
}

const plugin: FastifyPluginAsync = async (app) => {
  const { operationLog, accessCache } = app;

  async function record(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!req.ctx) return;
    const ctx = req.ctx;
    try {
      const action = `${req.method} ${req.routeOptions.url ?? req.url}`;
      const data = answerData(payload);
      // The operation in Chinese (the log names it again in the reader's language); the API
      // documentation's English summary only for a call not named yet.
      const summary =
        describeAction(action)?.label ??
        (req.routeOptions.schema as { summary?: string } | undefined)?.summary ??
        '';
      await operationLog.record({
        tenantId: ctx.tenantId,
        userId: ctx.userId,
        action,
        summary,
        targetId: targetOf(req.body, req.query, data),
        targetName: targetNameOf(data, req.language),
        status: reply.statusCode,
        ip: req.ip,
      });
    } catch (err) {
      req.log.error({ err }, 'operation log not recorded');
    }
  }

  // Recorded in the acting session's tenant, also when the call managed another tenant's users; then
  // the caches of this instance have heard of the write before its answer leaves. Reads (most calls)
  // pass straight through.
  const recordWrites: onSendHookHandler = (req, reply, payload, done) => {
    if (!changedData(req, reply)) return done(null, payload);
    const ctx = req.ctx;
    const recorded = ctx
      ? withTenantScope(ctx.tenantId, () => record(req, reply, payload))
      : record(req, reply, payload);
    recorded
      .then(() => accessCache.settle())
      .then(
        () => done(null, payload),
        (err: Error) => done(err),
      );
  };
  app.decorate('recordWrites', recordWrites);
};

export const operationLog = fp(plugin, {
  name: 'operation-log',
  dependencies: ['modules/operation-log', 'modules/account'],
});

/** A scope whose successful writes are recorded in the operation log (inside a session scope). */
export const withOperationLog =
  (...routes: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (scope) => {
    scope.addHook('onSend', scope.recordWrites);
    for (const r of routes) await scope.register(r);
  };
