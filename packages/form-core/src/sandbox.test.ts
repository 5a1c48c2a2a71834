import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createScriptSandbox,
  loadQuickJS,
  SCRIPT_ENGINE_LOST_MESSAGE,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_STACK_MESSAGE,
  SCRIPT_TIMEOUT_MESSAGE,
  type ScriptSandbox,
} from './sandbox.js';

/** Runs `act` and answers what it printed to stderr or the console's error and warning channels. */
function printedDuring(act: () => void): string {
  const printed: string[] = [];
  const spies = [
    vi.spyOn(console, 'error').mockImplementation((...a) => void printed.push(a.join(' '))),
    vi.spyOn(console, 'warn').mockImplementation((...a) => void printed.push(a.join(' '))),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    }),
  ];
  try {
    act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return printed.join('\n');
}

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

  it('stops unbounded recursion at its own stack limit, frees the runtime and stays usable', () => {
    let outcome: ReturnType<ScriptSandbox['run']> | undefined;
    // Freeing a runtime after the host's stack ran out inside it aborted the whole WebAssembly module
    // ("Aborted(Assertion failed: list_empty(&rt->gc_obj_list) ...)" on stderr).
    const printed = printedDuring(() => {
      outcome = sandbox.run('function f() { return f() + 1 } f()', { data: {} });
    });
    expect(outcome).toMatchObject({ ok: false, error: SCRIPT_STACK_MESSAGE });
    expect(printed).not.toContain('Aborted');
    expect(sandbox.engineLost).toBe(false);
    expect(
      sandbox.run('function d(n) { return n ? d(n - 1) + 1 : 0 } $.depth = d(300)', { data: {} }),
    ).toEqual({
      ok: true,
      changes: { depth: 300 },
      operations: [],
    });
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

// Last in the file: the module this leaves behind is replaced, as the test checks.
describe('a host stack that runs out inside the engine', () => {
  it('gives up the engine without aborting it, and a fresh module serves the next sandbox', async () => {
    const own = await createScriptSandbox({ timeMs: 1_000 });
    const before = await loadQuickJS();
    const recursion = 'function f() { return f() + 1 } f()';
    // Call the script from ever deeper in this thread's stack until the host's stack, not QuickJS's
    // limit, is what runs out; deeper still, this thread itself overflows before reaching the script.
    const nest = (n: number): ReturnType<ScriptSandbox['run']> =>
      n ? nest(n - 1) : own.run(recursion, { data: {} });
    let outcome: ReturnType<ScriptSandbox['run']> | undefined;
    let printed = '';
    for (let depth = 0; depth < 200_000 && !own.engineLost; depth += 100) {
      try {
        printed += printedDuring(() => {
          outcome = nest(depth);
        });
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        break;
      }
    }
    expect(own.engineLost).toBe(true);
    expect(outcome).toMatchObject({ ok: false, error: SCRIPT_STACK_MESSAGE });
    expect(printed).not.toContain('Aborted');
    // The lost sandbox says so rather than running on a module left mid-call.
    expect(own.run('$.after = 1', { data: {} })).toMatchObject({
      ok: false,
      error: SCRIPT_ENGINE_LOST_MESSAGE,
    });
    const after = await loadQuickJS();
    expect(after).not.toBe(before);
    const fresh = await createScriptSandbox();
    expect(fresh.run('$.after = 1', { data: {} })).toEqual({
      ok: true,
      changes: { after: 1 },
      operations: [],
    });
    fresh.dispose();
  });
});
