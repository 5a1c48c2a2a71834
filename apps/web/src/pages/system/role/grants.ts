// Between a role's bound resources and the checkable tree that shows them. The tree checks a parent
// when all its children are checked and half-checks it when some are, so it is given the bound leaves
// only; a binding saves every checked resource with its ancestors, since a menu page shows only under
// its parents.
import { flatten, type TreeItem } from '../resource/tree';

/** The tree's checked keys for a role bound to `boundIds`: the bound resources without children. */
export function checkedKeysOf<T extends TreeItem<T>>(
  tree: readonly T[],
  boundIds: readonly string[],
): string[] {
  const bound = new Set(boundIds);
  return flatten(tree)
    .filter((node) => node.children.length === 0 && bound.has(node.id))
    .map((node) => node.id);
}

/** What to bind for the tree's checked keys: each checked resource and its ancestors, in tree order. */
export function grantedIds<T extends TreeItem<T>>(tree: readonly T[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  const granted = new Set<string>();
  const walk = (nodes: readonly T[], ancestors: string[]) => {
    for (const node of nodes) {
      if (wanted.has(node.id)) for (const id of [...ancestors, node.id]) granted.add(id);
      walk(node.children, [...ancestors, node.id]);
    }
  };
  walk(tree, []);
  return flatten(tree)
    .map((node) => node.id)
    .filter((id) => granted.has(id));
}
