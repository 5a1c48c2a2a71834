// The message machinery one server instance runs: the unread hub, the live streams, the send service
// and the delivery worker, built from the configuration (SMTP_URL picks real mail over the outbox,
// SMS_PROVIDER a real SMS provider) and closed together at shutdown.
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SmsSender } from '../../security/sms.js';
import { smsSenderOf } from '../../sms/sender.js';
import {
  defaultDeliveryPolicy,
  deliveryWorker,
  outboxEmailTransport,
  smtpEmailTransport,
  type DeliveryPolicy,
  type DeliveryWorker,
  type EmailTransport,
} from '../../live/delivery-worker.js';
import { unreadHub, type UnreadHub } from '../../live/unread-hub.js';
import {
  defaultStreamSettings,
  unreadStreams,
  type StreamSettings,
  type UnreadStreams,
} from '../../live/unread-streams.js';
import { inboxCache, type InboxCache } from './inbox-cache.js';
import { messagesRepo, type Receiver } from './repo.js';
import { messageSender, type MessageSender } from './send.js';

export interface MessagingOptions {
  /** Overrides the transport SMTP_URL selects (tests inject failing or slow ones). */
  email?: EmailTransport;
  sms?: SmsSender;
  policy?: Partial<DeliveryPolicy>;
  stream?: Partial<StreamSettings>;
  /** Start the delivery worker with the app (default true). */
  worker?: boolean;
}

export interface Messaging {
  hub: UnreadHub;
  /** Message pages and unread counts of this instance, dropped on the hub's unread notices. */
  inbox: InboxCache;
  streams: UnreadStreams;
  sender: MessageSender;
  worker: DeliveryWorker;
  /** Starts the worker (when enabled); called once the app is ready. */
  start(): void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createMessaging(
  config: Config,
  database: Database,
  options: MessagingOptions = {},
  log?: Log,
): Messaging {
  const policy = { ...defaultDeliveryPolicy, ...options.policy };
  const email =
    options.email ??
    (config.smtpUrl ? smtpEmailTransport(config.smtpUrl, config.smtpFrom) : outboxEmailTransport);
  const worker = deliveryWorker({
    db: database.db,
    transports: { email, sms: options.sms ?? smsSenderOf(config.sms, log) },
    policy,
    log,
  });
  const hub = unreadHub(database, log);
  const reads = {
    unreadCount: (who: Receiver) => messagesRepo.unreadCount(database.db, who),
    liveSessionIds: (ids: string[]) => messagesRepo.liveSessionIds(database.db, ids),
  };
  const streams = unreadStreams(reads, hub, { ...defaultStreamSettings, ...options.stream }, log);
  const inbox = inboxCache(hub, { ttlMs: config.accessCacheMs });
  const sending = messageSender({
    db: database.db,
    maxAttempts: policy.maxAttempts,
    onQueued: () => worker.wake(),
  });
  // A send in its own transaction returns once its unread notices are back, so that whatever the
  // caller answers next (on this instance too) shows the message; inside a caller's transaction the
  // notices leave only at the caller's commit.
  const sender: MessageSender = {
    ...sending,
    async send(input, tx) {
      const result = await sending.send(input, tx);
      if (!tx) await inbox.settle();
      return result;
    },
  };
  return {
    hub,
    inbox,
    streams,
    sender,
    worker,
    start() {
      if (options.worker !== false) worker.start();
    },
    async close() {
      streams.closeAll();
      await worker.stop();
      await hub.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The send service for other modules, and the message machinery of this instance. */
    messaging: Messaging;
  }
}

/** Message sending for every module (app.messaging.sender), live unread streams, delivery worker. */
export const messaging = fp<{ config: Config; database: Database; options: MessagingOptions }>(
  async (app, { config, database, options }) => {
    const m = createMessaging(config, database, options, app.log);
    app.decorate('messaging', m);
    app.addHook('onReady', async () => m.start());
    app.addHook('preClose', async () => m.streams.closeAll());
    app.addHook('onClose', async () => m.close());
  },
  { name: 'messaging' },
);
