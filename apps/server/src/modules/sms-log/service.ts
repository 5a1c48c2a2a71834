// The SMS log: the outbox's SMS with the newest attempt of each, and every attempt to hand one to the
// provider. Both tables are platform-wide (no row-level security) (every tenant's codes and notifications), so only platform
// administrators read them; they see numbers in full, as they need them to follow up a complaint.
import type { SmsAttemptFilter, SmsKind, SmsOutboxFilter, SmsProviderName } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import type { RequestContext } from '../../http/context.js';
import { text } from '../../i18n/index.js';
import { smsLogRepo as repo } from './repo.js';

/** What an outbox row was sent for, from its meta (security/sms.ts, the delivery worker). */
const kindOf = (meta: Record<string, unknown>): SmsKind =>
  meta.purpose === 'login' || meta.purpose === 'reset' ? meta.purpose : 'message';

const asKind = (kind: string): SmsKind => (kind === 'login' || kind === 'reset' ? kind : 'message');
const asProvider = (p: string): SmsProviderName => (p === 'aliyun' || p === 'tencent' ? p : 'outbox');

export function smsLogService(db: Db) {
  const assertPlatformAdmin = (ctx: RequestContext) => {
    if (!ctx.isPlatformAdmin) forbidden(text('documents.sms.platformOnly'));
  };

  return {
    async outboxPage(ctx: RequestContext, pageIndex: number, pageSize: number, f: SmsOutboxFilter) {
      assertPlatformAdmin(ctx);
      const { rows, total } = await repo.outboxPage(db, pageIndex, pageSize, f);
      const newest = new Map<string, Awaited<ReturnType<typeof repo.attemptsOf>>[number]>();
      const attempts = await repo.attemptsOf(
        db,
        rows.map((r) => r.id),
      );
      for (const a of attempts) {
        if (a.outboxId && !newest.has(a.outboxId)) newest.set(a.outboxId, a);
      }
      return {
        items: rows.map((r) => {
          const attempt = newest.get(r.id);
          return {
            id: r.id,
            recipient: r.recipient,
            body: r.body,
            kind: kindOf(r.meta),
            createdAt: r.createdAt.toISOString(),
            sentAt: r.sentAt?.toISOString() ?? null,
            provider: attempt ? asProvider(attempt.provider) : null,
            ok: attempt?.ok ?? null,
            error: attempt?.error ?? null,
          };
        }),
        total,
      };
    },

    async attemptPage(ctx: RequestContext, pageIndex: number, pageSize: number, f: SmsAttemptFilter) {
      assertPlatformAdmin(ctx);
      const { rows, total } = await repo.attemptPage(db, pageIndex, pageSize, f);
      return {
        items: rows.map((r) => ({
          id: r.id,
          outboxId: r.outboxId,
          provider: asProvider(r.provider),
          recipient: r.recipient,
          kind: asKind(r.kind),
          templateCode: r.templateCode,
          ok: r.ok,
          providerMessageId: r.providerMessageId,
          error: r.error,
          durationMs: r.durationMs,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type SmsLogService = ReturnType<typeof smsLogService>;
