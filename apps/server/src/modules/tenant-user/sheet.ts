// The user sheet as an .xlsx workbook (exceljs): written for the export and the import template, read
// for the import (through the shared, size-limited reader). Sheets are written in the caller's language.
// Columns are found by their headers in either language, so a template downloaded in English or
// Chinese, a sheet whose columns were moved, or an exported sheet with its extra created-at column,
// still reads. A file that cannot be read as such a sheet is refused as a whole, before anything is
// written.
import ExcelJS from 'exceljs';
import { LANGUAGES, USER_IMPORT_MAX_ROWS, type TenantUser, type TenantUserOptions } from '@platform/contract';
import { refuse } from '../../http/errors.js';
import { joined, t, text, type Language, type Text } from '../../i18n/index.js';
import type tenantUserTexts from '../../i18n/zh-CN/tenantUser.js';
import { readSheets, type XlsxCell } from '../../imports/xlsx.js';

/** The sheet's columns, as the catalogue names them. */
export type ColumnKey = keyof (typeof tenantUserTexts)['sheet']['columns'];
export type SheetKey = Exclude<ColumnKey, 'createdAt'>;
export type SheetRow = { row: number; values: Partial<Record<SheetKey, string>> };

/** A column's header in a language. */
export const header = (language: Language, key: ColumnKey) => t(language, `tenantUser.sheet.columns.${key}`);
/** A column's header as a text, for refusals worded in the caller's language. */
export const headerText = (key: ColumnKey): Text => text(`tenantUser.sheet.columns.${key}`);

const USER_TYPES = { 1: 'employee', 2: 'expert', 3: 'certificationBody' } as const;
const STATUSES = { 1: 'enabled', 0: 'disabled' } as const;

/** The words of each user type (by its value) in a language. */
export function userTypeNames(language: Language): Record<number, string> {
  return Object.fromEntries(
    Object.entries(USER_TYPES).map(([value, key]) => [value, t(language, `tenantUser.sheet.types.${key}`)]),
  );
}

/** The words of each status (by its value) in a language. */
export function statusNames(language: Language): Record<number, string> {
  return Object.fromEntries(
    Object.entries(STATUSES).map(([value, key]) => [value, t(language, `tenantUser.sheet.statuses.${key}`)]),
  );
}

/** Separates a department path, and an app from a role in the roles column. */
export const PATH_SEPARATOR = '/';

const REQUIRED_COLUMNS: SheetKey[] = ['username', 'realname'];
/** The import columns, in the template's order. */
export const IMPORT_KEYS: SheetKey[] = [
  'username',
  'realname',
  'password',
  'mobile',
  'email',
  'type',
  'dept',
  'position',
  'roles',
  'status',
];
const WIDTHS: Partial<Record<ColumnKey, number>> = {
  username: 18,
  realname: 12,
  password: 14,
  mobile: 15,
  email: 24,
  type: 10,
  dept: 24,
  position: 14,
  roles: 32,
  status: 8,
  createdAt: 20,
};

/** The text a user sees in a cell. */
function cellText(value: XlsxCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** The marks people add to required headers (`*用户名`, `用户名（必填）`, `Username (Required)`). */
const REQUIRED_MARKS = new RegExp(
  `[\\uFF08(](?:${LANGUAGES.map((language) => t(language, 'tenantUser.sheet.required')).join('|')})[)\\uFF09]`,
  'gi',
);

/** Each import column by its header in every language, in lower case. */
const KEY_OF_HEADER = new Map<string, SheetKey>(
  LANGUAGES.flatMap((language) =>
    IMPORT_KEYS.map((key) => [header(language, key).toLowerCase(), key] as const),
  ),
);

/** A header as written, without the marks of a required one. */
function headerKey(written: string): SheetKey | undefined {
  const name = written
    .replace(/[*\uFF0A]/g, '')
    .replace(REQUIRED_MARKS, '')
    .trim();
  return KEY_OF_HEADER.get(name.toLowerCase());
}

export async function readUserSheet(file: Buffer): Promise<SheetRow[]> {
  const names = LANGUAGES.map((language) => t(language, 'tenantUser.sheet.name'));
  const [sheet] = await readSheets(file, { sheets: names, maxRows: USER_IMPORT_MAX_ROWS });
  if (!sheet) refuse('file', text('tenantUser.sheet.noSheet'));
  const columns = new Map<number, SheetKey>();
  const headerRow = sheet.rows[0]?.row === 1 ? sheet.rows[0].cells : [];
  headerRow.forEach((cell, col) => {
    const key = headerKey(cellText(cell));
    if (!key) return;
    if ([...columns.values()].includes(key)) {
      refuse('file', text('tenantUser.sheet.headerRepeated', { header: headerText(key) }));
    }
    columns.set(col, key);
  });
  const missing = REQUIRED_COLUMNS.filter((key) => ![...columns.values()].includes(key));
  if (missing.length) {
    refuse('file', text('tenantUser.sheet.missingColumns', { columns: joined(missing.map(headerText)) }));
  }
  const rows: SheetRow[] = [];
  for (const { row, cells } of sheet.rows) {
    if (row === 1) continue;
    const values: SheetRow['values'] = {};
    for (const [col, key] of columns) {
      const written = cellText(cells[col]);
      if (written) values[key] = written;
    }
    if (Object.keys(values).length) rows.push({ row, values });
  }
  if (!rows.length) refuse('file', text('tenantUser.sheet.noRows'));
  return rows;
}

function styledSheet(workbook: ExcelJS.Workbook, keys: ColumnKey[], language: Language) {
  const sheet = workbook.addWorksheet(t(language, 'tenantUser.sheet.name'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = keys.map((key) => ({ header: header(language, key), key, width: WIDTHS[key] ?? 14 }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  return sheet;
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Department paths from the root (`总部/质量部`), by id. */
export function deptPaths(tree: TenantUserOptions['depts']): Map<string, string> {
  const paths = new Map<string, string>();
  const pending = tree.map((node) => ({ node, prefix: '' }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const path = `${next.prefix}${next.node.name}`;
    paths.set(next.node.id, path);
    for (const child of next.node.children) pending.push({ node: child, prefix: `${path}${PATH_SEPARATOR}` });
  }
  return paths;
}

/** Roles as the roles column writes them: `app name/role name`, by role id. */
export function roleLabels(options: TenantUserOptions): Map<string, string> {
  return new Map(
    options.apps.flatMap((app) =>
      app.roles.map((role) => [role.id, `${app.appName}${PATH_SEPARATOR}${role.name}`] as const),
    ),
  );
}

export async function writeUsers(
  users: TenantUser[],
  options: TenantUserOptions,
  language: Language,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = styledSheet(
    workbook,
    ['username', 'realname', 'mobile', 'email', 'type', 'dept', 'position', 'roles', 'status', 'createdAt'],
    language,
  );
  const depts = deptPaths(options.depts);
  const roles = roleLabels(options);
  const types = userTypeNames(language);
  const statuses = statusNames(language);
  const roleSeparator = t(language, 'tenantUser.sheet.roleSeparator');
  for (const u of users) {
    sheet.addRow({
      username: u.username,
      realname: u.realname,
      // Text, so that a spreadsheet never shows a mobile number as 1.38E+10.
      mobile: u.mobile ?? '',
      email: u.email ?? '',
      type: types[u.type] ?? String(u.type),
      dept: (u.deptId && depts.get(u.deptId)) ?? u.deptName ?? '',
      position: u.positionName ?? '',
      roles: u.roles.map((r) => roles.get(r.id) ?? r.name).join(roleSeparator),
      status: statuses[u.status] ?? String(u.status),
      createdAt: u.createdAt.slice(0, 19).replace('T', ' '),
    });
  }
  sheet.getColumn('mobile').numFmt = '@';
  return toBuffer(workbook);
}

const TEMPLATE_ROWS = 1000;

/** An empty sheet with the import columns, pick lists for type and status, and a sheet of instructions. */
export async function writeTemplate(options: TenantUserOptions, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = styledSheet(workbook, IMPORT_KEYS, language);
  for (const key of REQUIRED_COLUMNS) {
    sheet.getCell(1, IMPORT_KEYS.indexOf(key) + 1).note = t(language, 'tenantUser.sheet.required');
  }
  sheet.getColumn('mobile').numFmt = '@';
  sheet.getColumn('password').numFmt = '@';
  const types = Object.values(userTypeNames(language));
  const lists: [SheetKey, string[]][] = [
    ['type', types],
    ['status', Object.values(statusNames(language))],
  ];
  for (const [key, choices] of lists) {
    const column = IMPORT_KEYS.indexOf(key) + 1;
    for (let row = 2; row <= TEMPLATE_ROWS + 1; row++) {
      sheet.getCell(row, column).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${choices.join(',')}"`],
      };
    }
  }
  const help = workbook.addWorksheet(t(language, 'tenantUser.help.sheetName'));
  help.getColumn(1).width = 100;
  const h = (key: ColumnKey) => header(language, key);
  const lines = [
    t(language, 'tenantUser.help.title'),
    t(language, 'tenantUser.help.required', { username: h('username'), realname: h('realname') }),
    t(language, 'tenantUser.help.password', { password: h('password') }),
    t(language, 'tenantUser.help.contacts', { mobile: h('mobile'), email: h('email') }),
    t(language, 'tenantUser.help.typeAndStatus', {
      type: h('type'),
      types: joined(types),
      status: h('status'),
    }),
    t(language, 'tenantUser.help.deptAndPosition', { dept: h('dept'), position: h('position') }),
    t(language, 'tenantUser.help.roles', { roles: h('roles') }),
    t(language, 'tenantUser.help.limit', { max: USER_IMPORT_MAX_ROWS }),
    '',
    t(language, 'tenantUser.help.depts'),
    ...[...deptPaths(options.depts).values()].sort().map((path) => `  ${path}`),
    '',
    t(language, 'tenantUser.help.positions'),
    ...options.positions.map((p) => `  ${p.name} / ${p.code}`),
    '',
    t(language, 'tenantUser.help.roleList'),
    ...[...roleLabels(options).values()].map((label) => `  ${label}`),
  ];
  for (const line of lines) help.addRow([line]);
  help.getRow(1).font = { bold: true, size: 14 };
  return toBuffer(workbook);
}
