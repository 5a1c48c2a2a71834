// The SMS log (issue 23): the SMS of the outbox (sign-in codes and message notifications, platform-wide)
// and every attempt to hand one to the provider, with its answer. Read by platform administrators only.
import { z } from 'zod';
import { ACCOUNT_PREFIX } from './account.js';

export const SMS_LOG_PREFIX = `${ACCOUNT_PREFIX}/smsLog`;

export const SmsProviderName = z.enum(['outbox', 'aliyun', 'tencent']);
export type SmsProviderName = z.infer<typeof SmsProviderName>;
export const SmsKind = z.enum(['login', 'reset', 'message']);
export type SmsKind = z.infer<typeof SmsKind>;

const range = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

export const SmsOutboxFilter = z.object({
  /** Part of the number. */
  recipient: z.string().trim().max(32).optional(),
  /** Part of the text. */
  body: z.string().trim().max(100).optional(),
  /** sent: a provider took it; unsent: recorded only, or not taken. */
  state: z.enum(['sent', 'unsent']).optional(),
  ...range,
});
export type SmsOutboxFilter = z.infer<typeof SmsOutboxFilter>;

export const SmsOutboxEntry = z.object({
  id: z.string(),
  recipient: z.string(),
  /** The text as recorded: a code a real provider delivered is shown as asterisks. */
  body: z.string(),
  kind: SmsKind,
  createdAt: z.string(),
  /** When a provider took it; null for the outbox default (recorded only) and for failures. */
  sentAt: z.string().nullable(),
  /** The newest attempt's provider, result and error; null when none was recorded (older rows). */
  provider: SmsProviderName.nullable(),
  ok: z.boolean().nullable(),
  error: z.string().nullable(),
});
export type SmsOutboxEntry = z.infer<typeof SmsOutboxEntry>;

export const SmsOutboxPage = z.object({ items: z.array(SmsOutboxEntry), total: z.number() });
export type SmsOutboxPage = z.infer<typeof SmsOutboxPage>;

export const SmsAttemptFilter = z.object({
  recipient: z.string().trim().max(32).optional(),
  provider: SmsProviderName.optional(),
  kind: SmsKind.optional(),
  ok: z.boolean().optional(),
  ...range,
});
export type SmsAttemptFilter = z.infer<typeof SmsAttemptFilter>;

export const SmsAttempt = z.object({
  id: z.string(),
  outboxId: z.string().nullable(),
  provider: SmsProviderName,
  recipient: z.string(),
  kind: SmsKind,
  templateCode: z.string().nullable(),
  ok: z.boolean(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  createdAt: z.string(),
});
export type SmsAttempt = z.infer<typeof SmsAttempt>;

export const SmsAttemptPage = z.object({ items: z.array(SmsAttempt), total: z.number() });
export type SmsAttemptPage = z.infer<typeof SmsAttemptPage>;
