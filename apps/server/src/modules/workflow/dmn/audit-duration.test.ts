import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../http/errors.js';
import { render } from '../../../i18n/index.js';
import { evaluateDecision, parseDecisions, type DmnModel } from './index.js';

// The demo decision of the seed: audit time by effective personnel and risk (IAF MD 5 Table QMS 1).
async function auditDuration(): Promise<DmnModel> {
  const xml = await readFile(new URL('../models/audit-duration.dmn', import.meta.url), 'utf8');
  const { definitions, problems } = await parseDecisions(xml);
  expect(problems).toEqual([]);
  return definitions;
}

describe('the audit duration decision', () => {
  it('is a DMN 1.3 document whose first decision is audit-duration', async () => {
    const model = await auditDuration();
    expect(model.decisions.map((d) => [d.id, d.name])).toEqual([
      ['audit-duration', '审核人日'],
      ['base-audit-days', '基础审核人日'],
    ]);
  });

  it('gives the auditor-days of the personnel band, adjusted for risk to the nearest half day', async () => {
    const model = await auditDuration();
    const days = (employees: number | string, risk: string) =>
      evaluateDecision(model, 'audit-duration', { employees, risk }).result;
    expect(days(8, 'medium')).toEqual({ auditDays: 2 });
    expect(days(100, 'high')).toEqual({ auditDays: 8.5 });
    expect(days(30, 'low')).toEqual({ auditDays: 3 });
    expect(days(1, 'medium')).toEqual({ auditDays: 1.5 });
    expect(days(5.5, 'medium')).toEqual({ auditDays: 2 });
    expect(days(10700, 'medium')).toEqual({ auditDays: 22 });
    expect(days(20000, 'medium')).toEqual({ auditDays: 23 });
    expect(days('126', 'medium')).toEqual({ auditDays: 8 });
  });

  it('tells which rule of the risk table applied', async () => {
    const model = await auditDuration();
    expect(evaluateDecision(model, undefined, { employees: 100, risk: 'low' })).toEqual({
      decisionId: 'audit-duration',
      result: { auditDays: 5.5 },
      matchedRules: [2],
    });
    expect(evaluateDecision(model, 'base-audit-days', { employees: 100 })).toEqual({
      decisionId: 'base-audit-days',
      result: { baseAuditDays: 7 },
      matchedRules: [7],
    });
  });

  it('refuses a risk that is not high, medium or low, and a head count below one person', async () => {
    const model = await auditDuration();
    const reason = (inputs: Record<string, unknown>) => {
      try {
        evaluateDecision(model, 'audit-duration', inputs);
      } catch (error) {
        return render('zh-CN', (error as AppError).problems[0]?.reason ?? '');
      }
      return null;
    };
    expect(reason({ employees: 8, risk: 'extreme' })).toBe(
      '决策“审核人日”的输入“风险等级”不能为 "extreme"，允许的取值："high","medium","low"',
    );
    expect(reason({ employees: 0, risk: 'low' })).toBe(
      '决策“基础审核人日”的输入“有效人数”不能为 0，允许的取值：> 0',
    );
  });
});
