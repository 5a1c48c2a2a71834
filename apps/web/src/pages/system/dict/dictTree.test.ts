import type { LazyDict } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { buildTree, findNode, keysInTree, levelsOf, loadedParents, withChildren } from './dictTree';

function dict(id: string, parentId: string | null, hasChildren = false): LazyDict {
  return {
    id,
    parentId,
    code: id.toUpperCase(),
    name: `名称${id}`,
    value: null,
    sort: 0,
    status: 1,
    remark: null,
    level: 1,
    scope: 'tenant',
    hasChildren,
  };
}

const ids = (nodes: { id: string }[] | undefined) => nodes?.map((n) => n.id);

describe('lazily loaded dictionary tree', () => {
  const top = [dict('a', null, true), dict('b', null, true)];

  it('puts the children of an opened node under it and leaves the others unloaded', () => {
    const tree = withChildren(withChildren([], null, top), 'a', [dict('a1', 'a', true), dict('a2', 'a')]);

    expect(ids(tree)).toEqual(['a', 'b']);
    expect(ids(tree[0]!.children)).toEqual(['a1', 'a2']);
    expect(tree[0]!.children![0]!.children).toBeUndefined();
    expect(tree[1]!.children).toBeUndefined();
    expect(tree[1]!.hasChildren).toBe(true);
  });

  it('keeps deeper loaded levels when a level above is fetched again', () => {
    let tree = withChildren([], null, top);
    tree = withChildren(tree, 'a', [dict('a1', 'a', true)]);
    tree = withChildren(tree, 'a1', [dict('a11', 'a1')]);

    tree = withChildren(tree, null, [{ ...top[0]!, name: '新名称' }, top[1]!]);

    expect(tree[0]!.name).toBe('新名称');
    expect(ids(findNode(tree, 'a1')!.children)).toEqual(['a11']);
  });

  it('marks a node whose fetched level is empty as a leaf', () => {
    const tree = withChildren(withChildren([], null, top), 'b', []);

    expect(tree[1]!.hasChildren).toBe(false);
    expect(tree[1]!.children).toEqual([]);
  });

  it('moves an entry to where the refetched levels say it is now', () => {
    let tree = withChildren([], null, top);
    tree = withChildren(tree, 'a', [dict('a1', 'a', true), dict('a2', 'a')]);
    tree = withChildren(tree, 'a1', [dict('a11', 'a1')]);
    tree = withChildren(tree, 'b', []);
    expect(loadedParents(tree)).toEqual([null, 'a', 'a1', 'b']);

    // a1 (with its loaded subtree) moved from a to b.
    const refetched = new Map<string | null, LazyDict[]>([
      [null, top],
      ['a', [dict('a2', 'a')]],
      ['a1', [dict('a11', 'a1')]],
      ['b', [dict('a1', 'b', true)]],
    ]);
    tree = buildTree(refetched);

    expect(ids(findNode(tree, 'a')!.children)).toEqual(['a2']);
    expect(ids(findNode(tree, 'b')!.children)).toEqual(['a1']);
    expect(findNode(tree, 'b')!.hasChildren).toBe(true);
    expect(ids(findNode(tree, 'a1')!.children)).toEqual(['a11']);
  });

  it('drops the levels of deleted entries and the keys that pointed at them', () => {
    let tree = withChildren([], null, top);
    tree = withChildren(tree, 'a', [dict('a1', 'a', true)]);
    tree = withChildren(tree, 'a1', [dict('a11', 'a1')]);

    const levels = levelsOf(tree);
    levels.set('a', []);
    tree = buildTree(levels);

    expect(findNode(tree, 'a1')).toBeUndefined();
    expect(loadedParents(tree)).toEqual([null, 'a']);
    expect(keysInTree(tree, ['a', 'a1', 'a11', 'b'])).toEqual(['a', 'b']);
  });

  it('stops at a level that would repeat one of its ancestors', () => {
    const levels = new Map<string | null, LazyDict[]>([
      [null, [dict('a', null, true)]],
      ['a', [dict('b', 'a', true)]],
      // Fetched across a concurrent move that put a under b.
      ['b', [dict('a', 'b', true)]],
    ]);

    const tree = buildTree(levels);

    expect(findNode(tree, 'b')!.children![0]!.children).toBeUndefined();
  });
});
