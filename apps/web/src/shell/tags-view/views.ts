// Where visited views come from: the route the user is on (its handle carries the menu's meta) and the
// menu's affix entries, which are open from the start.
import type { RouteRecord } from '@platform/contract';
import { buildRoutes, isExternal, resolvePath } from '../../app/buildRoutes';
import type { AppRouteHandle } from '../../app/routeResource';
import type { VisitedView } from './tagsReducer';

/** The view of the route at `path` with `handle`; none for a route without a title (a redirect, 404). */
export function visitedViewOf(handle: unknown, path: string): VisitedView | undefined {
  const { title, titleEn, affix, noCache } = (handle ?? {}) as AppRouteHandle;
  if (!title) return undefined;
  return { path, title, titleEn, affix: affix === true, noCache: noCache === true };
}

/** Whether the page of a route with `handle` is kept alive when the user leaves it. */
export function isKeptAlive(handle: unknown): boolean {
  const view = visitedViewOf(handle, '');
  return view !== undefined && !view.noCache;
}

/** The menu's pages flagged affix (such as 首页 /index), in menu order. */
export function affixViewsOf(records: readonly RouteRecord[], parentPath = '/'): VisitedView[] {
  return records.flatMap((record) => {
    if (isExternal(record)) return [];
    const path = resolvePath(parentPath, record.path);
    const own =
      record.meta.affix && record.children.length === 0
        ? [
            {
              path,
              title: record.meta.title,
              titleEn: record.meta.titleEn,
              affix: true,
              noCache: record.meta.noCache === true,
            },
          ]
        : [];
    return [...own, ...affixViewsOf(record.children, path)];
  });
}

/** The addresses of every page the menu opens, hidden ones and the personal centre included. */
export function menuPagePaths(records: readonly RouteRecord[]): string[] {
  return buildRoutes(records).routes.flatMap((route) => (route.kind === 'page' ? [route.path] : []));
}
