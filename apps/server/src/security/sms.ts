// SMS verification codes: 6 digits, valid 5 minutes, at most 5 attempts, one send per minute per
// number. Codes leave through the outbox (the embedded default records them for an administrator to
// read; a real provider implements SmsSender and sends them).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox, smsCodes } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { newNumericCode, sha256 } from './secrets.js';

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

export type SmsPurpose = 'login' | 'reset';

export interface SmsSender {
  send(db: Db, mobile: string, text: string, meta: Record<string, unknown>): Promise<void>;
}

/** The embedded default: the message is written to the outbox table. */
export const outboxSmsSender: SmsSender = {
  async send(db, mobile, text, meta) {
    await db.insert(outbox).values({ channel: 'sms', recipient: mobile, body: text, meta });
  },
};

const purposeText: Record<SmsPurpose, string> = { login: '登录', reset: '重置密码' };

export async function sendSmsCode(db: Db, sender: SmsSender, mobile: string, purpose: SmsPurpose) {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw new AppError(429, '验证码发送过于频繁，请稍后再试');
  }
  const code = newNumericCode();
  await db.transaction(async (tx) => {
    await tx.insert(smsCodes).values({
      mobile,
      purpose,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
    });
    await sender.send(tx, mobile, `您的${purposeText[purpose]}验证码为 ${code}，5分钟内有效，请勿泄露。`, {
      purpose,
      code,
    });
  });
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
  const refuse = (reason: string) => {
    throw new AppError(400, `body.code：${reason}`, [{ field: 'body.code', reason }]);
  };
  if (!row || row.expiresAt.getTime() <= Date.now()) return refuse('验证码已过期，请重新获取');
  if (row.attempts >= SMS_MAX_ATTEMPTS) return refuse('验证码错误次数过多，请重新获取');
  if (row.codeHash !== sha256(code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    return refuse('验证码错误');
  }
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, new Date())))
    .returning({ id: smsCodes.id });
  if (!used.length) refuse('验证码已过期，请重新获取');
}
