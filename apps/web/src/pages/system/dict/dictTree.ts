// The dictionary tree as the page holds it: each level is fetched when its parent is opened
// (getChildDictWithDefer), so a node's `children` is undefined until then. After a change the page
// fetches every loaded level again and rebuilds the tree from them, so moved, renamed and deleted
// entries land where the server now has them without a full reload.
import type { LazyDict } from '@platform/contract';

export interface DictTreeNode extends LazyDict {
  /** Undefined while the node's level has not been fetched. */
  children?: DictTreeNode[];
}

/** The fetched levels: the children of each loaded parent, `null` for the top level. */
export type DictLevels = Map<string | null, LazyDict[]>;

/** The levels `nodes` were built from. */
export function levelsOf(nodes: readonly DictTreeNode[]): DictLevels {
  const levels: DictLevels = new Map([[null, nodes.map(withoutChildren)]]);
  const walk = (list: readonly DictTreeNode[]) => {
    for (const node of list) {
      if (!node.children) continue;
      levels.set(node.id, node.children.map(withoutChildren));
      walk(node.children);
    }
  };
  walk(nodes);
  return levels;
}

function withoutChildren(node: DictTreeNode): LazyDict {
  const { children: _children, ...dict } = node;
  return dict;
}

/**
 * The tree the levels describe: from the top level down through every loaded parent. A level whose
 * parent is no longer in the tree (deleted, or moved below an unloaded node) is dropped.
 */
export function buildTree(levels: DictLevels): DictTreeNode[] {
  const build = (parentId: string | null, seen: Set<string>): DictTreeNode[] =>
    (levels.get(parentId) ?? []).map((dict) => {
      const loaded = levels.get(dict.id);
      // A level that would repeat an ancestor (answers fetched across a concurrent move) ends here.
      if (!loaded || seen.has(dict.id)) return { ...dict };
      return {
        ...dict,
        hasChildren: loaded.length > 0,
        children: build(dict.id, new Set(seen).add(dict.id)),
      };
    });
  return build(null, new Set());
}

/** The tree with the freshly fetched `children` of `parentId` (`null` for the top level). */
export function withChildren(
  nodes: readonly DictTreeNode[],
  parentId: string | null,
  children: LazyDict[],
): DictTreeNode[] {
  const levels = levelsOf(nodes);
  levels.set(parentId, children);
  return buildTree(levels);
}

/** The parents whose level is loaded, the top level (`null`) first: what a refresh fetches again. */
export function loadedParents(nodes: readonly DictTreeNode[]): (string | null)[] {
  return [...levelsOf(nodes).keys()];
}

export function findNode(nodes: readonly DictTreeNode[], id: string): DictTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = node.children && findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Of `keys`, those still in the tree (expanded or checked nodes after a refresh). */
export function keysInTree(nodes: readonly DictTreeNode[], keys: readonly string[]): string[] {
  return keys.filter((key) => findNode(nodes, key) !== undefined);
}
