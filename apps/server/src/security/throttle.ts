// Counters and holds in the database, so that every API instance sees the same limits. A counter is
// a fixed window (`count` hits since `window_started_at`); a hold (lock or wait) is a row whose
// `window_started_at` is the moment it ends. All times are the database's, not an instance's clock.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import { AppError } from '../http/errors.js';
import { text } from '../i18n/index.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts one hit on each key (all in one window length) and returns the counts within the window. */
export async function hitAll(db: Db, keys: string[], windowSeconds: number): Promise<Map<string, number>> {
  const values = sql.join(
    keys.map((k) => sql`(${k}, 1, now())`),
    sql`, `,
  );
  const res = await db.execute(sql`
    insert into throttles (key, count, window_started_at) values ${values}
    on conflict (key) do update set
      count = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else throttles.count + 1 end,
      window_started_at = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else throttles.window_started_at end
    returning key, count`);
  return new Map(rowsOf<{ key: string; count: number }>(res).map((r) => [r.key, r.count]));
}

/** Counts one hit on `key` and returns the count within the current window. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await hitAll(db, [key], windowSeconds)).get(key)!;
}

/**
 * In one round trip: the count of each counter key within its window, and the whole seconds left on
 * each hold key (0 when there is none or it has ended).
 */
export async function look(
  db: Db,
  counters: Record<string, number>,
  holds: string[],
): Promise<{ counts: Map<string, number>; held: Map<string, number> }> {
  const keys = [...Object.keys(counters), ...holds];
  const res = await db.execute(sql`
    select key, count, extract(epoch from (window_started_at - now()))::float8 as ahead
    from throttles where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  const counts = new Map<string, number>();
  const held = new Map<string, number>();
  for (const row of rowsOf<{ key: string; count: number; ahead: number }>(res)) {
    const window = counters[row.key];
    if (window !== undefined && -row.ahead < window) counts.set(row.key, row.count);
    if (holds.includes(row.key) && row.ahead > 0) held.set(row.key, Math.ceil(row.ahead));
  }
  return { counts, held };
}

/** Holds `key` for `seconds` from now (replacing any hold it has). */
export async function hold(db: Db, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into throttles (key, count, window_started_at)
    values (${key}, 0, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 0, window_started_at = excluded.window_started_at`);
}

export async function clear(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from throttles where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}

/** Removes every counter and hold whose key starts with `prefix`. */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from throttles where starts_with(key, ${prefix})`);
}

/**
 * Removes rows that no longer count: counters older than the longest window in use and ended holds.
 * Failed sign-ins leave a row per account and address, so without this the table only grows.
 */
export async function prune(db: Db, longestWindowSeconds: number): Promise<void> {
  await db.execute(sql`
    delete from throttles
    where window_started_at < now() - make_interval(secs => ${longestWindowSeconds})`);
}

/** Counts a hit and refuses with 429 once the limit is passed. */
export async function enforce(db: Db, key: string, limit: Limit): Promise<void> {
  if ((await hit(db, key, limit.windowSeconds)) > limit.max) {
    throw new AppError(429, text('security.tooOften'));
  }
}
