import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileTemplateJson, nestedGridsJson } from './fixtures/hostile.js';
import { importTemplate, TemplateImportError, type ImportResult } from './import.js';
import { createFormStore } from './store/index.js';
import { validateSubmission } from './server.js';

/** The refusal of a template that cannot be loaded: [code, message]; undefined when it loads. */
function refusal(input: unknown): [string, string] | undefined {
  try {
    importTemplate(input);
  } catch (e) {
    if (e instanceof TemplateImportError) return [e.code, e.message];
    throw e;
  }
  return undefined;
}

const issuesOf = (input: unknown) => importTemplate(input).issues.map((i) => [i.at, i.message]);

describe('templates that cannot be loaded', () => {
  it('refuses a schemaVersion this package cannot read, as a template error rather than a crash', () => {
    expect(refusal({ schemaVersion: 2, list: [] })).toEqual(['version', '模板版本 2 高于当前支持的版本 1']);
    expect(refusal({ schemaVersion: 99, list: [] })?.[0]).toBe('version');
    expect(refusal('{"schemaVersion": 1e308, "list": []}')).toEqual([
      'version',
      '模板版本 1e+308 高于当前支持的版本 1',
    ]);
    expect(refusal({ schemaVersion: -1 })).toEqual(['version', '模板版本应为0到1的整数']);
    expect(refusal({ schemaVersion: 0.5 })?.[0]).toBe('version');
    expect(refusal({ schemaVersion: '1' })?.[0]).toBe('version');
    expect(refusal({ schemaVersion: null, list: [] })).toBeUndefined();
  });

  it('refuses grids nested 1,000 deep, naming where, without running out of stack', () => {
    const [code, message] = refusal(`{"list":[${nestedGridsJson(1000)}]}`)!;
    expect(code).toBe('tooDeep');
    expect(message).toMatch(/^模板嵌套过深（最多100层）（位置 list\[0\]\.columns\[0\]\.list\[0\]/);
    // Nesting deep inside an option value counts too.
    const deepValue = JSON.parse(
      `{"list":[{"type":"input","model":"a","options":{"defaultValue":${'['.repeat(5000)}${']'.repeat(5000)}}}]}`,
    );
    expect(refusal(deepValue)?.[0]).toBe('tooDeep');
  });

  it('loads a form of 16 nested grids', () => {
    const { template, issues } = importTemplate(`{"list":[${nestedGridsJson(16)}]}`);
    expect(issues).toEqual([]);
    expect(createFormStore(template).getFieldState('deep').value).toBe('');
  });

  it('refuses a __proto__ key anywhere in the template', () => {
    expect(
      refusal('{"list":[{"type":"input","model":"a","options":{"__proto__":{"limit":1e308}}}]}'),
    ).toEqual(['unsafeKey', '不能使用 __proto__ 作为键名（位置 list[0].options.__proto__）']);
  });
});

describe('values of the wrong type or out of range', () => {
  it('reports an object where a number belongs and loads the template with the default', () => {
    const { template, issues } = importTemplate(
      '{"list":[{"type":"uploadFile","model":"f","options":{"limit":{"toString":1},"limitSize":1e308}}]}',
    );
    expect(issues).toEqual([
      { kind: 'invalid', at: 'list[0].options.limit', message: '应为1到100的整数' },
      { kind: 'invalid', at: 'list[0].options.limitSize', message: '应为0.001到1024之间的数字' },
    ]);
    expect(template.list[0]!.options).toMatchObject({ limit: 10, limitSize: 10 });
  });

  it('reports form settings of the wrong type: a fractional label width, a number as custom CSS', () => {
    expect(issuesOf({ list: [], config: { labelWidth: 0.5, customStyle: 5, size: 'huge' } })).toEqual([
      ['config.labelWidth', '应为0到200的整数'],
      ['config.customStyle', '应为文本'],
      ['config.size', '应为 "medium"、"small"、"mini" 之一'],
    ]);
    const { config } = importTemplate({ list: [], config: { labelWidth: 0.5, customStyle: 5 } }).template;
    expect(config).toMatchObject({ labelWidth: 1, customStyle: '', size: 'mini' });
  });

  it('reports counts that would make a form build endless rows, stars or cells', () => {
    expect(
      issuesOf({
        list: [
          { type: 'batch', model: 'rows', options: { defrows: 1e308 }, list: [] },
          { type: 'rate', model: 'r', options: { max: 1e9 } },
          { type: 'table', key: 't', trs: [{ tds: [{ colspan: 1e308, list: [] }] }] },
        ],
      }),
    ).toEqual([
      ['list[0].options.defrows', '应为1到100的整数'],
      ['list[1].options.max', '应为1到100的整数'],
      ['list[2].trs[0].tds[0].colspan', '应为1到100的整数'],
    ]);
  });

  it('reports items, rules and child lists that are not what they claim, with their paths', () => {
    expect(
      issuesOf({
        list: [
          5,
          { type: 'input', model: 'a', label: 7, rules: [{ vtype: { toString: 1 }, trigger: 3 }] },
          { type: 'card', key: 'c', list: 'none' },
          { type: 'select', model: 'constructor', options: { options: [{ value: 1, label: {} }] } },
          { type: 'input', model: 'b', options: { linkData: [{ vtype: 9 }] } },
        ],
      }),
    ).toEqual([
      ['list[0]', '应为组件对象'],
      ['list[1].label', '应为文本'],
      ['list[1].rules[0].vtype', '应为 0、1、2、"0"、"1"、"2"、null、"" 之一'],
      ['list[1].rules[0].trigger', '应为 change、blur 或它们的列表'],
      ['list[2].list', '应为数组'],
      ['list[3].model', '数据字段名不能是 constructor'],
      ['list[3].options.options[0].label', '应为文本或数字'],
      ['list[4].options.linkData[0].vtype', '应为 1、2、"1"、"2" 之一'],
    ]);
  });

  it('lets the server check data against a stored template with an object where a number belongs', () => {
    const stored =
      '{"list":[{"type":"batch","model":"rows","options":{"defrows":{"toString":1}},"list":[]}]}';
    expect(validateSubmission(stored, { rows: [{ seq: 0 }] }).valid).toBe(true);
  });
});

describe('any template a client can send', () => {
  it('loads or is refused with a template error, and what loads imports again with nothing to correct', () => {
    fc.assert(
      fc.property(hostileTemplateJson, (text) => {
        let loaded: ImportResult;
        try {
          loaded = importTemplate(text);
        } catch (e) {
          if (e instanceof TemplateImportError) return;
          throw e;
        }
        const again = importTemplate(JSON.stringify(loaded.template));
        expect(again.issues.filter((i) => i.kind !== 'unknownType')).toEqual([]);
        // The corrected template builds a form.
        createFormStore(loaded.template).dispose();
      }),
      { numRuns: 300 },
    );
  });
});
