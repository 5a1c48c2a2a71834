import DmnModeler from 'dmn-js/lib/Modeler';
import { describe, expect, it } from 'vitest';
import auditDuration from '../../../../../server/src/modules/workflow/models/audit-duration.dmn?raw';
import {
  decisionsOf,
  elementName,
  inputFieldsOf,
  inputsOf,
  kindOfTypeRef,
  newDocumentXml,
  outputsOf,
  pathOfExpression,
  resultRows,
  ruleIdsOf,
  stringOptions,
  type DmnDefinitions,
} from './dmnModel';

/** The moddle tree dmn-js edits, as the page reads it. */
async function definitionsOf(xml: string): Promise<DmnDefinitions> {
  const modeler = new DmnModeler();
  await modeler.importXML(xml, { open: false });
  return modeler.getDefinitions() as DmnDefinitions;
}

describe('the audit duration decision (the seed)', () => {
  it('lists its two decision tables', async () => {
    const definitions = await definitionsOf(auditDuration);
    expect(decisionsOf(definitions)).toEqual([
      { id: 'audit-duration', name: '审核人日', isTable: true },
      { id: 'base-audit-days', name: '基础审核人日', isTable: true },
    ]);
  });

  it('asks for the inputs of the decision it requires first, and not for that decision’s result', async () => {
    const definitions = await definitionsOf(auditDuration);
    expect(inputFieldsOf(definitions, 'audit-duration')).toEqual([
      {
        path: ['employees'],
        label: '有效人数',
        expression: 'employees',
        typeRef: 'number',
        kind: 'number',
        options: [],
      },
      {
        path: ['risk'],
        label: '风险等级',
        expression: 'risk',
        typeRef: 'string',
        kind: 'text',
        options: ['high', 'medium', 'low'],
      },
    ]);
    expect(inputFieldsOf(definitions, 'base-audit-days').map((field) => field.expression)).toEqual([
      'employees',
    ]);
    expect(inputFieldsOf(definitions, 'no-such-decision')).toEqual([]);
  });

  it('names its outputs and finds the rows of matched rules by their index', async () => {
    const definitions = await definitionsOf(auditDuration);
    expect(outputsOf(definitions, 'audit-duration')).toEqual([{ name: 'auditDays', label: '审核人日' }]);
    expect(ruleIdsOf(definitions, 'audit-duration', [0])).toEqual(['risk-high']);
    expect(ruleIdsOf(definitions, 'base-audit-days', [7, 99])).toEqual(['base-rule-8']);
    expect(elementName(definitions, 'base-audit-days')).toBe('基础审核人日');
    expect(elementName(definitions, 'risk')).toBe('风险等级');
    expect(elementName(definitions, 'base-rule-1')).toBe('base-rule-1');
  });
});

describe('test inputs', () => {
  it('reads a variable or a path into one from an input expression', () => {
    expect(pathOfExpression(' employees ')).toEqual(['employees']);
    expect(pathOfExpression('applicant.age')).toEqual(['applicant', 'age']);
    expect(pathOfExpression('企业.人数')).toEqual(['企业', '人数']);
    expect(pathOfExpression('score * 2')).toEqual(['score * 2']);
  });

  it('asks for a number, a switch, a date or text by the column type', () => {
    expect(
      ['integer', 'number', 'double', 'boolean', 'date', 'date and time', 'string', ''].map(kindOfTypeRef),
    ).toEqual(['number', 'number', 'number', 'boolean', 'date', 'date', 'text', 'text']);
  });

  it('offers the allowed values of a string column, not a range or an expression', () => {
    expect(stringOptions('"high", "medium","low"')).toEqual(['high', 'medium', 'low']);
    expect(stringOptions('> 0')).toEqual([]);
    expect(stringOptions(undefined)).toEqual([]);
  });

  it('builds the inputs object, nested by path, an empty field being null', () => {
    const field = (path: string[]) => ({
      path,
      label: path.join('.'),
      expression: path.join('.'),
      typeRef: '',
      kind: 'text' as const,
      options: [],
    });
    const fields = [
      field(['employees']),
      field(['applicant', 'age']),
      field(['applicant', 'name']),
      field(['risk']),
    ];
    expect(inputsOf(fields, { employees: 100, 'applicant.age': 30, 'applicant.name': '' })).toEqual({
      employees: 100,
      applicant: { age: 30, name: null },
      risk: null,
    });
  });

  it('shows a result as rows of outputs: one per matched rule, none when nothing matched', () => {
    const outputs = [{ name: 'auditDays' }];
    expect(resultRows({ auditDays: 8.5 }, outputs)).toEqual([{ auditDays: 8.5 }]);
    expect(resultRows([{ auditDays: 1 }, { auditDays: 2 }], outputs)).toHaveLength(2);
    expect(resultRows(null, outputs)).toEqual([]);
    expect(resultRows(3, outputs)).toEqual([{ auditDays: 3 }]);
  });
});

describe('a new document', () => {
  it('is a DMN 1.3 document with one decision table to fill in', async () => {
    const xml = newDocumentXml(
      { definitionsName: 'A & B', decisionName: '决策 1', inputLabel: '输入 1', outputLabel: '输出 1' },
      'abc',
    );
    const definitions = await definitionsOf(xml);
    expect(definitions.name).toBe('A & B');
    expect(decisionsOf(definitions)).toEqual([{ id: 'Decision_abc', name: '决策 1', isTable: true }]);
    expect(inputFieldsOf(definitions, 'Decision_abc')).toMatchObject([
      { label: '输入 1', path: ['input1'], kind: 'number' },
    ]);
    expect(outputsOf(definitions, 'Decision_abc')).toEqual([{ name: 'output1', label: '输出 1' }]);
  });
});
