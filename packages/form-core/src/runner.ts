// Designer scripts run off the page's thread wherever a Worker exists. QuickJS checks its deadline only
// between bytecodes, so a loop of built-ins (`for (;;) new Array(1 << 17).fill(1)`) could hold the
// thread for seconds; a worker that overruns is terminated instead and a fresh one serves the next script.

import type { ScriptLimits } from './api.js';
import {
  createScriptSandbox,
  DEFAULT_SCRIPT_LIMITS,
  SCRIPT_TIMEOUT_MESSAGE,
  type ScriptOutcome,
  type ScriptRun,
  type ScriptSandbox,
} from './sandbox.js';

// form-core compiles without DOM or Node typings (it runs in both): the host globals it uses are declared
// here, and looked up at run time.
declare const Worker: (new (url: URL, options: { type: 'module' }) => ScriptWorker) | undefined;
declare const URL: new (url: string, base: string) => object;
type URL = object;
declare function setTimeout(callback: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare global {
  interface ImportMeta {
    url: string;
  }
}

/** How long past its time limit a script may take to answer before its worker is terminated. */
export const SCRIPT_TERMINATE_GRACE_MS = 50;

/** A script sent to the worker; `input` is the JSON of a ScriptRun (form data may hold anything). */
export interface ScriptRequest {
  id: number;
  source: string;
  input: string;
  limits: ScriptLimits;
}

export type ScriptReply =
  | { type: 'ready' }
  | { type: 'loadFailed'; message: string }
  | { type: 'started'; id: number }
  | { type: 'done'; id: number; outcome: ScriptOutcome; retire?: boolean };

/** What the runner needs of a worker: a browser Worker is one, an adapted worker_threads Worker too. */
export interface ScriptWorker {
  postMessage(request: ScriptRequest): void;
  terminate(): void;
  onmessage: ((event: { data: ScriptReply }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export interface ScriptRunner {
  /** Starts loading the engine ahead of the first script. */
  preload(): void;
  /**
   * Runs a script. A function `input` is read when the script starts, after the scripts queued before
   * it have written their changes. Rejects only when the engine cannot be loaded.
   */
  run(source: string, input: ScriptRun | (() => ScriptRun)): Promise<ScriptOutcome>;
  dispose(): void;
}

const DISPOSED: ScriptOutcome = { ok: false, error: 'disposed', changes: {}, operations: [] };

function readInput(input: ScriptRun | (() => ScriptRun)): ScriptRun {
  return typeof input === 'function' ? input() : input;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

interface Job {
  source: string;
  input: ScriptRun | (() => ScriptRun);
  resolve: (outcome: ScriptOutcome) => void;
  /** The promise `run` returned. */
  answered: Promise<ScriptOutcome>;
  reject: (error: Error) => void;
}

/** Runs scripts one at a time in a worker, terminating it when a script overruns its time limit. */
export class WorkerScriptRunner implements ScriptRunner {
  private readonly limits: ScriptLimits;
  private readonly queue: Job[] = [];
  private worker: ScriptWorker | undefined;
  private ready = false;
  private running: { id: number; job: Job; timer?: unknown } | undefined;
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly spawn: () => ScriptWorker,
    limits: Partial<ScriptLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SCRIPT_LIMITS, ...limits };
  }

  preload(): void {
    if (this.disposed || this.worker) return;
    try {
      this.start();
    } catch {
      // Reported to the first script, which tries again.
    }
  }

  run(source: string, input: ScriptRun | (() => ScriptRun)): Promise<ScriptOutcome> {
    if (this.disposed) return Promise.resolve(DISPOSED);
    let resolve!: Job['resolve'];
    let reject!: Job['reject'];
    const answered = new Promise<ScriptOutcome>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.queue.push({ source, input, resolve, reject, answered });
    this.next();
    return answered;
  }

  dispose(): void {
    this.disposed = true;
    this.discard();
    for (const job of this.queue.splice(0)) job.resolve(DISPOSED);
  }

  private start(): ScriptWorker {
    const worker = this.spawn();
    this.worker = worker;
    this.ready = false;
    worker.onmessage = (event) => this.receive(worker, event.data);
    worker.onerror = (event) => this.crashed(worker, event?.message || 'Worker error');
    return worker;
  }

  private next(): void {
    if (this.disposed || this.running || this.queue.length === 0) return;
    let worker = this.worker;
    if (!worker) {
      try {
        worker = this.start();
      } catch (e) {
        this.failQueue(messageOf(e));
        return;
      }
    }
    if (!this.ready) return;
    const job = this.queue.shift()!;
    let input: string;
    try {
      input = JSON.stringify(readInput(job.input));
    } catch (e) {
      job.resolve({ ok: false, error: messageOf(e), changes: {}, operations: [] });
      this.next();
      return;
    }
    const id = this.nextId++;
    this.running = { id, job };
    worker.postMessage({ id, source: job.source, input, limits: this.limits });
  }

  private receive(worker: ScriptWorker, reply: ScriptReply): void {
    if (worker !== this.worker) return;
    if (reply.type === 'ready') {
      this.ready = true;
      this.next();
    } else if (reply.type === 'loadFailed') {
      this.discard();
      this.failQueue(reply.message);
    } else if (reply.type === 'started' && this.running?.id === reply.id) {
      // The worker's own deadline stops ordinary loops with the same message; this one stops the rest.
      const { id } = reply;
      const deadline = this.limits.timeMs + SCRIPT_TERMINATE_GRACE_MS;
      this.running.timer = setTimeout(() => this.overrun(worker, id), deadline);
    } else if (reply.type === 'done' && this.running?.id === reply.id) {
      const { job } = this.running;
      // A worker whose engine holds memory it could not free retires; the next script starts a fresh one.
      if (reply.retire) this.discard();
      else this.settle();
      this.finish(job, reply.outcome);
    }
  }

  private overrun(worker: ScriptWorker, id: number): void {
    if (worker !== this.worker || this.running?.id !== id) return;
    const { job } = this.running;
    this.discard();
    this.finish(job, { ok: false, error: SCRIPT_TIMEOUT_MESSAGE, changes: {}, operations: [] });
  }

  /**
   * Answers a script; the next one starts once the callers awaiting this answer (registered before this
   * reaction) have written its changes, so that it reads them.
   */
  private finish(job: Job, outcome: ScriptOutcome): void {
    job.resolve(outcome);
    void job.answered.then(() => this.next());
  }

  /** A worker that dies while loading fails the waiting scripts; one that dies in a script fails that one. */
  private crashed(worker: ScriptWorker, message: string): void {
    if (worker !== this.worker) return;
    const wasReady = this.ready;
    const job = this.running?.job;
    this.discard();
    if (wasReady && job) {
      this.finish(job, { ok: false, error: message, changes: {}, operations: [] });
    } else {
      this.failQueue(message);
    }
  }

  private failQueue(message: string): void {
    for (const job of this.queue.splice(0)) job.reject(new Error(message));
  }

  private settle(): void {
    if (this.running?.timer !== undefined) clearTimeout(this.running.timer);
    this.running = undefined;
  }

  private discard(): void {
    this.settle();
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
  }
}

/**
 * Runs scripts on the calling thread, for hosts without a Worker (Node without an adapter, jsdom tests):
 * QuickJS's own limits still stop them, but a loop of built-ins holds the thread until they do.
 */
export class InThreadScriptRunner implements ScriptRunner {
  private sandbox: Promise<ScriptSandbox> | undefined;
  private disposed = false;

  constructor(private readonly limits: Partial<ScriptLimits> = {}) {}

  preload(): void {
    this.load().catch(() => undefined);
  }

  async run(source: string, input: ScriptRun | (() => ScriptRun)): Promise<ScriptOutcome> {
    const sandbox = await this.load();
    if (this.disposed) return DISPOSED;
    const outcome = sandbox.run(source, readInput(input));
    // An engine lost in this script is replaced (with a fresh module) for the next one.
    if (sandbox.engineLost) this.sandbox = undefined;
    return outcome;
  }

  dispose(): void {
    this.disposed = true;
    void this.sandbox?.then(
      (s) => s.dispose(),
      () => undefined,
    );
  }

  private load(): Promise<ScriptSandbox> {
    if (!this.sandbox) {
      const loading = createScriptSandbox(this.limits);
      loading.catch(() => {
        if (this.sandbox === loading) this.sandbox = undefined;
      });
      this.sandbox = loading;
    }
    return this.sandbox;
  }
}

/**
 * The runner of one form's scripts: in a worker from `spawn` when given, else in a browser Worker built
 * from sandbox.worker.ts, else (no Worker in this host) on the calling thread.
 */
export function createScriptRunner(
  limits: Partial<ScriptLimits> = {},
  spawn?: () => ScriptWorker,
): ScriptRunner {
  if (spawn) return new WorkerScriptRunner(spawn, limits);
  if (typeof Worker === 'function') {
    return new WorkerScriptRunner(
      () => new Worker(new URL('./sandbox.worker.js', import.meta.url), { type: 'module' }),
      limits,
    );
  }
  // No Worker in this host (Node, the jsdom tests): the fallback runs scripts on the calling thread.
  return new InThreadScriptRunner(limits);
}
