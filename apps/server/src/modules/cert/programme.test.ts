import { describe, expect, it } from 'vitest';
import { AuditKind } from '@platform/contract';
import {
  addDays,
  addMonths,
  cycleAudits,
  cycleDays,
  initialAudits,
  splitInitialDays,
  toHalfDays,
} from './programme.js';

describe('audit programme arithmetic', () => {
  it('rounds audit time to the nearest half day, at least half a day', () => {
    expect(toHalfDays('1.2').toFixed(1)).toBe('1.0');
    expect(toHalfDays('1.25').toFixed(1)).toBe('1.5');
    expect(toHalfDays('1.74').toFixed(1)).toBe('1.5');
    expect(toHalfDays('0.1').toFixed(1)).toBe('0.5');
  });

  it('splits the initial days about 30 % stage 1, the rest stage 2', () => {
    expect(splitInitialDays('10')).toEqual({ stage1: '3.0', stage2: '7.0' });
    expect(splitInitialDays('5')).toEqual({ stage1: '1.5', stage2: '3.5' });
    expect(splitInitialDays('2.5')).toEqual({ stage1: '1.0', stage2: '1.5' });
    expect(splitInitialDays('1')).toEqual({ stage1: '0.5', stage2: '0.5' });
  });

  it('gives surveillance a third and recertification two thirds of the initial days', () => {
    expect(cycleDays('9')).toEqual({ surveillance: '3.0', recertification: '6.0' });
    expect(cycleDays('5')).toEqual({ surveillance: '1.5', recertification: '3.5' });
    expect(cycleDays('1')).toEqual({ surveillance: '0.5', recertification: '0.5' });
  });

  it('moves dates by days and months without time-zone drift', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2029-03-01', -3)).toBe('2028-12-01');
    expect(addMonths('2026-06-10', 24)).toBe('2028-06-10');
  });

  it('plans stage 1 within 30 days and stage 2 within 90 of the signing', () => {
    expect(initialAudits('QMS', '10', '2026-03-01')).toEqual([
      { kind: AuditKind.stage1, seq: 1, dueDate: '2026-03-31', auditDays: '3.0' },
      { kind: AuditKind.stage2, seq: 1, dueDate: '2026-05-30', auditDays: '7.0' },
    ]);
    expect(initialAudits('CCC', '2', '2026-03-01')).toEqual([
      { kind: AuditKind.factoryInspection, seq: 1, dueDate: '2026-05-30', auditDays: '2.0' },
    ]);
  });

  it('plans surveillance at 12 and 24 months and recertification 3 months before expiry', () => {
    expect(cycleAudits('EMS', '9', '2026-04-10', '2029-04-09')).toEqual([
      { kind: AuditKind.surveillance, seq: 1, dueDate: '2027-04-10', auditDays: '3.0' },
      { kind: AuditKind.surveillance, seq: 2, dueDate: '2028-04-10', auditDays: '3.0' },
      { kind: AuditKind.recertification, seq: 1, dueDate: '2029-01-09', auditDays: '6.0' },
    ]);
  });

  it('plans a yearly follow-up inspection while a CCC certificate runs', () => {
    const audits = cycleAudits('CCC', '3', '2026-04-10', '2031-04-09');
    expect(audits.map((a) => [a.kind, a.seq, a.dueDate, a.auditDays])).toEqual([
      [AuditKind.followUpInspection, 1, '2027-04-10', '1.0'],
      [AuditKind.followUpInspection, 2, '2028-04-10', '1.0'],
      [AuditKind.followUpInspection, 3, '2029-04-10', '1.0'],
      [AuditKind.followUpInspection, 4, '2030-04-10', '1.0'],
    ]);
  });
});
