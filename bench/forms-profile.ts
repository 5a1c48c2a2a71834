// Profiles one subject of bench:forms in headless Chromium (CDP Profiler + Performance metrics):
// where the main thread spends its time while typing and during validate-all. Run `npm run bench:forms`
// once first (it builds bench/forms/dist), then:
//   node --import tsx bench/forms-profile.ts [subject] [case]
// PROFILE_TOTAL=1 adds inclusive times (PROFILE_MATCH=regex keeps the matching functions); build the
// page with BENCH_MINIFY=0 for readable names.
// Prints, per phase, the browser's own split (script, style, layout) and the functions with the most
// self time.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';

const [subject = 'renderer', benchCase = 'form'] = process.argv.slice(2);
const dist = path.resolve(import.meta.dirname, 'forms', 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run npm run bench:forms first');

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(dist, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(dist) || !fs.existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Total (inclusive) time per function (ms): a function's samples and its callees'. */
function topTotal(
  profile: Profile & { nodes: (ProfileNode & { children?: number[] })[] },
  count = 25,
): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  const nameOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  return [...total]
    .filter(([name]) => !/^\((root|idle|program)\)/.test(name))
    .filter(([name]) => !process.env.PROFILE_MATCH || new RegExp(process.env.PROFILE_MATCH).test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

/** Self time per function (ms), from the sampled profile. */
function topSelf(profile: Profile, count = 15): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const f = node.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];
async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const all = (await cdp.send('Performance.getMetrics')).metrics;
  return Object.fromEntries(METRICS.map((m) => [m, all.find((x) => x.name === m)?.value ?? 0]));
}
function split(before: Record<string, number>, after: Record<string, number>, per = 1): string {
  return METRICS.map(
    (m) => `${m.replace('Duration', '')} ${(((after[m]! - before[m]!) * 1000) / per).toFixed(1)} ms`,
  ).join(', ');
}

async function phase(cdp: CDPSession, name: string, per: number, run: () => Promise<void>) {
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const after = await metrics(cdp);
  console.log(
    `\n== ${subject}/${benchCase} ${name}${per > 1 ? ` (per item of ${per})` : ''}: ${split(before, after, per)}`,
  );
  console.log('-- self');
  for (const line of topSelf(profile)) console.log(line);
  if (process.env.PROFILE_TOTAL) {
    console.log('-- total');
    for (const line of topTotal(profile)) console.log(line);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await phase(cdp, 'load + render', 1, async () => {
    await page.goto(`http://127.0.0.1:${port}/?subject=${subject}&case=${benchCase}`);
    const { renderMs } = await page.evaluate(() => window.__bench.ready);
    console.log(`renderMs ${renderMs.toFixed(1)}`);
  });
  const input = page.locator('input').nth(benchCase === 'form' ? 500 : 11);
  await input.click();
  await page.waitForTimeout(200);
  const keys = 40;
  await phase(cdp, 'typing', keys, async () => {
    for (let i = 0; i < keys; i++) {
      await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
  });
  if (benchCase === 'form') await input.fill('');
  await page.waitForTimeout(300);
  await phase(cdp, 'validate-all', 1, async () => {
    const { validateMs, errorsShown } = await page.evaluate(() => window.__bench.validate());
    console.log(`validateMs ${validateMs.toFixed(1)}, ${errorsShown} errors shown`);
    await page.waitForTimeout(300);
  });
} finally {
  await browser.close();
  server.close();
}
