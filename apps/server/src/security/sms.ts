// SMS verification codes: 6 digits, valid 5 minutes, at most 5 attempts, one send per minute per
// number. Codes leave through an SmsSender: the embedded default records them in the outbox for an
// administrator to read; a real provider (sms/, chosen by SMS_PROVIDER) sends them. A code the provider
// did not take was never sent: it is dropped and the requester is told, not answered 500.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsCodes } from '../db/schema/index.js';
import { AppError, refuse } from '../http/errors.js';
import { t, text, type Language } from '../i18n/index.js';
import { outboxProvider } from '../sms/provider.js';
import { recordingSmsSender, SmsSendError } from '../sms/sender.js';
import { newNumericCode, sha256 } from './secrets.js';

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

export type SmsPurpose = 'login' | 'reset';

export interface SmsSender {
  /**
   * Sends `text` to `mobile`, or throws SmsSendError (sms/sender.ts) saying why not. `meta` says what
   * the SMS is: a code (`purpose`, `code`, `minutes`) or a message notification (`deliveryId`, `subject`).
   */
  send(db: Db, mobile: string, text: string, meta: Record<string, unknown>): Promise<void>;
}

/** The embedded default: the message is written to the outbox table (and its attempt recorded). */
export const outboxSmsSender: SmsSender = recordingSmsSender(outboxProvider);

/**
 * Sends a code to `mobile` in `language`: the language of the account that owns the number, else the
 * requester's.
 */
export async function sendSmsCode(
  db: Db,
  sender: SmsSender,
  mobile: string,
  purpose: SmsPurpose,
  language: Language,
) {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw new AppError(429, text('security.sms.sentTooOften'));
  }
  const code = newNumericCode();
  const [row] = await db
    .insert(smsCodes)
    .values({
      mobile,
      purpose,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
    })
    .returning({ id: smsCodes.id });
  const purposeWords = t(language, `security.sms.purposes.${purpose}`);
  try {
    await sender.send(db, mobile, t(language, 'security.sms.message', { purpose: purposeWords, code }), {
      purpose,
      code,
      minutes: SMS_CODE_TTL_SECONDS / 60,
    });
  } catch (err) {
    // The provider's answer is in the SMS log and the server log; the code cannot be used and does not
    // hold back the next request.
    await db.delete(smsCodes).where(eq(smsCodes.id, row!.id));
    if (err instanceof SmsSendError) throw new AppError(503, text('documents.sms.notSent'));
    throw err;
  }
  return { expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: SMS_RESEND_SECONDS };
}

/**
 * Checks a code against the newest unexpired one for the number; a wrong code spends one of its five
 * attempts, a right one is used up. Refuses with the field and the reason.
 */
export async function verifySmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) refuse('body.code', text('security.sms.expired'));
  if (row.attempts >= SMS_MAX_ATTEMPTS) refuse('body.code', text('security.sms.tooManyAttempts'));
  if (row.codeHash !== sha256(code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    refuse('body.code', text('security.sms.wrong'));
  }
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, new Date())))
    .returning({ id: smsCodes.id });
  if (!used.length) refuse('body.code', text('security.sms.expired'));
}
