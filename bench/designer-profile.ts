// Profiles the designer of bench:designer (300 fields) in headless Chromium through the DevTools
// protocol: where the main thread spends its time while fields are selected and while one is dragged.
// For readable names build the web app unminified into a directory of its own and point WEB_DIST at it:
//   (cd apps/web && npx vite build --minify false --outDir /tmp/webdist)
//   WEB_DIST=/tmp/webdist node --import tsx bench/designer-profile.ts
// PROFILE_MATCH=regex keeps the matching functions in the inclusive list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';
import { prepareDatabase } from '../apps/server/src/server.js';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 300);
const SELECTIONS = 20;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const nameOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/** Self and inclusive time per function (ms). */
function report(profile: Profile, per: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000 / per;
    const leaf = nameOf(byId.get(id)!);
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const top = (m: Map<string, number>, count: number, match?: string) =>
    [...m]
      .filter(([name]) => !/^\((root|idle|program)\)/.test(name))
      .filter(([name]) => !match || new RegExp(match).test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(2).padStart(8)} ms  ${name}`);
  console.log('-- self');
  for (const l of top(self, 20)) console.log(l);
  // Per bundle file: React itself, antd's style hooks (in the shared chunk), the designer's own code.
  const byFile = new Map<string, number>();
  for (const [name, ms] of self) {
    if (/^\((root|idle|program)\)/.test(name)) continue;
    const file = name.slice(name.lastIndexOf(' ') + 1).replace(/:\d+$/, '') || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.log('-- self by file');
  for (const l of top(byFile, 12)) console.log(l);
  console.log('-- total');
  for (const l of top(total, 40, process.env.PROFILE_MATCH)) console.log(l);
}

const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];
async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const all = (await cdp.send('Performance.getMetrics')).metrics;
  return Object.fromEntries(METRICS.map((m) => [m, all.find((x) => x.name === m)?.value ?? 0]));
}

async function phase(cdp: CDPSession, name: string, per: number, run: () => Promise<void>) {
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const after = await metrics(cdp);
  const split = METRICS.map(
    (m) => `${m.replace('Duration', '')} ${(((after[m]! - before[m]!) * 1000) / per).toFixed(1)} ms`,
  ).join(', ');
  console.log(`\n== ${name}${per > 1 ? ` (per one of ${per})` : ''}: ${split}`);
  report(profile, per);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-designer-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1' });
const { database } = await prepareDatabase(config);
const unlimited = { max: 1e9, windowSeconds: 60 };
const app = await buildApp({
  config,
  database,
  logger: false,
  limits: { ...defaultLimits, loginPerIp: unlimited, loginPerAccount: unlimited },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const baseURL = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const types = ['input', 'select', 'number', 'date', 'textarea', 'radio'];
const list = Array.from({ length: FIELDS }, (_, i) => {
  const type = types[i % types.length]!;
  const key = `${type}_${1_000_000 + i}`;
  return {
    type,
    label: `字段${i + 1}`,
    model: key,
    key,
    options:
      type === 'select' || type === 'radio'
        ? { options: [1, 2, 3].map((v) => ({ value: String(v), label: `选项${v}` })) }
        : {},
    rules: [{ required: i % 2 === 0, message: '必填项', trigger: ['change', 'blur'] }],
  };
});
const login = await app.inject({
  method: 'POST',
  url: '/api/api-system/data/tenantuser/login',
  payload: { username: 'staff_a', pwd: 'Demo@123' },
});
const saved = await app.inject({
  method: 'POST',
  url: '/api/api-spacestation/sp/form/saveIDB',
  headers: { authorization: `Bearer ${login.json().data.token as string}` },
  payload: { formName: `${FIELDS}个字段`, json: JSON.stringify({ list, config: {} }) },
});
const id = saved.json().data.id as string;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(baseURL);
  await page.getByLabel('账号', { exact: true }).fill('staff_a');
  await page.getByLabel('密码', { exact: true }).fill('Demo@123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('menu', { name: '主菜单' }).waitFor();
  await page.goto(`${baseURL}/work/designer?getIDB=${id}`);
  await page
    .locator('.fd-canvas .fd-item')
    .nth(FIELDS - 1)
    .waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await phase(cdp, 'select', SELECTIONS, async () => {
    await page.evaluate(async (runs) => {
      const items = [...document.querySelectorAll<HTMLElement>('.fd-canvas .fd-item')];
      for (let r = 0; r < runs; r++) {
        const el = items[(r * 7919) % items.length]!;
        el.click();
        while (!document.getElementById(`prop-${el.dataset.key}-label`))
          await new Promise((res) => setTimeout(res, 0));
        await new Promise((res) => requestAnimationFrame(() => setTimeout(res, 50)));
      }
    }, SELECTIONS);
  });
  const items = page.locator('.fd-canvas .fd-item');
  const from = (await items.nth(1).boundingBox())!;
  const to = (await items.nth(11).boundingBox())!;
  await phase(cdp, 'drag', 1, async () => {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 6, from.y + from.height / 2 + 6, { steps: 2 });
    for (let s = 1; s <= 30; s++) {
      const y = from.y + from.height / 2 + ((to.y + to.height * 0.75 - from.y - from.height / 2) * s) / 30;
      await page.mouse.move(from.x + from.width / 2, y);
    }
    await page.mouse.up();
    await page.waitForTimeout(200);
  });
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
