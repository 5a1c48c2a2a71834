import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScriptSandbox,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_TIMEOUT_MESSAGE,
  type ScriptSandbox,
} from './sandbox.js';

let sandbox: ScriptSandbox;
beforeAll(async () => {
  sandbox = await createScriptSandbox({ timeMs: 100, memoryBytes: 8 * 1024 * 1024 });
});
afterAll(() => sandbox.dispose());

describe('script sandbox', () => {
  it('runs a script as written with $ as the form data and returns the changed fields', () => {
    const outcome = sandbox.run('$.address=$.city+$.location', {
      data: { city: '杭州', location: '西湖', other: 1 },
    });
    expect(outcome).toEqual({ ok: true, changes: { address: '杭州西湖' }, operations: [] });
  });

  it('gives $item and the narrow $form API', () => {
    const outcome = sandbox.run(
      "$form.setValue('label', $item.label); $form.setVisible('x', 0); $form.setDisabled('y', 1); $form.message('hi', 'bogus'); $form.setOptions('z', [{value: 1, label: 'a'}]); if ($form.getValue('n') !== 2) throw new Error('bad')",
      { data: { n: 2 }, item: { label: '甲' } },
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.changes).toEqual({ label: '甲' });
    expect(outcome.operations).toEqual([
      { op: 'setVisible', model: 'x', visible: false },
      { op: 'setDisabled', model: 'y', disabled: true },
      { op: 'message', text: 'hi', level: 'info' },
      { op: 'setOptions', model: 'z', options: [{ value: 1, label: 'a' }] },
    ]);
  });

  it('stops an infinite loop at the time limit and stays usable', () => {
    const started = Date.now();
    expect(sandbox.run('for (;;) {}', { data: {} })).toMatchObject({
      ok: false,
      error: SCRIPT_TIMEOUT_MESSAGE,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sandbox.run('$.a = 1', { data: {} })).toMatchObject({ ok: true, changes: { a: 1 } });
  });

  it.each([
    ["'x'.repeat(1e9)"],
    ['new Array(1e7).fill(0)'],
    ['const keep = []; while (true) keep.push({ n: keep.length })'],
  ])('stops a huge allocation (%s) at the memory limit and stays usable', (source) => {
    const started = Date.now();
    const outcome = sandbox.run(source, { data: {} });
    expect(outcome.ok).toBe(false);
    // Whichever limit is reached first stops it (a slow machine may reach the time limit first).
    expect([SCRIPT_MEMORY_MESSAGE, SCRIPT_TIMEOUT_MESSAGE]).toContain(outcome.error);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sandbox.run('$.b = 2', { data: {} })).toMatchObject({ ok: true, changes: { b: 2 } });
  });

  it('names the memory limit when a single allocation exceeds it', () => {
    expect(sandbox.run("'x'.repeat(1e9)", { data: {} })).toMatchObject({
      ok: false,
      error: SCRIPT_MEMORY_MESSAGE,
    });
  });

  it('stops unbounded recursion', () => {
    expect(sandbox.run('function f() { return f() + 1 } f()', { data: {} }).ok).toBe(false);
  });

  it('has no window, document, process, require, fetch or timers; globalThis is its own', () => {
    const probe = sandbox.run(
      '$.types = [typeof window, typeof document, typeof process, typeof require, typeof fetch, typeof setTimeout, typeof XMLHttpRequest, typeof globalThis.process]',
      { data: {} },
    );
    expect(probe.changes.types).toEqual(Array(8).fill('undefined'));
    expect(sandbox.run('process.exit(1)', { data: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('process'),
    });
    expect(sandbox.run('window.location = "x"', { data: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('window'),
    });
    expect(globalThis.process.exitCode ?? 0).toBe(0);
  });

  it('keeps nothing from one run to the next', () => {
    sandbox.run('globalThis.leak = 42; Object.prototype.polluted = 1', { data: {} });
    const next = sandbox.run('$.seen = [typeof leak, typeof ({}).polluted]', { data: {} });
    expect(next.changes.seen).toEqual(['undefined', 'undefined']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports syntax and run-time errors', () => {
    expect(sandbox.run('$.a = ', { data: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('SyntaxError'),
    });
    expect(sandbox.run("throw new Error('不行')", { data: {} })).toMatchObject({
      ok: false,
      error: 'Error: 不行',
    });
  });
});
