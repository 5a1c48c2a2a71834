// Who must hear that an unread count changed. Writers announce changed receivers with pg_notify inside
// their transaction, so the announcement leaves only if the change commits; every server instance
// listens on one dedicated connection (PostgreSQL) or on the embedded engine itself (PGlite) and wakes
// the streams of those receivers that it holds. No instance needs to know about the others.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db/client.js';

export const UNREAD_CHANNEL = 'msg_unread';
/** application_name of the listening connection (visible in pg_stat_activity). */
export const LISTENER_NAME = 'platform-unread-listener';
/** Above this many receivers one tenant-wide announcement replaces one per receiver. */
const PER_RECEIVER_LIMIT = 200;

export interface ReceiverKey {
  tenantId: string;
  tenantUserId: string;
}

const keyOf = (r: ReceiverKey) => `${r.tenantId}:${r.tenantUserId}`;

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

export interface UnreadHub {
  /** Calls `listener` whenever the receiver's count may have changed; resolves once listening. */
  subscribe(key: ReceiverKey, listener: Listener): Promise<() => void>;
  /** Subscriptions currently held (for leak checks). */
  size(): number;
  close(): Promise<void>;
}

interface Source {
  start(onPayload: (payload: string) => void, onResync: () => void): Promise<void>;
  stop(): Promise<void>;
}

export function unreadHub(database: Database, log?: { warn(obj: object, msg: string): void }): UnreadHub {
  const byKey = new Map<string, Set<Listener>>();
  const source = database.kind === 'postgres' ? pgSource(database, log) : pgliteSource(database);
  let starting: Promise<void> | undefined;
  let closed = false;

  const dispatch = (payload: string) => {
    if (payload.endsWith(':*')) {
      const prefix = payload.slice(0, -1);
      for (const [key, set] of byKey) if (key.startsWith(prefix)) set.forEach((l) => l());
    } else {
      byKey.get(payload)?.forEach((l) => l());
    }
  };
  const everyone = () => byKey.forEach((set) => set.forEach((l) => l()));

  return {
    async subscribe(key, listener) {
      if (closed) throw new Error('unread hub closed');
      starting ??= source.start(dispatch, everyone).catch((err: unknown) => {
        starting = undefined;
        throw err;
      });
      await starting;
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
    size: () => [...byKey.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closed = true;
      byKey.clear();
      if (starting) await starting.catch(() => undefined);
      await source.stop();
    },
  };
}

/** PGlite delivers NOTIFY to listeners of the same in-process engine once the transaction commits. */
function pgliteSource(database: Database): Source {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(onPayload) {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      unlisten = await client.listen(UNREAD_CHANNEL, onPayload);
    },
    async stop() {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      if (unlisten && !client.closed) await unlisten();
      unlisten = undefined;
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

  async function connect(onPayload: (p: string) => void, onResync: () => void, first: boolean) {
    const c = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    c.on('notification', (n) => {
      if (n.channel === UNREAD_CHANNEL && n.payload) onPayload(n.payload);
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (stopped) return;
      log?.warn({ err }, 'unread listener lost its connection; reconnecting');
      retry = setTimeout(() => {
        retry = undefined;
        connect(onPayload, onResync, false).catch(() => lost());
      }, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${UNREAD_CHANNEL}`);
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
    if (!first) onResync();
  }

  return {
    start: (onPayload, onResync) => connect(onPayload, onResync, true),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
