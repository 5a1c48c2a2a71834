// The user sheet as an .xlsx workbook (exceljs): written for the export and the import template, read
// for the import (through the shared, size-limited reader). Columns are found by their Chinese headers, so
// a sheet whose columns were moved, or an exported sheet with its extra 创建时间 column, still reads. A
// file that cannot be read as such a sheet is refused as a whole, before anything is written.
import ExcelJS from 'exceljs';
import {
  USER_IMPORT_MAX_ROWS,
  USER_SHEET_COLUMNS as H,
  type TenantUser,
  type TenantUserOptions,
} from '@platform/contract';
import { refuse } from '../../http/errors.js';
import { readSheets, type XlsxCell } from '../../imports/xlsx.js';

export type SheetKey = Exclude<keyof typeof H, 'createdAt'>;
export type SheetRow = { row: number; values: Partial<Record<SheetKey, string>> };

export const USER_TYPE_TEXT: Record<number, string> = { 1: '员工', 2: '专家', 3: '认证机构' };
export const STATUS_TEXT: Record<number, string> = { 1: '启用', 0: '停用' };
export const SHEET_NAME = '用户';
/** Separates a department path, and an app from a role in the 角色 column. */
export const PATH_SEPARATOR = '/';

const REQUIRED_COLUMNS: SheetKey[] = ['username', 'realname'];
const IMPORT_KEYS: SheetKey[] = [
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
const WIDTHS: Partial<Record<keyof typeof H, number>> = {
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

/** A header as written, without the marks people add to required ones (`*用户名`, `用户名（必填）`). */
function headerKey(text: string): SheetKey | undefined {
  const name = text
    .replace(/[*＊]/g, '')
    .replace(/[（(]必填[)）]/g, '')
    .trim();
  return IMPORT_KEYS.find((key) => H[key] === name);
}

export async function readUserSheet(file: Buffer): Promise<SheetRow[]> {
  const [sheet] = await readSheets(file, { sheets: [SHEET_NAME], maxRows: USER_IMPORT_MAX_ROWS });
  if (!sheet) refuse('file', '文件中没有工作表');
  const columns = new Map<number, SheetKey>();
  const header = sheet.rows[0]?.row === 1 ? sheet.rows[0].cells : [];
  header.forEach((cell, col) => {
    const key = headerKey(cellText(cell));
    if (!key) return;
    if ([...columns.values()].includes(key)) refuse('file', `表头“${H[key]}”重复`);
    columns.set(col, key);
  });
  const missing = REQUIRED_COLUMNS.filter((key) => ![...columns.values()].includes(key));
  if (missing.length) {
    refuse('file', `缺少列：${missing.map((key) => H[key]).join('、')}（请使用导入模板）`);
  }
  const rows: SheetRow[] = [];
  for (const { row, cells } of sheet.rows) {
    if (row === 1) continue;
    const values: SheetRow['values'] = {};
    for (const [col, key] of columns) {
      const text = cellText(cells[col]);
      if (text) values[key] = text;
    }
    if (Object.keys(values).length) rows.push({ row, values });
  }
  if (!rows.length) refuse('file', '文件中没有用户数据');
  return rows;
}

function styledSheet(workbook: ExcelJS.Workbook, keys: (keyof typeof H)[]) {
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = keys.map((key) => ({ header: H[key], key, width: WIDTHS[key] ?? 14 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
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

/** Roles as the 角色 column writes them: `应用名/角色名`, by role id. */
export function roleLabels(options: TenantUserOptions): Map<string, string> {
  return new Map(
    options.apps.flatMap((app) =>
      app.roles.map((role) => [role.id, `${app.appName}${PATH_SEPARATOR}${role.name}`] as const),
    ),
  );
}

export async function writeUsers(users: TenantUser[], options: TenantUserOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = styledSheet(workbook, [
    'username',
    'realname',
    'mobile',
    'email',
    'type',
    'dept',
    'position',
    'roles',
    'status',
    'createdAt',
  ]);
  const depts = deptPaths(options.depts);
  const roles = roleLabels(options);
  for (const u of users) {
    sheet.addRow({
      username: u.username,
      realname: u.realname,
      // Text, so that a spreadsheet never shows a mobile number as 1.38E+10.
      mobile: u.mobile ?? '',
      email: u.email ?? '',
      type: USER_TYPE_TEXT[u.type] ?? String(u.type),
      dept: (u.deptId && depts.get(u.deptId)) ?? u.deptName ?? '',
      position: u.positionName ?? '',
      roles: u.roles.map((r) => roles.get(r.id) ?? r.name).join('，'),
      status: STATUS_TEXT[u.status] ?? String(u.status),
      createdAt: u.createdAt.slice(0, 19).replace('T', ' '),
    });
  }
  sheet.getColumn('mobile').numFmt = '@';
  return toBuffer(workbook);
}

const TEMPLATE_ROWS = 1000;

/** An empty sheet with the import columns, pick lists for type and status, and a sheet of instructions. */
export async function writeTemplate(options: TenantUserOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = styledSheet(workbook, IMPORT_KEYS);
  for (const key of REQUIRED_COLUMNS) sheet.getCell(1, IMPORT_KEYS.indexOf(key) + 1).note = '必填';
  sheet.getColumn('mobile').numFmt = '@';
  sheet.getColumn('password').numFmt = '@';
  const lists: [SheetKey, string[]][] = [
    ['type', Object.values(USER_TYPE_TEXT)],
    ['status', Object.values(STATUS_TEXT)],
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
  const help = workbook.addWorksheet('填写说明');
  help.getColumn(1).width = 100;
  const lines = [
    '填写说明',
    `1. 必填：${H.username}（3-64位字母、数字或 _ . @ -，不能与已有用户重复）、${H.realname}。`,
    `2. ${H.password}：8-64位，须同时包含字母和数字；留空时使用导入时填写的统一初始密码。`,
    `3. ${H.mobile}：11位手机号，可留空；${H.email}可留空。`,
    `4. ${H.type}：${Object.values(USER_TYPE_TEXT).join('、')}，留空为员工；${H.status}：启用、停用，留空为启用。`,
    `5. ${H.dept}：填写部门名称，重名时填写完整路径（如 总部/质量部）；${H.position}：岗位名称或编码。`,
    `6. ${H.roles}：多个角色用逗号分隔，重名时写作“应用名/角色名”。`,
    `7. 一次最多导入${USER_IMPORT_MAX_ROWS}行；有错误的行不会导入，其余行会导入。`,
    '',
    '可选部门：',
    ...[...deptPaths(options.depts).values()].sort().map((path) => `  ${path}`),
    '',
    '可选岗位（名称 / 编码）：',
    ...options.positions.map((p) => `  ${p.name} / ${p.code}`),
    '',
    '可选角色：',
    ...[...roleLabels(options).values()].map((label) => `  ${label}`),
  ];
  for (const line of lines) help.addRow([line]);
  help.getRow(1).font = { bold: true, size: 14 };
  return toBuffer(workbook);
}
