import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTemplate, TemplateImportError, allItems } from './import.js';
import { isKnownItem, KNOWN_TYPES } from './catalog.js';
import { migrateTemplate } from './migrate.js';
import { SCHEMA_VERSION } from './types.js';
import { createFormStore } from './store/index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const LEGACY = ['basic.json', 'tablebatch.json', 'validator1.json'];

describe('legacy template import', () => {
  it.each(LEGACY)('loads %s of the original product with no issue', (name) => {
    const { template, issues } = importTemplate(fixture(name));
    expect(issues).toEqual([]);
    expect(template.schemaVersion).toBe(SCHEMA_VERSION);
    const raw = JSON.parse(fixture(name)) as { list: unknown[] };
    expect(template.list).toHaveLength(raw.list.length);
  });

  it('keeps the copies in the package identical to the shared fixtures', () => {
    const shared = new URL('../../../../shared/fixtures/legacy-templates/', import.meta.url);
    if (!existsSync(shared)) return;
    for (const name of LEGACY) {
      expect(JSON.parse(fixture(name))).toEqual(JSON.parse(readFileSync(new URL(name, shared), 'utf8')));
    }
  });

  it('keeps every written field and option as written', () => {
    const { template } = importTemplate(fixture('basic.json'));
    const input = template.list[0]!;
    expect(input).toMatchObject({
      type: 'input',
      label: '输入框',
      index: 'A',
      model: 'input_1596781096796',
      key: 'input_1596781096796',
    });
    expect(input.options).toMatchObject({ type: 'text', maxLength: null, tooptip: '', dynamicHideValue: '' });
    expect(template.config).toMatchObject({
      labelPosition: 'right',
      labelWidth: 100,
      size: 'mini',
      hideRequiredMark: true,
    });
  });

  it('fills options and config the template leaves out with the defaults', () => {
    const { template } = importTemplate(fixture('tablebatch.json'));
    expect(template.config.outputHidden).toBe(true);
    expect(template.config.syncLabelRequired).toBe(false);
    const batch = template.list[0]!;
    expect(batch.options).toMatchObject({ defrows: 4, addType: 'line', showItem: ['name', 'sex'] });
    const date = (batch.list as { options: Record<string, unknown> }[])[2]!;
    expect(date.options).toMatchObject({ dateType: 'date', format: 'yyyy-MM-dd' });
  });

  it('gives rules their defaults: not required, 必填项, change and blur', () => {
    const { template } = importTemplate({ list: [{ type: 'input', model: 'a', key: 'a', rules: [{}] }] });
    expect(template.list[0]!.rules[0]).toEqual({
      required: false,
      message: '必填项',
      trigger: ['change', 'blur'],
    });
  });

  it('loads a template using every field type and container, and reports the unknown one', () => {
    const { template, issues } = importTemplate(fixture('every-type.json'));
    const types = new Set(allItems(template.list).map((i) => i.type));
    for (const type of KNOWN_TYPES) expect(types).toContain(type);
    expect(issues).toEqual([{ kind: 'unknownType', at: 'list[27]', message: '未知的组件类型：signature' }]);
    const custom = template.list[27]!;
    expect(isKnownItem(custom)).toBe(false);
    expect(custom).toMatchObject({ type: 'signature', model: 'sign' });
    const store = createFormStore(template);
    expect(store.getFieldState('sign').value).toBe('');
  });

  it('tolerates templates with missing parts', () => {
    const { template } = importTemplate({
      list: [{ type: 'grid' }, { type: 'table' }, { type: 'state', model: 's' }],
    });
    expect(template.list[0]).toMatchObject({ columns: [], options: { gutter: 0, hidden: false } });
    expect(template.list[1]).toMatchObject({ trs: [] });
    expect(template.list[2]!.options).toMatchObject({ maxLevel: 3, separator: '-' });
    expect(importTemplate({}).template.list).toEqual([]);
  });

  it('corrects out-of-range values and says so', () => {
    const { template, issues } = importTemplate({
      list: [
        { type: 'grid', key: 'g', columns: [{ span: 30, list: [] }] },
        { type: 'state', model: 's', options: { separator: '12345678901' } },
      ],
      config: { labelWidth: 500 },
    });
    expect((template.list[0] as { columns: { span: number }[] }).columns[0]!.span).toBe(24);
    expect(template.list[1]!.options.separator).toBe('1234567890');
    expect(template.config.labelWidth).toBe(200);
    expect(issues.map((i) => [i.at, i.message])).toEqual([
      ['list[0].columns[0]', '栅格宽度应在1到24之间'],
      ['list[1].options.separator', '分隔符最多10个字符'],
      ['config.labelWidth', '应为0到200的整数'],
    ]);
  });

  it('refuses empty text, text that is not JSON and JSON that is not an object', () => {
    const refusal = (input: unknown) => {
      try {
        importTemplate(input);
      } catch (e) {
        return e instanceof TemplateImportError ? [e.code, e.message] : e;
      }
      return undefined;
    };
    expect(refusal('  ')).toEqual(['empty', '模板内容不能为空']);
    expect(refusal('{list:')).toEqual(['parse', '模板解析失败']);
    expect(refusal('[1,2]')).toEqual(['notObject', '模板解析失败']);
    expect(refusal('"text"')).toEqual(['notObject', '模板解析失败']);
  });
});

describe('schema migration', () => {
  it('stamps legacy templates with the current version', () => {
    expect(migrateTemplate({ list: [] })).toEqual({ list: [], schemaVersion: SCHEMA_VERSION });
  });

  it('runs each step from the template version to the target', () => {
    const steps = {
      0: (t: Record<string, unknown>) => ({ ...t, a: 1 }),
      1: (t: Record<string, unknown>) => ({ ...t, b: (t.a as number) + 1 }),
    };
    expect(migrateTemplate({}, steps, 2)).toEqual({ a: 1, b: 2, schemaVersion: 2 });
    expect(migrateTemplate({ schemaVersion: 1, a: 5 }, steps, 2)).toEqual({ a: 5, b: 6, schemaVersion: 2 });
  });

  it('refuses a template newer than this package', () => {
    expect(() => importTemplate({ schemaVersion: SCHEMA_VERSION + 1, list: [] })).toThrow(
      '高于当前支持的版本',
    );
  });
});
