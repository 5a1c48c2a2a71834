// The live unread count: the server pushes it over server-sent events. Each connection needs a fresh
// one-time ticket (EventSource cannot send the session header), so the browser's own reconnect is not
// enough: on a failure we close the source and come back with a new ticket after a growing, jittered
// delay. While there is no stream the caller polls instead (see `onLive`).

/** The first reconnect waits about this long; each failure doubles it up to the ceiling. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

/**
 * How long to wait before reconnect attempt `failures` (1 after the first failure). Jitter takes up
 * to a quarter off, so that a restarted server is not hit by every browser in the same second.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 16);
  const ceiling = Math.min(RECONNECT_BASE_MS * 2 ** exponent, RECONNECT_MAX_MS);
  return Math.round(ceiling * (1 - random() * 0.25));
}

/** The part of EventSource the stream uses. */
export interface UnreadSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface UnreadStreamOptions {
  /** A ticket for one connection; a rejection counts as a failed connection. */
  ticket(): Promise<string>;
  /** Opens the stream for a ticket; undefined when the browser has no EventSource. */
  open(ticket: string): UnreadSource | undefined;
  onCount(count: number): void;
  /** True once the stream delivers, false whenever it is down (the caller polls meanwhile). */
  onLive(live: boolean): void;
  random?: () => number;
}

export const UNREAD_EVENT = 'unread';
/** Sent when the session ended (a logout): a new ticket would be refused, so the stream stays closed. */
export const END_EVENT = 'end';

function countOf(data: string): number | undefined {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number') {
      return value.count;
    }
  } catch {
    // Not JSON: ignored like any event the client does not know.
  }
  return undefined;
}

/** Connects, keeps reconnecting until stopped, and returns the function that stops it. */
export function connectUnreadStream(options: UnreadStreamOptions): () => void {
  let stopped = false;
  let source: UnreadSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const fail = () => {
    source?.close();
    source = undefined;
    if (stopped) return;
    options.onLive(false);
    failures += 1;
    timer = setTimeout(connect, reconnectDelay(failures, options.random));
  };

  async function connect() {
    timer = undefined;
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      fail();
      return;
    }
    if (stopped) return;
    const opened = options.open(ticket);
    if (!opened) {
      // No EventSource in this browser: polling is all there is.
      options.onLive(false);
      return;
    }
    source = opened;
    opened.addEventListener(UNREAD_EVENT, (event) => {
      const count = countOf(event.data);
      if (count === undefined || stopped) return;
      failures = 0;
      options.onLive(true);
      options.onCount(count);
    });
    opened.addEventListener(END_EVENT, () => {
      opened.onerror = null;
      opened.close();
      source = undefined;
      if (!stopped) options.onLive(false);
    });
    opened.onerror = fail;
  }

  void connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}
