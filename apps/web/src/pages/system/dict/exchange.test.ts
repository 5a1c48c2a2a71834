import type { DictExportNodeInput } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { exportFileName, importRows, parseImportFile } from './exchange';

const exported: DictExportNodeInput[] = [
  {
    code: 'LAB_TYPE',
    name: '实验室类型',
    sort: 0,
    status: 1,
    children: [
      { code: 'LAB_PHYS', name: '物理', sort: 0, status: 0, children: [] },
      {
        code: 'LAB_CHEM',
        name: '化学',
        sort: 1,
        status: 1,
        children: [{ code: 'LAB_CHEM_ORG', name: '有机', sort: 0, status: 1, children: [] }],
      },
    ],
  },
  { code: 'COLOR', name: '颜色', sort: 1, status: 1, children: [] },
];

describe('dictionary files', () => {
  it('names an export by the time it was made', () => {
    expect(exportFileName(new Date(2025, 2, 1, 8, 5, 9))).toBe('字典导出_20250301080509.json');
  });

  it('reads back an exported file, counting every level', () => {
    expect(parseImportFile(JSON.stringify(exported, null, 2))).toEqual({ items: exported, count: 5 });
    expect(parseImportFile(JSON.stringify({ items: exported }))).toEqual({ items: exported, count: 5 });
  });

  it('says why a file is not an export', () => {
    expect(parseImportFile('{"code": ')).toEqual({ error: '文件不是有效的 JSON' });
    expect(parseImportFile('[]')).toEqual({ error: '文件中没有字典' });
    expect(parseImportFile('{"a": 1}')).toEqual({
      error: '文件不是字典导出文件：应为字典列表，每项有编码和名称',
    });
    const nameless = [{ code: 'A', name: '甲', children: [{ code: 'B' }] }];
    expect(parseImportFile(JSON.stringify(nameless))).toMatchObject({
      error: expect.stringContaining('字典导出文件'),
    });
  });

  it('numbers the rows as the server does: depth-first, parents first', () => {
    expect(importRows(exported).map((r) => `${r.row}:${r.code}`)).toEqual([
      '1:LAB_TYPE',
      '2:LAB_PHYS',
      '3:LAB_CHEM',
      '4:LAB_CHEM_ORG',
      '5:COLOR',
    ]);
  });
});
