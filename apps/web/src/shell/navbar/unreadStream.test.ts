import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectUnreadStream,
  reconnectDelay,
  RECONNECT_MAX_MS,
  type UnreadSource,
  type UnreadStreamOptions,
} from './unreadStream';

class FakeSource implements UnreadSource {
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  push(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
let counts: number[];
let live: boolean[];
let tickets: string[];

function options(overrides: Partial<UnreadStreamOptions> = {}): UnreadStreamOptions {
  let n = 0;
  return {
    ticket: async () => {
      n += 1;
      tickets.push(`t${n}`);
      return `t${n}`;
    },
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onCount: (count) => counts.push(count),
    onLive: (value) => live.push(value),
    random: () => 0,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  counts = [];
  live = [];
  tickets = [];
});
afterEach(() => vi.useRealTimers());

describe('reconnect delay', () => {
  it('doubles from one second up to a minute, with up to a quarter of jitter off', () => {
    expect([1, 2, 3, 4].map((n) => reconnectDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(30, () => 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1, () => 1)).toBe(750);
  });
});

describe('live unread stream', () => {
  it('reports each count the server pushes and that the stream is live', async () => {
    const stop = connectUnreadStream(options());
    await vi.waitFor(() => expect(sources).toHaveLength(1));

    sources[0]!.push('unread', '{"count":3}');
    sources[0]!.push('unread', '{"count":4}');
    sources[0]!.push('unread', 'garbage');

    expect(counts).toEqual([3, 4]);
    expect(live).toEqual([true, true]);
    stop();
    expect(sources[0]!.closed).toBe(true);
  });

  it('reconnects with a new ticket after a growing delay, reporting the stream down meanwhile', async () => {
    const stop = connectUnreadStream(options());
    await vi.waitFor(() => expect(sources).toHaveLength(1));

    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(live).toEqual([false]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);

    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    expect(tickets).toEqual(['t1', 't2', 't3']);

    // A delivered event resets the backoff.
    sources[2]!.push('unread', '{"count":1}');
    sources[2]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(4);
    stop();
  });

  it('stays closed after the server ends the stream for a logged-out session', async () => {
    connectUnreadStream(options());
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.push('unread', '{"count":2}');

    sources[0]!.push('end', '');
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(120_000);

    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(1);
    expect(live).toEqual([true, false]);
  });

  it('keeps trying when the ticket cannot be had (server without a stream, network down)', async () => {
    let attempts = 0;
    const stop = connectUnreadStream(
      options({
        ticket: async () => {
          attempts += 1;
          throw new Error('404');
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    expect(live).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(2);
  });

  it('reports the stream down for good when the browser has no EventSource', async () => {
    connectUnreadStream(options({ open: () => undefined }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live).toEqual([false]);
    expect(tickets).toEqual(['t1']);
  });
});
