// Bad input on every route of the OpenAPI document (harness/fuzz.ts): each answer is a 2xx (the
// mutation happened to be valid) or a 4xx envelope whose code mirrors the status and whose message
// names the problem, never a 5xx and never a hang. FUZZ_RUNS sets the runs per route (scripts/test
// keeps the default small; FUZZ_RUNS=200 for a long hunt), FUZZ_SEED replays a run. The form templates
// get their own property: generated templates (form-core's fixtures/hostile.ts) sent to every save and
// stored as if written before the checks, then read through every call that reads them.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileTemplateJson } from '../../../packages/form-core/src/fixtures/hostile.js';
import { buildApp, type App } from '../src/app.js';
import { forms, formVersions } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { malformedRequests, type FuzzRequest } from './harness/fuzz.js';
import { apiRoutes, type ApiRoute } from './harness/openapi.js';
import { signIn } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/** Longer than any honest answer on a loaded CI machine; a request past it counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Routes that are not fuzzed, with the reason. */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/api-system/data/msg/unreadStream':
    'a valid session opens a never-ending event stream (its bad tickets are tested in messages-stream.test.ts)',
};

let t: TestDatabase;
let app: App;
let token: string;
/** Sessions for the calls that end theirs: signed in up front, since the fuzzed sign-ins that fail
 * make the accounts they name ask a challenge of this address afterwards. */
const spareSessions: string[] = [];

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  // Failed sign-ins from the fuzzer must not lock the account the other requests use.
  const limits = {
    ...defaultLimits,
    loginPerIp: { max: 100_000, windowSeconds: 60 },
    loginPerAccount: { max: 100_000, windowSeconds: 60 },
    captchaPerIp: { max: 100_000, windowSeconds: 60 },
    smsPerIp: { max: 100_000, windowSeconds: 60 },
    smsPerMobile: { max: 100_000, windowSeconds: 60 },
  };
  app = await buildApp({ config: testConfig(), database: t.database, logger: false, limits });
  await app.ready();
  token = await signIn(app, 'admin', 'Admin@123');
  for (let i = 0; i < 3 * RUNS + 3; i++) spareSessions.push(await signIn(app, 'admin', 'Admin@123'));
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

/** What is wrong with an answer, or undefined when it is one the contract allows. */
function judge(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  let env: { code?: unknown; msg?: unknown; data?: { errors?: { field?: unknown; reason?: unknown }[] } };
  try {
    env = JSON.parse(body);
  } catch {
    return `answered ${status} without a JSON envelope: ${body.slice(0, 120)}`;
  }
  if (env.code !== status) return `answered ${status} with envelope code ${String(env.code)}`;
  if (typeof env.msg !== 'string' || !env.msg.trim()) return `answered ${status} without a message`;
  for (const e of env.data?.errors ?? []) {
    if (typeof e.field !== 'string' || typeof e.reason !== 'string' || !e.reason) {
      return `answered ${status} with a problem that names no field or reason: ${JSON.stringify(e)}`;
    }
  }
  return undefined;
}

/** Statuses answered to `judged` requests, by path (so a run that was refused wholesale shows). */
const answered = new Map<string, Set<number>>();

/** Sends one request with the fuzzing session: what is wrong with its answer, or undefined. */
async function judged(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  const path = url.split('?')[0]!;
  answered.set(path, (answered.get(path) ?? new Set()).add(res.statusCode));
  const problem = judge(res.statusCode, res.body);
  return problem ? `${method} ${url}: ${problem}` : undefined;
}

/** Calls that end or replace the caller's session get a session of their own each time. */
const endsSession = (route: ApiRoute) => /\/(logout|switchRole|updatePwd)$/.test(route.path);

async function send(route: ApiRoute, req: FuzzRequest) {
  const bearer = endsSession(route) ? (spareSessions.pop() ?? token) : token;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      app.inject({
        method: route.method as 'POST',
        url: req.url,
        headers: { authorization: `Bearer ${bearer}`, ...req.headers },
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('bad input on every route', () => {
  it(`answers 4xx envelopes naming the problem, never 5xx, never a hang (${RUNS} runs per route, seed ${SEED})`, async () => {
    const failures: string[] = [];
    const routes = apiRoutes(app).filter((r) => !NOT_FUZZED[r.key]);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(malformedRequests(route), async (req) => {
          const res = await send(route, req);
          const problem = judge(res.statusCode, res.body);
          if (problem) throw new Error(`${req.what}: ${problem}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${route.key}: ${error}`);
      }
    }
    expect(failures).toEqual([]);
    // The fuzzing session was alive to the end: the requests were judged past authentication.
    const alive = await app.inject({
      method: 'GET',
      url: '/api/api-system/data/msg/getUnreadMsgCount',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(alive.statusCode).toBe(200);
  });

  it('refuses a body over the size limit, JSON nested 100,000 deep and a prototype-polluting body', async () => {
    const cases: [string, string, number][] = [
      ['x'.repeat(11 * 1024 * 1024), 'application/json', 413],
      ['['.repeat(100_000) + ']'.repeat(100_000), 'application/json', 400],
      ['{"__proto__":{"isPlatformAdmin":true},"name":"原型"}', 'application/json', 400],
    ];
    for (const [payload, type, status] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/api-system/data/dept/addDept',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
      expect(judge(res.statusCode, res.body)).toBeUndefined();
    }
    // The polluting key was dropped, not merged into every object of the process.
    expect(({} as Record<string, unknown>).isPlatformAdmin).toBeUndefined();
  });

  it('refuses the NUL character by field, a multipart body that ends early and an undecodable URL (once 500s or bare errors)', async () => {
    const nul = await app.inject({
      method: 'GET',
      url: '/api/api-system/data/app/queryByAppKey?appKey=%00',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().data.errors).toEqual([{ field: 'query.appKey', reason: '不能包含空字符（\\u0000）' }]);
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/dept/addDept',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'a\u0000b' },
    });
    expect(inBody.json().data.errors[0].field).toBe('body.name');
    const deep = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/dept/addDept',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'ok', extra: { list: ['fine', 'a\u0000b'] } },
    });
    expect(deep.json().data.errors).toEqual([
      { field: 'body.extra.list.1', reason: '不能包含空字符（\\u0000）' },
    ]);
    const truncated = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/upload/uploadfile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
    });
    expect(truncated.statusCode).toBe(400);
    expect(judge(truncated.statusCode, truncated.body)).toBeUndefined();
    // Ending inside the file's bytes once left the request without an answer.
    const insideFile = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/upload/uploadfile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(insideFile.statusCode).toBe(400);
    expect(insideFile.json().data.errors).toEqual([
      { field: 'body.file', reason: '上传内容不完整（请求在文件传完之前结束），请重新上传' },
    ]);
    const badUrl = await app.inject({ method: 'GET', url: '/api/api-system/data/upload/file/%ED%A0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(judge(badUrl.statusCode, badUrl.body)).toBeUndefined();
  });
});

describe('form templates', () => {
  const S = '/api/api-spacestation/sp';

  it(`answers every template save and every read of a stored template without a 5xx (${RUNS * 10} templates, seed ${SEED})`, async () => {
    const good = '{"list":[{"type":"input","label":"甲","model":"a","key":"input_a"}]}';
    const saved = async (url: string, payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: `${S}${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // One form of each kind whose stored text each run replaces, as a row written before the checks.
    const indicator = await saved('/form/saveIDB', { formName: '存量表单', json: good });
    const qs = await saved('/qs/saveQsDetail', { qsId: 'QS-FUZZ', name: '存量问卷', jsonData: good });
    const scoringBody = {
      bizType: '100',
      type: 2,
      isAuto: 1,
      form: { formName: '存量评分表', json: good, total: 0 },
    };
    const scoring = await saved('/score/saveScoreForm', scoringBody);
    await saved('/score/saveScoreForm', { ...scoringBody, no: scoring.no });
    const neighbour = await saved('/qs/saveQsDetail', { qsId: 'QS-FUZZ', name: '邻居问卷', jsonData: good });

    const store = (json: string) =>
      withSystemScope(async () => {
        const db = t.database.db;
        await db.update(forms).set({ json }).where(eq(forms.id, indicator.id));
        await db.update(forms).set({ json }).where(eq(forms.id, qs.id));
        await db.update(forms).set({ json }).where(eq(forms.id, scoring.id));
        await db
          .update(formVersions)
          .set({ json })
          .where(and(eq(formVersions.formId, scoring.id), eq(formVersions.version, 1)));
      });

    const result = await fc.check(
      fc.asyncProperty(hostileTemplateJson, fc.boolean(), async (json, allowDuplicateModels) => {
        const problems = [
          await judged('POST', `${S}/form/saveIDB`, { formName: '模糊模板', json, allowDuplicateModels }),
          await judged('POST', `${S}/qs/saveQsDetail`, { qsId: 'QS-NEW', name: '模糊问卷', jsonData: json }),
          await judged('POST', `${S}/qs/saveQsDetail`, { qsDetailId: neighbour.id, jsonData: json }),
          await judged('POST', `${S}/score/saveScoreForm`, {
            ...scoringBody,
            form: { ...scoringBody.form, json },
          }),
        ];
        await store(json);
        problems.push(
          await judged('GET', `${S}/form/getIDB?idbId=${indicator.id}`),
          await judged('GET', `${S}/form/getFormStyle?qsDetailId=${qs.id}`),
          await judged('GET', `${S}/qs/getQsDetail?qsId=QS-FUZZ&qsDetailId=${qs.id}`),
          await judged('POST', `${S}/form/updateQsDetailFormStyle`, {
            qsDetailId: qs.id,
            formStyle: { size: 'small' },
          }),
          await judged('GET', `${S}/score/getScoreForm?no=${scoring.no}`),
          await judged('POST', `${S}/form/restoreIDBVersion`, { idbId: scoring.id, version: 1 }),
          await judged('GET', `${S}/form/getIDBVersion?idbId=${scoring.id}&version=1`),
          await judged('POST', `${S}/form/getIDBPageList?pageIndex=1&pageSize=5`, { kind: 3 }),
        );
        const found = problems.filter(Boolean);
        if (found.length) throw new Error(`${found.join('\n')}\ntemplate: ${json.slice(0, 300)}`);
      }),
      { numRuns: RUNS * 10, seed: SEED, endOnFailure: true },
    );
    expect(result.failed ? String(result.errorInstance) : undefined).toBeUndefined();
    // The calls were judged past authentication: a stored text always read back, and a good template,
    // a template of an unknown version and the read of one stored so get what they should.
    expect([...answered.get(`${S}/form/getIDB`)!]).toEqual([200]);
    await judged('POST', `${S}/form/saveIDB`, { formName: '好模板', json: good });
    await judged('POST', `${S}/form/saveIDB`, { formName: '新版本', json: '{"schemaVersion":99}' });
    expect([...answered.get(`${S}/form/saveIDB`)!]).toEqual(expect.arrayContaining([200, 400]));
    await store('{"schemaVersion":99}');
    await judged('GET', `${S}/form/getFormStyle?qsDetailId=${qs.id}`);
    expect([...answered.get(`${S}/form/getFormStyle`)!]).toContain(409);
    // Whatever was stored beside it, the neighbouring questionnaire's style still reads.
    await withSystemScope(() =>
      t.database.db.update(forms).set({ json: good }).where(eq(forms.id, neighbour.id)),
    );
    const style = await app.inject({
      method: 'GET',
      url: `${S}/form/getFormStyle?qsDetailId=${neighbour.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(style.statusCode).toBe(200);
  });
});
