// Fixed-window counters in the database, so that every API instance sees the same limits.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { AppError } from '../../http/errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts one hit on `key` and returns the count within the current window. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const res = await db.execute(sql`
    insert into throttles (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else throttles.count + 1 end,
      window_started_at = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else throttles.window_started_at end
    returning count`);
  return rowsOf<{ count: number }>(res)[0]!.count;
}

/** The count on `key` within the window, without counting. */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const res = await db.execute(sql`
    select count from throttles
    where key = ${key} and window_started_at >= now() - make_interval(secs => ${windowSeconds})`);
  return rowsOf<{ count: number }>(res)[0]?.count ?? 0;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from throttles where key = ${key}`);
}

/** Counts a hit and refuses with 429 once the limit is passed. */
export async function enforce(db: Db, key: string, limit: Limit): Promise<void> {
  if ((await hit(db, key, limit.windowSeconds)) > limit.max) {
    throw new AppError(429, '操作过于频繁，请稍后再试');
  }
}
