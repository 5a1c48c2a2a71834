// The workflow under SIGKILL: a real server process (src/main.ts) on the run's engine (a PGlite data
// folder, or PostgreSQL) starts instances and completes tasks for several clients at once and is
// killed at random moments. After each kill the stored instances must be whole: the open tasks are
// exactly the user tasks the engine state waits on, no task was completed twice, every completion
// that got a 200 is in the history exactly once; and after a restart every instance runs to its end.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/server.js';
import { launchServer, type ServerProcess } from './harness/server-process.js';
import { freshDatabase, onPostgres, tempDir, testConfig } from './helpers.js';
import { auditorTask, bpmn, flow, sleep } from './workflow-helpers.js';

const W = '/api/api-workflow';
const USER_TASKS = ['a', 'b1', 'b2', 'c'];
// start → a → (b1 ∥ b2) → c → end: a parallel join makes two completions of one instance meet.
const PROCESS = bpmn(
  'wf-fault',
  `<startEvent id="start" />${auditorTask('a', '受理')}<parallelGateway id="fork" />
  ${auditorTask('b1', '文件审核')}${auditorTask('b2', '现场审核')}<parallelGateway id="join" />
  ${auditorTask('c', '认证决定')}<endEvent id="end" />
  ${flow('f1', 'start', 'a')}${flow('f2', 'a', 'fork')}${flow('f3', 'fork', 'b1')}${flow('f4', 'fork', 'b2')}
  ${flow('f5', 'b1', 'join')}${flow('f6', 'b2', 'join')}${flow('f7', 'join', 'c')}${flow('f8', 'c', 'end')}`,
  '故障演练流程',
);

/** Queries in one connection (PGlite opens its folder once for them). */
type Rows = (...texts: string[]) => Promise<Record<string, unknown>[][]>;

interface Target {
  env: Record<string, string>;
  /** A query as the database's owner (PGlite: only while no server holds the folder). */
  rows: Rows;
  drop(): Promise<void>;
}

/** PGlite: a migrated, demo-seeded folder made once and copied for each test. */
let seededFolder: string | undefined;
beforeAll(async () => {
  if (onPostgres) return;
  seededFolder = tempDir('pglite-wf-seeded');
  const { database } = await prepareDatabase(testConfig({ dataDir: seededFolder }));
  await database.close();
});
afterAll(() => {
  if (seededFolder) fs.rmSync(seededFolder, { recursive: true, force: true });
});

async function runTarget(): Promise<Target> {
  if (onPostgres) {
    const t = await freshDatabase();
    // Seeded before the first start, as the PGlite folder is, so that both are read the same way.
    const { database } = await prepareDatabase(testConfig({ databaseUrl: t.url, seedDemo: true }));
    await database.close();
    return {
      env: { DATABASE_URL: t.url! },
      async rows(...texts) {
        const client = new pg.Client({ connectionString: t.url });
        await client.connect();
        try {
          const answers = [];
          for (const text of texts) answers.push((await client.query<Record<string, unknown>>(text)).rows);
          return answers;
        } finally {
          await client.end();
        }
      },
      drop: () => t.drop(),
    };
  }
  const dataDir = tempDir('pglite-wf-faults');
  fs.cpSync(seededFolder!, dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    async rows(...texts) {
      const pglite = await PGlite.create({ dataDir });
      try {
        const answers = [];
        for (const text of texts) answers.push((await pglite.query<Record<string, unknown>>(text)).rows);
        return answers;
      } finally {
        await pglite.close();
      }
    },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const running: ServerProcess[] = [];
async function start(env: Record<string, string>) {
  const server = await launchServer(env);
  running.push(server);
  return server;
}
afterEach(() => {
  for (const s of running.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  }
});

interface Live {
  url: string;
  admin: string;
  auditor: string;
}

async function request(live: Live, who: 'admin' | 'auditor', method: string, path: string, body?: object) {
  const res = await fetch(`${live.url}${W}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${live[who]}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as { data: unknown } };
}

async function signIn(url: string, username: string, pwd: string, tenantId?: string) {
  const res = await fetch(`${url}/api/api-system/data/tenantuser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, pwd, ...(tenantId ? { tenantId } : {}) }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function connect(url: string, tenantId: string): Promise<Live> {
  return {
    url,
    admin: await signIn(url, 'admin', 'Admin@123', tenantId),
    auditor: await signIn(url, 'auditor_a', 'Demo@123'),
  };
}

interface OpenTask {
  id: string;
  elementId: string;
  status: string;
}

interface Ack {
  instanceId: string;
  taskId: string;
  elementId: string;
}

/** What a load saw: acknowledged starts and completions, and answers that were neither. */
interface Load {
  started: string[];
  completed: Ack[];
  other: { status: number; body: unknown }[];
  unanswered: number;
  stop(): Promise<void>;
}

/**
 * `concurrency` clients, each starting an instance and completing its open tasks (both branches of
 * the parallel split at once) until it ends, then the next one.
 */
function load(live: () => Live, concurrency: number): Load {
  let stopped = false;
  const result: Load = {
    started: [],
    completed: [],
    other: [],
    unanswered: 0,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
  const client = async () => {
    let instanceId: string | null = null;
    while (!stopped) {
      try {
        if (!instanceId) {
          const res = await request(live(), 'admin', 'POST', '/instance/start', {
            definitionKey: 'wf-fault',
            title: '故障演练',
          });
          if (res.status !== 200) {
            result.other.push(res);
            continue;
          }
          instanceId = (res.body.data as { id: string }).id;
          result.started.push(instanceId);
        }
        const detail = await request(live(), 'admin', 'GET', `/instance/detail?id=${instanceId}`);
        const d = detail.body.data as { status: string; tasks: OpenTask[] };
        if (d.status !== 'running') {
          instanceId = null;
          continue;
        }
        const id = instanceId;
        await Promise.all(
          d.tasks
            .filter((x) => x.status === 'open')
            .map(async (task) => {
              const res = await request(live(), 'auditor', 'POST', '/task/complete', { id: task.id });
              if (res.status === 200)
                result.completed.push({ instanceId: id, taskId: task.id, elementId: task.elementId });
              else result.other.push(res);
            }),
        );
      } catch {
        result.unanswered++;
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, client);
  return result;
}

/** Waits until `check` holds, or fails saying what. */
async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} not reached in ${timeoutMs} ms`);
    await sleep(20);
  }
}

interface EngineChild {
  id: string;
  type: string;
  status?: string;
  executionId?: string;
  counters?: { taken: number };
}

/** The user tasks a stored bpmn-engine state waits on, and how often each user task was taken. */
function engineView(state: unknown) {
  const children = (
    state as { definitions: { execution: { processes: { execution: { children: EngineChild[] } }[] } }[] }
  ).definitions.flatMap((d) => d.execution.processes.flatMap((p) => p.execution.children));
  const tasks = children.filter((c) => c.type === 'bpmn:UserTask');
  return {
    waiting: tasks.filter((c) => c.status).map((c) => c.executionId!),
    taken: Object.fromEntries(tasks.map((c) => [c.id, c.counters?.taken ?? 0])),
  };
}

/**
 * Every stored instance is whole, and every acknowledged start and completion is stored once. Answers
 * the instance ids and how many are still running.
 */
async function expectWholeInstances(rows: Rows, started: string[], completed: Ack[]) {
  const keyed = (alias: string) => `join wf_instances i on i.id = ${alias}.instance_id
    join wf_definitions d on d.id = i.definition_id where d.key = 'wf-fault'`;
  const [instanceRows, taskRows, historyRows] = await rows(
    `select i.id, i.status, i.state, i.passed from wf_instances i
      join wf_definitions d on d.id = i.definition_id where d.key = 'wf-fault'`,
    `select t.id, t.instance_id, t.element_id, t.execution_id, t.status from wf_tasks t ${keyed('t')}`,
    `select h.instance_id, h.kind, h.element_id from wf_history h ${keyed('h')}`,
  );
  const instances = instanceRows as { id: string; status: string; state: unknown; passed: string[] }[];
  const tasks = taskRows as {
    id: string;
    instance_id: string;
    element_id: string;
    execution_id: string;
    status: string;
  }[];
  const history = historyRows as { instance_id: string; kind: string; element_id: string | null }[];

  const ids = new Set(instances.map((i) => i.id));
  expect(started.filter((id) => !ids.has(id))).toEqual([]);
  const taskById = new Map(tasks.map((x) => [x.id, x]));
  expect(completed.filter((a) => taskById.get(a.taskId)?.status !== 'completed')).toEqual([]);

  const problems: string[] = [];
  for (const inst of instances) {
    const own = tasks.filter((x) => x.instance_id === inst.id);
    const done = (el: string) => own.filter((x) => x.element_id === el && x.status === 'completed').length;
    const logged = (el: string) =>
      history.filter((h) => h.instance_id === inst.id && h.kind === 'taskCompleted' && h.element_id === el)
        .length;
    for (const el of USER_TASKS) {
      if (done(el) > 1) problems.push(`${inst.id}: ${el} completed ${done(el)} times`);
      if (logged(el) !== done(el))
        problems.push(`${inst.id}: ${el} completed ${done(el)}, logged ${logged(el)}`);
      const passed = inst.passed.filter((p) => p === el).length;
      if (passed !== done(el)) problems.push(`${inst.id}: ${el} completed ${done(el)}, passed ${passed}`);
    }
    const open = own.filter((x) => x.status === 'open');
    if (inst.status === 'running') {
      const engine = engineView(inst.state);
      const openIds = open.map((x) => x.execution_id).sort();
      if (JSON.stringify(openIds) !== JSON.stringify([...engine.waiting].sort())) {
        problems.push(
          `${inst.id}: open tasks ${openIds.join(',')}, engine waits on ${engine.waiting.join(',')}`,
        );
      }
      for (const el of USER_TASKS) {
        if ((engine.taken[el] ?? 0) !== done(el)) {
          problems.push(`${inst.id}: ${el} completed ${done(el)}, engine took it ${engine.taken[el]}`);
        }
      }
    } else if (inst.status === 'completed') {
      if (open.length) problems.push(`${inst.id}: completed with open tasks`);
      for (const el of USER_TASKS) if (done(el) !== 1) problems.push(`${inst.id}: completed without ${el}`);
    } else problems.push(`${inst.id}: ${inst.status}`);
  }
  expect(problems).toEqual([]);
  return { ids: [...ids], running: instances.filter((i) => i.status === 'running').length };
}

/** Completes the open tasks of every instance until each has ended, four instances at a time. */
async function driveToEnd(live: Live, ids: string[]) {
  const drive = async (id: string) => {
    for (let round = 0; ; round++) {
      expect(round, `instance ${id} does not end`).toBeLessThan(10);
      const d = (await request(live, 'admin', 'GET', `/instance/detail?id=${id}`)).body.data as {
        status: string;
        tasks: OpenTask[];
      };
      if (d.status !== 'running') {
        expect(d.status).toBe('completed');
        return;
      }
      const open = d.tasks.filter((x) => x.status === 'open');
      expect(open.length, `instance ${id} runs with no open task`).toBeGreaterThan(0);
      for (const task of open) {
        const res = await request(live, 'auditor', 'POST', '/task/complete', { id: task.id });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    }
  };
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await drive(id);
    }),
  );
}

describe('workflow faults', () => {
  it(`keeps every instance whole when the server is killed with SIGKILL mid-step, and runs each to its end after a restart (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const target = await runTarget();
    try {
      const [east] = await target.rows(`select id from tenants where code = 'east-cert'`);
      const tenantId = east![0]!.id as string;
      let server = await start(target.env);
      let live = await connect(server.url, tenantId);
      expect((await request(live, 'admin', 'POST', '/definition/deploy', { xml: PROCESS })).status).toBe(200);

      const started: string[] = [];
      const completed: Ack[] = [];
      let stored: string[] = [];
      for (let kill = 0; kill < 2; kill++) {
        const burst = load(() => live, 4);
        const goal = 5 + Math.floor(Math.random() * 10);
        await until(() => burst.completed.length >= goal, 60_000, `${goal} completions`);
        await sleep(Math.random() * 100);
        server.child.kill('SIGKILL');
        expect(await server.exited).toBeNull();
        await burst.stop();
        started.push(...burst.started);
        completed.push(...burst.completed);
        // Requests cut off by the kill got no answer; none was refused.
        expect(burst.other).toEqual([]);

        // The kill may land while every client is between two instances: then none is left running.
        stored = (await expectWholeInstances(target.rows, started, completed)).ids;
        server = await start(target.env);
        live = await connect(server.url, tenantId);
      }

      await driveToEnd(live, stored);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output().slice(-2000)).toBe(0);
      const end = await expectWholeInstances(target.rows, started, completed);
      expect(end.running).toBe(0);
      expect(end.ids.length).toBeGreaterThanOrEqual(started.length);
    } finally {
      await target.drop();
    }
  }, 240_000);
});
