// The menu in the header for layouts 2 and 3 (spec §2.4) as data: which entries it holds, how many fit
// before the rest go into a more-menu, and which entry a page belongs to.
import type { RouteRecord } from '@platform/contract';
import { buildMenu, findMenuNode, type MenuLink, type MenuNode } from './menu';

/** Width the top bar gives each first-level entry (spec §2.4: "about 135 px each"). */
const TOP_MENU_ITEM_WIDTH = 135;

/** Entries of the top bar: the menu's, but only records with an id (spec §2.4). */
export function buildTopMenu(records: readonly RouteRecord[]): MenuNode[] {
  return buildMenu(records.filter((record) => Boolean(record.id)));
}

export interface TopMenuSplit<T> {
  visible: T[];
  /** What goes into the more-menu; empty when everything fits and no more-menu is shown. */
  more: T[];
}

/**
 * Puts as many items in the bar as fit in `availableWidth` and the rest in a more-menu, which then
 * takes one of the places itself.
 */
export function splitTopMenu<T>(
  items: readonly T[],
  availableWidth: number,
  itemWidth = TOP_MENU_ITEM_WIDTH,
): TopMenuSplit<T> {
  const places = Math.max(0, Math.floor(availableWidth / itemWidth));
  if (items.length <= places) return { visible: [...items], more: [] };
  const shown = Math.max(0, places - 1);
  return { visible: items.slice(0, shown), more: items.slice(shown) };
}

/** The first-level entry that holds the entry `selectedKey` (or is it). */
export function activeTopNode(nodes: readonly MenuNode[], selectedKey: string): MenuNode | undefined {
  return nodes.find(
    (node) => node.key === selectedKey || (node.children && findMenuNode(node.children, selectedKey)),
  );
}

/** What choosing an entry opens: its own link, or for a group the first link inside it. */
export function firstLinkOf(node: MenuNode): MenuLink | undefined {
  if (node.link) return node.link;
  for (const child of node.children ?? []) {
    const link = firstLinkOf(child);
    if (link) return link;
  }
  return undefined;
}
