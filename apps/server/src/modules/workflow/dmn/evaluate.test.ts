import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors.js';
import { render, type Language } from '../../../i18n/index.js';
import { evaluateDecision, parseDecisions, type DmnModel } from './index.js';
import { decisionXml, definitionsXml, literalXml, tableXml, type TableSpec } from './fixtures/tables.js';

async function modelOf(xml: string): Promise<DmnModel> {
  const { definitions, problems } = await parseDecisions(xml);
  expect(problems).toEqual([]);
  return definitions;
}

async function decide(spec: TableSpec, inputs: Record<string, unknown>) {
  return evaluateDecision(await modelOf(tableXml(spec)), spec.id, inputs);
}

/** The field and the words of the refusal that `run` throws. */
function refusal(run: () => unknown, language: Language = 'zh-CN') {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const [problem] = (error as AppError).problems;
    return { field: problem?.field, reason: render(language, problem?.reason ?? '') };
  }
  throw new Error('expected a refusal');
}

const risk: TableSpec = {
  id: 'risk-level',
  name: 'Risk level',
  inputs: [
    { label: 'Score', expression: 'score', typeRef: 'number' },
    { label: 'Sector', expression: 'sector', typeRef: 'string' },
  ],
  outputs: [{ name: 'level' }],
  rules: [
    [['[1..10]', '"food","medicine"'], ['"high"']],
    [['[1..10]', 'not("food","medicine")'], ['"medium"']],
    [['> 10', '-'], ['"low"']],
    [['< 1', ''], ['"none"']],
  ],
};

describe('evaluateDecision: input entries', () => {
  it('matches ranges, lists, negations and "-" as a decision table reads them', async () => {
    expect(await decide(risk, { score: 1, sector: 'food' })).toEqual({
      decisionId: 'risk-level',
      result: { level: 'high' },
      matchedRules: [0],
    });
    expect((await decide(risk, { score: 10, sector: 'building' })).result).toEqual({ level: 'medium' });
    expect((await decide(risk, { score: 10.5, sector: 'medicine' })).matchedRules).toEqual([2]);
    expect((await decide(risk, { score: 0, sector: 'anything' })).result).toEqual({ level: 'none' });
  });

  it('reads comparisons such as >= 5 and output entries that compute over the inputs', async () => {
    const fee: TableSpec = {
      id: 'fee',
      inputs: [{ expression: 'amount', typeRef: 'number' }],
      outputs: [{ name: 'fee' }],
      rules: [
        [['>= 5'], ['amount * 0.1']],
        [['< 5'], ['0']],
      ],
    };
    expect((await decide(fee, { amount: 5 })).result).toEqual({ fee: 0.5 });
    expect((await decide(fee, { amount: 4.99 })).result).toEqual({ fee: 0 });
  });

  it('compares dates, and reads a date typed as text when the column says so', async () => {
    const period: TableSpec = {
      id: 'period',
      inputs: [{ expression: 'issued', typeRef: 'date' }],
      outputs: [{ name: 'half' }],
      rules: [
        [['< date("2024-07-01")'], ['"first"']],
        [['>= date("2024-07-01")'], ['"second"']],
      ],
    };
    expect((await decide(period, { issued: '2024-03-15' })).result).toEqual({ half: 'first' });
    expect((await decide(period, { issued: '2024-07-01' })).result).toEqual({ half: 'second' });
  });

  it('reads numbers typed as text in a number column', async () => {
    expect((await decide(risk, { score: '12', sector: 'food' })).result).toEqual({ level: 'low' });
  });

  it('refuses a value that is not of the column type, naming the decision and the input', async () => {
    const model = await modelOf(tableXml(risk));
    expect(refusal(() => evaluateDecision(model, 'risk-level', { score: 'many', sector: 'food' }))).toEqual({
      field: 'body.inputs',
      reason: '决策“Risk level”的输入“Score”应为数字，收到 "many"',
    });
  });

  it('refuses an input that is missing, naming it', async () => {
    const model = await modelOf(tableXml(risk));
    expect(refusal(() => evaluateDecision(model, 'risk-level', { score: 3 }))).toEqual({
      field: 'body.inputs',
      reason: '决策“Risk level”需要输入“sector”',
    });
    expect(refusal(() => evaluateDecision(model, 'risk-level', { score: 3 }), 'en-US').reason).toBe(
      'The decision "Risk level" needs the input "sector"',
    );
  });

  it('refuses a value outside the allowed values of its column', async () => {
    const spec: TableSpec = {
      ...risk,
      inputs: [risk.inputs[0]!, { label: 'Sector', expression: 'sector', values: '"food","building"' }],
    };
    const model = await modelOf(tableXml(spec));
    expect(refusal(() => evaluateDecision(model, 'risk-level', { score: 3, sector: 'toys' }))).toEqual({
      field: 'body.inputs',
      reason: '决策“Risk level”的输入“Sector”不能为 "toys"，允许的取值："food","building"',
    });
  });
});

describe('evaluateDecision: hit policies', () => {
  const grades = (hitPolicy: string, extra: Partial<TableSpec> = {}): TableSpec => ({
    id: 'grades',
    name: 'Grades',
    hitPolicy,
    inputs: [{ expression: 'score', typeRef: 'number' }],
    outputs: [{ name: 'grade', values: '"A","B","C"' }],
    rules: [
      [['>= 50'], ['"C"']],
      [['>= 70'], ['"B"']],
      [['>= 90'], ['"A"']],
      [['< 0'], ['"C"']],
    ],
    ...extra,
  });

  it('UNIQUE gives the one matched rule, null when none matched, and refuses two matches', async () => {
    const unique = grades('UNIQUE');
    expect(await decide(unique, { score: 60 })).toMatchObject({ result: { grade: 'C' }, matchedRules: [0] });
    expect(await decide(unique, { score: 10 })).toMatchObject({ result: null, matchedRules: [] });
    const model = await modelOf(tableXml(unique));
    expect(refusal(() => evaluateDecision(model, 'grades', { score: 95 }))).toEqual({
      field: 'body.inputs',
      reason: '决策“Grades”的命中策略为 UNIQUE，但规则 1、2、3 同时匹配',
    });
    expect(refusal(() => evaluateDecision(model, 'grades', { score: 95 }), 'en-US').reason).toBe(
      'The decision "Grades" has the hit policy UNIQUE, but rules 1, 2, 3 all match',
    );
  });

  it("gives the outputs' defaults when no rule matched", async () => {
    const spec = grades('UNIQUE', { outputs: [{ name: 'grade', default: '"F"' }] });
    expect(await decide(spec, { score: 10 })).toMatchObject({ result: { grade: 'F' }, matchedRules: [] });
  });

  it('FIRST gives the first matched rule', async () => {
    expect(await decide(grades('FIRST'), { score: 95 })).toMatchObject({
      result: { grade: 'C' },
      matchedRules: [0],
    });
  });

  it("PRIORITY gives the match whose output comes first in the output's values", async () => {
    expect(await decide(grades('PRIORITY'), { score: 95 })).toMatchObject({
      result: { grade: 'A' },
      matchedRules: [2],
    });
    expect(await decide(grades('PRIORITY'), { score: 75 })).toMatchObject({
      result: { grade: 'B' },
      matchedRules: [1],
    });
  });

  it('PRIORITY without output values keeps the rule order', async () => {
    const spec = grades('PRIORITY', { outputs: [{ name: 'grade' }] });
    expect(await decide(spec, { score: 95 })).toMatchObject({ result: { grade: 'C' }, matchedRules: [0] });
  });

  it('ANY gives the common result of the matches and refuses matches that differ', async () => {
    const spec = grades('ANY', {
      rules: [
        [['>= 50'], ['"pass"']],
        [['>= 70'], ['"pass"']],
        [['>= 90'], ['"distinction"']],
      ],
    });
    expect(await decide(spec, { score: 75 })).toMatchObject({
      result: { grade: 'pass' },
      matchedRules: [0, 1],
    });
    const model = await modelOf(tableXml(spec));
    expect(refusal(() => evaluateDecision(model, 'grades', { score: 95 }))).toEqual({
      field: 'body.inputs',
      reason: '决策“Grades”的命中策略为 ANY，但同时匹配的规则 1、2、3 结果不同',
    });
  });

  it('RULE ORDER lists every match in rule order', async () => {
    expect(await decide(grades('RULE ORDER'), { score: 95 })).toMatchObject({
      result: [{ grade: 'C' }, { grade: 'B' }, { grade: 'A' }],
      matchedRules: [0, 1, 2],
    });
    expect(await decide(grades('RULE ORDER'), { score: 10 })).toMatchObject({ result: [], matchedRules: [] });
  });

  it("OUTPUT ORDER lists every match in the order of the output's values", async () => {
    expect(await decide(grades('OUTPUT ORDER'), { score: 95 })).toMatchObject({
      result: [{ grade: 'A' }, { grade: 'B' }, { grade: 'C' }],
      matchedRules: [2, 1, 0],
    });
  });

  describe('COLLECT', () => {
    const points = (aggregation?: string): TableSpec => ({
      id: 'points',
      name: 'Points',
      hitPolicy: 'COLLECT',
      aggregation,
      inputs: [{ expression: 'findings', typeRef: 'number' }],
      outputs: [{ name: 'points' }],
      rules: [
        [['> 0'], ['10']],
        [['> 2'], ['5']],
        [['> 5'], ['2.5']],
      ],
    });

    it('lists every match', async () => {
      expect(await decide(points(), { findings: 3 })).toMatchObject({
        result: [{ points: 10 }, { points: 5 }],
        matchedRules: [0, 1],
      });
    });

    it('adds up, counts, and finds the least and the greatest of the matches', async () => {
      expect((await decide(points('SUM'), { findings: 6 })).result).toEqual({ points: 17.5 });
      expect((await decide(points('COUNT'), { findings: 6 })).result).toEqual({ points: 3 });
      expect((await decide(points('MIN'), { findings: 6 })).result).toEqual({ points: 2.5 });
      expect((await decide(points('MAX'), { findings: 3 })).result).toEqual({ points: 10 });
    });

    it('gives nothing to add up when nothing matched: a count of 0, no sum', async () => {
      expect((await decide(points('COUNT'), { findings: 0 })).result).toEqual({ points: 0 });
      expect((await decide(points('SUM'), { findings: 0 })).result).toEqual({ points: null });
    });
  });

  it('gives every output of a table with several', async () => {
    const spec: TableSpec = {
      id: 'plan',
      inputs: [{ expression: 'size', typeRef: 'string' }],
      outputs: [{ name: 'auditors' }, { name: 'days' }],
      rules: [
        [['"small"'], ['1', '2']],
        [['"large"'], ['3', '5.5']],
      ],
    };
    expect((await decide(spec, { size: 'large' })).result).toEqual({ auditors: 3, days: 5.5 });
  });

  it('evaluates a table of 100 rules', async () => {
    const spec: TableSpec = {
      id: 'bands',
      inputs: [{ expression: 'n', typeRef: 'number' }],
      outputs: [{ name: 'band' }],
      rules: Array.from({ length: 100 }, (_, i): [string[], string[]] => [
        [`[${i * 10}..${i * 10 + 9}]`],
        [`"band ${i}"`],
      ]),
    };
    const model = await modelOf(tableXml(spec));
    for (const [n, rule] of [
      [0, 0],
      [9, 0],
      [10, 1],
      [505, 50],
      [999, 99],
    ] as const) {
      expect(evaluateDecision(model, 'bands', { n })).toEqual({
        decisionId: 'bands',
        result: { band: `band ${rule}` },
        matchedRules: [rule],
      });
    }
    expect(evaluateDecision(model, 'bands', { n: 1000 }).result).toBeNull();
  });
});

describe('evaluateDecision: decision requirements', () => {
  const base: TableSpec = {
    id: 'base-fee',
    name: 'Base fee',
    inputs: [{ expression: 'employees', typeRef: 'number' }],
    outputs: [{ name: 'fee' }],
    rules: [
      [['<= 50'], ['1000']],
      [['> 50'], ['2000']],
    ],
  };

  it('evaluates the required decision first and reads its result by id or by name', async () => {
    const xml = definitionsXml(
      literalXml({
        id: 'total',
        name: 'Total',
        expression: 'base-fee * 2 + Base fee',
        requires: ['base-fee'],
      }),
      decisionXml(base),
    );
    const model = await modelOf(xml);
    expect(evaluateDecision(model, 'total', { employees: 80 })).toEqual({
      decisionId: 'total',
      result: { Total: 6000 },
      matchedRules: [],
    });
  });

  it('evaluates, without a decision id, the decision that no other requires', async () => {
    const xml = definitionsXml(
      decisionXml(base),
      decisionXml({
        id: 'discounted',
        requires: ['base-fee'],
        inputs: [{ expression: 'member', typeRef: 'boolean' }],
        outputs: [{ name: 'fee' }],
        rules: [
          [['true'], ['base-fee * 0.9']],
          [['false'], ['base-fee']],
        ],
      }),
    );
    const model = await modelOf(xml);
    expect(evaluateDecision(model, undefined, { employees: 10, member: 'true' })).toEqual({
      decisionId: 'discounted',
      result: { fee: 900 },
      matchedRules: [0],
    });
    expect(evaluateDecision(model, 'base-fee', { employees: 10 }).result).toEqual({ fee: 1000 });
  });

  it('refuses a decision id that is not in the document', async () => {
    const model = await modelOf(tableXml(base));
    expect(refusal(() => evaluateDecision(model, 'nope', {}))).toEqual({
      field: 'body.decisionId',
      reason: '决策“nope”不存在',
    });
  });

  it('refuses to evaluate a table whose document has problems, naming the decision and the fault', async () => {
    const unknownPolicy = await parseDecisions(tableXml({ ...base, hitPolicy: 'SOMETIMES' }));
    expect(refusal(() => evaluateDecision(unknownPolicy.definitions, 'base-fee', { employees: 3 }))).toEqual({
      field: 'body.xml',
      reason:
        '决策“Base fee”无法计算：未知的命中策略“SOMETIMES”，应为 UNIQUE、FIRST、PRIORITY、ANY、COLLECT、RULE ORDER、OUTPUT ORDER 之一',
    });
    const brokenEntry = await parseDecisions(tableXml({ ...base, rules: [[['<= 50'], ['1000 *']]] }));
    const { field, reason } = refusal(() =>
      evaluateDecision(brokenEntry.definitions, 'base-fee', { employees: 3 }),
    );
    expect(field).toBe('body.xml');
    expect(reason).toMatch(/^决策“Base fee”无法计算：规则 1 中输出“fee”的值“1000 \*”无法计算：/);
  });

  it('refuses decisions that require each other', async () => {
    const xml = definitionsXml(
      literalXml({ id: 'a', expression: 'b + 1', requires: ['b'] }),
      literalXml({ id: 'b', expression: 'a + 1', requires: ['a'] }),
    );
    const { definitions } = await parseDecisions(xml);
    expect(refusal(() => evaluateDecision(definitions, 'a', {}))).toEqual({
      field: 'body.xml',
      reason: '决策“a”无法计算：决策依赖形成循环：a → b → a',
    });
  });
});
