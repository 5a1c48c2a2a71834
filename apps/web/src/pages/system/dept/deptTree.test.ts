import type { DeptNode } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { deptNode } from '../../../test/fixtures';
import { deptOptions, filterDeptTree, parentIds, withoutSubtree } from './deptTree';

const node = (id: string, name: string, children: DeptNode[] = []) => deptNode(id, name, null, children);

const tree = [
  node('hq', '总部', [node('qa', '质量部', [node('lab', '检验组')]), node('office', '综合办公室')]),
  node('east', '华东分部', [node('east-lab', '检验组')]),
];

const names = (nodes: DeptNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));

describe('department tree', () => {
  it('finds departments by name, keeping each under its parents', () => {
    expect(names(filterDeptTree(tree, '检验'))).toEqual([
      ['总部', [['质量部', ['检验组']]]],
      ['华东分部', ['检验组']],
    ]);
    // A department that matches keeps all that is under it.
    expect(names(filterDeptTree(tree, '质量'))).toEqual([['总部', [['质量部', ['检验组']]]]]);
    expect(filterDeptTree(tree, '  ')).toBe(tree);
    expect(filterDeptTree(tree, '财务')).toEqual([]);
  });

  it('offers as new parents every department except the one moved and those under it', () => {
    expect(names(withoutSubtree(tree, 'qa'))).toEqual([
      ['总部', ['综合办公室']],
      ['华东分部', ['检验组']],
    ]);
  });

  it('lists the departments that can be expanded, and the options a tree select shows', () => {
    expect(parentIds(tree)).toEqual(['hq', 'qa', 'east']);
    expect(deptOptions([node('qa', '质量部', [node('lab', '检验组')])])).toEqual([
      { value: 'qa', title: '质量部', children: [{ value: 'lab', title: '检验组' }] },
    ]);
  });
});
