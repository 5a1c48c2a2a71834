// The SmsSender of the platform over a provider: every SMS is written to the outbox (the record an
// administrator reads on the SMS log), handed to the provider, and its attempt recorded in sms_attempts
// with the provider's answer and how long it took. With the outbox provider the outbox row is the
// delivery; with a real one the row is marked sent when the provider took it, and a code it carries is
// kept out of the record (the provider delivers it; the database never holds it in clear).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox, smsAttempts } from '../db/schema/index.js';
import type { SmsSender } from '../security/sms.js';
import { aliyunProvider } from './aliyun.js';
import { maskedNumber, outboxProvider, SmsProviderError, type SmsProvider } from './provider.js';
import type { SmsKind, SmsSettings } from './settings.js';
import { tencentProvider } from './tencent.js';

/** An SMS the provider did not send: the message says why (the provider's code and words, a timeout). */
export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * What the meta of a send says about it: codes carry `purpose` (login, reset), `code` and `minutes`
 * (how long it is valid); message
 * notifications from the delivery worker carry `deliveryId` and `subject`.
 */
const kindOf = (meta: Record<string, unknown>): SmsKind =>
  meta.purpose === 'login' || meta.purpose === 'reset' ? meta.purpose : 'message';

const textOf = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function recordingSmsSender(provider: SmsProvider, log?: Log): SmsSender {
  const real = provider.name !== 'outbox';
  return {
    async send(db: Db, mobile: string, body: string, meta: Record<string, unknown>) {
      const kind = kindOf(meta);
      const code = textOf(meta.code);
      const hidden = real && code !== undefined;
      const { code: _code, ...metaWithoutCode } = meta;
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'sms',
          recipient: mobile,
          body: hidden ? body.replaceAll(code, '*'.repeat(code.length)) : body,
          meta: hidden ? metaWithoutCode : meta,
        })
        .returning({ id: outbox.id });
      const outboxId = row!.id;
      const attempt = {
        outboxId,
        provider: provider.name,
        recipient: mobile,
        kind,
        templateCode: provider.templateOf(kind) ?? null,
      };
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const { messageId } = await provider.send({
          to: mobile,
          kind,
          values:
            kind === 'message'
              ? { title: textOf(meta.subject) ?? '', body }
              : { code: code ?? '', minutes: String(meta.minutes ?? '') },
        });
        await db
          .insert(smsAttempts)
          .values({ ...attempt, ok: true, providerMessageId: messageId ?? null, durationMs: took() });
        if (real) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, outboxId));
      } catch (err) {
        const durationMs = took();
        const message =
          err instanceof SmsProviderError
            ? err.message
            : `${provider.name} failed: ${err instanceof Error ? err.message : String(err)}`;
        await db
          .insert(smsAttempts)
          .values({ ...attempt, ok: false, error: message.slice(0, 2000), durationMs });
        log?.error(
          { provider: provider.name, kind, to: maskedNumber(mobile), outboxId, durationMs, reason: message },
          'SMS not sent',
        );
        throw new SmsSendError(message);
      }
    },
  };
}

/** The provider the settings choose. */
export function smsProviderOf(settings: SmsSettings): SmsProvider {
  switch (settings.provider) {
    case 'outbox':
      return outboxProvider;
    case 'aliyun':
      return aliyunProvider(settings);
    case 'tencent':
      return tencentProvider(settings);
  }
}

/** The sender of sign-in codes and message SMS for a configuration (config.sms). */
export const smsSenderOf = (settings: SmsSettings, log?: Log) =>
  recordingSmsSender(smsProviderOf(settings), log);
