// The one way to send a message, for the administrator's screen and for every other module (an
// acceptance notice, an audit notice, a report ready for download …). A send reaches users, the
// holders of roles of an app, or a whole tenant; it writes the in-app messages and the e-mail/SMS
// deliveries in one transaction, announces the new unread counts when that transaction commits, and
// leaves e-mail and SMS to the delivery worker.
import crypto from 'node:crypto';
import {
  ACCOUNT_PREFIX,
  MessagePaths,
  MessageTargetType,
  SendChannel,
  type SendReceivers,
  type SendResult,
} from '@platform/contract';
import { LANGUAGES, type Language } from '@platform/contract/i18n';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../http/errors.js';
import { joined, render, t, text, type Text } from '../../i18n/index.js';
import { announceUnread } from '../../live/unread-hub.js';
import { messagesRepo as repo, type Worded } from './repo.js';

export interface SendInput {
  tenantId: string;
  /** The tenant user who sent it; null or absent when the platform sends on its own. */
  senderTenantUserId?: string | null;
  to: SendReceivers;
  channels: readonly SendChannel[];
  /** The caller's words as they are, or a catalogue text each receiver reads in their language. */
  title: string | Text;
  content: string | Text;
  targetType?: number | null;
  smsType?: string | null;
  /** An object, or a string holding a JSON object. */
  param?: string | Record<string, unknown> | null;
  /** A document the receivers download (makes it a targetType 40 message). */
  file?: { name: string; mime: string; content: Buffer };
}

export interface MessageSender {
  /** Sends in its own transaction, or inside `tx` when the caller already has one. */
  send(input: SendInput, tx?: Db): Promise<SendResult>;
  /** Puts a failed e-mail/SMS delivery of the tenant back in the queue, attempts from 0. */
  retry(tenantId: string, deliveryId: string): Promise<void>;
}

/** A text worded in every language, for receivers who each read their own. */
const inEveryLanguage = (word: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, word(l)])) as Worded;

const fileUrl = (fileId: string) => `${ACCOUNT_PREFIX}${MessagePaths.downloadFile}?id=${fileId}`;

function paramObject(param: SendInput['param']): Record<string, unknown> | null {
  if (param === undefined || param === null) return null;
  if (typeof param !== 'string') return param;
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    return refuse('body.param', text('messages.paramNotJson'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    refuse('body.param', text('messages.paramNotObject'));
  return parsed as Record<string, unknown>;
}

async function checkReceivers(db: Db, tenantId: string, to: SendReceivers) {
  if (to.type === 'users') {
    const missing = await repo.missingMembers(db, tenantId, to.tenantUserIds);
    if (missing.length) {
      refuse(
        'body.receivers.tenantUserIds',
        text('messages.usersMissing', { ids: joined(missing.slice(0, 5)) }),
      );
    }
  } else if (to.type === 'roles') {
    if (!(await repo.subscribes(db, tenantId, to.appId)))
      refuse('body.receivers.appId', text('messages.appNotOpened'));
    const foreign = await repo.foreignRoles(db, tenantId, to.appId, to.roleIds);
    if (foreign.length) {
      refuse('body.receivers.roleIds', text('messages.rolesForeign', { ids: joined(foreign.slice(0, 5)) }));
    }
  }
}

export function messageSender(deps: {
  db: Db;
  maxAttempts: number;
  /** Called after a send of e-mail or SMS committed (wakes the local delivery worker). */
  onQueued?: () => void;
}): MessageSender {
  async function inTx(db: Db, input: SendInput): Promise<SendResult> {
    const { tenantId, to } = input;
    const channels = [...new Set(input.channels)];
    if (!channels.length) refuse('body.channels', text('messages.channelsRequired'));
    await checkReceivers(db, tenantId, to);
    const receivers = await repo.countReceivers(db, tenantId, to);
    if (!receivers) refuse('body.receivers', text('messages.noReceivers'));

    const id = crypto.randomUUID();
    let param = paramObject(input.param);
    let targetType = input.targetType ?? null;
    let fileId: string | null = null;
    if (input.file) {
      fileId = await repo.insertFile(db, tenantId, input.file);
      param = { ...param, url: fileUrl(fileId), fileName: encodeURIComponent(input.file.name) };
      targetType = MessageTargetType.file;
    }
    const title = inEveryLanguage((language) => render(language, input.title));
    const content = inEveryLanguage((language) => render(language, input.content));
    const created = await repo.insertSend(
      db,
      {
        id,
        tenantId,
        senderTenantUserId: input.senderTenantUserId ?? null,
        title,
        content,
        channels,
        receiverType: to.type,
        to,
        inApp: channels.includes(SendChannel.inApp)
          ? {
              targetType,
              smsType: input.smsType ?? null,
              param: param ? JSON.stringify(param) : null,
              fileId,
            }
          : null,
        deliveries: channels
          .filter((c): c is 2 | 3 => c !== SendChannel.inApp)
          .map((channel) => ({
            channel,
            subject: title,
            body:
              channel === SendChannel.sms
                ? inEveryLanguage((language) =>
                    t(language, 'messages.smsBody', { title: title[language], content: content[language] }),
                  )
                : content,
            maxAttempts: deps.maxAttempts,
          })),
      },
      receivers,
    );
    if (created.messages) {
      await announceUnread(
        db,
        to.type === 'users' ? { tenantId, receivers: to.tenantUserIds } : { tenantId, wholeTenant: true },
      );
    }
    return { id, receivers, ...created };
  }

  return {
    async send(input, tx) {
      const result = tx ? await inTx(tx, input) : await deps.db.transaction((t) => inTx(t as Db, input));
      if (result.deliveries) deps.onQueued?.();
      return result;
    },

    async retry(tenantId, deliveryId) {
      const row = await repo.requeueFailed(deps.db, tenantId, deliveryId);
      if (!row) notFound(text('messages.deliveryMissing'));
      if (!row.requeued) {
        if (row.state !== 'failed') refuse('body.id', text('messages.onlyFailedRetried'));
        refuse('body.id', text('messages.noAddressRetry'));
      }
      deps.onQueued?.();
    },
  };
}
