import { describe, expect, it } from 'vitest';
import {
  descendantCount,
  dropPlace,
  findNode,
  moveNode,
  movedResources,
  nextSort,
  type TreeItem,
} from './tree';

interface Node extends TreeItem<Node> {
  title: string;
}

const node = (id: string, parentId: string | null, sort: number, children: Node[] = []): Node => ({
  id,
  parentId,
  sort,
  title: id,
  children,
});

// 系统 ─ 应用, 租户 ─ 用户 ; 帮助
const tree = (): Node[] => [
  node('system', null, 0, [
    node('apps', 'system', 0),
    node('tenants', 'system', 10, [node('users', 'tenants', 0)]),
  ]),
  node('help', null, 10),
];

/** The tree as "id(parent:sort)" lines, children indented. */
function shape(nodes: readonly Node[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.id}(${n.parentId ?? '-'}:${n.sort})`,
    ...shape(n.children, depth + 1),
  ]);
}

describe('moveNode', () => {
  it('reorders siblings, numbering them 0, 10, 20', () => {
    const moved = moveNode(tree(), 'tenants', { position: 'before', targetId: 'apps' })!;
    expect(shape(moved)).toEqual([
      'system(-:0)',
      '  tenants(system:0)',
      '    users(tenants:0)',
      '  apps(system:10)',
      'help(-:10)',
    ]);
  });

  it('moves a resource with its subtree under another parent', () => {
    const moved = moveNode(tree(), 'tenants', { position: 'firstChild', targetId: 'help' })!;
    expect(shape(moved)).toEqual([
      'system(-:0)',
      '  apps(system:0)',
      'help(-:10)',
      '  tenants(help:0)',
      '    users(tenants:0)',
    ]);
  });

  it('moves a resource out to the top level, after another', () => {
    const moved = moveNode(tree(), 'users', { position: 'after', targetId: 'system' })!;
    expect(shape(moved)).toEqual([
      'system(-:0)',
      '  apps(system:0)',
      '  tenants(system:10)',
      'users(-:10)',
      'help(-:20)',
    ]);
  });

  it('refuses to put a resource inside itself or its own subtree', () => {
    expect(moveNode(tree(), 'system', { position: 'firstChild', targetId: 'users' })).toBeUndefined();
    expect(moveNode(tree(), 'tenants', { position: 'after', targetId: 'users' })).toBeUndefined();
    expect(moveNode(tree(), 'help', { position: 'before', targetId: 'help' })).toBeUndefined();
    expect(moveNode(tree(), 'nope', { position: 'before', targetId: 'help' })).toBeUndefined();
  });

  it('leaves the original tree as it was', () => {
    const before = tree();
    moveNode(before, 'help', { position: 'before', targetId: 'system' });
    expect(shape(before)).toEqual(shape(tree()));
  });
});

describe('movedResources', () => {
  it('names only the resources whose parent or place changed', () => {
    const before = tree();
    const after = moveNode(before, 'help', { position: 'before', targetId: 'system' })!;
    expect(movedResources(before, after).map((n) => `${n.id}:${n.sort}`)).toEqual(['help:0', 'system:10']);
  });

  it('gives siblings that shared one sort number distinct ones', () => {
    const before = [node('a', null, 0), node('b', null, 0), node('c', null, 0)];
    const after = moveNode(before, 'a', { position: 'after', targetId: 'c' })!;
    expect(movedResources(before, after).map((n) => `${n.id}:${n.sort}`)).toEqual(['c:10', 'a:20']);
  });

  it('includes the parent change of a resource moved into another', () => {
    const before = tree();
    const after = moveNode(before, 'apps', { position: 'firstChild', targetId: 'tenants' })!;
    expect(movedResources(before, after).map((n) => `${n.id}:${n.parentId}:${n.sort}`)).toEqual([
      'apps:tenants:0',
      'users:tenants:10',
    ]);
  });
});

describe('dropPlace', () => {
  const target = { key: 'tenants', pos: '0-0-1', expanded: false, children: [{}] };

  it('reads a drop on the title as "first child" and drops in the gaps as before or after', () => {
    expect(dropPlace({ dropToGap: false, dropPosition: 1, node: target })).toEqual({
      position: 'firstChild',
      targetId: 'tenants',
    });
    expect(dropPlace({ dropToGap: true, dropPosition: 0, node: target })).toEqual({
      position: 'before',
      targetId: 'tenants',
    });
    expect(dropPlace({ dropToGap: true, dropPosition: 2, node: target })).toEqual({
      position: 'after',
      targetId: 'tenants',
    });
  });

  it('puts a drop just below an open resource with children at the top of its children', () => {
    expect(dropPlace({ dropToGap: true, dropPosition: 2, node: { ...target, expanded: true } })).toEqual({
      position: 'firstChild',
      targetId: 'tenants',
    });
  });
});

describe('tree helpers', () => {
  it('counts everything below a resource', () => {
    expect(descendantCount(findNode(tree(), 'system')!)).toBe(3);
    expect(descendantCount(findNode(tree(), 'help')!)).toBe(0);
  });

  it('places a new resource after its last sibling', () => {
    expect(nextSort(tree(), 'system')).toBe(20);
    expect(nextSort(tree(), 'apps')).toBe(0);
    expect(nextSort(tree(), null)).toBe(20);
  });
});
