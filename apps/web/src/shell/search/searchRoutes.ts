// The header search (spec §2.4, §5) as data: the user's menu flattened into searchable entries and a
// fuse.js search over them. It imports nothing but fuse.js (the menu types vanish at build time), so
// the bench measures this very module.
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuLink, MenuNode } from '../menu';

export interface SearchableRoute {
  /** The titles from the first-level entry down to this one, e.g. ['系统管理', '应用管理']. */
  title: string[];
  /**
   * The English titles of the same entries, where the menu keeps them (undefined for one it does not);
   * absent when none has one. A search matches either name.
   */
  titleEn?: (string | undefined)[];
  /** The entry's full path. */
  path: string;
  link: MenuLink;
}

/** Spec §5: longer queries are cut to this many characters. */
export const MAX_PATTERN_LENGTH = 32;

/** Every name a route's titles go by: the Chinese ones, and the English ones the menu keeps. */
function namesOf(route: SearchableRoute): string[] {
  if (!route.titleEn) return route.title;
  return [...route.title, ...route.titleEn.filter((title): title is string => Boolean(title))];
}

/** Spec §2.4 and §5: title weighs 0.7, path 0.3; fuzzy threshold 0.4; a single character may match. */
export const SEARCH_OPTIONS: IFuseOptions<SearchableRoute> = {
  keys: [
    { name: 'title', weight: 0.7, getFn: namesOf },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
  minMatchCharLength: 1,
  shouldSort: true,
  location: 0,
  distance: 100,
};

/** Every entry of the menu that opens something, with the titles of the groups above it. */
export function searchableRoutes(
  nodes: readonly MenuNode[],
  titles: string[] = [],
  titlesEn: (string | undefined)[] = [],
): SearchableRoute[] {
  return nodes.flatMap((node) => {
    const title = [...titles, node.title];
    const titleEn = [...titlesEn, node.titleEn?.trim() || undefined];
    const english = titleEn.some(Boolean) ? { titleEn } : {};
    const own = node.link ? [{ title, ...english, path: node.key, link: node.link }] : [];
    return [...own, ...searchableRoutes(node.children ?? [], title, titleEn)];
  });
}

/**
 * How many results a search answers: more than fit in the drop-down only cost time (a one-letter query
 * matches most of a large menu), and fuse.js keeps the best ones cheaply when it knows the limit.
 */
const MAX_RESULTS = 20;

export type RouteSearch = (query: string) => SearchableRoute[];

/** The most edits fuse.js can accept in a match of a pattern this long: its score is at least edits / length. */
function maxEdits(patternLength: number): number {
  const threshold = SEARCH_OPTIONS.threshold ?? 0.6;
  let edits = 0;
  while ((edits + 1) / patternLength <= threshold) edits += 1;
  return edits;
}

/**
 * The length of the longest common subsequence of `pattern` (at most 32 code units) and `text`, by the
 * bit-parallel method of Allison and Dix: one pass over the text, a few integer operations a character.
 */
function commonSubsequence(pattern: string, text: string): number {
  const masks = new Map<string, number>();
  for (let i = 0; i < pattern.length; i += 1)
    masks.set(pattern[i]!, (masks.get(pattern[i]!) ?? 0) | (1 << i));
  const all = pattern.length === 32 ? 0xffffffff : (1 << pattern.length) - 1;
  let rows = all;
  for (let j = 0; j < text.length; j += 1) {
    const match = rows & (masks.get(text[j]!) ?? 0);
    rows = ((rows + match) | (rows - match)) & all;
  }
  let common = 0;
  for (let unset = ~rows & all; unset; unset &= unset - 1) common += 1;
  return common;
}

/**
 * A search over `routes`, best match first; a blank query finds nothing.
 *
 * fuse.js runs a bitap search over every title and path for every keystroke, which is what costs time
 * with a large menu. A match with k edits keeps at least (pattern length - k) characters of the pattern in
 * order, so a text whose longest common subsequence with the pattern is shorter cannot match (with no edit
 * allowed, the pattern must occur as it is). That check is much cheaper, so fuse.js only scores the
 * routes that pass it, from the same index. A record's score depends on the record alone and ties keep
 * list order, so the answer is exactly what fuse.js gives over every route.
 */
export function createRouteSearch(routes: readonly SearchableRoute[]): RouteSearch {
  const index = Fuse.createIndex(SEARCH_OPTIONS.keys ?? [], routes);
  // Lower-cased as fuse.js compares them.
  const texts = routes.map((route) => [...namesOf(route), route.path].map((text) => text.toLowerCase()));
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    if (!pattern) return [];
    const lower = pattern.toLowerCase();
    const needed = pattern.length - maxEdits(pattern.length);
    const mayMatch =
      needed === pattern.length
        ? (text: string) => text.includes(lower)
        : (text: string) => commonSubsequence(lower, text) >= needed;
    const records = index.records.filter((record) => texts[record.i]!.some(mayMatch));
    const candidates = Fuse.parseIndex<SearchableRoute>({ keys: index.keys, records });
    return new Fuse(routes, SEARCH_OPTIONS, candidates)
      .search(pattern, { limit: MAX_RESULTS })
      .map((result) => result.item);
  };
}
