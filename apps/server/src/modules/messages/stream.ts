// Live unread counts over server-sent events. A stream sends the count at once, then again whenever
// the hub says it may have changed and it really did; a comment line every heartbeat keeps proxies
// from closing an idle stream, and each heartbeat re-checks the session so a logout ends the stream.
// Every stream is tracked, so a disconnect or a server shutdown releases its subscription and timer.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { UNREAD_STREAM_EVENT } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { UnreadHub } from './hub.js';
import { messagesRepo as repo, type Receiver } from './repo.js';

export interface StreamSettings {
  heartbeatMs: number;
  /** Streams one session may hold open on one instance (a few browser tabs). */
  maxPerSession: number;
}

export const defaultStreamSettings: StreamSettings = { heartbeatMs: 25_000, maxPerSession: 8 };

export interface UnreadStreams {
  open(reply: FastifyReply, who: Receiver & { sessionId: string }): Promise<FastifyReply>;
  /** Open streams on this instance. */
  size(): number;
  /** Ends every stream (server shutdown). */
  closeAll(): void;
}

export function unreadStreams(
  db: Db,
  hub: UnreadHub,
  settings: StreamSettings,
  log?: { warn(obj: object, msg: string): void },
): UnreadStreams {
  const open = new Set<() => void>();
  const perSession = new Map<string, number>();

  return {
    async open(reply, who) {
      const held = perSession.get(who.sessionId) ?? 0;
      if (held >= settings.maxPerSession) {
        throw new AppError(429, '消息推送连接过多，请关闭部分页面后重试');
      }
      perSession.set(who.sessionId, held + 1);
      const out = new PassThrough();
      let closed = false;
      let last = -1;
      let counting = false;
      let dirty = false;
      let unsubscribe: (() => void) | undefined;
      let beat: NodeJS.Timeout | undefined = undefined;

      const write = (chunk: string) => {
        if (!closed) out.write(chunk);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe?.();
        if (beat) clearInterval(beat);
        open.delete(close);
        const n = (perSession.get(who.sessionId) ?? 1) - 1;
        if (n > 0) perSession.set(who.sessionId, n);
        else perSession.delete(who.sessionId);
        out.end();
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
            const count = await repo.unreadCount(db, who);
            if (count !== last) {
              last = count;
              write(`event: ${UNREAD_STREAM_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`);
            }
          } while (dirty && !closed);
        } catch (err) {
          log?.warn({ err }, 'unread count not pushed');
        } finally {
          counting = false;
        }
      };

      open.add(close);
      reply.raw.on('close', close);
      try {
        unsubscribe = await hub.subscribe(who, () => void recount());
        if (closed) unsubscribe();
      } catch (err) {
        close();
        throw err;
      }
      beat = setInterval(() => {
        repo
          .liveSession(db, who.sessionId)
          .then((live) => {
            if (live) return write(': ping\n\n');
            write('event: end\ndata: {}\n\n');
            close();
          })
          .catch((err: unknown) => log?.warn({ err }, 'stream session check failed'));
      }, settings.heartbeatMs);
      write('retry: 5000\n\n');
      await recount();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
    size: () => open.size,
    closeAll() {
      for (const close of [...open]) close();
    },
  };
}
