import { describe, expect, it } from 'vitest';
import { isCached, readThroughCache } from './read-through-cache.js';

/** A listener that is connected unless told otherwise. */
const hub = (live = true) => ({ live: () => live, start: async () => undefined });

/** A read the test finishes by hand, counting how often it was started. */
function pendingRead<T>() {
  const started: ((value: T) => void)[] = [];
  return {
    read: () => new Promise<T>((resolve) => started.push(resolve)),
    get reads() {
      return started.length;
    },
    finish: (i: number, value: T) => started[i]!(value),
  };
}

describe('the read-through cache of one instance', () => {
  it('serves a kept answer without reading again until it is dropped', async () => {
    const cache = readThroughCache<{ n: number }>(hub(), { ttlMs: 60_000 });
    let reads = 0;
    const read = async () => ({ n: ++reads });
    const first = await cache.through('a', read);
    expect(await cache.through('a', read)).toBe(first);
    // A kept answer comes as it is, not as a promise of it.
    expect(cache.through('a', read)).toBe(first);
    expect(isCached(first)).toBe(true);
    cache.drop((key) => key === 'a');
    expect(await cache.through('a', read)).toEqual({ n: 2 });
  });

  it('lets callers that miss the same key at once share one read', async () => {
    const cache = readThroughCache<string>(hub(), { ttlMs: 60_000 });
    const pending = pendingRead<string>();
    const answers = Promise.all([1, 2, 3].map(() => cache.through('menu', pending.read)));
    const other = cache.through('other', pending.read);
    expect(pending.reads).toBe(2);
    pending.finish(0, 'menu v1');
    pending.finish(1, 'other v1');
    expect(await answers).toEqual(['menu v1', 'menu v1', 'menu v1']);
    expect(await other).toBe('other v1');
  });

  it('does not let a caller after a change join a read begun before it, nor keep that read', async () => {
    const cache = readThroughCache<string>(hub(), { ttlMs: 60_000 });
    const pending = pendingRead<string>();
    const before = cache.through('menu', pending.read);
    cache.drop(() => true);
    const after = cache.through('menu', pending.read);
    expect(pending.reads).toBe(2);
    pending.finish(0, 'old menu');
    pending.finish(1, 'new menu');
    expect(await before).toBe('old menu');
    expect(await after).toBe('new menu');
    // The read begun before the change was not kept; the later one was.
    expect(await cache.through('menu', async () => 'read again')).toBe('new menu');
  });

  it('shares a failed read with the callers waiting on it, then reads again', async () => {
    const cache = readThroughCache<string>(hub(), { ttlMs: 60_000 });
    let reads = 0;
    const failing = async () => {
      reads++;
      await Promise.resolve();
      throw new Error('database unavailable');
    };
    const results = await Promise.allSettled([cache.through('k', failing), cache.through('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    expect(await cache.through('k', async () => 'back')).toBe('back');
  });

  it('peeks at a kept answer without reading: only while kept, fresh and the listener is up', async () => {
    let live = true;
    const cache = readThroughCache<string>(
      { live: () => live, start: async () => undefined },
      { ttlMs: 60_000 },
    );
    expect(cache.peek('k')).toBeUndefined();
    await cache.through('k', async () => 'kept');
    expect(cache.peek('k')).toBe('kept');
    live = false;
    expect(cache.peek('k')).toBeUndefined();
    live = true;
    cache.drop(() => true);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps and shares nothing while the listener is down', async () => {
    const cache = readThroughCache<number>(hub(false), { ttlMs: 60_000 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.through('k', read), cache.through('k', read)])).toEqual([1, 2]);
    expect(await cache.through('k', read)).toBe(3);
  });

  it('reads again once an answer is older than its time to live', async () => {
    const cache = readThroughCache<number>(hub(), { ttlMs: 20 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.through('k', read)).toBe(1);
    expect(await cache.through('k', read)).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.through('k', read)).toBe(2);
  });
});
