// Brand questionnaire groups and questionnaires through HTTP (issue 22, flow step 1): reviewer_a (role 34)
// adds the five demo groups (seed/brand-forms.ts) and binds their designer forms, pinned at binding;
// everyone of the brand app reads them; bad input names the field; callers without the body's pages
// are refused; what answers use cannot be removed; another tenant's groups stay invisible.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandQsGroup, BrandQuestionnaire, BrandQuestionnaireSummary } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { brandDemoGroups } from '../src/seed/brand-forms.js';
import { addForm, field, Kind, template } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { signIn } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-brand/brand/paper';
let t: TestDatabase;
let app: App;
let east: string;
let green: string;

type Who = 'body' | 'client' | 'expert' | 'outsider';
const token = {} as Record<Who, string>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${B}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

const q = async <T>(query: ReturnType<typeof sql>) =>
  withSystemScope(async () => rowsOf<T>(await t.database.db.execute(query)));

/** The form ids of the demo templates, by questionnaire name. */
const formIds = new Map<string, string>();
let plainFormId: string;
let indicatorFormId: string;

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await app.ready();
  const tenantOf = async (code: string) =>
    (await q<{ id: string }>(sql`select id from tenants where code = ${code}`))[0]!.id;
  east = await tenantOf('east-cert');
  green = await tenantOf('green-carbon');
  for (const [who, username] of [
    ['body', 'reviewer_a'],
    ['client', 'staff_a'],
    ['expert', 'expert_a2'],
    ['outsider', 'nobiz_a'],
  ] as const) {
    token[who] = await signIn(app, username, 'Demo@123');
  }
  await withSystemScope(async () => {
    for (const g of brandDemoGroups()) {
      for (const qs of g.questionnaires) {
        formIds.set(qs.name, await addForm(t.database.db, east, 'test', qs.kind, qs.name, qs.json, {}));
      }
    }
    plainFormId = await addForm(
      t.database.db,
      east,
      'test',
      Kind.questionnaire,
      '品牌调研（无指标）',
      template([field({ type: 'input', label: '品牌名称', model: 'brand', required: true })]),
      {},
    );
    indicatorFormId = await addForm(
      t.database.db,
      east,
      'test',
      Kind.indicator,
      '指标表',
      template([field({ type: 'input', label: '指标', model: 'x' })]),
      {},
    );
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('questionnaire groups', () => {
  const groupIds = new Map<string, string>();

  it('adds the demo groups and binds their questionnaires, pinned with their indicators', async () => {
    for (const g of brandDemoGroups()) {
      const { id } = await ok<{ id: string }>('body', 'POST', 'saveGroup', {
        name: g.name,
        dimension: g.dimension,
        weight: g.weight,
        sort: g.sort,
        description: g.description,
      });
      groupIds.set(g.name, id);
      for (const qs of g.questionnaires) {
        await ok('body', 'POST', 'bindQuestionnaire', {
          groupId: id,
          formId: formIds.get(qs.name),
          weight: qs.weight,
        });
      }
    }
    const groups = await ok<BrandQsGroup[]>('client', 'GET', 'getQSGroups');
    expect(groups.map((g) => [g.name, g.dimension, g.weight])).toEqual([
      ['质量', 'quality', '0.25'],
      ['创新', 'innovation', '0.2'],
      ['服务', 'service', '0.15'],
      ['声誉', 'reputation', '0.2'],
      ['财务', 'financial', '0.2'],
    ]);
    for (const g of groups) {
      expect(g.questionnaires).toHaveLength(1);
      expect(g.questionnaires[0]!.indicatorCount).toBeGreaterThanOrEqual(3);
      expect(g.questionnaires[0]!.indicatorCount).toBeLessThanOrEqual(5);
      expect(g.questionnaires[0]!.maxTotal).toBe('100');
    }

    const financial = groups.find((g) => g.dimension === 'financial')!.questionnaires[0]!;
    const detail = await ok<BrandQuestionnaire>('expert', 'GET', `getQSData?qsId=${financial.id}`);
    expect(detail.groupName).toBe('财务');
    expect(detail.indicators.map((i) => i.model)).toEqual(['revenueTrend', 'brandShare', 'profitability']);
    const models = (JSON.parse(detail.formJson) as { list: { model: string }[] }).list.map((i) => i.model);
    expect(models).toEqual(expect.arrayContaining(['revenue', 'revenueGrowth']));

    const byGroup = await ok<BrandQuestionnaireSummary[]>(
      'client',
      'GET',
      `getQSDataByGid?gid=${groupIds.get('质量')}`,
    );
    expect(byGroup.map((x) => x.name)).toEqual(['品牌质量评价问卷']);
  });

  it('keeps the pinned form when the designer form changes later', async () => {
    const formId = formIds.get('品牌服务评价问卷')!;
    await q(sql`update forms set json = ${template([])} where id = ${formId}`);
    const [qs] = await ok<BrandQuestionnaireSummary[]>(
      'body',
      'GET',
      `getQSDataByGid?gid=${groupIds.get('服务')}`,
    );
    expect(qs!.indicatorCount).toBe(3);
  });

  it('binds a form without indicators (flagged by its count) and refuses other kinds and doubles', async () => {
    const gid = groupIds.get('声誉')!;
    const { id } = await ok<{ id: string }>('body', 'POST', 'bindQuestionnaire', {
      groupId: gid,
      formId: plainFormId,
      weight: 0.5,
      name: '品牌调研',
    });
    const detail = await ok<BrandQuestionnaire>('body', 'GET', `getQSData?qsId=${id}`);
    expect([detail.name, detail.indicatorCount, detail.maxTotal, detail.weight]).toEqual([
      '品牌调研',
      0,
      '0',
      '0.5',
    ]);

    const kind = await call('body', 'POST', 'bindQuestionnaire', {
      groupId: gid,
      formId: indicatorFormId,
      weight: 1,
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toContain('formId');

    const twice = await call('body', 'POST', 'bindQuestionnaire', {
      groupId: gid,
      formId: plainFormId,
      weight: 1,
    });
    expect(twice.statusCode).toBe(409);

    const updated = await ok<{ id: string }>('body', 'POST', 'updateQuestionnaire', {
      id,
      weight: '2',
      sort: 5,
    });
    expect(updated.id).toBe(id);
    const after = await ok<BrandQuestionnaire>('body', 'GET', `getQSData?qsId=${id}`);
    expect([after.weight, after.sort]).toEqual(['2', 5]);

    await ok('body', 'POST', 'unbindQuestionnaire', { id });
    expect((await call('body', 'GET', `getQSData?qsId=${id}`)).statusCode).toBe(404);
  });

  it('lists the forms that may be bound: questionnaire and scoring kinds only', async () => {
    const choices = await ok<{ id: string; kind: number }[]>('body', 'GET', 'formChoices');
    expect(choices.map((c) => c.id)).toEqual(
      expect.arrayContaining([plainFormId, formIds.get('品牌质量评价问卷')]),
    );
    expect(choices.map((c) => c.id)).not.toContain(indicatorFormId);
    expect(new Set(choices.map((c) => c.kind))).toEqual(new Set([Kind.questionnaire, Kind.scoring]));
  });

  it('names the field of bad input', async () => {
    const cases: [string, object, string][] = [
      ['saveGroup', { name: '', dimension: 'quality', weight: 1 }, 'name'],
      ['saveGroup', { name: 'x', dimension: 'colour', weight: 1 }, 'dimension'],
      ['saveGroup', { name: 'x', dimension: 'quality', weight: 0 }, 'weight'],
      ['saveGroup', { name: 'x', dimension: 'quality', weight: '1.23456' }, 'weight'],
      ['saveGroup', { name: 'x', dimension: 'quality', weight: 1, sort: 1.5 }, 'sort'],
      ['bindQuestionnaire', { groupId: 'nope', formId: plainFormId, weight: 1 }, 'groupId'],
      ['bindQuestionnaire', { groupId: groupIds.get('质量'), formId: plainFormId, weight: -1 }, 'weight'],
      ['updateQuestionnaire', { id: groupIds.get('质量'), weight: 'abc' }, 'weight'],
    ];
    for (const [url, body, fieldName] of cases) {
      const res = await call('body', 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body, url).toContain(fieldName);
    }
    const missing = await call('body', 'POST', 'bindQuestionnaire', {
      groupId: crypto.randomUUID(),
      formId: plainFormId,
      weight: 1,
    });
    expect(missing.statusCode).toBe(404);
    const english = await call(
      'body',
      'POST',
      'saveGroup',
      { id: crypto.randomUUID(), name: 'x', dimension: 'quality', weight: 1 },
      'en-US',
    );
    expect(english.statusCode).toBe(404);
    expect(english.json().msg).toBe('The questionnaire group does not exist');
  });

  it('changes a group', async () => {
    const id = groupIds.get('服务')!;
    await ok('body', 'POST', 'saveGroup', {
      id,
      name: '服务',
      dimension: 'service',
      weight: '0.3',
      description: '客户服务',
    });
    const groups = await ok<BrandQsGroup[]>('body', 'GET', 'getQSGroups');
    const g = groups.find((x) => x.id === id)!;
    expect([g.weight, g.description, g.sort, g.questionnaires.length]).toEqual(['0.3', '客户服务', 2, 1]);
  });

  it('refuses callers without the pages: reads for strangers to the brand app, writes for all but the body', async () => {
    expect((await call('outsider', 'GET', 'getQSGroups')).statusCode).toBe(403);
    const gid = groupIds.get('质量')!;
    for (const who of ['client', 'expert'] as const) {
      for (const [url, body] of [
        ['saveGroup', { name: 'x', dimension: 'quality', weight: 1 }],
        ['removeGroup', { id: gid }],
        ['bindQuestionnaire', { groupId: gid, formId: plainFormId, weight: 1 }],
        ['unbindQuestionnaire', { id: gid }],
      ] as const) {
        expect((await call(who, 'POST', url, body)).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await call(who, 'GET', 'formChoices')).statusCode).toBe(403);
    }
  });

  it('refuses to remove what answers use (409), removes a group without answers', async () => {
    const groups = await ok<BrandQsGroup[]>('body', 'GET', 'getQSGroups');
    const quality = groups.find((g) => g.dimension === 'quality')!;
    const qsId = quality.questionnaires[0]!.id;
    await q(sql`insert into brand_answers (tenant_id, process_id, qs_id, data, draft)
      values (${east}, ${crypto.randomUUID()}, ${qsId}, '{}'::jsonb, true)`);
    const unbind = await call('body', 'POST', 'unbindQuestionnaire', { id: qsId });
    expect(unbind.statusCode).toBe(409);
    expect(unbind.json().msg).toContain('品牌质量评价问卷');
    const remove = await call('body', 'POST', 'removeGroup', { id: quality.id });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().msg).toContain('质量');

    const innovation = groups.find((g) => g.dimension === 'innovation')!;
    await ok('body', 'POST', 'removeGroup', { id: innovation.id });
    const left = await ok<BrandQsGroup[]>('body', 'GET', 'getQSGroups');
    expect(left.map((g) => g.id)).not.toContain(innovation.id);
    expect(await q(sql`select id from brand_questionnaires where group_id = ${innovation.id}`)).toHaveLength(
      0,
    );
  });

  it("keeps another tenant's groups out of sight", async () => {
    const [other] = await q<{
      id: string;
    }>(sql`insert into brand_qs_groups (tenant_id, name, dimension, weight)
      values (${green}, '绿碳分组', 'quality', 1) returning id`);
    const [otherQs] = await q<{ id: string }>(sql`insert into brand_questionnaires
      (tenant_id, group_id, form_id, name, form_json, weight)
      values (${green}, ${other!.id}, ${crypto.randomUUID()}, '绿碳问卷', ${template([])}, 1) returning id`);
    const groups = await ok<BrandQsGroup[]>('body', 'GET', 'getQSGroups');
    expect(groups.map((g) => g.name)).not.toContain('绿碳分组');
    expect((await call('body', 'GET', `getQSDataByGid?gid=${other!.id}`)).statusCode).toBe(404);
    expect((await call('body', 'GET', `getQSData?qsId=${otherQs!.id}`)).statusCode).toBe(404);
    expect((await call('body', 'POST', 'removeGroup', { id: other!.id })).statusCode).toBe(404);
    expect((await call('body', 'POST', 'unbindQuestionnaire', { id: otherQs!.id })).statusCode).toBe(404);
    expect((await q(sql`select id from brand_qs_groups where id = ${other!.id}`)).length).toBe(1);
  });
});
