// Which columns a user hid on a list page, kept in the browser per user and per list so that the
// choice made in the show/hide dialog (spec §2.4) is still there after a reload or the next sign-in.
import type { ListColumn } from '../list-toolbar/columns';

const PREFIX = 'bizadmin-list-columns';

export function columnStoreKey(userId: string | undefined, listId: string): string {
  return `${PREFIX}:${userId ?? 'anonymous'}:${listId}`;
}

/** The hidden column keys the user chose, or undefined when they never chose. */
export function readHiddenColumns(storage: Storage, key: string): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function writeHiddenColumns(storage: Storage, key: string, columns: readonly ListColumn[]): void {
  try {
    storage.setItem(key, JSON.stringify(columns.filter((c) => !c.visible).map((c) => c.key)));
  } catch {
    // A full or blocked storage only costs the choice its survival of a reload.
  }
}
