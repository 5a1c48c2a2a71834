import { describe, expect, it } from 'vitest';
import type { TreeItem } from '../resource/tree';
import { checkedKeysOf, grantedIds } from './grants';

interface Node extends TreeItem<Node> {
  title?: string;
}

const node = (id: string, parentId: string | null, children: Node[] = []): Node => ({
  id,
  parentId,
  sort: 0,
  children,
});

// 实验室 ─ 样品, 报告 ─ 审核 ; 帮助
const tree: Node[] = [
  node('lab', null, [node('sample', 'lab'), node('report', 'lab', [node('review', 'report')])]),
  node('help', null),
];

describe('checkedKeysOf', () => {
  it('checks the bound resources without children, leaving parents to the tree', () => {
    expect(checkedKeysOf(tree, ['lab', 'sample', 'report', 'help'])).toEqual(['sample', 'help']);
  });

  it('ignores bindings to resources no longer in the tree', () => {
    expect(checkedKeysOf(tree, ['gone', 'review'])).toEqual(['review']);
  });
});

describe('grantedIds', () => {
  it('binds each checked resource with its ancestors', () => {
    expect(grantedIds(tree, ['review'])).toEqual(['lab', 'report', 'review']);
    expect(grantedIds(tree, ['sample', 'help'])).toEqual(['lab', 'sample', 'help']);
  });

  it('keeps a fully checked parent and its children once each', () => {
    expect(grantedIds(tree, ['lab', 'sample', 'report', 'review'])).toEqual([
      'lab',
      'sample',
      'report',
      'review',
    ]);
  });

  it('binds nothing when nothing is checked', () => {
    expect(grantedIds(tree, [])).toEqual([]);
  });

  it('gives back what was bound, after the round trip through the tree', () => {
    const bound = ['lab', 'report', 'review', 'help'];
    expect(grantedIds(tree, checkedKeysOf(tree, bound))).toEqual(bound);
  });
});
