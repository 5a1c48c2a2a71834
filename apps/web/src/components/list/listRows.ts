// The pure rules of a list page: what a search form's values filter by, and which rows of a list the
// server sends whole (roles, apps) the current page shows.
import { DEFAULT_PAGE } from '../pager/pagerRules';

export interface Page<T> {
  items: T[];
  total: number;
}

/** The search form's values as a filter: text trimmed, blank and cleared inputs left out. */
export function filterOfValues<F extends object>(values: Record<string, unknown>): F {
  const filter: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== undefined && kept !== null && kept !== '') filter[name] = kept;
  }
  return filter as F;
}

/** The last page that has rows (page 1 when there are none). */
export function lastPage(total: number, limit: number): number {
  return Math.max(DEFAULT_PAGE, Math.ceil(total / limit));
}

/**
 * The rows a page shows. A server page is shown as it came; a whole list is filtered by `match` and
 * sliced here, and after a delete emptied the last page the page before it is shown.
 */
export function pageRows<Row, F>(
  data: Page<Row> | readonly Row[] | undefined,
  options: { page: number; limit: number; filter: F; match?: (row: Row, filter: F) => boolean },
): { items: Row[]; total: number; page: number } {
  if (!data) return { items: [], total: 0, page: options.page };
  if (!Array.isArray(data)) {
    const { items, total } = data as Page<Row>;
    return { items, total, page: options.page };
  }
  const { match, filter, limit } = options;
  const found = match ? data.filter((row) => match(row, filter)) : [...data];
  const page = Math.min(options.page, lastPage(found.length, limit));
  return { items: found.slice((page - 1) * limit, page * limit), total: found.length, page };
}
