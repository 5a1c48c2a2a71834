// Turns the server's menu (spec §3 route records, a vue-element-admin style tree) into the flat list
// of addresses the app answers. Records nest paths ('/useManagement' > '/use-management', '/' >
// 'index'); we resolve every record to its full path, so containers ('Layout', 'ParentView') need no
// route of their own: the shell is the one layout around every page.
import type { RouteMeta, RouteRecord } from '@platform/contract';
import { i18n } from '../i18n';

/** Record type of a menu entry that opens an external url (spec §2.4). */
const EXTERNAL_LINK_TYPE = 21;

const CONTAINERS = new Set(['Layout', 'ParentView']);

/** One menu record on the way from the root of the menu to a page, as the breadcrumb shows it (spec §2.4). */
export interface MenuTrailStep {
  title: string;
  /** The English title the menu keeps beside the Chinese one, if any (see i18n/localName). */
  titleEn?: string | null;
  path: string;
  /** False when the record asks to stay out of the breadcrumb (meta.breadcrumb false). */
  breadcrumb: boolean;
  /** Whether the step opens something: a page, or a parent that redirects (not 'noRedirect'). */
  linkable: boolean;
}

export type AppRoute =
  /**
   * `component` is a page key of the page registry; one it does not know shows the not-found page.
   * `trail` holds the page's menu ancestors and the page itself: the routes are flat, so the
   * hierarchy the breadcrumb needs travels with each page.
   */
  | { kind: 'page'; path: string; component: string; meta: RouteMeta; trail: MenuTrailStep[] }
  | { kind: 'redirect'; path: string; to: string };

export interface BuiltRoutes {
  routes: AppRoute[];
  /** The first page of the menu: where a fresh sign-in lands (spec §2.3 first-router flag). */
  firstPath: string | undefined;
}

/**
 * The routes of spec §2.1 that answer even when the menu leaves them out: only what every signed-in
 * user may open, their own personal centre. Everything else, the system-management pages included,
 * exists only where the user's menu grants it, so an address typed by hand shows the not-found page
 * rather than a page the user holds no resource for. The menu's own record wins for a path it
 * defines. '/' is not among them: the menu always defines it (see buildRoutes).
 */
function fallbackRoutes(): AppRoute[] {
  // Named in the language of the session as it starts (no menu record carries its two names).
  const title = i18n.t('app.profileTitle');
  return [
    { kind: 'redirect', path: '/profile', to: '/profile/index' },
    {
      kind: 'page',
      path: '/profile/index',
      component: 'profile/index',
      meta: { title, resourceId: '', noCache: true },
      trail: [{ title, path: '/profile/index', breadcrumb: true, linkable: true }],
    },
  ];
}

/** The full path of `path` under `parent`: absolute paths stand alone, relative ones nest. */
export function resolvePath(parent: string, path: string): string {
  const joined = path.startsWith('/') ? path : `${parent}/${path}`;
  const normalised = joined.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return normalised || '/';
}

export function isExternal(record: RouteRecord): boolean {
  return record.type === EXTERNAL_LINK_TYPE;
}

function isContainer(record: RouteRecord): boolean {
  return record.component === null || CONTAINERS.has(record.component);
}

/** The first page among `records`, preferring entries the menu shows. */
function firstLeafPath(records: readonly RouteRecord[], parentPath = '/'): string | undefined {
  const visibleFirst = [...records.filter((r) => !r.hidden), ...records.filter((r) => r.hidden)];
  for (const record of visibleFirst) {
    if (isExternal(record)) continue;
    const path = resolvePath(parentPath, record.path);
    const leaf =
      record.children.length > 0
        ? firstLeafPath(record.children, path)
        : isContainer(record)
          ? undefined
          : path;
    if (leaf) return leaf;
  }
  return undefined;
}

/**
 * The app's routes for a menu (spec §2.3): a parent redirects to its own `redirect` or else to its first
 * visible child; hidden records stay routable (only the menu leaves them out); when no record is '/',
 * '/' redirects to the first leaf of the first route. The §2.1 fallback routes fill the gaps.
 */
export function buildRoutes(records: readonly RouteRecord[]): BuiltRoutes {
  const byPath = new Map<string, AppRoute>();
  // The first record to claim a path keeps it, as the server orders the menu.
  const add = (route: AppRoute) => {
    if (!byPath.has(route.path)) byPath.set(route.path, route);
  };

  const visit = (record: RouteRecord, parentPath: string, parentTrail: MenuTrailStep[]) => {
    if (isExternal(record)) return;
    const path = resolvePath(parentPath, record.path);
    const trail = [
      ...parentTrail,
      {
        title: record.meta.title,
        titleEn: record.meta.titleEn,
        path,
        breadcrumb: record.meta.breadcrumb !== false,
        linkable: record.redirect !== 'noRedirect',
      },
    ];
    if (record.children.length === 0) {
      if (!isContainer(record)) {
        add({ kind: 'page', path, component: record.component ?? '', meta: record.meta, trail });
      }
      return;
    }
    // Children first: a child whose path equals its parent's ('') is the page there, not a redirect.
    for (const child of record.children) visit(child, path, trail);
    const firstVisible = record.children.find((child) => !child.hidden && !isExternal(child));
    const to =
      record.redirect && record.redirect !== 'noRedirect'
        ? resolvePath(path, record.redirect)
        : resolvePath(path, (firstVisible ?? record.children[0])!.path);
    if (to !== path) add({ kind: 'redirect', path, to });
  };
  for (const record of records) visit(record, '/', []);

  const firstPath = firstLeafPath(records);
  if (!byPath.has('/') && firstPath) add({ kind: 'redirect', path: '/', to: firstPath });
  for (const fallback of fallbackRoutes()) add(fallback);

  return { routes: [...byPath.values()], firstPath };
}
