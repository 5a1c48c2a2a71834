// Live unread counts over server-sent events. A stream sends the count at once, then again whenever
// the hub says it may have changed and it really did. One heartbeat for all streams of the instance
// writes a comment line to each (so proxies keep idle streams open) and checks all their sessions in
// one query, ending the streams of sessions that logged out or expired; an access notice (a session
// revoked, a password changed) runs that check at once. Every stream is tracked, so a
// disconnect or a server shutdown releases its subscription, and the heartbeat stops with the last one.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { UNREAD_STREAM_EVENT } from '@platform/contract';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import { AppError } from '../http/errors.js';
import { text } from '../i18n/index.js';
import type { ReceiverKey, UnreadHub } from './unread-hub.js';

/** What the streams read: given by the message centre, which owns the tables. */
export interface UnreadReads {
  unreadCount(who: ReceiverKey): Promise<number>;
  /** Of these sessions, the ones still usable (not revoked or expired, account and tenant enabled). */
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
}

export interface StreamSettings {
  heartbeatMs: number;
  /** Streams one session may hold open on one instance (a few browser tabs). */
  maxPerSession: number;
}

export const defaultStreamSettings: StreamSettings = { heartbeatMs: 25_000, maxPerSession: 8 };

export interface UnreadStreams {
  open(reply: FastifyReply, who: ReceiverKey & { sessionId: string }): Promise<FastifyReply>;
  /** Open streams on this instance. */
  size(): number;
  /** Ends every stream (server shutdown). */
  closeAll(): void;
}

interface OpenStream {
  sessionId: string;
  write(chunk: string): void;
  close(): void;
}

export function unreadStreams(
  reads: UnreadReads,
  hub: UnreadHub,
  settings: StreamSettings,
  log?: { warn(obj: object, msg: string): void },
): UnreadStreams {
  const streams = new Set<OpenStream>();
  const perSession = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | undefined;

  /** Ends the streams whose session may no longer be used (logged out, expired, account disabled). */
  async function endDead() {
    const all = [...streams];
    if (!all.length) return;
    try {
      // Streams of every tenant share the check, which started in whichever request came first.
      const ids = [...new Set(all.map((s) => s.sessionId))];
      const live = await withSystemScope(() => reads.liveSessionIds(ids));
      for (const s of all) {
        if (live.has(s.sessionId)) continue;
        s.write('event: end\ndata: {}\n\n');
        s.close();
      }
    } catch (err) {
      log?.warn({ err }, 'stream session check failed');
    }
  }

  async function beat() {
    for (const s of streams) s.write(': ping\n\n');
    await endDead();
  }

  // An access notice (a session revoked, a password changed, a user, membership or tenant disabled)
  // ends the streams it concerns at once rather than at the next heartbeat; notices arriving during a
  // check are folded into one more.
  let checking = false;
  let again = false;
  async function checkSoon() {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        await endDead();
      } while (again);
    } finally {
      checking = false;
    }
  }
  let stopListening: (() => void) | undefined;

  function track(s: OpenStream) {
    streams.add(s);
    heartbeat ??= setInterval(() => void beat(), settings.heartbeatMs);
    stopListening ??= hub.onAccess((notice) => {
      if (notice !== 'access') void checkSoon();
    });
  }

  function untrack(s: OpenStream) {
    streams.delete(s);
    const n = (perSession.get(s.sessionId) ?? 1) - 1;
    if (n > 0) perSession.set(s.sessionId, n);
    else perSession.delete(s.sessionId);
    if (!streams.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    if (!streams.size && stopListening) {
      stopListening();
      stopListening = undefined;
    }
  }

  return {
    async open(reply, who) {
      const held = perSession.get(who.sessionId) ?? 0;
      if (held >= settings.maxPerSession) {
        throw new AppError(429, text('common.tooManyStreams'));
      }
      perSession.set(who.sessionId, held + 1);
      const out = new PassThrough();
      let closed = false;
      let last = -1;
      let counting = false;
      let dirty = false;
      let unsubscribe: (() => void) | undefined;

      const stream: OpenStream = {
        sessionId: who.sessionId,
        write(chunk) {
          if (!closed) out.write(chunk);
        },
        close() {
          if (closed) return;
          closed = true;
          unsubscribe?.();
          untrack(stream);
          out.end();
        },
      };
      /** Re-reads the count; changes arriving meanwhile are folded into one more read. */
      const recount = async () => {
        if (counting) {
          dirty = true;
          return;
        }
        counting = true;
        try {
          do {
            dirty = false;
            // Announcements arrive outside the stream's request; the count is the receiver's tenant's.
            const count = await withTenantScope(who.tenantId, () => reads.unreadCount(who));
            if (count !== last) {
              last = count;
              stream.write(`event: ${UNREAD_STREAM_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`);
            }
          } while (dirty && !closed);
        } catch (err) {
          log?.warn({ err }, 'unread count not pushed');
        } finally {
          counting = false;
        }
      };

      track(stream);
      reply.raw.on('close', () => stream.close());
      try {
        unsubscribe = await hub.subscribe(who, () => void recount());
        if (closed) unsubscribe();
      } catch (err) {
        stream.close();
        throw err;
      }
      stream.write('retry: 5000\n\n');
      await recount();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
    size: () => streams.size,
    closeAll() {
      for (const s of [...streams]) s.close();
    },
  };
}
