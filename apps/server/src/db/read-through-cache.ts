// A read-through cache: answers one instance keeps in memory for a short while, on the condition
// that the hub's listener is connected: every change that could make one wrong is announced on that
// connection, and the owner drops the answers it names. While the listener is down a notice could be
// missed, so nothing is kept or served then; an answer read while a notice arrived is not kept
// either. Callers that miss the same key at once share one read (a burst of calls after a start or a
// change would otherwise all go to the database), unless a notice came in since that read began.

/** The connection that hears of changes (the messaging hub's LISTEN connection, live/unread-hub.ts). */
export interface ChangeListener {
  /** Starts listening (once; later calls wait for the same start). */
  start(): Promise<void>;
  /** Whether it is connected now, so that no notice can be missed. */
  live(): boolean;
}

export interface ReadThroughOptions {
  /** Longest an answer is kept; 0 keeps nothing. */
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries?: number;
}

/** Objects kept as answers: shared by every call that gets them, so never changed once kept. */
const cachedObjects = new WeakSet<object>();
export const isCached = (value: object): boolean => cachedObjects.has(value);

interface Entry<T> {
  value: T;
  until: number;
}

export function readThroughCache<T>(hub: ChangeListener, { ttlMs, maxEntries = 10_000 }: ReadThroughOptions) {
  const entries = new Map<string, Entry<T>>();
  /** Reads under way, by key, with the generation they began in. */
  const reading = new Map<string, { generation: number; value: Promise<T | undefined> }>();
  let generation = 0;

  /** The kept answer for `key` if there is one now; nothing is read. */
  const peek = (key: string): T | undefined => {
    if (ttlMs <= 0 || !hub.live()) return undefined;
    const hit = entries.get(key);
    return hit && hit.until > Date.now() ? hit.value : undefined;
  };

  /** `read()`'s answer for a key not kept now, shared with callers that miss it at once. */
  async function readThrough<V extends T | undefined>(key: string, read: () => Promise<V>): Promise<V> {
    if (ttlMs <= 0) return read();
    if (!hub.live()) {
      // Listening starts with the first call (and is retried after a failed start); until then, read.
      hub.start().catch(() => undefined);
      return read();
    }
    const shared = reading.get(key);
    if (shared && shared.generation === generation) return (await shared.value) as V;
    const before = generation;
    const value = read();
    const flight = { generation: before, value: value as Promise<T | undefined> };
    reading.set(key, flight);
    try {
      const answer = await value;
      if (answer !== undefined && before === generation && hub.live()) {
        entries.delete(key);
        entries.set(key, { value: answer as T, until: Date.now() + ttlMs });
        if (typeof answer === 'object' && answer !== null) cachedObjects.add(answer);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return answer;
    } finally {
      if (reading.get(key) === flight) reading.delete(key);
    }
  }

  return {
    /**
     * The kept answer for `key`, as it is (no promise in between: the busiest calls answer from it
     * synchronously), or a promise of `read()`'s (kept unless undefined).
     */
    through<V extends T | undefined>(key: string, read: () => Promise<V>): V | Promise<V> {
      const hit = peek(key);
      return hit !== undefined ? (hit as V) : readThrough(key, read);
    },
    peek,
    drop(matches: (key: string, value: T) => boolean) {
      generation++;
      for (const [key, entry] of entries) if (matches(key, entry.value)) entries.delete(key);
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
