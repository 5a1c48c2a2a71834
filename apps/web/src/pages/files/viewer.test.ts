import { describe, expect, it } from 'vitest';
import { findMatches, highlightPieces } from './pdfSearch';
import { columnLetterOf, parseRange, sheetTableOf, type WorksheetLike } from './sheet';
import { decodeText, parseDelimited } from './text';
import { chooseViewer, officeKindOf, readFileQuery, refusalOfStatus } from './viewer';

const query = (fileUrl: string, name?: string) =>
  readFileQuery(new URLSearchParams(name ? { fileUrl, name } : { fileUrl }));

describe('readFileQuery and chooseViewer', () => {
  it('picks the viewer by the name given, else by the path', () => {
    const byName = query('/api/api-system/data/upload/file/t-1/abc123', '审核报告.pdf');
    expect(byName).toEqual({ fileUrl: '/api/api-system/data/upload/file/t-1/abc123', name: '审核报告.pdf' });
    expect(chooseViewer(byName as never)).toBe('pdf');
    expect(chooseViewer(query('/f/sheet.xlsx') as never)).toBe('office');
    expect(chooseViewer(query('/f/e-invoice.ofd') as never)).toBe('ofd');
    expect(chooseViewer(query('/f/photo.png') as never)).toBe('image');
    expect(chooseViewer(query('/f/list.csv') as never)).toBe('text');
  });

  it('offers a download for a type no viewer shows', () => {
    expect(chooseViewer(query('/f/archive.zip') as never)).toBe('download');
    expect(chooseViewer(query('/f/legacy.doc') as never)).toBe('download');
  });

  it('refuses a missing or off-site address before anything is fetched', () => {
    expect(readFileQuery(new URLSearchParams())).toEqual({ refusal: 'missing' });
    expect(query('https://evil.example/a.pdf')).toEqual({ refusal: 'offSite' });
    expect(query('//evil.example/a.pdf')).toEqual({ refusal: 'offSite' });
  });

  it('tells the Office formats apart', () => {
    expect(officeKindOf({ fileUrl: '/f/x', name: 'a.docx' })).toBe('docx');
    expect(officeKindOf({ fileUrl: '/f/b.xlsx', name: 'b' })).toBe('xlsx');
    expect(officeKindOf({ fileUrl: '/f/c.pptx', name: 'c.pptx' })).toBe('pptx');
    expect(officeKindOf({ fileUrl: '/f/d.xls', name: 'd.xls' })).toBeUndefined();
  });

  it('names the refusal of a download answer', () => {
    expect(refusalOfStatus(401)).toBe('signIn');
    expect(refusalOfStatus(403)).toBe('forbidden');
    expect(refusalOfStatus(404)).toBe('notFound');
    expect(refusalOfStatus(500)).toBe('failed');
  });
});

describe('decodeText', () => {
  const bytes = (...parts: number[][]) => new Uint8Array(parts.flat()).buffer;
  const utf8 = (s: string) => [...new TextEncoder().encode(s)];

  it('reads UTF-8 and drops its BOM', () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], utf8('名称,数量')))).toBe('名称,数量');
    expect(decodeText(bytes(utf8('plain')))).toBe('plain');
  });

  it('reads GBK when the bytes are not UTF-8', () => {
    // "中文" in GBK.
    expect(decodeText(bytes([0xd6, 0xd0, 0xce, 0xc4]))).toBe('中文');
  });

  it('reads UTF-16 with its BOM', () => {
    expect(decodeText(bytes([0xff, 0xfe, 0x2d, 0x4e, 0x87, 0x65]))).toBe('中文');
  });
});

describe('parseDelimited', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes', () => {
    expect(parseDelimited('名称,备注\r\n"A, Inc.","say ""hi""\nagain"\nB,\n')).toEqual([
      ['名称', '备注'],
      ['A, Inc.', 'say "hi"\nagain'],
      ['B', ''],
    ]);
  });

  it('reads tab-separated values', () => {
    expect(parseDelimited('a\tb\n1\t2', '\t')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('sheetTableOf', () => {
  const sheet = (cells: Record<string, string>, merges: string[] = []): WorksheetLike => ({
    name: '清单',
    rowCount: 3,
    columnCount: 3,
    getCell: (r, c) => ({ text: cells[`${columnLetterOf(c)}${r}`] ?? '' }),
    model: { merges },
  });

  it('lays out the cell texts row by row', () => {
    const table = sheetTableOf(sheet({ A1: '企业', B1: '得分', A2: '东方认证', B2: '92.5' }));
    expect(table.rows[0]!.map((c) => c.text)).toEqual(['企业', '得分', '']);
    expect(table.rows[1]![1]).toEqual({ column: 2, text: '92.5' });
    expect(table.truncated).toBe(false);
  });

  it('draws a merged range as one cell spanning it', () => {
    const table = sheetTableOf(sheet({ A1: '标题' }, ['A1:C1', 'A2:A3']));
    expect(table.rows[0]).toEqual([{ column: 1, text: '标题', colSpan: 3 }]);
    expect(table.rows[1]![0]).toEqual({ column: 1, text: '', rowSpan: 2 });
    expect(table.rows[2]!.map((c) => c.column)).toEqual([2, 3]);
  });

  it('reads ranges and column letters', () => {
    expect(parseRange('$B$2:AA10')).toEqual({ top: 2, left: 2, bottom: 10, right: 27 });
    expect(columnLetterOf(28)).toBe('AB');
  });
});

describe('PDF search', () => {
  it('finds every match, case-insensitive, across the text items of each page', () => {
    const pages = [['Audit ', 'Rep', 'ort'], ['no match here'], ['report, REPORT']];
    expect(findMatches(pages, 'report')).toEqual([
      { page: 0, start: 6, end: 12 },
      { page: 2, start: 0, end: 6 },
      { page: 2, start: 8, end: 14 },
    ]);
    expect(findMatches(pages, '  ')).toEqual([]);
  });

  it('cuts a match into the pieces of the items it covers', () => {
    expect(highlightPieces(['Audit ', 'Rep', 'ort'], [{ start: 6, end: 12, selected: true }])).toEqual([
      { item: 1, start: 0, end: 3, selected: true },
      { item: 2, start: 0, end: 3, selected: true },
    ]);
  });
});
