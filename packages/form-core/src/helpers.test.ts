import { describe, expect, it } from 'vitest';
import { importTemplate } from './import.js';
import { summariseScore, scoreAnswers, matchesStandardAnswer } from './scoring.js';
import { collectKeys, findDuplicateModels, generateKey } from './keys.js';
import { pickRemoteOptions, withRateMax, withStaticOptions } from './options.js';
import { formatDate, toDayjsFormat } from './dates.js';
import { normaliseRows } from './data.js';
import { defaultDateFormat } from './catalog.js';
import type { FieldItem } from './types.js';

const items = (list: unknown[]) => importTemplate({ list }).template.list;
const scored = (type: string, model: string, AnswerScore: unknown, StandardAnswer?: unknown) => ({
  type,
  model,
  key: model,
  label: model,
  options: { AnswerScore, StandardAnswer },
});

describe('scoring (§4)', () => {
  it('totals the AnswerScore of the top-level items', () => {
    const list = items([
      scored('radio', 'q1', 5),
      scored('checkbox', 'q2', '10'),
      scored('radio', 'q3', undefined),
    ]);
    expect(summariseScore(list)).toEqual({ total: 15, isAuto: 1 });
  });

  it('isAuto is 0 when the last item is an input or textarea, else 1', () => {
    expect(summariseScore(items([scored('radio', 'a', 1), scored('textarea', 'b', 1)])).isAuto).toBe(0);
    expect(summariseScore(items([scored('input', 'a', 1), scored('radio', 'b', 1)])).isAuto).toBe(1);
    expect(summariseScore(items([scored('input', 'a', 1)])).isAuto).toBe(0);
  });

  it('gives the full score for an answer equal to the standard answer', () => {
    const list = items([
      scored('radio', 'q1', 5, '2'),
      scored('checkbox', 'q2', 10, ['a', 'c']),
      scored('textarea', 'q3', 20),
    ]);
    const result = scoreAnswers(list, { q1: '2', q2: ['c', 'a'], q3: '自由回答' });
    expect(result).toEqual({
      total: 15,
      items: [
        { model: 'q1', score: 5, auto: true },
        { model: 'q2', score: 10, auto: true },
        { model: 'q3', score: 0, auto: false },
      ],
    });
    expect(scoreAnswers(list, { q1: '1', q2: ['a'] }).total).toBe(0);
    expect(matchesStandardAnswer(2, '2')).toBe(true);
    expect(matchesStandardAnswer('a,b', ['b', 'a'])).toBe(true);
    expect(matchesStandardAnswer('', '')).toBe(false);
  });
});

describe('keys and models', () => {
  it('generates type + timestamp keys that never repeat', () => {
    const clock = () => 1_700_000_000_000;
    const a = generateKey('input', undefined, clock);
    const b = generateKey('input', undefined, clock);
    expect(a).toMatch(/^input_\d{13}$/);
    expect(b).not.toBe(a);
    const taken = new Set([`select_${Number(b.slice(6)) + 1}`]);
    expect(taken.has(generateKey('select', taken, clock))).toBe(false);
  });

  it('finds models used twice in the same data scope, nested layouts included', () => {
    const list = items([
      { type: 'input', model: 'name', key: 'k1', label: '姓名' },
      {
        type: 'grid',
        key: 'g',
        columns: [{ span: 12, list: [{ type: 'input', model: 'name', key: 'k2', label: '名字' }] }],
      },
      {
        type: 'control',
        model: 'members',
        key: 'c',
        label: '成员',
        list: [
          { type: 'input', model: 'name', key: 'k3', label: '成员姓名' },
          { type: 'input', model: 'age', key: 'k4', label: '年龄' },
          { type: 'input', model: 'age', key: 'k5', label: '岁数' },
        ],
      },
    ]);
    expect(findDuplicateModels(list)).toEqual([
      { model: 'age', scope: 'members', labels: ['年龄', '岁数'] },
      { model: 'name', scope: '', labels: ['姓名', '名字'] },
    ]);
    expect([...collectKeys(list)].sort()).toEqual(['c', 'g', 'k1', 'k2', 'k3', 'k4', 'k5']);
  });
});

describe('options', () => {
  it('resets the default value when the static options change', () => {
    const [select, checkbox] = items([
      {
        type: 'select',
        model: 's',
        key: 's',
        options: { defaultValue: 'a', options: [{ value: 'a', label: 'A' }] },
      },
      { type: 'checkbox', model: 'c', key: 'c', options: { defaultValue: ['a'] } },
    ]) as [FieldItem, FieldItem];
    expect(withStaticOptions(select, [{ value: 'b', label: 'B' }]).options).toMatchObject({
      options: [{ value: 'b', label: 'B' }],
      defaultValue: '',
    });
    expect(withStaticOptions(checkbox, []).options.defaultValue).toEqual([]);
  });

  it('lowers a rate default above a new maximum', () => {
    const [rate] = items([{ type: 'rate', model: 'r', key: 'r', options: { max: 5, defaultValue: 4 } }]) as [
      FieldItem,
    ];
    expect(withRateMax(rate, 3).options).toMatchObject({ max: 3, defaultValue: 3 });
    expect(withRateMax(rate, 10).options).toMatchObject({ max: 10, defaultValue: 4 });
  });

  it('picks remote options at dataPath with the configured value, label and children keys', () => {
    const [select] = items([
      {
        type: 'cascader',
        model: 'c',
        key: 'c',
        options: {
          dynamic: 1,
          dataPath: 'data.list',
          remoteValue: 'id',
          remoteLabel: 'name',
          remoteChildren: 'subs',
        },
      },
    ]) as [FieldItem];
    const response = {
      code: 200,
      data: { list: [{ id: 1, name: '甲', subs: [{ id: '11', name: '甲一' }] }, null] },
    };
    expect(pickRemoteOptions(select, response)).toEqual([
      {
        id: 1,
        name: '甲',
        subs: expect.any(Array),
        value: 1,
        label: '甲',
        children: [{ id: '11', name: '甲一', value: '11', label: '甲一' }],
      },
    ]);
    expect(pickRemoteOptions(select, { data: {} })).toEqual([]);
  });
});

describe('date formats (§9)', () => {
  const date = new Date(2024, 1, 3, 4, 5, 6, 7);
  it('renders the original tokens', () => {
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-02-03 04:05:06');
    expect(formatDate(date, 'yyyy年M月d日 第q季度 SSS')).toBe('2024年2月3日 第1季度 007');
  });
  it('translates them to dayjs and knows each type default', () => {
    expect(toDayjsFormat('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(defaultDateFormat('date', 'year')).toBe('yyyy');
    expect(defaultDateFormat('date', 'month')).toBe('yyyy-MM');
    expect(defaultDateFormat('date', undefined)).toBe('yyyy-MM-dd');
    expect(defaultDateFormat('datePicker')).toBe('yyyy-MM-dd HH:mm:ss');
    expect(defaultDateFormat('time')).toBe('HH:mm:ss');
  });
});

describe('rows of submitted data', () => {
  it('keeps a row whose seq is an object instead of throwing, numbering it 0', () => {
    const rows = normaliseRows(JSON.parse('[{"seq":{"toString":1},"name":"甲"},{"seq":"3"},{"seq":-1}]'));
    expect(rows.map((r) => r.seq)).toEqual([0, 3, 0]);
    expect(rows[0]).toMatchObject({ name: '甲' });
  });
});
