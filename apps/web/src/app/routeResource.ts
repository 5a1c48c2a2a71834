// Each request carries the resourceId of the screen the user is on (spec §6); the server checks it
// against the user's permitted resources. A route declares it in its handle.
import type { DataRouter } from 'react-router';
import { setCurrentResourceIdProvider } from '../api/request';
import type { MenuTrailStep } from './buildRoutes';

export interface AppRouteHandle {
  resourceId?: string;
  /** The menu entry a page lights up when it has none of its own (a hidden page). */
  activeMenu?: string;
  /** The page's title (meta.title): its tag in the tags bar. A route without one gets no tag. */
  title?: string;
  /** Its English title, when the menu keeps one (meta.titleEn). */
  titleEn?: string | null;
  /** Pinned in the tags bar by the menu (meta.affix). */
  affix?: boolean;
  /** Not kept alive when the user leaves it (meta.noCache). */
  noCache?: boolean;
  /** The page's menu ancestors and the page itself, for the breadcrumb. */
  trail?: MenuTrailStep[];
}

/** The deepest matched route that names a resource wins, as a child screen refines its parent. */
export function resourceIdOf(matches: readonly { route: { handle?: unknown } }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as AppRouteHandle | undefined;
    if (handle?.resourceId) return handle.resourceId;
  }
  return undefined;
}

export function sendResourceIdOf(router: DataRouter): void {
  setCurrentResourceIdProvider(() => resourceIdOf(router.state.matches));
}
