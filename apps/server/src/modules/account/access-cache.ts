// What every protected call asks the database before its own work: the session behind the token, the
// app its AppKey names with the tenant's subscription, the resources its screen's resourceId is checked
// against, and (for the shell) the built menu. One instance keeps these answers for a short while and
// drops them when the access notices of migration 0011 say that they may have changed (on any
// instance, through the hub's LISTEN connection).
import type { RouteRecord } from '@platform/contract';
import type { UnreadHub } from '../../live/unread-hub.js';
import { readThroughCache, type ReadThroughOptions } from '../../db/read-through-cache.js';
import type { accountRepo } from './repo.js';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof accountRepo.sessionByTokenHash>>>;
export type AppSubscription = NonNullable<Awaited<ReturnType<typeof accountRepo.appWithSubscription>>>;

/** A member as the session acts: in one tenant, with one role or (null) all of them. */
interface Member {
  tenantId: string;
  tenantUserId: string;
  roleId: string | null;
}

/** The resources a member may use: their ids, and the components (screens) they stand for. */
export interface HeldResources {
  ids: ReadonlySet<string>;
  components: ReadonlySet<string>;
}

export function accessCache(
  hub: Pick<UnreadHub, 'start' | 'live' | 'onAccess' | 'sync'>,
  options: ReadThroughOptions,
) {
  const sessions = readThroughCache<SessionRow>(hub, options);
  const apps = readThroughCache<AppSubscription>(hub, options);
  const menus = readThroughCache<RouteRecord[]>(hub, options);
  const held = readThroughCache<HeldResources>(hub, options);

  hub.onAccess((notice) => {
    if (notice === null) {
      sessions.clear();
      apps.clear();
      menus.clear();
      held.clear();
      return;
    }
    if (notice === 'access') {
      apps.clear();
      menus.clear();
      held.clear();
      return;
    }
    const [kind, id] = [notice.slice(0, notice.indexOf(':')), notice.slice(notice.indexOf(':') + 1)];
    if (kind === 'session') sessions.drop((_, s) => s.id === id);
    else if (kind === 'user') sessions.drop((_, s) => s.userId === id);
    else if (kind === 'tenant') sessions.drop((_, s) => s.tenantId === id);
    else sessions.clear();
  });

  const appKeyOf = (tenantId: string, appKey: string) => `${tenantId}\n${appKey}`;
  const whoIn = (who: Member, appId: string | undefined) =>
    `${who.tenantId}\n${who.tenantUserId}\n${appId ?? ''}\n${who.roleId ?? ''}`;

  return {
    /** The session row of a token hash (unknown tokens are never kept). */
    session: (tokenHash: string, read: () => Promise<SessionRow | undefined>) =>
      sessions.through(tokenHash, read),
    /** An enabled app by key with whether the tenant has it open. */
    app: (tenantId: string, appKey: string, read: () => Promise<AppSubscription | undefined>) =>
      apps.through(appKeyOf(tenantId, appKey), read),
    /** The menu one member sees in one app, acting with one role or all of them (kept: at once). */
    menu: (who: Member, appId: string, read: () => Promise<RouteRecord[]>) =>
      menus.through(whoIn(who, appId), read),
    /**
     * The resources (screens and buttons) one member may use, through the roles they act with in one
     * app (or in every app): what the resourceId header of each call from a screen is checked against.
     */
    heldResources: (who: Member, appId: string | undefined, read: () => Promise<HeldResources>) =>
      held.through(whoIn(who, appId), read),
    /** The same answers when they are kept now, else undefined, without reading or waiting. */
    kept: {
      session: (tokenHash: string) => sessions.peek(tokenHash),
      app: (tenantId: string, appKey: string) => apps.peek(appKeyOf(tenantId, appKey)),
      heldResources: (who: Member, appId: string | undefined) => held.peek(whoIn(who, appId)),
    },
    /**
     * Waits until the access notices of writes committed so far have reached this instance (and, sent
     * at the same commit, every other one): a write call answers only after that, so that the next
     * call anywhere sees the change.
     */
    settle: () => (options.ttlMs > 0 ? hub.sync() : Promise.resolve()),
  };
}

export type AccessCache = ReturnType<typeof accessCache>;
