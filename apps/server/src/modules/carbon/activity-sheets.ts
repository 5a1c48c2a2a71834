// The workbooks of devices and activity data: the import templates, reading an uploaded sheet's
// columns (by their headers in either language, so a template of either language reads) and the
// report of refused rows.
//
// The data template has one row per device and twelve month columns, pre-filled with the tenant's
// devices: an energy manager copies a year of meter readings across from the meter ledger or the
// utility bills without typing a code, a year or a month, and leaves months without data empty. The
// long layout (设备编码, 年份, 月份, 数值, 单位, 备注: one reading per row) is read too: it is what
// metering systems export.
import ExcelJS from 'exceljs';
import { ACTIVITY_KINDS, ENERGY_CARRIERS, IMPORT_ROWS_MAX, LANGUAGES } from '@platform/contract';
import { refuse } from '../../http/errors.js';
import { joined, t, text, type Language } from '../../i18n/index.js';
import type activityTexts from '../../i18n/zh-CN/carbon/activity.js';
import { readSheets, type XlsxCell } from '../../imports/xlsx.js';

export type ColumnKey = keyof (typeof activityTexts)['sheet']['columns'];
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const header = (language: Language, key: ColumnKey) =>
  t(language, `carbon.activity.sheet.columns.${key}`);
export const monthHeader = (language: Language, month: number) =>
  t(language, 'carbon.activity.sheet.monthColumn', { month });

/** The text a user sees in a cell. */
export function cellText(value: XlsxCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A header as written, without the marks of a required one (`*设备编码`). */
const bare = (written: string) =>
  written
    .replace(/[*\uFF0A]/g, '')
    .trim()
    .toLowerCase();

/** Activity kinds and energy carriers by their key or their words in either language. */
export function choices(kind: 'kinds' | 'carriers'): Map<string, string> {
  const keys: readonly string[] = kind === 'kinds' ? ACTIVITY_KINDS : ENERGY_CARRIERS.map((c) => c.key);
  const found = new Map<string, string>();
  for (const key of keys) {
    found.set(key.toLowerCase(), key);
    for (const language of LANGUAGES) {
      found.set(t(language, `carbon.activity.${kind}.${key}` as Parameters<typeof t>[1]).toLowerCase(), key);
    }
  }
  return found;
}

export interface ReadSheet<K extends string> {
  /** column index → key */
  columns: Map<number, K>;
  rows: { row: number; cells: XlsxCell[] }[];
}

/**
 * The first sheet of an upload with its columns named by key. `keys` are the columns a header may
 * name; the sheet needs at least one of the `needed` sets (each a list of keys).
 */
export async function readImport<K extends string>(
  file: Buffer,
  sheetNames: string[],
  headerKeys: Map<string, K>,
  needed: K[][],
): Promise<ReadSheet<K>> {
  const [sheet] = await readSheets(file, { sheets: sheetNames, maxRows: IMPORT_ROWS_MAX });
  if (!sheet) refuse('file', text('carbon.activity.problems.noSheet'));
  const columns = new Map<number, K>();
  const head = sheet.rows[0]?.row === 1 ? sheet.rows[0].cells : [];
  head.forEach((cell, col) => {
    const key = headerKeys.get(bare(cellText(cell)));
    if (key && ![...columns.values()].includes(key)) columns.set(col, key);
  });
  const present = new Set(columns.values());
  if (!needed.some((set) => set.every((k) => present.has(k)))) {
    const missing = needed[0]!.filter((k) => !present.has(k));
    refuse(
      'file',
      text('carbon.activity.problems.missingColumns', {
        columns: joined(
          missing.map((k) =>
            /^m\d+$/.test(k) ? k.slice(1) : text(`carbon.activity.sheet.columns.${k as ColumnKey}`),
          ),
        ),
      }),
    );
  }
  const rows = sheet.rows.filter((r) => r.row !== 1);
  if (!rows.length) refuse('file', text('carbon.activity.problems.noRows'));
  return { columns, rows };
}

/** Headers of every language, lower case, to their key. */
export function headerKeysOf<K extends ColumnKey>(keys: K[]): Map<string, K> {
  return new Map(
    LANGUAGES.flatMap((language) => keys.map((key) => [header(language, key).toLowerCase(), key] as const)),
  );
}

/** Month column headers (`3月`, `Month 3`, `3`) to `m3`. */
export function monthKeys(): Map<string, `m${number}`> {
  const found = new Map<string, `m${number}`>();
  for (const month of MONTHS) {
    found.set(String(month), `m${month}`);
    for (const language of LANGUAGES) found.set(monthHeader(language, month).toLowerCase(), `m${month}`);
  }
  return found;
}

function styled(sheet: ExcelJS.Worksheet, headers: { header: string; width: number }[]) {
  sheet.columns = headers.map((h) => ({ header: h.header, width: h.width }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function helpSheet(workbook: ExcelJS.Workbook, language: Language, lines: string[]) {
  const help = workbook.addWorksheet(t(language, 'carbon.activity.sheet.help'));
  help.getColumn(1).width = 110;
  for (const line of lines) help.addRow([line]);
}

const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF888888' } };

export const DEVICE_KEYS = ['code', 'name', 'org', 'activityKind', 'carrier', 'unit', 'description'] as const;

/** The device sheet: its columns, an example row, pick lists for the kind and carrier. */
export async function deviceTemplate(language: Language, orgName: string | undefined): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(language, 'carbon.activity.sheet.devices'));
  styled(
    sheet,
    DEVICE_KEYS.map((key) => ({ header: header(language, key), width: key === 'description' ? 32 : 18 })),
  );
  const kind = (k: string) => t(language, `carbon.activity.kinds.${k}` as Parameters<typeof t>[1]);
  const carrier = (k: string) => t(language, `carbon.activity.carriers.${k}` as Parameters<typeof t>[1]);
  const example = sheet.addRow([
    t(language, 'carbon.activity.sheet.exampleCode'),
    t(language, 'carbon.activity.sheet.exampleName'),
    orgName ?? '',
    kind('electricity'),
    carrier('electricity'),
    'kWh',
    t(language, 'carbon.activity.sheet.exampleNote'),
  ]);
  example.font = EXAMPLE_FONT;
  const lists: [number, string[]][] = [
    [4, ACTIVITY_KINDS.map(kind)],
    [5, ENERGY_CARRIERS.map((c) => carrier(c.key))],
  ];
  for (const [column, words] of lists) {
    for (let row = 2; row <= 501; row++) {
      sheet.getCell(row, column).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${words.join(',')}"`],
      };
    }
  }
  helpSheet(
    workbook,
    language,
    (['rows', 'org', 'kinds', 'unit'] as const).map((k) =>
      t(language, `carbon.activity.helpText.devices.${k}`),
    ),
  );
  return toBuffer(workbook);
}

export interface TemplateDevice {
  code: string;
  name: string;
  unit: string;
  orgName: string;
}

/** The data sheet of a year: one row per device of the tenant, twelve month columns; and the device list. */
export async function dataTemplate(
  language: Language,
  year: number,
  devices: TemplateDevice[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(language, 'carbon.activity.sheet.data'));
  styled(sheet, [
    { header: header(language, 'code'), width: 16 },
    { header: header(language, 'name'), width: 22 },
    { header: header(language, 'unit'), width: 9 },
    { header: header(language, 'year'), width: 8 },
    ...MONTHS.map((m) => ({ header: monthHeader(language, m), width: 11 })),
    { header: header(language, 'note'), width: 24 },
  ]);
  if (devices.length) {
    for (const d of devices) sheet.addRow([d.code, d.name, d.unit, year]);
  } else {
    const example = sheet.addRow([
      t(language, 'carbon.activity.sheet.exampleCode'),
      t(language, 'carbon.activity.sheet.exampleName'),
      'kWh',
      year,
      ...MONTHS.map(() => null),
      t(language, 'carbon.activity.sheet.exampleNote'),
    ]);
    example.font = EXAMPLE_FONT;
  }
  // Codes stay text: a code such as 0012 must not become the number 12.
  sheet.getColumn(1).numFmt = '@';
  const list = workbook.addWorksheet(t(language, 'carbon.activity.sheet.deviceList'));
  styled(
    list,
    (['code', 'name', 'org', 'unit'] as const).map((key) => ({ header: header(language, key), width: 22 })),
  );
  for (const d of devices) list.addRow([d.code, d.name, d.orgName, d.unit]);
  helpSheet(
    workbook,
    language,
    (['rows', 'year', 'unit', 'value'] as const).map((k) =>
      t(language, `carbon.activity.helpText.data.${k}`),
    ),
  );
  return toBuffer(workbook);
}

/** The refused rows of an import. */
export async function reportWorkbook(
  language: Language,
  report: { row: number; field: string; reason: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(language, 'carbon.activity.sheet.report'));
  styled(sheet, [
    { header: header(language, 'row'), width: 8 },
    { header: header(language, 'field'), width: 16 },
    { header: header(language, 'reason'), width: 60 },
  ]);
  for (const p of report) sheet.addRow([p.row, p.field, p.reason]);
  return toBuffer(workbook);
}
