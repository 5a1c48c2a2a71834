import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTemplate } from './import.js';
import { checkRules, isEmptyValue, validateData } from './validate.js';
import { validateSubmission } from './server.js';
import { createFormStore, FormValidationError } from './store/index.js';
import type { FieldItem, FormTemplate } from './types.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const load = (list: unknown[], config: Record<string, unknown> = {}): FormTemplate =>
  importTemplate({ list, config }).template;
const field = (type: string, model: string, rules: unknown[], options: Record<string, unknown> = {}) => ({
  type,
  label: model,
  model,
  key: `${type}_${model}`,
  options,
  rules,
});
const only = (template: FormTemplate) => template.list[0] as FieldItem;
const check = (
  item: FieldItem,
  value: unknown,
  trigger?: 'change' | 'blur',
  data: Record<string, unknown> = {},
) => checkRules(item, value, { data, path: 'x', ...(trigger ? { trigger } : {}) });

describe('§5 rules', () => {
  it('refuses whitespace-only text in a required input or textarea with the default message 必填项', () => {
    for (const type of ['input', 'textarea']) {
      const item = only(load([field(type, 'a', [{ required: true }])]));
      expect(check(item, '   ')).toBe('必填项');
      expect(check(item, '\n\t')).toBe('必填项');
      expect(check(item, ' x ')).toBeUndefined();
    }
  });

  it('treats empty selections as missing and zero or false as given', () => {
    const select = only(load([field('checkbox', 'c', [{ required: true, message: '请选择' }])]));
    expect(check(select, [])).toBe('请选择');
    expect(check(select, ['1'])).toBeUndefined();
    const number = only(load([field('number', 'n', [{ required: true }])]));
    expect(check(number, 0)).toBeUndefined();
    expect(check(number, undefined)).toBe('必填项');
    expect(isEmptyValue(false, 'switch')).toBe(false);
    expect(isEmptyValue(null)).toBe(true);
  });

  it('checks on change and on blur by default, and only on the events a rule names', () => {
    const both = only(load([field('input', 'a', [{ required: true }])]));
    expect(check(both, '', 'change')).toBe('必填项');
    expect(check(both, '', 'blur')).toBe('必填项');
    const blurOnly = only(load([field('input', 'a', [{ required: true, trigger: ['blur'] }])]));
    expect(check(blurOnly, '', 'change')).toBeUndefined();
    expect(check(blurOnly, '', 'blur')).toBe('必填项');
    expect(check(blurOnly, '')).toBe('必填项');
  });

  it("applies the first rule's required flag to every rule of the item", () => {
    const requiredFirst = only(
      load([
        field('input', 'a', [
          { required: true, message: '第一条', trigger: ['blur'] },
          { required: false, message: '第二条', trigger: ['change'], vtype: 1, pattern: '^\\d+$' },
        ]),
      ]),
    );
    // On change only the second rule runs, and it is required because the first one is.
    expect(check(requiredFirst, '', 'change')).toBe('第二条');
    const optionalFirst = only(
      load([
        field('input', 'a', [
          { required: false, message: '第一条' },
          { required: true, message: '第二条' },
        ]),
      ]),
    );
    expect(check(optionalFirst, '')).toBeUndefined();
  });

  it('vtype 1: a pattern must match a filled-in value; an empty pattern passes', () => {
    const phone = only(
      load([field('input', 'p', [{ vtype: 1, pattern: '^1[3-9]\\d{9}$', message: '手机号格式不正确' }])]),
    );
    expect(check(phone, '123')).toBe('手机号格式不正确');
    expect(check(phone, '13812345678')).toBeUndefined();
    expect(check(phone, '')).toBeUndefined();
    const emptyPattern = only(load([field('input', 'p', [{ vtype: 1, pattern: '', message: 'x' }])]));
    expect(check(emptyPattern, 'anything')).toBeUndefined();
    const literal = only(load([field('input', 'p', [{ vtype: 1, pattern: '/^abc$/i', message: '不匹配' }])]));
    expect(check(literal, 'ABC')).toBeUndefined();
    expect(check(literal, 'abd')).toBe('不匹配');
  });

  it('vtype 1: an invalid pattern passes and is reported to the designer', () => {
    const broken = only(load([field('input', 'p', [{ vtype: 1, pattern: '([a-', message: 'x' }])]));
    const reported: string[] = [];
    const message = checkRules(broken, 'abc', {
      data: {},
      path: 'p',
      onError: (_p, source) => reported.push(source),
    });
    expect(message).toBeUndefined();
    expect(reported).toEqual(['([a-']);
  });

  it('vtype 2: a condition over the whole form data, its message when false', () => {
    const item = only(
      load([field('number', 'end', [{ vtype: 2, script: '$.end > $.start', message: '结束须大于开始' }])]),
    );
    expect(check(item, 1, undefined, { start: 5, end: 1 })).toBe('结束须大于开始');
    expect(check(item, 9, undefined, { start: 5, end: 9 })).toBeUndefined();
    const broken = only(
      load([field('input', 'a', [{ vtype: 2, script: '$.a.b.c', message: '条件不成立' }])]),
    );
    expect(check(broken, 'x', undefined, { a: 'x' })).toBe('条件不成立');
  });

  it('uses the configured message, or 必填项 when none is set', () => {
    const item = only(load([field('radio', 'card', [{ required: true, message: '有效证件不能为空' }])]));
    expect(check(item, '')).toBe('有效证件不能为空');
    const plain = only(load([field('radio', 'card', [{ required: true, message: '' }])]));
    expect(check(plain, '')).toBe('必填项');
  });
});

describe('validating a whole form', () => {
  it('validates the legacy form, skipping the field its visibility expression hides', () => {
    const { template } = importTemplate(fixture('validator1.json'));
    const hidden = validateData(template, { name: '', sex: '1', card: '1', card_info: '' });
    expect(hidden.errors.map((e) => [e.path, e.message])).toEqual([['name', '必填项']]);
    const shown = validateData(template, { name: '张三', sex: '1', card: '4', card_info: ' ' });
    expect(shown.errors.map((e) => [e.path, e.label, e.message])).toEqual([
      ['card_info', '其他有效证件说明', '其他有效证件说明不能为空'],
    ]);
    expect(validateData(template, { name: '张三', sex: '1', card: '2' }).valid).toBe(true);
  });

  it('skips every rule in preview mode', () => {
    const { template } = importTemplate(fixture('validator1.json'));
    expect(validateData(template, {}, { mode: 'preview' })).toEqual({ valid: true, errors: [] });
  });

  it('points errors of nested containers, sub-form rows and table rows at the cell', () => {
    const { template } = importTemplate(fixture('every-type.json'));
    const store = createFormStore(template, { now: () => new Date(2024, 0, 2) });
    store.addRow('members');
    const { errors } = store.validate();
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['name', '必填项'],
      ['mobile', '请输入手机号'],
      ['age', '请输入年龄'],
      ['sex', '请选择性别'],
      ['hobby', '请至少选择一项'],
      ['area', '请选择地区'],
      ['right', '右列必填'],
      ['orgName', '请输入单位名称'],
      ['members[0].memberName', '请输入成员姓名'],
      ['members[1].memberName', '请输入成员姓名'],
      ['devices[0].deviceName', '请输入设备名称'],
      ['devices[1].deviceName', '请输入设备名称'],
    ]);
    expect(store.getFieldState('devices[1].deviceName').error).toBe('请输入设备名称');
  });

  it('does not validate the fields of a hidden container', () => {
    const template = load([
      {
        type: 'grid',
        key: 'g',
        options: { dynamicVisibleValue: '$.show == 1' },
        columns: [{ span: 24, list: [field('input', 'inner', [{ required: true }])] }],
      },
      field('input', 'show', []),
    ]);
    expect(validateData(template, { show: 0 }).valid).toBe(true);
    expect(validateData(template, { show: 1 }).errors.map((e) => e.path)).toEqual(['inner']);
    const store = createFormStore(template, { data: { show: 0 } });
    expect(store.validate().valid).toBe(true);
    store.setValue('show', 1);
    expect(store.validate().errors.map((e) => e.path)).toEqual(['inner']);
  });
});

describe('reading the data', () => {
  const template = () =>
    load(
      [
        field('input', 'name', [{ required: true }]),
        field('input', 'secret', [], { hidden: true, defaultValue: 's' }),
        field('input', 'note', [], { dynamicVisibleValue: '$.name == "show"' }),
        {
          type: 'batch',
          label: '表',
          model: 'rows',
          key: 'batch_rows',
          options: { defrows: 1 },
          list: [field('input', 'a', []), field('input', 'b', [], { dynamicHideValue: '$item.a == "x"' })],
        },
      ],
      { outputHidden: false },
    );

  it("rejects with '验证失败' and the field errors when invalid", async () => {
    const store = createFormStore(template());
    const failure = await store.getData().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FormValidationError);
    expect((failure as FormValidationError).message).toBe('验证失败');
    expect((failure as FormValidationError).errors.map((e) => e.path)).toEqual(['name']);
  });

  it('strips hidden fields (static, by expression, per table row) unless outputHidden', async () => {
    const store = createFormStore(template());
    store.setValue('name', '张三');
    store.setValue('note', 'n');
    store.setValue('rows[0].a', 'x');
    store.setValue('rows[0].b', 'y');
    const data = await store.getData();
    expect(data).toEqual({ name: '张三', rows: [{ _id: expect.any(String), seq: 0, a: 'x' }] });

    const open = createFormStore({ ...template(), config: { ...template().config, outputHidden: true } });
    open.setValue('name', '张三');
    expect(await open.getData()).toMatchObject({ name: '张三', secret: 's', note: '' });
  });

  it('the server validates submitted data against the stored template with the same rules', () => {
    const stored = fixture('validator1.json');
    const bad = validateSubmission(stored, { name: ' ', sex: '1', card: '4', card_info: '' });
    expect(bad.valid).toBe(false);
    expect(bad.errors.map((e) => [e.path, e.message])).toEqual([
      ['name', '必填项'],
      ['card_info', '其他有效证件说明不能为空'],
    ]);
    const good = validateSubmission(stored, { name: '张三', sex: '2', card: '1' });
    expect(good).toMatchObject({ valid: true, errors: [] });
  });
});
