// The script runner with a real worker (worker_threads dressed as a browser Worker): runaway scripts are
// stopped within their deadline while this thread keeps running, and the next script still runs.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeScriptWorker } from './fixtures/node-script-worker.js';
import { SCRIPT_TERMINATE_GRACE_MS, WorkerScriptRunner, type ScriptWorker } from './runner.js';
import { SCRIPT_MEMORY_MESSAGE, SCRIPT_STACK_MESSAGE, SCRIPT_TIMEOUT_MESSAGE } from './sandbox.js';

// Well above the longest pause of this thread allowed below, so that a script blocking it would fail.
const TIME_MS = 500;
// Room for a loaded machine (two shared cores) between the deadline and the report.
const MARGIN_MS = 400;

let runner: WorkerScriptRunner;
beforeAll(async () => {
  runner = new WorkerScriptRunner(nodeScriptWorker, { timeMs: TIME_MS, memoryBytes: 8 * 1024 * 1024 });
  // The first worker loads tsx and QuickJS; scripts are timed from when they start, so wait for it here.
  await runner.run('', { data: {} });
}, 30_000);
afterAll(() => runner.dispose());

/** Runs a script while this thread ticks every 5 ms; answers the outcome, its time and the longest gap. */
async function timedRun(source: string) {
  // A worker terminated before is replaced on the next script: have it started, as a page's would be.
  await runner.run('', { data: {} });
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  const outcome = await runner.run(source, { data: {} });
  const elapsed = performance.now() - started;
  clearInterval(ticker);
  longestGap = Math.max(longestGap, performance.now() - last);
  return { outcome, elapsed, longestGap };
}

describe('scripts in a worker', () => {
  it('runs a listen script as written', async () => {
    const outcome = await runner.run('$.address=$.city+$.location', {
      data: { city: '杭州', location: '西湖', other: 1 },
    });
    expect(outcome).toEqual({ ok: true, changes: { address: '杭州西湖' }, operations: [] });
  });

  it.each([['while(true){}'], ['for(;;) new Array(1<<17).fill(1)']])(
    'stops %s within its deadline while this thread keeps running, and the next script runs',
    async (source) => {
      const { outcome, elapsed, longestGap } = await timedRun(source);
      expect(outcome).toMatchObject({ ok: false, error: SCRIPT_TIMEOUT_MESSAGE });
      expect(elapsed).toBeLessThan(TIME_MS + SCRIPT_TERMINATE_GRACE_MS + MARGIN_MS);
      expect(longestGap).toBeLessThan(300);
      expect(await runner.run('$.after = $.before + 1', { data: { before: 1 } })).toMatchObject({
        ok: true,
        changes: { after: 2 },
      });
    },
    30_000,
  );

  it.each([["'x'.repeat(1e9)"], ['const keep = []; for (;;) keep.push(new Array(1e5).fill(keep.length))']])(
    'stops a huge allocation (%s) and the next script runs',
    async (source) => {
      const { outcome, elapsed } = await timedRun(source);
      expect(outcome.ok).toBe(false);
      // Whichever limit is reached first stops it.
      expect([SCRIPT_MEMORY_MESSAGE, SCRIPT_TIMEOUT_MESSAGE]).toContain(outcome.error);
      expect(elapsed).toBeLessThan(TIME_MS + SCRIPT_TERMINATE_GRACE_MS + MARGIN_MS);
      expect(await runner.run('$.b = 2', { data: {} })).toMatchObject({ ok: true, changes: { b: 2 } });
    },
    30_000,
  );

  it('names the memory limit when a single allocation exceeds it', async () => {
    expect(await runner.run("'x'.repeat(1e9)", { data: {} })).toMatchObject({
      ok: false,
      error: SCRIPT_MEMORY_MESSAGE,
    });
  });

  it('gives scripts no window, process or fetch, in the worker either', async () => {
    const probe = await runner.run(
      '$.types = [typeof window, typeof self, typeof process, typeof globalThis.fetch, typeof postMessage, typeof require]',
      { data: {} },
    );
    expect(probe.changes.types).toEqual(Array(6).fill('undefined'));
    for (const source of ['process.exit(1)', 'window.location = "x"', 'globalThis.fetch("/api")']) {
      expect(await runner.run(source, { data: {} })).toMatchObject({ ok: false, error: expect.any(String) });
    }
    expect(globalThis.process.exitCode ?? 0).toBe(0);
  });

  it('runs queued scripts in order, each reading the data when it starts', async () => {
    let data: Record<string, unknown> = { n: 1 };
    const apply = (changes: Record<string, unknown>) => (data = { ...data, ...changes });
    const runs = [
      runner.run('for(;;) new Array(1<<17).fill(1)', () => ({ data })),
      runner.run('$.n = $.n * 10', () => ({ data })).then((o) => apply(o.changes)),
      runner.run('$.n = $.n + 1', () => ({ data })).then((o) => apply(o.changes)),
    ];
    const [stopped] = await Promise.all(runs);
    expect(stopped).toMatchObject({ ok: false, error: SCRIPT_TIMEOUT_MESSAGE });
    expect(data.n).toBe(11);
  }, 30_000);
});

describe('a worker that cannot start', () => {
  it('fails the waiting script with the reason, and the next script tries a fresh worker', async () => {
    let spawned = 0;
    const broken = new WorkerScriptRunner(() => {
      spawned += 1;
      const worker = new Worker("throw new Error('引擎文件缺失')", { eval: true });
      const adapter: ScriptWorker = {
        onmessage: null,
        onerror: null,
        postMessage: (request) => worker.postMessage(request),
        terminate: () => void worker.terminate(),
      };
      worker.on('error', (error) => adapter.onerror?.({ message: error.message }));
      return adapter;
    });
    await expect(broken.run('$.a = 1', { data: {} })).rejects.toThrow('引擎文件缺失');
    await expect(broken.run('$.a = 1', { data: {} })).rejects.toThrow('引擎文件缺失');
    expect(spawned).toBe(2);
    broken.dispose();
  });
});

describe('a worker whose engine was lost', () => {
  it('answers its script, is terminated, and the next script runs in a fresh worker', async () => {
    const spawned: { terminated: boolean }[] = [];
    const runner = new WorkerScriptRunner(() => {
      const state = { terminated: false };
      spawned.push(state);
      const worker: ScriptWorker = {
        onmessage: null,
        onerror: null,
        // Answers like sandbox.worker.ts: the first worker's engine is lost in its first script.
        postMessage: (request) =>
          queueMicrotask(() => {
            worker.onmessage?.({ data: { type: 'started', id: request.id } });
            const lost = spawned.length === 1;
            worker.onmessage?.({
              data: {
                type: 'done',
                id: request.id,
                retire: lost,
                outcome: lost
                  ? { ok: false, error: SCRIPT_STACK_MESSAGE, changes: {}, operations: [] }
                  : { ok: true, changes: { n: spawned.length }, operations: [] },
              },
            });
          }),
        terminate: () => void (state.terminated = true),
      };
      queueMicrotask(() => worker.onmessage?.({ data: { type: 'ready' } }));
      return worker;
    });
    expect(await runner.run('f()', { data: {} })).toMatchObject({ ok: false, error: SCRIPT_STACK_MESSAGE });
    expect(spawned).toEqual([{ terminated: true }]);
    expect(await runner.run('$.n = 1', { data: {} })).toMatchObject({ ok: true, changes: { n: 2 } });
    expect(spawned).toEqual([{ terminated: true }, { terminated: false }]);
    runner.dispose();
  });
});
