import { describe, expect, it } from 'vitest';
import { liveQuote } from './quote';

describe('liveQuote', () => {
  it('computes what the server stores, exactly', () => {
    expect(
      liveQuote({
        scheme: 'QMS',
        auditDays: '4.5',
        dayRate: '3300.10',
        fees: [{ amount: '500' }, { amount: '0.1' }, { amount: '0.2' }],
      }),
    ).toEqual({
      surveillanceDays: '1.5',
      surveillanceAudits: 2,
      totalDays: '7.5',
      auditFee: '24750.75',
      feesTotal: '500.30',
      amount: '25251.05',
    });
  });

  it('rounds a half cent up and quotes only the initial inspection of CCC', () => {
    expect(liveQuote({ scheme: 'QMS', auditDays: '1.5', dayRate: '0.01', fees: [] })).toMatchObject({
      totalDays: '2.5',
      auditFee: '0.03',
    });
    expect(liveQuote({ scheme: 'CCC', auditDays: '2', dayRate: '2800', fees: [] })).toMatchObject({
      surveillanceAudits: 0,
      totalDays: '2',
      amount: '5600.00',
    });
  });

  it('is null while a figure is not valid', () => {
    expect(liveQuote({ scheme: 'QMS', auditDays: '2.3', dayRate: '100' })).toBeNull();
    expect(liveQuote({ scheme: 'QMS', auditDays: '0', dayRate: '100' })).toBeNull();
    expect(liveQuote({ scheme: 'QMS', auditDays: '2', dayRate: '1.234' })).toBeNull();
    expect(liveQuote({ scheme: 'QMS', auditDays: '2', dayRate: '100', fees: [{ amount: '' }] })).toBeNull();
  });
});
