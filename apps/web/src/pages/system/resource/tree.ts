// Pure operations on an app's resource tree for the editor: find, count, move by drag and drop, and
// work out which resources a move changed (their parent or their place among siblings), so that only
// those are saved.

export interface TreeItem<T> {
  id: string;
  parentId: string | null;
  sort: number;
  children: T[];
}

/** Where a dragged resource lands, relative to the resource it was dropped on. */
export interface DropPlace {
  position: 'before' | 'after' | 'firstChild';
  targetId: string;
}

/** Sort numbers a move gives the siblings it touches: 0, 10, 20… leave room for manual inserts. */
export const SORT_STEP = 10;

export function findNode<T extends TreeItem<T>>(nodes: readonly T[], id: string): T | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** How many resources lie below `node` (children, their children…). */
export function descendantCount<T extends TreeItem<T>>(node: T): number {
  return node.children.reduce((n, child) => n + 1 + descendantCount(child), 0);
}

/** Ids of `node` and everything below it. */
export function subtreeIds<T extends TreeItem<T>>(node: T): string[] {
  return [node.id, ...node.children.flatMap((child) => subtreeIds(child))];
}

export function flatten<T extends TreeItem<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The sort number for a new resource placed last under `parentId`. */
export function nextSort<T extends TreeItem<T>>(nodes: readonly T[], parentId: string | null): number {
  const siblings = parentId ? (findNode(nodes, parentId)?.children ?? []) : nodes;
  return siblings.length ? Math.max(...siblings.map((s) => s.sort)) + SORT_STEP : 0;
}

function without<T extends TreeItem<T>>(nodes: readonly T[], id: string): T[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: without(node.children, id) }));
}

function renumbered<T extends TreeItem<T>>(siblings: T[], parentId: string | null): T[] {
  return siblings.map((node, index) => ({ ...node, parentId, sort: index * SORT_STEP }));
}

function placed<T extends TreeItem<T>>(
  nodes: readonly T[],
  parentId: string | null,
  moving: T,
  place: DropPlace,
): T[] {
  const at = nodes.findIndex((node) => node.id === place.targetId);
  if (at >= 0 && place.position !== 'firstChild') {
    const next = [...nodes];
    next.splice(place.position === 'before' ? at : at + 1, 0, moving);
    return renumbered(next, parentId);
  }
  return nodes.map((node) => {
    if (node.id === place.targetId) {
      return { ...node, children: renumbered([moving, ...node.children], node.id) };
    }
    return { ...node, children: placed(node.children, node.id, moving, place) };
  });
}

/**
 * The tree after moving resource `id` (with its subtree) to `place`; undefined when the move is
 * impossible: an unknown resource, or a drop on the resource itself or inside its own subtree.
 */
export function moveNode<T extends TreeItem<T>>(
  nodes: readonly T[],
  id: string,
  place: DropPlace,
): T[] | undefined {
  const moving = findNode(nodes, id);
  if (!moving || !findNode(nodes, place.targetId)) return undefined;
  if (subtreeIds(moving).includes(place.targetId)) return undefined;
  return placed(without(nodes, id), null, moving, place);
}

/** The resources of `after` whose parent or sort differ from `before`: what a move must save. */
export function movedResources<T extends TreeItem<T>>(before: readonly T[], after: readonly T[]): T[] {
  const was = new Map(flatten(before).map((node) => [node.id, node]));
  return flatten(after).filter((node) => {
    const old = was.get(node.id);
    return !old || old.parentId !== node.parentId || old.sort !== node.sort;
  });
}

/** What antd's Tree reports on a drop, the parts that say where. */
export interface TreeDropInfo {
  dropToGap: boolean;
  /** The drop position among the target's siblings: its index -1 (above), +1 (below), or its index. */
  dropPosition: number;
  node: { key: string | number | bigint; pos: string; expanded?: boolean; children?: readonly unknown[] };
}

/**
 * Where antd's drop info puts the dragged resource: on a resource's title it becomes its first child
 * (where the tree draws the drop line); in the gap below an expanded resource with children, its first
 * child too; otherwise before or after the resource.
 */
export function dropPlace(info: TreeDropInfo): DropPlace {
  const targetId = String(info.node.key);
  const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
  if (!info.dropToGap) return { position: 'firstChild', targetId };
  if (relative === 1 && info.node.expanded && (info.node.children?.length ?? 0) > 0) {
    return { position: 'firstChild', targetId };
  }
  return { position: relative === -1 ? 'before' : 'after', targetId };
}
