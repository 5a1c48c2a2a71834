import type { LazyDict } from '@platform/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getChildDictWithDefer } from '../../../api/dict';
import { buildTree, keysInTree, loadedParents, withChildren, type DictTreeNode } from './dictTree';

/**
 * The lazily loaded dictionary tree: the top level on mount, a node's children when it is opened, and
 * `refresh` to fetch every loaded level again after a change (top down, so a deleted entry's level is
 * never asked for).
 */
export function useDictTree() {
  const [nodes, setNodes] = useState<DictTreeNode[]>([]);
  const [ready, setReady] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  // What `refresh` starts from: the tree as last rendered.
  const current = useRef(nodes);
  useEffect(() => {
    current.current = nodes;
  }, [nodes]);

  const loadChildren = useCallback(async (parentId: string | null) => {
    const children = await getChildDictWithDefer(parentId ?? undefined);
    setNodes((tree) => withChildren(tree, parentId, children));
  }, []);

  useEffect(() => {
    let mounted = true;
    getChildDictWithDefer()
      .then((top) => {
        if (mounted) setNodes((tree) => withChildren(tree, null, top));
      })
      .catch(() => {
        // Shown to the user by the request client; the tree stays empty.
      })
      .finally(() => {
        if (mounted) setReady(true);
      });
    return () => {
      mounted = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    const wasLoaded = new Set(loadedParents(current.current));
    const levels = new Map<string | null, LazyDict[]>();
    let layer: (string | null)[] = [null];
    while (layer.length) {
      const fetched = await Promise.all(layer.map((id) => getChildDictWithDefer(id ?? undefined)));
      layer.forEach((id, i) => levels.set(id, fetched[i]!));
      layer = fetched.flat().flatMap((child) => (wasLoaded.has(child.id) ? [child.id] : []));
    }
    const tree = buildTree(levels);
    setNodes(tree);
    setExpandedKeys((keys) => keysInTree(tree, keys));
    return tree;
  }, []);

  const loadedKeys = loadedParents(nodes).filter((key): key is string => key !== null);
  return { nodes, ready, loadChildren, refresh, expandedKeys, setExpandedKeys, loadedKeys };
}
