// Each request carries the resourceId of the screen the user is on (spec §6); the server checks it
// against the user's permitted resources. A route declares it in its handle.
import type { DataRouter } from 'react-router';
import { setCurrentResourceIdProvider } from '../api/request';

export interface AppRouteHandle {
  resourceId?: string;
  /** The menu entry a page lights up when it has none of its own (a hidden page). */
  activeMenu?: string;
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
