// bench:bundle — JavaScript a browser really downloads (compressed bytes on the wire, as served by the
// production server) for the sign-on page and for the signed-in shell's first route. Issue budgets:
// sign-on ≤ 300 KB, shell ≤ 600 KB of compressed JS. Run after `npm run build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
import { print } from './lib.js';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const baseURL = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /is running at (http:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]!);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** Records the scripts the page loads until `stop()` is called. */
function recordScripts(page: Page) {
  const seen = new Map<string, { encoded: number; encoding: string }>();
  const listener = async (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    // Content-Length of the answer is the size on the wire (of the .br/.gz when one was sent).
    seen.set(new URL(res.url()).pathname, {
      encoded: Number(res.headers()['content-length'] ?? (await res.body()).length),
      encoding: res.headers()['content-encoding'] ?? 'identity',
    });
  };
  page.on('response', listener);
  return Object.assign(seen, { stop: () => page.off('response', listener) });
}

const total = (m: Map<string, { encoded: number }>) => [...m.values()].reduce((n, s) => n + s.encoded, 0);
// What a browser that offers only gzip downloads: the .gz the build wrote beside each file (the budget
// of issue 4 is in gzip bytes; Chromium itself is sent brotli).
const dist = path.join(root, 'apps/web/dist');
const gzipTotal = (m: Map<string, unknown>) =>
  [...m.keys()].reduce((n, file) => {
    const gz = path.join(dist, `${file}.gz`);
    return n + (fs.existsSync(gz) ? fs.statSync(gz) : fs.statSync(path.join(dist, file))).size;
  }, 0);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const listFiles = (m: Map<string, unknown>) => {
  const sizes = [...m.keys()].map((file) => ({ file, gzipKB: kb(gzipTotal(new Map([[file, null]]))) }));
  for (const row of sizes.sort((a, b) => b.gzipKB - a.gzipKB)) print(row);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  // A visitor whose browser asks for English gets the English catalogues and antd's English locale.
  const englishPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const english = recordScripts(englishPage);
  await englishPage.goto(baseURL, { waitUntil: 'networkidle' });
  english.stop();
  print({
    subject: 'sign-on page (English)',
    jsFiles: english.size,
    jsKB: kb(total(english)),
    gzipKB: kb(gzipTotal(english)),
    budgetKB: 300,
  });

  // The spec's language, as the demo's users see it.
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const signOn = recordScripts(page);
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  const encodings = [...new Set([...signOn.values()].map((s) => s.encoding))];
  print({
    subject: 'sign-on page',
    jsFiles: signOn.size,
    jsKB: kb(total(signOn)),
    gzipKB: kb(gzipTotal(signOn)),
    budgetKB: 300,
    encodings,
  });
  // BENCH_BUNDLE_FILES=1 lists each file with its gzip size, largest first: what to look at when a figure grows.
  if (process.env.BENCH_BUNDLE_FILES) listFiles(signOn);

  signOn.stop();
  const shell = recordScripts(page);
  await page.getByLabel('账号', { exact: true }).fill('staff_a');
  await page.getByLabel('密码', { exact: true }).fill('Demo@123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('menu', { name: '主菜单' }).waitFor();
  await page.waitForLoadState('networkidle');
  // What the shell route needs in all: what the sign-on page already loaded plus what it added.
  const all = new Map([...signOn, ...shell]);
  const added = new Map([...shell].filter(([file]) => !signOn.has(file)));
  print({
    subject: 'shell first route',
    jsFiles: all.size,
    jsKB: kb(total(all)),
    gzipKB: kb(gzipTotal(all)),
    addedKB: kb(total(added)),
    budgetKB: 600,
  });
  if (process.env.BENCH_BUNDLE_FILES) listFiles(added);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
