// The brand assessment report through HTTP (issue 22, H5): two questionnaire groups of east-cert scored by
// three experts on two processes of staff_a (a valuation under review, a rating completed), set up as
// rows. The report's figures are the scores entered and their consensus, the groups' scores and the
// value as the scoring and value calls give them; saving makes versions; the PDF carries the brand's
// name and the figures as text; the docx holds them too. Only the body (role 34) and the enterprise
// for its own completed process read it.
import zlib from 'node:zlib';
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandReportDetail, BrandReportListItem, BrandReportVersion } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { signIn } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const C = '/api/api-ccbd/ccbd/exportreport';
let t: TestDatabase;
let app: App;
let east: string;

type Who = 'body' | 'client' | 'expert';
const token = {} as Record<Who, string>;
const member = {} as Record<'staff' | 'expert1' | 'expert2' | 'expert3', string>;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${C}/${url}`,
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

/** The text a PDF shows: its content streams' glyph codes read through the fonts' ToUnicode maps. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  const starts = /stream\r?\n/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const begin = m.index + m[0].length;
    const end = raw.indexOf('endstream', begin);
    try {
      streams.push(zlib.inflateSync(bytes.subarray(begin, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (a font program's tail, an image): no text in it.
    }
  }
  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
        const units = entry[1]!.split(' ').map((h) => parseInt(h, 16));
        glyphs.set(parseInt(start!, 16) + i, String.fromCharCode(...units));
      });
    }
  }
  return streams
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\] TJ/g)])
    .map(([, ops]) =>
      [...ops!.matchAll(/<([0-9a-f]+)>/gi)]
        .map(([, hex]) =>
          hex!
            .match(/.{4}/g)!
            .map((code) => glyphs.get(parseInt(code, 16)) ?? '')
            .join(''),
        )
        .join(''),
    )
    .join('\n');
}

const item = (model: string, label: string, score: number) => ({
  type: 'textarea',
  label,
  model,
  key: `textarea_${model}`,
  options: { AnswerScore: score },
  rules: [],
});
const form = (...items: ReturnType<typeof item>[]) => JSON.stringify({ list: items, config: {} });

let valuationId: string;
let ratingId: string;
let otherId: string;
const qs = {} as Record<'quality' | 'innovation', string>;

/** Three experts' scores (all submitted): quality a 8/6/7 of 10, b 15/17/16 of 20; innovation c 9/8/10 of 10. */
async function setUp() {
  await q(sql`delete from brand_qs_groups where tenant_id = ${east}`);
  await q(sql`delete from brand_questionnaires where tenant_id = ${east}`);
  const group = async (name: string, dimension: string, weight: string, sort: number) =>
    (
      await q<{ id: string }>(sql`insert into brand_qs_groups (tenant_id, name, dimension, weight, sort)
        values (${east}, ${name}, ${dimension}, ${weight}, ${sort}) returning id`)
    )[0]!.id;
  const questionnaire = async (groupId: string, name: string, formJson: string) =>
    (
      await q<{ id: string }>(sql`insert into brand_questionnaires (tenant_id, group_id, form_id, name,
          form_json, weight) values (${east}, ${groupId}, gen_random_uuid(), ${name}, ${formJson}, 1) returning id`)
    )[0]!.id;
  qs.quality = await questionnaire(
    await group('质量管理', 'quality', '0.6', 1),
    '质量问卷',
    form(item('a', '质量体系运行', 10), item('b', '产品合格率', 20)),
  );
  qs.innovation = await questionnaire(
    await group('创新能力', 'innovation', '0.4', 2),
    '创新问卷',
    form(item('c', '研发投入', 10)),
  );
  const process = async (
    no: string,
    businessType: string,
    brandName: string,
    status: number,
    applicant: string,
  ) =>
    (
      await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id, business_type,
          brand_name, ent_name, credit_code, industry, contact_name, contact_tel, description, status,
          submitted_at, completed_at)
        values (${east}, ${no}, ${applicant}, ${businessType}, ${brandName}, '苏州精工机械有限公司',
          '91320594MA1MXXXX0Y', '机械制造', '张明', '13800000001', '精密机械零部件。', ${status}, now(),
          ${status === 5 ? sql`now()` : sql`null`}) returning id`)
    )[0]!.id;
  valuationId = await process('BA-2026-90001', 'valuation', '精工智造', 4, member.staff);
  ratingId = await process('BA-2026-90002', 'rating', '苏精', 5, member.staff);
  otherId = await process('BA-2026-90003', 'rating', '别家品牌', 5, member.expert1);
  await q(sql`insert into brand_value_inputs (tenant_id, process_id, inputs) values (${east}, ${valuationId},
    ${JSON.stringify({
      baseRevenue: '10000000',
      growth: ['0.05', '0.05', '0.05'],
      royaltyMin: '0.01',
      royaltyMax: '0.05',
      taxRate: '0.25',
      discountRate: '0.12',
      terminalGrowth: '0.03',
    })}::jsonb)`);
  const scores: [string, Record<string, [string, number, string]>][] = [
    [member.expert1, { a: ['李华', 8, '体系运行良好'], b: ['李华', 15, ''], c: ['李华', 9, '研发投入稳定'] }],
    [member.expert2, { a: ['陈静', 6, '记录不全'], b: ['陈静', 17, ''], c: ['陈静', 8, ''] }],
    [member.expert3, { a: ['刘洋', 7, ''], b: ['刘洋', 16, '合格率高'], c: ['刘洋', 10, ''] }],
  ];
  for (const processId of [valuationId, ratingId, otherId]) {
    for (const [expertId, byIndicator] of scores) {
      const name = byIndicator.a![0];
      await q(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name, submitted_at)
        values (${east}, ${processId}, ${expertId}, ${name}, now())`);
      for (const [indicator, [, score, comment]] of Object.entries(byIndicator)) {
        const qsId = indicator === 'c' ? qs.innovation : qs.quality;
        await q(sql`insert into brand_scores (tenant_id, process_id, expert_id, qs_id, indicator, score, comment)
          values (${east}, ${processId}, ${expertId}, ${qsId}, ${indicator}, ${score}, ${comment})`);
      }
    }
  }
}

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
  east = (await q<{ id: string }>(sql`select id from tenants where code = 'east-cert'`))[0]!.id;
  for (const [who, username] of [
    ['staff', 'staff_a'],
    ['expert1', 'expert_a'],
    ['expert2', 'expert_a2'],
    ['expert3', 'expert_a3'],
  ] as const) {
    const [row] = await q<{ id: string }>(sql`select tu.id from tenant_users tu
      join users u on u.id = tu.user_id where u.username = ${username} and tu.tenant_id = ${east}`);
    member[who] = row!.id;
  }
  token.body = await signIn(app, 'reviewer_a', 'Demo@123');
  token.client = await signIn(app, 'staff_a', 'Demo@123');
  token.expert = await signIn(app, 'expert_a', 'Demo@123');
  await setUp();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('the report detail', () => {
  it('carries the scores as entered, their consensus and the group scores', async () => {
    const r = await ok<BrandReportDetail>('body', 'GET', `detail?processId=${valuationId}`);
    expect(r.application).toMatchObject({
      no: 'BA-2026-90001',
      brandName: '精工智造',
      businessType: 'valuation',
    });
    const a = r.indicators.find((i) => i.model === 'a')!;
    expect(a).toMatchObject({ groupName: '质量管理', label: '质量体系运行', max: '10', consensus: '7.00' });
    expect(a.scores).toEqual([
      { expertName: '李华', score: '8.00', comment: '体系运行良好' },
      { expertName: '陈静', score: '6.00', comment: '记录不全' },
      { expertName: '刘洋', score: '7.00', comment: '' },
    ]);
    expect(r.indicators.find((i) => i.model === 'b')!.consensus).toBe('16.00');
    expect(r.indicators.find((i) => i.model === 'c')!.consensus).toBe('9.00');
    // (7 + 16) / 30 × 100 and 9 / 10 × 100; weighted 0.6 and 0.4.
    expect(r.strength.groups.map((g) => [g.name, g.score])).toEqual([
      ['质量管理', '76.67'],
      ['创新能力', '90.00'],
    ]);
    expect(r.strength).toMatchObject({ score: '82.00', level: 'AAAA', experts: 3 });
    expect(r.version).toBeNull();
    expect(r.editable).toBe(true);
    expect(r.sections.summary).toContain('精工智造');
    expect(r.sections.strength).toContain('76.67');
  });

  it('carries the value the value call computes, and none for a rating', async () => {
    const r = await ok<BrandReportDetail>('body', 'GET', `detail?processId=${valuationId}`);
    const value = await ok<unknown>(
      'body',
      'GET',
      `/api/api-brand/ent/queryValuePrice?processId=${valuationId}`,
    );
    expect(r.value).toEqual(value);
    expect(r.value!.steps).toHaveLength(3);
    const rating = await ok<BrandReportDetail>('body', 'GET', `detail?processId=${ratingId}`);
    expect(rating.value).toBeNull();
    expect(rating.sections.value).toBe('本次为品牌等级评价，不评估品牌的货币价值。');
  });

  it('generates the sections in the reader language', async () => {
    const res = await call('body', 'GET', `detail?processId=${ratingId}`, undefined, 'en-US');
    expect(res.json().data.sections.value).toBe(
      'This is a brand rating: the monetary value of the brand is not assessed.',
    );
  });
});

describe('saving versions', () => {
  it('saves the sections as new versions and reads an older one', async () => {
    const before = await ok<BrandReportDetail>('body', 'GET', `detail?processId=${valuationId}`);
    const first = await call('body', 'POST', 'save', {
      processId: valuationId,
      sections: { ...before.sections, conclusion: '第一稿结论' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('报告已保存为第 1 版');
    expect(first.json().data).toMatchObject({ version: 1, savedBy: '王芳' });
    const second = await ok<BrandReportDetail>('body', 'POST', 'save', {
      processId: valuationId,
      sections: { ...before.sections, conclusion: '第二稿结论' },
    });
    expect(second.version).toBe(2);
    expect(
      (await ok<BrandReportDetail>('body', 'GET', `detail?processId=${valuationId}`)).sections.conclusion,
    ).toBe('第二稿结论');
    const versions = await ok<BrandReportVersion[]>('body', 'GET', `versions?processId=${valuationId}`);
    expect(versions.map((v) => [v.version, v.createdByName])).toEqual([
      [2, '王芳'],
      [1, '王芳'],
    ]);
    const list = await ok<{ items: BrandReportListItem[]; total: number }>(
      'body',
      'POST',
      'queryReportPage?pageIndex=1&pageSize=20',
      { keyword: '精工智造' },
    );
    expect(list.items.map((i) => [i.no, i.version])).toEqual([['BA-2026-90001', 2]]);
  });

  it('refuses a section too long, naming it, and a process not yet scored', async () => {
    const long = await call('body', 'POST', 'save', {
      processId: valuationId,
      sections: {
        summary: 'x'.repeat(20_001),
        background: '',
        method: '',
        strength: '',
        value: '',
        conclusion: '',
      },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('sections.summary');
    await q(sql`update brand_processes set status = 3 where id = ${otherId}`);
    const early = await call('body', 'POST', 'save', {
      processId: otherId,
      sections: { summary: '', background: '', method: '', strength: '', value: '', conclusion: '' },
    });
    expect(early.statusCode).toBe(409);
    expect((await call('body', 'GET', `detail?processId=${otherId}`)).statusCode).toBe(409);
    await q(sql`update brand_processes set status = 5 where id = ${otherId}`);
  });
});

describe('the documents', () => {
  it('makes a PDF with the brand name and the figures as text', async () => {
    const res = await call('body', 'GET', `document?processId=${valuationId}&format=pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfText(res.rawPayload);
    expect(words).toContain('精工智造');
    expect(words).toContain('第二稿结论');
    for (const figure of ['76.67', '90.00', '82.00', '8.00', '16.00']) expect(words).toContain(figure);
    const older = pdfText(
      (await call('body', 'GET', `document?processId=${valuationId}&format=pdf&version=1`)).rawPayload,
    );
    expect(older).toContain('第一稿结论');
    expect(
      (await call('body', 'GET', `document?processId=${valuationId}&format=pdf&version=9`)).statusCode,
    ).toBe(404);
  });

  it('makes a docx holding the figures and the value', async () => {
    const detail = await ok<BrandReportDetail>('body', 'GET', `detail?processId=${valuationId}`);
    const res = await call('body', 'GET', `document?processId=${valuationId}&format=docx`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const xml = new PizZip(res.rawPayload).file('word/document.xml')!.asText();
    for (const words of ['精工智造', '第二稿结论', '76.67', '90.00', '82.00', '体系运行良好', '李华 8.00'])
      expect(xml).toContain(words);
    expect(xml).toContain(
      new Decimal(detail.value!.value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    expect(xml).not.toMatch(/\{[#/]?[a-zA-Z_]+\}/);
  });
});

describe('who reads it', () => {
  it('lets the enterprise read its own completed report only', async () => {
    const mine = await call('client', 'GET', `document?processId=${ratingId}&format=pdf`);
    expect(mine.statusCode).toBe(200);
    expect(pdfText(mine.rawPayload)).toContain('苏精');
    const detail = await ok<BrandReportDetail>('client', 'GET', `detail?processId=${ratingId}`);
    expect(detail.editable).toBe(false);
    const early = await call('client', 'GET', `document?processId=${valuationId}&format=pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('评价结果尚未发布，报告暂不可查看');
    expect((await call('client', 'GET', `detail?processId=${otherId}`)).statusCode).toBe(404);
    expect(
      (
        await call('client', 'POST', 'save', {
          processId: ratingId,
          sections: { summary: '', background: '', method: '', strength: '', value: '', conclusion: '' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('client', 'POST', 'queryReportPage?pageIndex=1&pageSize=20', {})).statusCode).toBe(
      403,
    );
  });

  it('refuses callers without the report pages and a process that does not exist', async () => {
    expect((await call('expert', 'GET', `detail?processId=${ratingId}`)).statusCode).toBe(403);
    expect((await call('expert', 'GET', `document?processId=${ratingId}&format=docx`)).statusCode).toBe(403);
    const missing = await call('body', 'GET', `detail?processId=${crypto.randomUUID()}`, undefined, 'en-US');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('The assessment process does not exist');
  });
});
