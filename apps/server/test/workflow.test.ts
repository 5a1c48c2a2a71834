// The workflow module through HTTP as its users meet it: deploying processes and decisions, work on
// user tasks (claim, complete, return, reject, delegate, batch), task forms, business-rule tasks,
// service handlers with retries and incidents, timers, progress and tenant isolation. The job worker
// does not run by itself here: tests drive it round by round with runOnce.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { text } from '../src/i18n/index.js';
import { seedDemo } from '../src/seed/index.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';
import { auditorTask, bpmn, chain, flow, sleep } from './workflow-helpers.js';

const W = '/api/api-workflow';
let t: TestDatabase;
let app: App;

type Who = 'admin' | 'staff' | 'auditor' | 'reviewer' | 'expert' | 'green';
const token = {} as Record<Who, string>;
/** Tenant user ids in east-cert, by username. */
const member: Record<string, string> = {};

/** The test service handlers: one that fails twice per instance, one that fails while `broken`. */
const flakyCalls = new Map<string, number>();
let broken = true;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${W}${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function deploy(xml: string) {
  return ok<{ id: string; key: string; version: number }>('admin', 'POST', '/definition/deploy', { xml });
}

async function startInstance(definitionKey: string, variables: Record<string, unknown> = {}) {
  const { id } = await ok<{ id: string }>('admin', 'POST', '/instance/start', {
    definitionKey,
    title: `${definitionKey} 测试`,
    variables,
  });
  return id;
}

interface Detail {
  status: string;
  variables: Record<string, unknown>;
  tasks: { id: string; elementId: string; status: string; assigneeId: string | null }[];
  incidentList: { id: string; elementId: string; attempts: number; error: string | null }[];
  history: { kind: string; elementId: string | null; comment: string | null }[];
}

const detail = (id: string) => ok<Detail>('admin', 'GET', `/instance/detail?id=${id}`);

/** The one open task of an instance. */
async function openTask(instanceId: string, elementId?: string) {
  const open = (await detail(instanceId)).tasks.filter((x) => x.status === 'open');
  expect(open.map((x) => x.elementId)).toEqual(elementId ? [elementId] : [expect.any(String)]);
  return open[0]!.id;
}

async function taskIds(who: Who, scope: string) {
  const page = await ok<{ items: { id: string }[] }>(
    who,
    'GET',
    `/task/list?scope=${scope}&pageIndex=1&pageSize=200`,
  );
  return page.items.map((x) => x.id);
}

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

// start → first → second → checked: returned goes back to first, rejected ends at refused.
const REVIEW = bpmn(
  'wf-review',
  `<startEvent id="start" />
  ${auditorTask('first', '初审', 'pf:queue="awaitApply"')}
  ${auditorTask('second', '复审', 'pf:queue="review"')}
  <exclusiveGateway id="checked" default="fDone" />
  <endEvent id="done" /><endEvent id="refused" />
  ${flow('f1', 'start', 'first')}${flow('f2', 'first', 'second')}${flow('f3', 'second', 'checked')}
  ${flow('fBack', 'checked', 'first', 'outcome = "returned"')}
  ${flow('fRefused', 'checked', 'refused', 'outcome = "rejected"')}
  ${flow('fDone', 'checked', 'done')}`,
  '双人审核',
);

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false, policy: { backoffBaseMs: 1 } },
  });
  app.workflow.registerHandler('test.flaky', {
    description: text('workflow.handler.messageSend'),
    async run({ instanceId }) {
      const n = (flakyCalls.get(instanceId) ?? 0) + 1;
      flakyCalls.set(instanceId, n);
      if (n <= 2) throw new Error(`flaky failure ${n}`);
      return { flakyAttempts: n };
    },
  });
  app.workflow.registerHandler('test.broken', {
    description: text('workflow.handler.messageSend'),
    async run() {
      if (broken) throw new Error('the registry is down');
      return { repaired: true };
    },
  });
  await app.ready();
  const rows = rowsOf<{ id: string; username: string; tenant_id: string }>(
    await t.database.db.execute(sql`select tu.id, u.username, tu.tenant_id from tenant_users tu
      join users u on u.id = tu.user_id join tenants tn on tn.id = tu.tenant_id where tn.code = 'east-cert'`),
  );
  for (const r of rows) member[r.username] = r.id;
  token.admin = await signIn('admin', 'Admin@123', rows[0]!.tenant_id);
  token.staff = await signIn('staff_a', 'Demo@123');
  token.auditor = await signIn('auditor_a', 'Demo@123');
  token.reviewer = await signIn('reviewer_a', 'Demo@123');
  token.expert = await signIn('expert_a', 'Demo@123');
  token.green = await signIn('staff_b', 'Demo@123');
  await deploy(REVIEW);
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('deployment', () => {
  it('deploys a valid process as version 1, then as version 2; running instances stay on theirs', async () => {
    const xml = chain('wf-versions', ['only'], auditorTask('only', '唯一步骤'));
    expect(await deploy(xml)).toMatchObject({ key: 'wf-versions', version: 1 });
    const first = await startInstance('wf-versions');
    expect(await deploy(xml.replace('唯一步骤', '唯一步骤（新）'))).toMatchObject({ version: 2 });
    const versions = await ok<{ version: number }[]>('admin', 'GET', '/definition/versions?key=wf-versions');
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(await ok('admin', 'GET', `/instance/detail?id=${first}`)).toMatchObject({ version: 1 });
    expect(
      await ok('admin', 'GET', `/instance/detail?id=${await startInstance('wf-versions')}`),
    ).toMatchObject({ version: 2 });
  });

  const invalid: [string, string, string][] = [
    [
      'a script task',
      chain(
        'wf-bad-script',
        ['calc'],
        '<scriptTask id="calc" scriptFormat="javascript"><script>1</script></scriptTask>',
      ),
      'calc',
    ],
    [
      'a service task with an unknown handler',
      chain('wf-bad-handler', ['call'], '<serviceTask id="call" pf:handler="nobody.knows" />'),
      'call',
    ],
    ['a user task nobody may do', chain('wf-bad-nobody', ['orphan'], '<userTask id="orphan" />'), 'orphan'],
    [
      'an unreachable task',
      chain('wf-bad-island', ['only'], `${auditorTask('only', '步骤')}${auditorTask('island', '孤岛')}`),
      'island',
    ],
    [
      'a JavaScript condition',
      bpmn(
        'wf-bad-js',
        `<startEvent id="start" />${auditorTask('a', 'A')}<endEvent id="end" />
        ${flow('f1', 'start', 'a')}${flow('jsFlow', 'a', 'end', 'this.environment.variables.ok', 'javascript')}`,
      ),
      'jsFlow',
    ],
    ['broken XML', '<definitions><process id="x"><startEvent', 'body.xml'],
  ];
  it.each(invalid)(
    'refuses %s with 400, naming the element; validate lists the same problem',
    async (_, xml, id) => {
      const res = await call('admin', 'POST', '/definition/deploy', { xml });
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().data.errors as { field: string; reason: string }[];
      expect(errors.map((e) => e.field)).toContain(id);
      expect(errors.every((e) => e.reason.length > 0)).toBe(true);
      const { problems } = await ok<{ problems: { elementId: string | null; message: string }[] }>(
        'admin',
        'POST',
        '/definition/validate',
        { xml },
      );
      expect(problems.map((p) => p.elementId ?? 'body.xml')).toContain(id);
    },
  );

  it('answers no problems for a valid process, and lets only process administrators deploy', async () => {
    expect(await ok('admin', 'POST', '/definition/validate', { xml: REVIEW })).toEqual({ problems: [] });
    expect((await call('staff', 'POST', '/definition/deploy', { xml: REVIEW })).statusCode).toBe(403);
    expect((await call('auditor', 'POST', '/definition/deploy', { xml: REVIEW })).statusCode).toBe(403);
  });
});

describe('user tasks', () => {
  it('offers a role task to the holders of the role, claimed into mine, unclaimed back, completed onwards', async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    expect(await taskIds('auditor', 'candidate')).toContain(task);
    expect(await taskIds('expert', 'candidate')).not.toContain(task);
    expect(await taskIds('expert', 'all')).not.toContain(task);
    expect((await call('expert', 'POST', '/task/claim', { id: task })).statusCode).toBe(403);

    await ok('auditor', 'POST', '/task/claim', { id: task });
    expect(await taskIds('auditor', 'mine')).toContain(task);
    expect(await taskIds('auditor', 'candidate')).not.toContain(task);
    await ok('auditor', 'POST', '/task/unclaim', { id: task });
    expect(await taskIds('auditor', 'mine')).not.toContain(task);
    expect(await taskIds('auditor', 'candidate')).toContain(task);

    await ok('auditor', 'POST', '/task/complete', { id: task, comment: '材料齐全' });
    const next = await openTask(id, 'second');
    expect(await taskIds('auditor', 'done')).toContain(task);
    expect(await taskIds('auditor', 'candidate')).toContain(next);
    const again = await call('auditor', 'POST', '/task/complete', { id: task });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, msg: expect.any(String) });
  });

  it('gives exactly one success and one 409 when the same task is completed twice at once', async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    const answers = await Promise.all([
      call('auditor', 'POST', '/task/complete', { id: task, variables: { by: 'one' } }),
      call('auditor', 'POST', '/task/complete', { id: task, variables: { by: 'two' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(d.history.filter((h) => h.kind === 'taskCompleted')).toHaveLength(1);
    expect(d.tasks.filter((x) => x.status === 'open').map((x) => x.elementId)).toEqual(['second']);
  });

  it('returns a task along the process\'s "returned" route with the comment, and refuses a return without one', async () => {
    const id = await startInstance('wf-review');
    const first = await openTask(id, 'first');
    const noRoute = await call('auditor', 'POST', '/task/return', { id: first, comment: '退回' });
    expect(noRoute.statusCode, noRoute.body).toBe(400);
    await ok('auditor', 'POST', '/task/complete', { id: first });
    const second = await openTask(id, 'second');
    await ok('auditor', 'POST', '/task/return', { id: second, comment: '缺少营业执照' });
    const again = await openTask(id, 'first');
    expect(again).not.toBe(first);
    const d = await detail(id);
    expect(d.history).toContainEqual(
      expect.objectContaining({ kind: 'taskReturned', elementId: 'second', comment: '缺少营业执照' }),
    );
    expect(d.status).toBe('running');
  });

  it('rejects along the process\'s "rejected" route to its end', async () => {
    const id = await startInstance('wf-review');
    await ok('auditor', 'POST', '/task/complete', { id: await openTask(id, 'first') });
    await ok('auditor', 'POST', '/task/reject', { id: await openTask(id, 'second'), comment: '不符合要求' });
    const d = await detail(id);
    expect(d.status).toBe('completed');
    expect(d.tasks.filter((x) => x.status === 'open')).toEqual([]);
    const progress = await ok<{ finished: string[] }>(
      'admin',
      'GET',
      `/workflow/getProgress?wfInstanceId=${id}`,
    );
    expect(progress.finished).toContain('refused');
    expect(progress.finished).not.toContain('done');
  });

  it('delegates an own task to another user, and lets only an administrator reassign', async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    await ok('auditor', 'POST', '/task/claim', { id: task });
    await ok('auditor', 'POST', '/task/delegate', {
      id: task,
      tenantUserId: member.reviewer_a,
      comment: '请代办',
    });
    expect(await taskIds('reviewer', 'mine')).toContain(task);
    expect(await taskIds('auditor', 'mine')).not.toContain(task);
    expect((await call('auditor', 'POST', '/task/complete', { id: task })).statusCode).toBe(409);

    const refused = await call('staff', 'POST', '/task/reassign', {
      id: task,
      tenantUserId: member.expert_a,
    });
    expect(refused.statusCode).toBe(403);
    await ok('admin', 'POST', '/task/reassign', { id: task, tenantUserId: member.expert_a });
    expect(await taskIds('expert', 'mine')).toContain(task);
    expect(await taskIds('reviewer', 'mine')).not.toContain(task);
    await ok('expert', 'POST', '/task/complete', { id: task });
    await openTask(id, 'second');
    const kinds = (await detail(id)).history.map((h) => h.kind);
    expect(kinds).toEqual(expect.arrayContaining(['taskDelegated', 'taskReassigned', 'taskCompleted']));
  });

  it('lists users to delegate to for holders of a work queue, and refuses others', async () => {
    type User = { id: string; username: string; realname: string };
    const found = await ok<User[]>('auditor', 'GET', '/users?keyword=reviewer');
    expect(found).toContainEqual(expect.objectContaining({ id: member.reviewer_a, username: 'reviewer_a' }));
    expect(found.every((u) => Object.values(member).includes(u.id))).toBe(true);
    const all = await ok<User[]>('reviewer', 'GET', '/users');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.every((u) => Object.values(member).includes(u.id))).toBe(true);
    expect((await ok<User[]>('admin', 'GET', '/users?keyword=auditor_a')).map((u) => u.id)).toEqual([
      member.auditor_a,
    ]);
    // staff_a handles no work queue, and another tenant's user is not found.
    const refused = await call('staff', 'GET', '/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只有办理待办任务的用户可以查找转办对象');
    const english = await app.inject({
      method: 'GET',
      url: `${W}/users`,
      headers: { authorization: `Bearer ${token.staff}`, 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe('Only users who handle work queues may look up users to delegate to');
    expect(await ok<User[]>('auditor', 'GET', '/users?keyword=staff_b')).toEqual([]);
  });

  it('batch-completes tasks and reports the one that cannot be completed in failed', async () => {
    const a = await openTask(await startInstance('wf-review'), 'first');
    const b = await openTask(await startInstance('wf-review'), 'first');
    const c = await openTask(await startInstance('wf-review'), 'first');
    await ok('auditor', 'POST', '/task/complete', { id: c });
    const result = await ok<{ completed: string[]; failed: { id: string; reason: string }[] }>(
      'auditor',
      'POST',
      '/task/batchComplete',
      { ids: [a, c, b], comment: '批量通过' },
    );
    expect(result.completed.sort()).toEqual([a, b].sort());
    expect(result.failed).toEqual([{ id: c, reason: expect.any(String) }]);
    expect(result.failed[0]!.reason.length).toBeGreaterThan(0);
  });
});

describe('cancelling an instance', () => {
  it('lets an administrator cancel with a reason: its tasks close and can no longer be completed', async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    expect(
      (await call('auditor', 'POST', '/instance/cancel', { id, reason: '企业撤回申请' })).statusCode,
    ).toBe(403);
    await ok('admin', 'POST', '/instance/cancel', { id, reason: '企业撤回申请' });
    const d = await detail(id);
    expect(d.status).toBe('cancelled');
    expect(d.tasks.map((x) => x.status)).toEqual(['cancelled']);
    expect(d.history).toContainEqual(expect.objectContaining({ kind: 'cancelled', comment: '企业撤回申请' }));
    expect(await taskIds('auditor', 'candidate')).not.toContain(task);
    expect((await call('auditor', 'POST', '/task/complete', { id: task })).statusCode).toBe(409);
    expect((await call('admin', 'POST', '/instance/cancel', { id, reason: '再次' })).statusCode).toBe(409);
  });
});

describe('assignment rules', () => {
  it('assigns by a FEEL expression over the variables and offers to candidate users by username', async () => {
    await deploy(
      chain(
        'wf-assign',
        ['check', 'score'],
        `<userTask id="check" name="核查" pf:assignee="=checker" /><userTask id="score" name="评分" pf:candidateUsers="expert_a" />`,
      ),
    );
    const id = await startInstance('wf-assign', { checker: 'reviewer_a' });
    const check = await openTask(id, 'check');
    expect(await taskIds('reviewer', 'mine')).toContain(check);
    expect(await taskIds('auditor', 'all')).not.toContain(check);
    await ok('reviewer', 'POST', '/task/complete', { id: check });
    const score = await openTask(id, 'score');
    expect(await taskIds('expert', 'candidate')).toContain(score);
    expect(await taskIds('reviewer', 'candidate')).not.toContain(score);
    expect((await call('reviewer', 'POST', '/task/complete', { id: score })).statusCode).toBe(403);
  });
});

describe('task messages', () => {
  interface Message {
    title: string;
    smsType: string | null;
    targetType: number | null;
    param: string | null;
  }
  const inbox = async (who: Who) =>
    (
      await ok<{ items: Message[] }>(who, 'POST', '/api/api-system/data/msg/getPageReceiverMsgList', {
        pageIndex: 1,
        pageSize: 100,
      })
    ).items.map((m) => ({ ...m, param: JSON.parse(m.param ?? 'null') as Record<string, unknown> | null }));

  it("tells a task's candidates with a message that opens its queue, and the starter when the process ends", async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    expect((await inbox('auditor')).find((m) => m.param?.taskId === task)).toMatchObject({
      smsType: 'workflowTask',
      targetType: 21,
      param: { taskId: task, wfInstanceId: id, route: '/awaitApply@wait' },
    });
    expect((await inbox('expert')).some((m) => m.param?.taskId === task)).toBe(false);

    await ok('auditor', 'POST', '/task/complete', { id: task });
    await ok('auditor', 'POST', '/task/complete', { id: await openTask(id, 'second') });
    const finished = (await inbox('admin')).filter((m) => m.param?.wfInstanceId === id);
    expect(finished).toEqual([expect.objectContaining({ smsType: 'workflowFinished' })]);
  });
});

describe('a task with a form', () => {
  it('refuses data missing a required field, naming it, and keeps submitted data as variables', async () => {
    const form = await ok<{ id: string }>('admin', 'POST', '/api/api-spacestation/sp/form/saveIDB', {
      formName: '受理核查表',
      json: JSON.stringify({
        list: [
          {
            type: 'input',
            label: '企业名称',
            model: 'company',
            key: 'input_company',
            options: {},
            rules: [{ required: true, message: '请填写企业名称' }],
          },
        ],
        config: {},
      }),
    });
    await deploy(chain('wf-form', ['fill'], auditorTask('fill', '填写核查表', `pf:formKey="${form.id}"`)));
    const id = await startInstance('wf-form');
    const task = await openTask(id, 'fill');
    expect(await ok('auditor', 'GET', `/task/detail?id=${task}`)).toMatchObject({ hasForm: true });

    const missing = await call('auditor', 'POST', '/task/complete', { id: task, formData: {} });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'body.formData.company' });
    expect(missing.json().data.errors[0].reason).toContain('企业名称');

    await ok('auditor', 'POST', '/task/complete', {
      id: task,
      formData: { company: '苏州精工机械有限公司' },
    });
    const d = await detail(id);
    expect(d.status).toBe('completed');
    expect(d.variables).toMatchObject({ company: '苏州精工机械有限公司' });
  });
});

describe('decisions', () => {
  it('evaluates a deployed decision for a business-rule task, and refuses inputs outside its table', async () => {
    const dmn = await readFile(
      new URL('../src/modules/workflow/models/audit-duration.dmn', import.meta.url),
      'utf8',
    );
    expect(await ok('admin', 'POST', '/decision/deploy', { xml: dmn })).toMatchObject({
      key: 'audit-duration',
      version: 1,
    });
    expect((await call('staff', 'POST', '/decision/deploy', { xml: dmn })).statusCode).toBe(403);

    expect(
      await ok('auditor', 'POST', '/decision/evaluate', {
        key: 'audit-duration',
        inputs: { employees: 100, risk: 'low' },
      }),
    ).toMatchObject({ decisionId: 'audit-duration', result: { auditDays: 5.5 } });
    const bad = await call('auditor', 'POST', '/decision/evaluate', {
      key: 'audit-duration',
      inputs: { employees: 100, risk: 'extreme' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().data.errors[0].reason).toContain('extreme');
    expect(
      (await call('auditor', 'POST', '/decision/evaluate', { key: 'nothing', inputs: {} })).statusCode,
    ).toBe(404);

    await deploy(
      chain(
        'wf-rule',
        ['days', 'plan'],
        `<businessRuleTask id="days" name="计算审核人日" pf:decisionRef="audit-duration" />${auditorTask('plan', '安排审核')}`,
      ),
    );
    const id = await startInstance('wf-rule', { employees: 100, risk: 'high' });
    await openTask(id, 'plan');
    const d = await detail(id);
    expect(d.variables).toMatchObject({ auditDays: 8.5 });
    expect(d.history).toContainEqual(
      expect.objectContaining({ kind: 'decisionEvaluated', elementId: 'days' }),
    );
    // A decision its inputs do not fit fails the first step: the start is refused, nothing kept.
    const refused = await call('admin', 'POST', '/instance/start', {
      definitionKey: 'wf-rule',
      variables: { employees: 100, risk: 'extreme' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
  });

  it('refuses a process naming a decision that is not deployed', async () => {
    const xml = chain(
      'wf-no-decision',
      ['days'],
      '<businessRuleTask id="days" pf:decisionRef="no-such-table" />',
    );
    const res = await call('admin', 'POST', '/definition/deploy', { xml });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { field: string }) => e.field)).toContain('days');
  });
});

describe('service handlers', () => {
  const serviceProcess = (key: string, handler: string, retries: number) =>
    chain(
      key,
      ['call', 'after'],
      `<serviceTask id="call" name="调用" pf:handler="${handler}" pf:retries="${retries}" />${auditorTask('after', '后续')}`,
    );

  async function rounds(n: number) {
    for (let i = 0; i < n; i++) {
      await app.workflow.worker.runOnce();
      await sleep(5);
    }
  }

  it('retries a failing handler with back-off; the instance moves on once it succeeds', async () => {
    await deploy(serviceProcess('wf-flaky', 'test.flaky', 3));
    const id = await startInstance('wf-flaky');
    expect((await detail(id)).tasks).toEqual([]);
    await rounds(6);
    expect(flakyCalls.get(id)).toBe(3);
    await openTask(id, 'after');
    const d = await detail(id);
    expect(d.variables).toMatchObject({ flakyAttempts: 3 });
    expect(d.incidentList).toEqual([]);
    expect(d.history.filter((h) => h.kind === 'serviceDone')).toHaveLength(1);
  });

  it('raises an incident after the last attempt, which an administrator retries', async () => {
    await deploy(serviceProcess('wf-broken', 'test.broken', 2));
    const id = await startInstance('wf-broken');
    await rounds(4);
    const d = await detail(id);
    expect(d.status).toBe('running');
    expect(d.incidentList).toEqual([
      expect.objectContaining({ elementId: 'call', attempts: 2, error: 'the registry is down' }),
    ]);
    const progress = await ok<{ failed: string[] }>(
      'admin',
      'GET',
      `/workflow/getProgress?wfInstanceId=${id}`,
    );
    expect(progress.failed).toEqual(['call']);

    const incident = d.incidentList[0]!.id;
    expect((await call('auditor', 'POST', '/incident/retry', { id: incident })).statusCode).toBe(403);
    broken = false;
    await ok('admin', 'POST', '/incident/retry', { id: incident });
    await rounds(1);
    await openTask(id, 'after');
    const after = await detail(id);
    expect(after.incidentList).toEqual([]);
    expect(after.variables).toMatchObject({ repaired: true });
    expect((await call('admin', 'POST', '/incident/retry', { id: incident })).statusCode).toBe(404);
  });
});

describe('timers', () => {
  it('fires a boundary timer once after it is due, even with two worker rounds at the same time', async () => {
    await deploy(
      bpmn(
        'wf-timer',
        `<startEvent id="start" />${auditorTask('wait', '等待受理')}${auditorTask('escalate', '升级处理')}
        <boundaryEvent id="late" name="超时" attachedToRef="wait">
          <timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT1S</timeDuration></timerEventDefinition>
        </boundaryEvent>
        <endEvent id="end" /><endEvent id="escalated" />
        ${flow('f1', 'start', 'wait')}${flow('f2', 'wait', 'end')}
        ${flow('f3', 'late', 'escalate')}${flow('f4', 'escalate', 'escalated')}`,
      ),
    );
    const id = await startInstance('wf-timer');
    await app.workflow.worker.runOnce();
    await openTask(id, 'wait');
    await sleep(1_200);
    await Promise.all([app.workflow.worker.runOnce(), app.workflow.worker.runOnce()]);
    await app.workflow.worker.runOnce();
    const d = await detail(id);
    expect(d.tasks.map((x) => [x.elementId, x.status]).sort()).toEqual([
      ['escalate', 'open'],
      ['wait', 'cancelled'],
    ]);
    expect(d.history.filter((h) => h.kind === 'timerFired')).toHaveLength(1);
    await ok('auditor', 'POST', '/task/complete', { id: await openTask(id, 'escalate') });
    expect((await detail(id)).status).toBe('completed');
  });

  it('does not fire a timer whose task was completed before it was due', async () => {
    const id = await startInstance('wf-timer');
    await ok('auditor', 'POST', '/task/complete', { id: await openTask(id, 'wait') });
    await sleep(1_200);
    await app.workflow.worker.runOnce();
    const d = await detail(id);
    expect(d.status).toBe('completed');
    expect(d.history.filter((h) => h.kind === 'timerFired')).toEqual([]);
  });
});

describe('progress', () => {
  it('marks finished and active elements under the generic and the business prefixes, for those taking part', async () => {
    const id = await startInstance('wf-review');
    await ok('auditor', 'POST', '/task/complete', { id: await openTask(id, 'first') });
    for (const prefix of ['/api/api-workflow', '/api/api-cert']) {
      const progress = await ok<{
        finished: string[];
        active: string[];
        flows: string[];
        timeline: unknown[];
      }>('auditor', 'GET', `${prefix}/workflow/getProgress?wfInstanceId=${id}`);
      expect(progress.finished).toEqual(expect.arrayContaining(['start', 'first']));
      expect(progress.finished).not.toContain('second');
      expect(progress.active).toEqual(['second']);
      expect(progress.flows).toEqual(expect.arrayContaining(['f1', 'f2']));
      expect(progress.timeline.length).toBeGreaterThan(0);
    }
    const unrelated = await call('expert', 'GET', `/api/api-cert/workflow/getProgress?wfInstanceId=${id}`);
    expect(unrelated.statusCode).toBe(403);
  });

  it('completes and returns tasks through excuteTask under a business prefix', async () => {
    const id = await startInstance('wf-review');
    const url = '/api/api-cert/workflow/task/excuteTask';
    await ok('auditor', 'POST', url, { taskId: await openTask(id, 'first'), action: 'complete' });
    const second = await openTask(id, 'second');
    const noComment = await call('auditor', 'POST', url, { taskId: second, action: 'return' });
    expect(noComment.statusCode).toBe(400);
    await ok('auditor', 'POST', url, { taskId: second, action: 'return', comment: '请补充材料' });
    await openTask(id, 'first');
  });
});

describe('tenant isolation', () => {
  it("hides another tenant's tasks and instances: not found, whatever the call", async () => {
    const id = await startInstance('wf-review');
    const task = await openTask(id, 'first');
    expect(await taskIds('green', 'all')).not.toContain(task);
    const attempts = [
      call('green', 'GET', `/task/detail?id=${task}`),
      call('green', 'POST', '/task/claim', { id: task }),
      call('green', 'POST', '/task/complete', { id: task }),
      call('green', 'POST', '/task/reject', { id: task, comment: '越权' }),
      call('green', 'POST', '/api/api-cert/workflow/task/excuteTask', { taskId: task }),
      call('green', 'GET', `/instance/detail?id=${id}`),
      call('green', 'GET', `/api/api-cert/workflow/getProgress?wfInstanceId=${id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const d = await detail(id);
    expect(d.tasks).toEqual([expect.objectContaining({ id: task, status: 'open', assigneeId: null })]);
    expect(d.history.map((h) => h.kind)).toEqual(['started', 'taskCreated']);
  });
});

describe('the demo seed', () => {
  // expert_a's demo work is the brand module's scoring (brand-seed.test.ts), not a generic queue.
  it('deploys the demo processes and leaves work in the queues of auditor_a and reviewer_a', async () => {
    await seedWorkflowDemo(app, t.database.db);
    const counts = async (who: Who) =>
      (await ok<{ byQueue: Record<string, number> }>(who, 'GET', '/task/counts')).byQueue;
    expect(await counts('auditor')).toMatchObject({
      awaitApply: expect.any(Number),
      review: expect.any(Number),
    });
    expect(await counts('reviewer')).toMatchObject({
      awaitApplyReview: expect.any(Number),
      approve: expect.any(Number),
    });

    const cert = await ok<{ items: { id: string }[] }>(
      'admin',
      'GET',
      '/instance/list?definitionKey=cert-acceptance&pageIndex=1&pageSize=20',
    );
    expect(cert.items).toHaveLength(4);
    for (const { id } of cert.items) {
      expect((await detail(id)).variables.auditDays).toEqual(expect.any(Number));
    }
  });
});
