import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { render, type Language } from '../i18n/index.js';
import { xlsxBomb, zipOf } from '../../test/harness/xlsx-bomb.js';
import { readSheets, type ReadSheetsOptions } from './xlsx.js';

async function workbook(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The reason a read is refused with (a 400 on `file`), or undefined when it is not. */
async function refusal(
  file: Buffer,
  options?: ReadSheetsOptions,
  language: Language = 'zh-CN',
): Promise<string | undefined> {
  try {
    await readSheets(file, options);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe(400);
    expect(error.problems[0]!.field).toBe(options?.field ?? 'file');
    return render(language, error.problems[0]!.reason);
  }
}

describe('the xlsx reader', () => {
  it('reads each row with a value as plain cell values, by row number', async () => {
    const file = await workbook((wb) => {
      const ws = wb.addWorksheet('数据');
      ws.addRow(['名称', '数量', '日期', '启用']);
      ws.addRow(['  甲  ', 12.5, new Date(Date.UTC(2024, 2, 1)), true]);
      ws.addRow([]);
      ws.getCell('A4').value = { richText: [{ text: '富' }, { text: '文本' }] };
      ws.getCell('B4').value = { formula: 'B2*2', result: 25 };
      ws.getCell('C4').value = { text: '链接', hyperlink: 'https://example.com' };
      ws.getCell('D4').value = { error: '#N/A' };
      ws.getCell('F4').value = '';
    });
    const [sheet] = await readSheets(file);
    expect(sheet!.name).toBe('数据');
    expect(sheet!.rows).toEqual([
      { row: 1, cells: ['名称', '数量', '日期', '启用'] },
      { row: 2, cells: ['  甲  ', 12.5, new Date(Date.UTC(2024, 2, 1)), true] },
      { row: 4, cells: ['富文本', 25, '链接'] },
    ]);
  });

  it('reads the named sheets, or the first sheet when none of them is there', async () => {
    const file = await workbook((wb) => {
      wb.addWorksheet('说明').addRow(['填写说明']);
      wb.addWorksheet('用户').addRow(['用户名']);
      wb.addWorksheet('部门').addRow(['部门']);
    });
    expect((await readSheets(file, { sheets: ['用户'] })).map((s) => s.rows[0]!.cells)).toEqual([['用户名']]);
    expect((await readSheets(file, { sheets: ['部门', '用户'] })).map((s) => s.name)).toEqual([
      '用户',
      '部门',
    ]);
    expect((await readSheets(file, { sheets: ['岗位'] })).map((s) => s.name)).toEqual(['说明']);
  });

  it('refuses a sheet past the row limit, not counting the header row', async () => {
    const rows = (n: number) =>
      workbook((wb) => {
        const ws = wb.addWorksheet('用户');
        ws.addRow(['用户名']);
        for (let i = 1; i <= n; i++) ws.addRow([`user${i}`]);
      });
    expect(await refusal(await rows(10), { maxRows: 10 })).toBeUndefined();
    expect(await refusal(await rows(11), { maxRows: 10, field: 'body.file' })).toBe('一次最多导入10行');
    expect(await refusal(await rows(11), { maxRows: 10 }, 'en-US')).toBe(
      'At most 10 rows can be imported at once',
    );
  });

  it('refuses a value past the column limit, and a text longer than Excel allows in a cell', async () => {
    const far = await workbook((wb) => {
      wb.addWorksheet('用户').getCell(1, 300).value = '远处';
    });
    expect(await refusal(far)).toBe('每行最多256列');
    const long = await workbook((wb) => {
      wb.addWorksheet('用户').getCell(3, 1).value = '长'.repeat(32_768);
    });
    expect(await refusal(long)).toBe('第3行有单元格超过32767个字符');
  });

  it('refuses a file that expands past the size limit before inflating it', async () => {
    const bomb = xlsxBomb(60);
    const started = performance.now();
    expect(await refusal(bomb)).toBe('文件解压后超过50MB，请删除无用内容或拆分后再导入');
    // Inflating 60 MB and parsing it takes seconds; reading the directory does not.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await refusal(xlsxBomb(2), { maxExpandedBytes: 1024 * 1024 })).toBe(
      '文件解压后超过1MB，请删除无用内容或拆分后再导入',
    );
    expect(await refusal(xlsxBomb(2), { maxExpandedBytes: 1024 * 1024 }, 'en-US')).toBe(
      'The file is larger than 1 MB unpacked; remove unneeded content or split it before importing',
    );
  });

  it('stops inflating a part at the size its headers claim, whatever it really expands to', async () => {
    expect(await refusal(xlsxBomb(60, 4096))).toBe('文件已损坏（解压后的大小与文件记录不符），无法读取');
  });

  it('gives up on a read that takes longer than its time limit, stopping its worker', async () => {
    // Inflating and parsing 48 MB takes far longer than a tenth of a second.
    const slow = xlsxBomb(48);
    expect(await refusal(slow, { timeMs: 100 })).toBe('文件读取超过0.1秒，请拆分后再导入');
    expect(
      (await readSheets(await workbook((wb) => wb.addWorksheet('用户').addRow(['可用']))))[0]!.rows,
    ).toEqual([{ row: 1, cells: ['可用'] }]);
  });

  it('refuses what is not an xlsx file', async () => {
    const unreadable = '文件无法读取，请上传 Excel（.xlsx）文件';
    expect(await refusal(Buffer.from('username,realname\nli,李\n'))).toBe(unreadable);
    expect(await refusal(Buffer.from('username,realname\nli,李\n'), {}, 'en-US')).toBe(
      'The file cannot be read; please upload an Excel (.xlsx) file',
    );
    expect(await refusal(zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]))).toBe(unreadable);
    const broken = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet name="a" sheetId="1"') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet><sheetData></row></worksheet>') },
    ]);
    expect(await refusal(broken)).toBe(unreadable);
  });
});
