import { describe, expect, it } from 'vitest';
import { parseDecisions } from './index.js';
import { decisionXml, definitionsXml, literalXml, tableXml, type TableSpec } from './fixtures/tables.js';

const valid: TableSpec = {
  id: 'level',
  name: 'Risk level',
  inputs: [{ label: 'Score', expression: 'score', typeRef: 'number' }],
  outputs: [{ name: 'level' }],
  rules: [
    [['[1..10]'], ['"high"']],
    [['> 10'], ['"low"']],
  ],
};

async function problemsOf(xml: string, language?: 'zh-CN' | 'en-US') {
  return (await parseDecisions(xml, language)).problems;
}

describe('parseDecisions', () => {
  it('reads the decisions of a valid document without problems', async () => {
    const { definitions, problems } = await parseDecisions(
      definitionsXml(
        decisionXml(valid),
        literalXml({ id: 'twice', expression: 'level', requires: ['level'] }),
      ),
    );
    expect(problems).toEqual([]);
    expect(definitions.id).toBe('test-definitions');
    expect(definitions.decisions.map((d) => [d.id, d.name, d.requires])).toEqual([
      ['level', 'Risk level', []],
      ['twice', null, ['level']],
    ]);
    expect(definitions.decisions[0]?.logic).toMatchObject({
      kind: 'table',
      hitPolicy: 'UNIQUE',
      inputs: [{ label: 'Score', expression: 'score' }],
      outputs: [{ name: 'level' }],
      rules: [
        { id: 'level-rule-1', inputEntries: ['[1..10]'], outputEntries: ['"high"'] },
        { id: 'level-rule-2', inputEntries: ['> 10'], outputEntries: ['"low"'] },
      ],
    });
  });

  it('says where XML that cannot be read goes wrong', async () => {
    const xml = '<?xml version="1.0"?>\n<definitions id="d">\n  <decision id="a">\n</definitions>';
    expect(await problemsOf(xml)).toEqual([
      { elementId: null, elementName: null, message: 'XML 无法解析：第 4 行第 1 列，closing tag mismatch' },
    ]);
    expect((await problemsOf(xml, 'en-US'))[0]?.message).toBe(
      'The XML cannot be read: line 4, column 1: closing tag mismatch',
    );
  });

  it('refuses a document of another DMN version', async () => {
    const xml =
      '<definitions xmlns="https://www.omg.org/spec/DMN/20151101/dmn.xsd" id="d"><decision id="a" /></definitions>';
    expect((await problemsOf(xml))[0]?.message).toBe(
      '不是 DMN 1.3 文档：根元素应为命名空间 https://www.omg.org/spec/DMN/20191111/MODEL/ 中的 definitions',
    );
  });

  it('names a document without decisions', async () => {
    expect(await problemsOf(definitionsXml())).toEqual([
      { elementId: 'test-definitions', elementName: 'Tests', message: '文档中没有决策' },
    ]);
  });

  it('names a decision without a decision table or literal expression', async () => {
    const xml = definitionsXml('<decision id="empty" name="Empty" />');
    expect(await problemsOf(xml)).toEqual([
      { elementId: 'empty', elementName: 'Empty', message: '决策没有决策表或字面表达式' },
    ]);
    expect((await problemsOf(xml, 'en-US'))[0]?.message).toBe(
      'The decision has no decision table or literal expression',
    );
  });

  it('names decisions that share an id', async () => {
    const xml = definitionsXml(decisionXml(valid), literalXml({ id: 'level', expression: '1' }));
    expect(await problemsOf(xml)).toEqual([
      { elementId: 'level', elementName: null, message: 'id“level”重复，只保留了第一个' },
    ]);
  });

  it('names the rule and the column of FEEL that does not parse', async () => {
    const xml = tableXml({
      ...valid,
      rules: [
        [['[1..10]'], ['"high"']],
        [['[1..'], ['"low" +']],
      ],
    });
    expect(await problemsOf(xml)).toEqual([
      {
        elementId: 'level',
        elementName: 'Risk level',
        message: '规则 2 中输入“Score”的条件“[1..”不是有效的 FEEL（第 4 个字符处有误）',
      },
      {
        elementId: 'level',
        elementName: 'Risk level',
        message: '规则 2 中输出“level”的值“"low" +”不是有效的 FEEL（第 7 个字符处有误）',
      },
    ]);
    expect((await problemsOf(xml, 'en-US'))[0]?.message).toBe(
      'The condition on input "Score" in rule 2 "[1.." is not valid FEEL (error at character 4)',
    );
  });

  it('names an input expression and a literal expression that do not parse', async () => {
    const xml = definitionsXml(
      decisionXml({ ...valid, inputs: [{ label: 'Score', expression: 'score >' }] }),
      literalXml({ id: 'sum', name: 'Sum', expression: '1 + (2' }),
    );
    expect((await problemsOf(xml)).map((p) => [p.elementId, p.message])).toEqual([
      ['level', '输入列“Score”的表达式“score >”不是有效的 FEEL（第 7 个字符处有误）'],
      ['sum', '字面表达式“1 + (2”不是有效的 FEEL（第 6 个字符处有误）'],
    ]);
  });

  it('names an unknown hit policy and an aggregation without COLLECT', async () => {
    expect((await problemsOf(tableXml({ ...valid, hitPolicy: 'SOMETIMES' })))[0]?.message).toBe(
      '未知的命中策略“SOMETIMES”，应为 UNIQUE、FIRST、PRIORITY、ANY、COLLECT、RULE ORDER、OUTPUT ORDER 之一',
    );
    expect(
      (await problemsOf(tableXml({ ...valid, hitPolicy: 'FIRST', aggregation: 'SUM' })))[0]?.message,
    ).toBe('汇总方式 SUM 只能用于 COLLECT 命中策略');
  });

  it('names a rule whose entries do not match the columns', async () => {
    const xml = tableXml({ ...valid, rules: [[['1', '2'], ['"x"']]] });
    expect(await problemsOf(xml)).toEqual([
      {
        elementId: 'level',
        elementName: 'Risk level',
        message: '规则 1 有 2 个输入条件、1 个输出值，而决策表有 1 个输入列、1 个输出列',
      },
    ]);
  });

  it('names a table with several outputs of which one has no name', async () => {
    const xml = tableXml({ ...valid, outputs: [{ name: 'level' }, {}], rules: [[['1'], ['"x"', '2']]] });
    expect((await problemsOf(xml))[0]?.message).toBe('第 2 个输出列没有名称（有多个输出列时每列都要有名称）');
  });

  it('names a required decision that is missing and decisions that require each other', async () => {
    const xml = definitionsXml(
      literalXml({ id: 'a', name: 'A', expression: 'b', requires: ['b'] }),
      literalXml({ id: 'b', name: 'B', expression: 'a', requires: ['a', 'ghost'] }),
    );
    expect(await problemsOf(xml)).toEqual([
      { elementId: 'b', elementName: 'B', message: '依赖的决策“ghost”不存在' },
      { elementId: 'a', elementName: 'A', message: '决策依赖形成循环：A → B → A' },
    ]);
  });
});
