// bench:forms (issue 7) — renders the same 1,000-field form and the same 500-row × 5-column dynamic
// table with this repository's renderer, formily (ArrayTable), form-render (tableList) and bare HTML
// inputs ("plain", the floor of this machine's browser), in headless Chromium, one page load per
// subject and case. Prints one JSON line each:
//   {subject, case, renderMs, keyP50, keyP95, scriptMsPerKey, validateMs, validateCpuMs}
// renderMs: mount to the first frame after which the inputs stop changing; keyP*: keydown to the next
// frame while typing into one field; scriptMsPerKey: CDP ScriptDuration spent per keystroke;
// validateMs: validate-all (every field required and, in the form, empty) to the end of the first frame
// in which every invalid field shows its error text (counted in the DOM, per subject's own markup);
// validateCpuMs: the CPU time of the page's main thread over the same span (CDP ThreadTime: script,
// style, layout, paint), which other processes on a loaded machine do not stretch as they stretch the
// wall-clock validateMs.
// Before typing and before validate-all the page's heap is collected, so that neither phase pays for
// the garbage of the one before it. load1: the machine's 1-minute load average when the line was
// measured (figures swing with it). With BENCH_RUNS > 1 a last line per subject and case gives the
// medians ("median": runs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { FIELDS } from './forms/src/cases.js';
import { print } from './lib.js';

const pageDir = path.resolve(import.meta.dirname, 'forms');
const dist = path.join(pageDir, 'dist');
const KEYSTROKES = Number(process.env.BENCH_KEYS ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const subjects = (process.env.BENCH_SUBJECTS ?? 'renderer,formily,form-render,plain').split(',');
const cases = (process.env.BENCH_CASES ?? 'form,table').split(',');
/** Which input to type into: the middle of the form; a cell of the third row in the table. */
const target = { form: 500, table: 2 * 5 + 1 } as const;

// The peers (formily, form-render and their antd 5) are not workspace packages, so that the product's
// `npm ci` never installs them; the first run installs them into bench/forms from its own lock file.
if (!fs.existsSync(path.join(pageDir, 'node_modules', '@formily', 'core'))) {
  const install = fs.existsSync(path.join(pageDir, 'package-lock.json')) ? 'ci' : 'install';
  execFileSync('npm', [install, '--no-audit', '--no-fund'], { cwd: pageDir, stdio: 'inherit' });
}

await build({ configFile: path.join(pageDir, 'vite.config.ts'), mode: 'production' });

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

interface Figures {
  subject: string;
  case: string;
  renderMs: number;
  keyP50: number;
  keyP95: number;
  scriptMsPerKey: number;
  validateMs: number;
  validateCpuMs: number;
  load1: number;
}
const runs: Figures[] = [];

/** The median for p = 50 (the upper one of an even count). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--js-flags=--expose-gc',
  ],
});
try {
  for (let run = 0; run < RUNS; run++) {
    for (const benchCase of cases as ('form' | 'table')[]) {
      for (const subject of subjects) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(`http://127.0.0.1:${port}/?subject=${subject}&case=${benchCase}`);
        const { renderMs } = await page.evaluate(() => window.__bench.ready);

        const input = page.locator('input').nth(target[benchCase]);
        await input.click();
        await page.waitForTimeout(200);
        await page.evaluate(() => {
          window.__bench.latencies.length = 0;
          (window as unknown as { gc(): void }).gc();
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const metric = async (name: string) =>
          (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)!.value;
        const scriptTime = () => metric('ScriptDuration');
        const before = await scriptTime();
        for (let i = 0; i < KEYSTROKES; i++) {
          await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
          await page.waitForTimeout(30);
        }
        await page.waitForTimeout(300);
        const after = await scriptTime();
        const latencies = await page.evaluate(() => [...window.__bench.latencies]);
        // Clear the typed field in the form case, so validate-all finds every field empty.
        if (benchCase === 'form') await input.fill('');
        await page.waitForTimeout(200);
        await page.evaluate(() => (window as unknown as { gc(): void }).gc());
        const cpuBefore = await metric('ThreadTime');
        const { validateMs, errorsShown } = await page.evaluate(() => window.__bench.validate());
        const cpuAfter = await metric('ThreadTime');
        const expected = benchCase === 'form' ? FIELDS : 0;
        if (errorsShown !== expected)
          problems.push(`validate-all showed ${errorsShown} errors, not ${expected}`);

        const line: Figures = {
          subject,
          case: benchCase,
          renderMs: round(renderMs),
          keyP50: round(percentile(latencies, 50)),
          keyP95: round(percentile(latencies, 95)),
          scriptMsPerKey: round(((after - before) * 1000) / KEYSTROKES),
          validateMs: round(validateMs),
          validateCpuMs: round((cpuAfter - cpuBefore) * 1000),
          load1: round(os.loadavg()[0]!),
        };
        runs.push(line);
        print({ ...line, ...(problems.length ? { problems: problems.slice(0, 3) } : {}) });
        await context.close();
      }
    }
  }
  if (RUNS > 1) {
    for (const benchCase of cases) {
      for (const subject of subjects) {
        const mine = runs.filter((r) => r.subject === subject && r.case === benchCase);
        const median = (key: keyof Omit<Figures, 'subject' | 'case'>) =>
          round(
            percentile(
              mine.map((r) => r[key]),
              50,
            ),
          );
        print({
          subject,
          case: benchCase,
          median: mine.length,
          renderMs: median('renderMs'),
          keyP50: median('keyP50'),
          keyP95: median('keyP95'),
          scriptMsPerKey: median('scriptMsPerKey'),
          validateMs: median('validateMs'),
          validateCpuMs: median('validateCpuMs'),
          load1: median('load1'),
        });
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
