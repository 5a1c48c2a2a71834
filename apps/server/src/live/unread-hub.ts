// Who must hear that an unread count changed. Writers announce changed receivers with pg_notify inside
// their transaction, so the announcement leaves only if the change commits; every server instance
// listens on one dedicated connection (PostgreSQL) or on the embedded engine itself (PGlite) and wakes
// the streams of those receivers that it holds. No instance needs to know about the others.
// The same connection carries the access notices (migration 0011: sessions revoked, users or tenants
// disabled, roles, menus or subscriptions changed) that keep each instance's access cache honest.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../db/client.js';

export const UNREAD_CHANNEL = 'msg_unread';
/** Written by the triggers of migration 0011; payloads `session:<id>`, `user:<id>`, `tenant:<id>`, `access`. */
export const ACCESS_CHANNEL = 'platform_access';
/** application_name of the listening connection (visible in pg_stat_activity). */
export const LISTENER_NAME = 'platform-unread-listener';
/** Above this many receivers one tenant-wide announcement replaces one per receiver. */
const PER_RECEIVER_LIMIT = 200;

export interface ReceiverKey {
  tenantId: string;
  tenantUserId: string;
}

const keyOf = (r: ReceiverKey) => `${r.tenantId}:${r.tenantUserId}`;
/** A sync notice lost with its connection must not hold a call for long; the caches are cleared then. */
const SYNC_TIMEOUT_MS = 2_000;

/** Announces (inside the caller's transaction) that these receivers' unread counts may have changed. */
export async function announceUnread(
  db: Db,
  change: { tenantId: string; receivers: string[] } | { tenantId: string; wholeTenant: true },
): Promise<void> {
  const payloads =
    'wholeTenant' in change || change.receivers.length > PER_RECEIVER_LIMIT
      ? [`${change.tenantId}:*`]
      : [...new Set(change.receivers)].map((id) => `${change.tenantId}:${id}`);
  if (!payloads.length) return;
  await db.execute(
    sql`select pg_notify(${UNREAD_CHANNEL}, p) from unnest(string_to_array(${payloads.join(',')}, ',')) p`,
  );
}

type Listener = () => void;
/** A notice, or null when notices may have been missed (the listener lost its connection). */
type NoticeListener = (notice: string | null) => void;

export interface UnreadHub {
  /** Calls `listener` whenever the receiver's count may have changed; resolves once listening. */
  subscribe(key: ReceiverKey, listener: Listener): Promise<() => void>;
  /** Starts listening (once; later calls wait for the same start). */
  start(): Promise<void>;
  /** Whether every notice committed from now on will reach this instance (the listener is connected). */
  live(): boolean;
  /** Calls `listener` with every access notice; null when some may have been missed. */
  onAccess(listener: NoticeListener): () => void;
  /** Calls `listener` with every announced receiver (`tenant:tenantUser` or `tenant:*`), or null. */
  onUnread(listener: NoticeListener): () => void;
  /**
   * Resolves once every access notice committed before the call has reached this instance: a notice
   * of its own is sent and awaited, as notices arrive in commit order. Instantly when not listening.
   */
  sync(): Promise<void>;
  /** Subscriptions currently held (for leak checks). */
  size(): number;
  close(): Promise<void>;
}

interface SourceEvents {
  onPayload(channel: string, payload: string): void;
  /** Reconnected after a loss: notices may have been missed meanwhile. */
  onResync(): void;
  /** Connection lost: notices are being missed until onResync. */
  onLost(): void;
}

interface Source {
  start(events: SourceEvents): Promise<void>;
  stop(): Promise<void>;
}

export function unreadHub(database: Database, log?: { warn(obj: object, msg: string): void }): UnreadHub {
  const byKey = new Map<string, Set<Listener>>();
  const source = database.kind === 'postgres' ? pgSource(database, log) : pgliteSource(database);
  const accessListeners = new Set<NoticeListener>();
  const unreadListeners = new Set<NoticeListener>();
  let starting: Promise<void> | undefined;
  let connected = false;
  let closed = false;
  const syncs = new Map<string, () => void>();
  let syncCount = 0;

  const dispatch = (payload: string) => {
    if (payload.endsWith(':*')) {
      const prefix = payload.slice(0, -1);
      for (const [key, set] of byKey) if (key.startsWith(prefix)) set.forEach((l) => l());
    } else {
      byKey.get(payload)?.forEach((l) => l());
    }
  };
  const everyone = () => byKey.forEach((set) => set.forEach((l) => l()));
  const access = (notice: string | null) => accessListeners.forEach((l) => l(notice));
  const unread = (notice: string | null) => unreadListeners.forEach((l) => l(notice));
  const events: SourceEvents = {
    onPayload(channel, payload) {
      if (channel === UNREAD_CHANNEL) {
        unread(payload);
        dispatch(payload);
      } else if (channel === ACCESS_CHANNEL) {
        if (payload.startsWith('sync:')) syncs.get(payload)?.();
        else access(payload);
      }
    },
    onResync() {
      connected = true;
      access(null);
      unread(null);
      everyone();
    },
    onLost() {
      connected = false;
      access(null);
      unread(null);
    },
  };
  const start = () => {
    if (closed) return Promise.reject(new Error('unread hub closed'));
    starting ??= source.start(events).then(
      () => {
        connected = true;
      },
      (err: unknown) => {
        starting = undefined;
        throw err;
      },
    );
    return starting;
  };

  return {
    async subscribe(key, listener) {
      if (closed) throw new Error('unread hub closed');
      await start();
      const k = keyOf(key);
      let set = byKey.get(k);
      if (!set) byKey.set(k, (set = new Set()));
      set.add(listener);
      return () => {
        const s = byKey.get(k);
        if (!s) return;
        s.delete(listener);
        if (!s.size) byKey.delete(k);
      };
    },
    start,
    live: () => connected && !closed,
    onAccess(listener) {
      accessListeners.add(listener);
      return () => accessListeners.delete(listener);
    },
    onUnread(listener) {
      unreadListeners.add(listener);
      return () => unreadListeners.delete(listener);
    },
    async sync() {
      if (!connected || closed) return;
      const payload = `sync:${process.pid}:${++syncCount}:${Math.random().toString(36).slice(2)}`;
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        syncs.set(payload, resolve);
        timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${payload})`);
        await echoed;
      } finally {
        clearTimeout(timer);
        syncs.delete(payload);
      }
    },
    size: () => [...byKey.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closed = true;
      connected = false;
      byKey.clear();
      accessListeners.clear();
      unreadListeners.clear();
      if (starting) await starting.catch(() => undefined);
      await source.stop();
    },
  };
}

/** PGlite delivers NOTIFY to listeners of the same in-process engine once the transaction commits. */
function pgliteSource(database: Database): Source {
  let unlisten: (() => Promise<void>)[] = [];
  return {
    async start({ onPayload }) {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      unlisten = await Promise.all(
        [UNREAD_CHANNEL, ACCESS_CHANNEL].map((channel) =>
          client.listen(channel, (payload) => onPayload(channel, payload)),
        ),
      );
    },
    async stop() {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      if (!client.closed) await Promise.all(unlisten.map((u) => u()));
      unlisten = [];
    },
  };
}

/**
 * One connection outside the pool, so that LISTEN survives the pool's churn. When it drops it is
 * reopened with growing delays, and every stream re-reads its count (announcements may have been
 * missed meanwhile).
 */
function pgSource(database: Database, log?: { warn(obj: object, msg: string): void }): Source {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  async function connect(events: SourceEvents, first: boolean) {
    const c = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    c.on('notification', (n) => {
      if (n.payload) events.onPayload(n.channel, n.payload);
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (stopped) return;
      events.onLost();
      log?.warn({ err }, 'unread listener lost its connection; reconnecting');
      retry = setTimeout(() => {
        retry = undefined;
        connect(events, false).catch(() => lost());
      }, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${UNREAD_CHANNEL}; LISTEN ${ACCESS_CHANNEL}`);
    } catch (err) {
      if (first) {
        client = undefined;
        await c.end().catch(() => undefined);
        throw err;
      }
      lost(err as Error);
      return;
    }
    delay = 500;
    if (!first) events.onResync();
  }

  return {
    start: (events) => connect(events, true),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
