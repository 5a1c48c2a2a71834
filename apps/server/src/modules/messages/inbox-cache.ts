// A receiver's message pages and unread count, kept by one instance until the hub hears that the
// receiver's messages changed: every writer of messages announces its receivers with announceUnread
// inside its transaction (sending, reading), so the notice reaches every instance once it commits.
import type { MessagePage } from '@platform/contract';
import type { UnreadHub } from '../../live/unread-hub.js';
import { readThroughCache, type ReadThroughOptions } from '../../db/read-through-cache.js';
import type { Receiver } from './repo.js';

export function inboxCache(
  hub: Pick<UnreadHub, 'start' | 'live' | 'onUnread' | 'sync'>,
  options: ReadThroughOptions,
) {
  const kept = readThroughCache<MessagePage | number>(hub, options);
  const prefix = (r: Receiver) => `${r.tenantId}:${r.tenantUserId}\n`;
  hub.onUnread((notice) => {
    if (notice === null) kept.clear();
    else if (notice.endsWith(':*')) kept.drop((key) => key.startsWith(notice.slice(0, -1)));
    else kept.drop((key) => key.startsWith(`${notice}\n`));
  });
  return {
    page: (r: Receiver, query: string, read: () => Promise<MessagePage>) =>
      kept.through(`${prefix(r)}page ${query}`, read) as MessagePage | Promise<MessagePage>,
    unreadCount: (r: Receiver, read: () => Promise<number>) =>
      kept.through(`${prefix(r)}count`, read) as number | Promise<number>,
    /** Waits until the notices of writes committed so far have reached this instance. */
    settle: () => (options.ttlMs > 0 ? hub.sync() : Promise.resolve()),
  };
}

export type InboxCache = ReturnType<typeof inboxCache>;
