// The header search (spec §2.4, §5) as data: the user's menu flattened into searchable entries and a
// fuse.js search over them. It imports nothing but fuse.js (the menu types vanish at build time), so
// the bench measures this very module.
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuLink, MenuNode } from '../menu';

export interface SearchableRoute {
  /** The titles from the first-level entry down to this one, e.g. ['系统管理', '应用管理']. */
  title: string[];
  /** The entry's full path. */
  path: string;
  link: MenuLink;
}

/** Spec §5: longer queries are cut to this many characters. */
export const MAX_PATTERN_LENGTH = 32;

/** Spec §2.4 and §5: title weighs 0.7, path 0.3; fuzzy threshold 0.4; a single character may match. */
export const SEARCH_OPTIONS: IFuseOptions<SearchableRoute> = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
  minMatchCharLength: 1,
  shouldSort: true,
  location: 0,
  distance: 100,
};

/** Every entry of the menu that opens something, with the titles of the groups above it. */
export function searchableRoutes(nodes: readonly MenuNode[], titles: string[] = []): SearchableRoute[] {
  return nodes.flatMap((node) => {
    const title = [...titles, node.title];
    const own = node.link ? [{ title, path: node.key, link: node.link }] : [];
    return [...own, ...searchableRoutes(node.children ?? [], title)];
  });
}

/**
 * How many results a search answers: more than fit in the drop-down only cost time (a one-letter query
 * matches most of a large menu), and fuse.js keeps the best ones cheaply when it knows the limit.
 */
const MAX_RESULTS = 20;

export type RouteSearch = (query: string) => SearchableRoute[];

/** A search over `routes`, best match first; a blank query finds nothing. */
export function createRouteSearch(routes: readonly SearchableRoute[]): RouteSearch {
  const fuse = new Fuse(routes, SEARCH_OPTIONS);
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    return pattern ? fuse.search(pattern, { limit: MAX_RESULTS }).map((result) => result.item) : [];
  };
}
