// bench:import — imports a generated 1,000-row user sheet (every 20th row bad: a malformed mobile, an
// unknown department, a username repeated in the file …) through the real HTTP path (multipart upload,
// exceljs parse, checks, one transaction), then exports the tenant's users. Two runs: rows without a
// password (the shared initial password, hashed once) and rows each with their own password (a scrypt
// hash per row). Runs on PGlite, or on PostgreSQL when DATABASE_URL is set. BENCH_ROWS changes the size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { prepareDatabase } from '../apps/server/src/server.js';
import { print } from './lib.js';

const rowCount = Number(process.env.BENCH_ROWS ?? 1000);
const BAD_EVERY = 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const config = {
  ...loadConfig({ SEED_DEMO: '1', ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  webDist: undefined,
};
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/api-system/data`;

async function call<T>(method: string, url: string, token?: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}

const { token } = await call<{ token: string }>('POST', '/tenantuser/login', undefined, {
  username: 'admin',
  pwd: 'Admin@123',
});
const depts: string[] = [];
for (const name of ['质量部', '认证部', '检测中心', '综合办公室']) {
  await call('POST', '/dept/addDept', token, { name });
  depts.push(name);
}
await call('POST', '/position/add', token, { code: 'INSPECTOR', name: '检验员' });

/** One row; every BAD_EVERY-th is wrong in one of several ways. */
function row(run: string, i: number, ownPassword: boolean): (string | null)[] {
  const username = `${run}_${String(i).padStart(5, '0')}`;
  const mobile = `17${run === 'shared' ? 1 : 2}${String(i).padStart(8, '0')}`;
  const good = [
    username,
    `用户${i}`,
    ownPassword ? `Start${i}ab` : null,
    mobile,
    `${username}@example.com`,
    '员工',
    depts[i % depts.length]!,
    '检验员',
    '质量管理/企业业务人员',
    '启用',
  ];
  if (i % BAD_EVERY !== 0) return good;
  switch ((i / BAD_EVERY) % 4) {
    case 0:
      return good.map((v, col) => (col === 3 ? '1380000' : v));
    case 1:
      return good.map((v, col) => (col === 6 ? '不存在的部门' : v));
    case 2:
      return good.map((v, col) => (col === 0 ? `${run}_${String(i - 1).padStart(5, '0')}` : v));
    default:
      return good.map((v, col) => (col === 8 ? '不存在的角色' : v));
  }
}

async function sheet(run: string, ownPassword: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户');
  ws.addRow(['用户名', '姓名', '初始密码', '手机号', '邮箱', '用户类型', '部门', '岗位', '角色', '状态']);
  for (let i = 1; i <= rowCount; i++) ws.addRow(row(run, i, ownPassword));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

for (const [run, ownPassword] of [
  ['shared', false],
  ['own', true],
] as const) {
  const file = await sheet(run, ownPassword);
  const form = new FormData();
  form.append('password', 'Shared123');
  form.append('file', new Blob([new Uint8Array(file)]), `${run}.xlsx`);
  const started = performance.now();
  const res = await fetch(`${base}/tenantuser/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ms = performance.now() - started;
  const answer = (await res.json()) as {
    code: number;
    msg: string;
    data: { imported: number; errors: { row: number }[] };
  };
  if (answer.code !== 200) throw new Error(`import: ${answer.msg}`);
  print({
    subject: `user-import-${run}-password-${database.kind}`,
    rows: rowCount,
    fileKB: Math.round(file.length / 1024),
    imported: answer.data.imported,
    rowErrors: new Set(answer.data.errors.map((e) => e.row)).size,
    problems: answer.data.errors.length,
    ms: Math.round(ms),
    rowsPerSecond: Math.round((rowCount / ms) * 1000),
  });
}

const started = performance.now();
const exported = await fetch(`${base}/tenantuser/export`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});
const bytes = (await exported.arrayBuffer()).byteLength;
print({
  subject: `user-export-${database.kind}`,
  fileKB: Math.round(bytes / 1024),
  ms: Math.round(performance.now() - started),
});

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
