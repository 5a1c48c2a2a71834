import { describe, expect, it } from 'vitest';
import { chineseAmount, quote, surveillanceDays } from './contract-quote.js';

describe('chineseAmount', () => {
  it.each([
    ['0', '零元整'],
    ['0.5', '伍角整'],
    ['0.05', '伍分'],
    ['1', '壹元整'],
    ['10', '壹拾元整'],
    ['10.05', '壹拾元零伍分'],
    ['15', '壹拾伍元整'],
    ['105', '壹佰零伍元整'],
    ['1005.30', '壹仟零伍元叁角整'],
    ['1005.34', '壹仟零伍元叁角肆分'],
    ['12800', '壹万贰仟捌佰元整'],
    ['100000', '壹拾万元整'],
    ['1000010', '壹佰万零壹拾元整'],
    ['10010000', '壹仟零壹万元整'],
    ['100000000', '壹亿元整'],
    ['100010000', '壹亿零壹万元整'],
    ['100100000', '壹亿零壹拾万元整'],
    ['110000000', '壹亿壹仟万元整'],
    ['123456789.12', '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    ['2000000001', '贰拾亿零壹元整'],
    ['99.999', '壹佰元整'],
  ])('%s → %s', (value, words) => {
    expect(chineseAmount(value)).toBe(words);
  });

  it('refuses negative amounts and amounts of 10^16 or more', () => {
    expect(() => chineseAmount('-1')).toThrow(RangeError);
    expect(() => chineseAmount('10000000000000000')).toThrow(RangeError);
  });
});

describe('quote', () => {
  it('rounds a surveillance audit up to half days, at least half a day', () => {
    expect(surveillanceDays('6').toFixed()).toBe('2');
    expect(surveillanceDays('5').toFixed()).toBe('2');
    expect(surveillanceDays('4').toFixed()).toBe('1.5');
    expect(surveillanceDays('1').toFixed()).toBe('0.5');
  });

  it('prices the initial audit and two surveillance audits of a management system, plus the fees, exactly', () => {
    expect(
      quote({
        scheme: 'QMS',
        auditDays: '4.5',
        dayRate: '3300.10',
        fees: [
          { name: '申请费', amount: '500' },
          { name: '注册费', amount: '0.1' },
          { name: '差旅费', amount: '0.2' },
        ],
      }),
    ).toEqual({
      initialDays: '4.5',
      surveillanceDays: '1.5',
      surveillanceAudits: 2,
      totalDays: '7.5',
      dayRate: '3300.10',
      auditFee: '24750.75',
      fees: [
        { name: '申请费', amount: '500.00' },
        { name: '注册费', amount: '0.10' },
        { name: '差旅费', amount: '0.20' },
      ],
      feesTotal: '500.30',
      amount: '25251.05',
      amountInWords: '贰万伍仟贰佰伍拾壹元零伍分',
    });
  });

  it('prices only the initial factory inspection of a CCC contract', () => {
    const q = quote({ scheme: 'CCC', auditDays: '2', dayRate: '2800', fees: [] });
    expect(q).toMatchObject({
      surveillanceAudits: 0,
      surveillanceDays: '0',
      totalDays: '2',
      amount: '5600.00',
    });
    expect(q.amountInWords).toBe('伍仟陆佰元整');
  });
});
