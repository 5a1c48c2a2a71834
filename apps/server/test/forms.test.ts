import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedGridsJson } from '../../../packages/form-core/src/fixtures/hostile.js';
import type { App } from '../src/app.js';
import { forms, tenants } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
const S = '/api/api-spacestation/sp';
let t: TestDatabase;
let app: App;
type Who = 'admin' | 'staff' | 'expert' | 'green';
const token: Record<Who, string> = { admin: '', staff: '', expert: '', green: '' };

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${S}${url}`,
    headers: { authorization: `Bearer ${token[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const input = (model: string, label = model) => ({
  type: 'input',
  label,
  model,
  key: `input_${model}`,
  options: {},
  rules: [],
});
const template = (list: object[], config: object = {}) => JSON.stringify({ list, config });

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  const byCode = Object.fromEntries((await t.database.db.select().from(tenants)).map((r) => [r.code, r.id]));
  token.admin = await signIn('admin', 'Admin@123', byCode['east-cert']);
  token.staff = await signIn('staff_a', 'Demo@123');
  token.expert = await signIn('expert_a', 'Demo@123');
  token.green = await signIn('staff_b', 'Demo@123');
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('indicator forms', () => {
  it('saves a form, lists it by name and group, loads it and saves it again as a new version', async () => {
    const json = template([input('name', '姓名'), input('phone', '电话')], { labelWidth: 100 });
    const saved = await call('staff', 'POST', '/form/saveIDB', {
      formName: '企业基本信息',
      desc: '申请时填写',
      json,
      formGroupId: 'apply',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().msg).toBe('保存成功');
    const form = saved.json().data;
    expect(form).toMatchObject({ formName: '企业基本信息', desc: '申请时填写', json, version: 1 });

    const page = await call('staff', 'POST', '/form/getIDBPageList?pageIndex=1&pageSize=10', {
      formName: '基本',
      formGroupId: 'apply',
    });
    expect(page.json().data.total).toBe(1);
    expect(page.json().data.items[0]).toMatchObject({ id: form.id, fieldCount: 2, formGroupId: 'apply' });
    const otherGroup = await call('staff', 'POST', '/form/getIDBPageList?pageIndex=1&pageSize=10', {
      formGroupId: 'nothing-here',
    });
    expect(otherGroup.json().data.total).toBe(0);
    expect((await call('staff', 'GET', '/form/getIDBGroups')).json().data).toContain('apply');

    const loaded = await call('staff', 'GET', `/form/getIDB?idbId=${form.id}`);
    expect(loaded.json().data).toEqual({
      id: form.id,
      formName: '企业基本信息',
      desc: '申请时填写',
      json,
      formGroupId: 'apply',
      version: 1,
    });

    const again = await call('staff', 'POST', '/form/saveIDB', {
      id: form.id,
      formName: '企业基本信息（新）',
      json: template([input('name', '姓名')]),
      formGroupId: 'apply',
    });
    expect(again.json().data).toMatchObject({ id: form.id, version: 2, formName: '企业基本信息（新）' });
  });

  it('refuses templates form-core cannot accept, naming the field and the reason', async () => {
    const save = (json: string, extra: object = {}) =>
      call('staff', 'POST', '/form/saveIDB', { formName: '坏模板', json, ...extra });
    const reasons = async (json: string, extra: object = {}) => {
      const res = await save(json, extra);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data.errors[0];
    };

    expect(await reasons('{not json')).toEqual({ field: 'body.json', reason: '模板解析失败' });
    expect(await reasons('[1,2]')).toEqual({ field: 'body.json', reason: '模板解析失败' });
    expect((await reasons(template([{ ...input('x'), type: 'sparkle' }]))).reason).toBe(
      '未知的组件类型：sparkle（位置 list[0]）',
    );
    const wideGrid = {
      type: 'grid',
      label: '栅格',
      key: 'grid_1',
      options: {},
      rules: [],
      columns: [{ span: 30, list: [] }],
    };
    expect(await reasons(template([wideGrid]))).toEqual({
      field: 'body.json',
      reason: '栅格宽度应在1到24之间（位置 list[0].columns[0]）',
    });
    expect((await reasons(template([input('same', '甲'), input('same', '乙')]))).reason).toBe(
      '发现重复的数据字段：same，用于「甲」「乙」',
    );
    const batchInTable = {
      type: 'table',
      label: '表格',
      key: 'table_1',
      options: {},
      rules: [],
      trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [{ ...input('rows'), type: 'batch', list: [] }] }] }],
    };
    expect((await reasons(template([batchInTable]))).reason).toMatch(/^动态表格不能放在table中/);
    expect((await reasons(template([{ ...input(''), label: '无名' }]))).reason).toBe(
      '「无名」缺少数据字段名（位置 list[0]）',
    );

    const noName = await call('staff', 'POST', '/form/saveIDB', { formName: ' ', json: template([]) });
    expect(noName.json().data.errors[0]).toEqual({ field: 'body.formName', reason: '表名不能为空' });
    const longName = await call('staff', 'POST', '/form/saveIDB', {
      formName: '表'.repeat(31),
      json: template([]),
    });
    expect(longName.json().data.errors[0].field).toBe('body.formName');
    const longDesc = await call('staff', 'POST', '/form/saveIDB', {
      formName: '表',
      desc: '述'.repeat(51),
      json: template([]),
    });
    expect(longDesc.json().data.errors[0].field).toBe('body.desc');

    // Once the designer's user confirmed them, duplicate fields are kept.
    const confirmed = await save(template([input('same', '甲'), input('same', '乙')]), {
      allowDuplicateModels: true,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps every version and restores an earlier one as a new version', async () => {
    const v1 = template([input('a')]);
    const v2 = template([input('a'), input('b')]);
    const form = (await call('staff', 'POST', '/form/saveIDB', { formName: '版本一', json: v1 })).json().data;
    await call('staff', 'POST', '/form/saveIDB', { id: form.id, formName: '版本二', json: v2 });

    const versions = (await call('staff', 'GET', `/form/getIDBVersions?idbId=${form.id}`)).json().data;
    expect(versions.map((v: { version: number; formName: string }) => [v.version, v.formName])).toEqual([
      [2, '版本二'],
      [1, '版本一'],
    ]);
    expect(versions[0].createdBy).toBeTruthy();
    const one = (await call('staff', 'GET', `/form/getIDBVersion?idbId=${form.id}&version=1`)).json().data;
    expect(one.json).toBe(v1);

    const restored = await call('staff', 'POST', '/form/restoreIDBVersion', { idbId: form.id, version: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 3, formName: '版本一', json: v1 });
    expect((await call('staff', 'GET', `/form/getIDB?idbId=${form.id}`)).json().data.json).toBe(v1);
    const after = (await call('staff', 'GET', `/form/getIDBVersions?idbId=${form.id}`)).json().data;
    expect(after[0]).toMatchObject({ version: 3, restoredFrom: 1 });

    const missing = await call('staff', 'POST', '/form/restoreIDBVersion', { idbId: form.id, version: 9 });
    expect(missing.json().data.errors[0]).toEqual({ field: 'body.version', reason: '该版本不存在' });
    const current = await call('staff', 'POST', '/form/restoreIDBVersion', { idbId: form.id, version: 3 });
    expect(current.json().data.errors[0]).toEqual({ field: 'body.version', reason: '已是当前版本' });
  });

  it('deletes a form with its versions', async () => {
    const form = (
      await call('staff', 'POST', '/form/saveIDB', { formName: '待删除', json: template([]) })
    ).json().data;
    const del = await call('staff', 'POST', `/form/deleteIDB?idbId=${form.id}`);
    expect(del.json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('staff', 'GET', `/form/getIDB?idbId=${form.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/form/getIDBVersions?idbId=${form.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'POST', `/form/deleteIDB?idbId=${form.id}`)).statusCode).toBe(404);
  });
});

describe('who may design forms', () => {
  it('lets the platform administrator design; refuses a member without the form-design pages, who may still read a form', async () => {
    const form = (
      await call('admin', 'POST', '/form/saveIDB', { formName: '管理员表单', json: template([]) })
    ).json().data;
    expect(form.id).toBeTruthy();

    const refused = [
      await call('expert', 'POST', '/form/saveIDB', { formName: '专家表单', json: template([]) }),
      await call('expert', 'POST', '/form/getIDBPageList?pageIndex=1&pageSize=10', {}),
      await call('expert', 'POST', `/form/deleteIDB?idbId=${form.id}`),
      await call('expert', 'GET', `/form/getIDBVersions?idbId=${form.id}`),
      await call('expert', 'POST', '/form/restoreIDBVersion', { idbId: form.id, version: 1 }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('当前操作没有权限');
    }
    const read = await call('expert', 'GET', `/form/getIDB?idbId=${form.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.formName).toBe('管理员表单');

    const anonymous = await app.inject({ method: 'GET', url: `${S}/form/getIDB?idbId=${form.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows, changes, restores or deletes another tenant's forms", async () => {
    const ours = (
      await call('staff', 'POST', '/form/saveIDB', { formName: '甲方表单', json: template([]) })
    ).json().data;
    const theirs = (
      await call('green', 'POST', '/form/saveIDB', { formName: '乙方表单', json: template([input('z')]) })
    ).json().data;

    expect((await call('staff', 'GET', `/form/getIDB?idbId=${theirs.id}`)).statusCode).toBe(404);
    const overwrite = await call('staff', 'POST', '/form/saveIDB', {
      id: theirs.id,
      formName: '篡改',
      json: template([]),
    });
    expect(overwrite.statusCode).toBe(404);
    expect((await call('staff', 'POST', `/form/deleteIDB?idbId=${theirs.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/form/getIDBVersions?idbId=${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call('staff', 'POST', '/form/restoreIDBVersion', { idbId: theirs.id, version: 1 })).statusCode,
    ).toBe(404);
    const list = (await call('staff', 'POST', '/form/getIDBPageList?pageIndex=1&pageSize=100', {})).json()
      .data;
    expect(list.items.map((i: { id: string }) => i.id)).toContain(ours.id);
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(theirs.id);

    const still = (await call('green', 'GET', `/form/getIDB?idbId=${theirs.id}`)).json().data;
    expect(still).toMatchObject({ formName: '乙方表单', version: 1 });
  });
});

describe('questionnaire details', () => {
  it('creates, loads by questionnaire and detail, saves jsonData, reads and changes the form style', async () => {
    const created = await call('staff', 'POST', '/qs/saveQsDetail', {
      qsId: 'QS-1',
      name: '满意度问卷',
      jsonData: template([input('q1', '问题一')]),
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json().data;

    const loaded = await call('staff', 'GET', `/qs/getQsDetail?qsId=QS-1&qsDetailId=${detail.id}`);
    expect(loaded.json().data).toMatchObject({ id: detail.id, name: '满意度问卷', qsId: 'QS-1' });
    expect((await call('staff', 'GET', `/qs/getQsDetail?qsId=QS-2&qsDetailId=${detail.id}`)).statusCode).toBe(
      404,
    );

    const json2 = template([input('q1', '问题一'), input('q2', '问题二')]);
    const saved = await call('staff', 'POST', '/qs/saveQsDetail', { qsDetailId: detail.id, jsonData: json2 });
    expect(saved.json().data).toMatchObject({ jsonData: json2, version: 2, name: '满意度问卷' });

    const style = await call('staff', 'GET', `/form/getFormStyle?qsDetailId=${detail.id}`);
    expect(style.json().data.formStyle).toMatchObject({
      labelPosition: 'left',
      labelWidth: 100,
      size: 'mini',
    });
    const changed = await call('staff', 'POST', '/form/updateQsDetailFormStyle', {
      qsDetailId: detail.id,
      formStyle: { labelPosition: 'top', labelWidth: 160 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await call('staff', 'GET', `/form/getFormStyle?qsDetailId=${detail.id}`);
    expect(after.json().data.formStyle).toMatchObject({ labelPosition: 'top', labelWidth: 160 });

    const tooWide = await call('staff', 'POST', '/form/updateQsDetailFormStyle', {
      qsDetailId: detail.id,
      formStyle: { labelWidth: 300 },
    });
    expect(tooWide.json().data.errors[0]).toEqual({
      field: 'body.formStyle.labelWidth',
      reason: '不能大于200',
    });
    const noQs = await call('staff', 'POST', '/qs/saveQsDetail', { name: 'x', jsonData: template([]) });
    expect(noQs.json().data.errors[0]).toEqual({ field: 'body.qsId', reason: '新建问卷明细时不能为空' });
    const theirs = await call('green', 'GET', `/form/getFormStyle?qsDetailId=${detail.id}`);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('scoring forms', () => {
  const scored = (model: string, score: number, type = 'radio') => ({
    ...input(model),
    type,
    options: { AnswerScore: score, StandardAnswer: 'A', options: [{ value: 'A', label: 'A' }] },
  });

  it('saves with a generated number, checks the total against the items, loads by number and keeps versions', async () => {
    const json = template([scored('q1', 10), scored('q2', 15)]);
    const body = {
      bizType: '100',
      type: 2,
      isAuto: 1,
      form: { formName: '评分表', desc: '专家评分', json, total: 25 },
    };
    const saved = await call('staff', 'POST', '/score/saveScoreForm', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const form = saved.json().data;
    expect(form.no).toMatch(/^PF\d{8}/);
    expect(form).toMatchObject({ type: 2, isAuto: 1, form: { total: 25, formName: '评分表' } });

    const loaded = await call('staff', 'GET', `/score/getScoreForm?no=${form.no}`);
    expect(loaded.json().data.form).toMatchObject({ id: form.id, json, total: 25, desc: '专家评分' });

    const wrongTotal = await call('staff', 'POST', '/score/saveScoreForm', {
      ...body,
      no: form.no,
      form: { ...body.form, total: 30 },
    });
    expect(wrongTotal.json().data.errors[0]).toEqual({
      field: 'body.form.total',
      reason: '总分应为各题分值之和 25',
    });
    const badBiz = await call('staff', 'POST', '/score/saveScoreForm', { ...body, bizType: '200' });
    expect(badBiz.json().data.errors[0].field).toBe('body.bizType');

    const withText = template([scored('q1', 10), scored('q3', 5, 'textarea')]);
    const again = await call('staff', 'POST', '/score/saveScoreForm', {
      ...body,
      no: form.no,
      form: { ...body.form, json: withText, total: 15 },
    });
    expect(again.json().data).toMatchObject({ id: form.id, version: 2, isAuto: 0, form: { total: 15 } });

    const list = await call('staff', 'POST', '/form/getIDBPageList?pageIndex=1&pageSize=10', { kind: 3 });
    expect(list.json().data.items[0]).toMatchObject({ id: form.id, no: form.no, total: 15, kind: 3 });
    expect((await call('green', 'GET', `/score/getScoreForm?no=${form.no}`)).statusCode).toBe(404);
    const unknownNo = await call('staff', 'POST', '/score/saveScoreForm', { ...body, no: 'PF-NOPE' });
    expect(unknownNo.statusCode).toBe(404);
    expect(unknownNo.json().msg).toBe('评分表不存在');
    // Tenant B's number does not reach tenant A's form, nor make one in B.
    expect((await call('green', 'POST', '/score/saveScoreForm', { ...body, no: form.no })).statusCode).toBe(
      404,
    );
  });
});

describe('templates that break the rules', () => {
  const problem = (res: { statusCode: number; body: string; json(): { data: { errors: unknown[] } } }) => {
    expect(res.statusCode, res.body).toBe(400);
    return res.json().data.errors[0];
  };
  const saves = (json: string) => [
    call('staff', 'POST', '/form/saveIDB', { formName: '坏模板', json }),
    call('staff', 'POST', '/qs/saveQsDetail', { qsId: 'QS-BAD', name: '坏问卷', jsonData: json }),
    call('staff', 'POST', '/score/saveScoreForm', {
      bizType: '100',
      type: 2,
      isAuto: 1,
      form: { formName: '坏评分表', json, total: 0 },
    }),
  ];
  const fields = ['body.json', 'body.jsonData', 'body.form.json'];

  it('refuses on every save a version it cannot read, grids nested 1,000 deep, objects for numbers and bad form settings, naming the path', async () => {
    const cases: [string, string][] = [
      ['{"schemaVersion":2,"list":[]}', '模板版本 2 高于当前支持的版本 1'],
      ['{"schemaVersion":1e308,"list":[]}', '模板版本 1e+308 高于当前支持的版本 1'],
      [`{"list":[${nestedGridsJson(1000)}]}`, '模板嵌套过深（最多100层）（位置 list[0].columns[0].list[0]'],
      [
        '{"list":[{"type":"uploadFile","model":"f","options":{"limit":{"toString":1}}}]}',
        '应为1到100的整数（位置 list[0].options.limit）',
      ],
      ['{"list":[],"config":{"labelWidth":0.5}}', '应为0到200的整数（位置 config.labelWidth）'],
      ['{"list":[],"config":{"customStyle":5}}', '应为文本（位置 config.customStyle）'],
      [
        '{"list":[{"type":"input","model":"a","options":{"__proto__":{"x":1}}}]}',
        '不能使用 __proto__ 作为键名',
      ],
    ];
    for (const [json, reason] of cases) {
      const answers = await Promise.all(saves(json));
      answers.forEach((res, i) => {
        const { field, reason: said } = problem(res) as { field: string; reason: string };
        expect(field).toBe(fields[i]);
        expect(said.startsWith(reason), `${said} for ${json.slice(0, 60)}`).toBe(true);
      });
    }
  });

  it('answers a read of a questionnaire stored with a bad template with an error naming it, and reads every other form as before', async () => {
    const create = async (name: string) =>
      (
        await call('staff', 'POST', '/qs/saveQsDetail', {
          qsId: 'QS-STORED',
          name,
          jsonData: template([input('q1')]),
        })
      ).json().data as { id: string };
    const bad = await create('旧问卷');
    const good = await create('好问卷');
    // Written before the checks existed: a fractional label width and a number as custom CSS.
    const store = (json: string) =>
      withSystemScope(() => t.database.db.update(forms).set({ json }).where(eq(forms.id, bad.id)));

    for (const [json, reason] of [
      [
        '{"list":[],"config":{"labelWidth":0.5,"customStyle":5}}',
        '应为0到200的整数（位置 config.labelWidth）',
      ],
      ['{"schemaVersion":99,"list":[]}', '模板版本 99 高于当前支持的版本 1'],
      [`{"list":[${nestedGridsJson(1000)}]}`, '模板嵌套过深'],
      ['not json', '模板解析失败'],
    ] as const) {
      await store(json);
      const style = await call('expert', 'GET', `/form/getFormStyle?qsDetailId=${bad.id}`);
      expect(style.statusCode, style.body).toBe(409);
      expect(style.json().code).toBe(409);
      expect(style.json().msg).toMatch(new RegExp(`^问卷明细「旧问卷」的模板有误，无法读取：`));
      expect(style.json().msg).toContain(reason);
      const update = await call('staff', 'POST', '/form/updateQsDetailFormStyle', {
        qsDetailId: bad.id,
        formStyle: { labelPosition: 'top' },
      });
      expect(update.statusCode, update.body).toBeLessThan(500);
      expect(update.statusCode).not.toBe(200);
      // The stored text itself is still handed out, for the designer to repair.
      const detail = await call('expert', 'GET', `/qs/getQsDetail?qsId=QS-STORED&qsDetailId=${bad.id}`);
      expect(detail.json().data.jsonData).toBe(json);
      const other = await call('expert', 'GET', `/form/getFormStyle?qsDetailId=${good.id}`);
      expect(other.statusCode).toBe(200);
    }

    // Setting the broken value anew repairs the form.
    await store('{"list":[],"config":{"labelWidth":0.5}}');
    const repaired = await call('staff', 'POST', '/form/updateQsDetailFormStyle', {
      qsDetailId: bad.id,
      formStyle: { labelWidth: 120 },
    });
    expect(repaired.statusCode, repaired.body).toBe(200);
    const style = await call('expert', 'GET', `/form/getFormStyle?qsDetailId=${bad.id}`);
    expect(style.json().data.formStyle).toMatchObject({ labelWidth: 120, customStyle: '' });
  });
});

describe('answers in the caller’s language', () => {
  it('word a refused template, form-core’s problems included, in English for an English caller', async () => {
    const save = async (json: string, language?: string) =>
      (await call('staff', 'POST', '/form/saveIDB', { formName: '语言', json }, language)).json();
    const wideGrid = { ...input('g'), type: 'grid', columns: [{ span: 30, list: [] }] };
    expect((await save(template([wideGrid]), 'en-US')).data.errors[0]).toEqual({
      field: 'body.json',
      reason: 'The column span must be from 1 to 24 (at list[0].columns[0])',
    });
    expect((await save(template([wideGrid]))).data.errors[0].reason).toBe(
      '栅格宽度应在1到24之间（位置 list[0].columns[0]）',
    );
    expect(await save('{not json', 'en-US')).toMatchObject({
      msg: 'body.json: The template could not be read',
      data: { errors: [{ field: 'body.json', reason: 'The template could not be read' }] },
    });
    const twice = template([input('same', '甲'), input('same', '乙')]);
    expect((await save(twice, 'en-US')).data.errors[0].reason).toBe(
      'Duplicate data field same, used by "甲", "乙"',
    );
    expect((await save(twice)).data.errors[0].reason).toBe('发现重复的数据字段：same，用于「甲」「乙」');
    expect((await save(template([{ ...input(''), label: '无名' }]), 'en-US')).data.errors[0].reason).toBe(
      '"无名" has no data field name (at list[0])',
    );
    expect((await save(template([input('name')]), 'en-US')).msg).toBe('Saved');
    const missing = await call(
      'staff',
      'GET',
      `/form/getIDB?idbId=${crypto.randomUUID()}`,
      undefined,
      'en-US',
    );
    expect(missing.json()).toMatchObject({ code: 404, msg: 'The form does not exist' });
  });

  it('name a stored template that no longer loads in English for an English caller', async () => {
    const detail = (
      await call('staff', 'POST', '/qs/saveQsDetail', {
        qsId: 'QS-LANG',
        name: '旧问卷',
        jsonData: template([]),
      })
    ).json().data as { id: string };
    await withSystemScope(() =>
      t.database.db.update(forms).set({ json: 'not json' }).where(eq(forms.id, detail.id)),
    );
    const style = await call(
      'expert',
      'GET',
      `/form/getFormStyle?qsDetailId=${detail.id}`,
      undefined,
      'en-US',
    );
    expect(style.json()).toMatchObject({
      code: 409,
      msg: 'The template of the questionnaire detail "旧问卷" is faulty and cannot be read: The template could not be read',
    });
  });
});
