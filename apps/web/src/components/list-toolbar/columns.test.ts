import { expect, it } from 'vitest';
import { hiddenColumnKeys, withHiddenColumns, type ListColumn } from './columns';

const columns: ListColumn[] = [
  { key: 'name', label: '名称', visible: true },
  { key: 'code', label: '编码', visible: false },
  { key: 'createTime', label: '创建时间', visible: true },
];

it('lists the hidden columns', () => {
  expect(hiddenColumnKeys(columns)).toEqual(['code']);
});

it('hides exactly the given columns, keeping their order', () => {
  expect(withHiddenColumns(columns, ['name', 'createTime'])).toEqual([
    { key: 'name', label: '名称', visible: false },
    { key: 'code', label: '编码', visible: true },
    { key: 'createTime', label: '创建时间', visible: false },
  ]);
});
