import { describe, expect, it } from 'vitest';
import type { BrandValueInputValues } from '@platform/contract';
import { DiscountNotAboveGrowth, moneyText, royaltyRateOf, sensitivityOf, valuate } from './valuation.js';

/*
 * Worked by hand:
 *   base revenue 10,000,000 yuan; growth 10 % in each of 3 years; royalty range 1 %–5 %; strength 50
 *   → royalty rate = 0.01 + (0.05 − 0.01) × 50 / 100 = 0.03; tax 25 %; discount r = 10 %; g∞ = 2 %.
 *
 *   year  revenue      royalty (×0.03)  after tax (×0.75)  discount factor 1/1.1^t    present value
 *   1     11,000,000   330,000          247,500            1/1.1   = 0.90909…        247,500 / 1.1   = 225,000
 *   2     12,100,000   363,000          272,250            1/1.21  = 0.82644…        272,250 / 1.21  = 225,000
 *   3     13,310,000   399,300          299,475            1/1.331 = 0.75131…        299,475 / 1.331 = 225,000
 *   Σ present values = 675,000
 *   terminal value = 299,475 × 1.02 / (0.10 − 0.02) = 305,464.5 / 0.08 = 3,818,306.25
 *   its present value = 3,818,306.25 / 1.331 = 2,868,750
 *   brand value = 675,000 + 2,868,750 = 3,543,750
 */
const example: BrandValueInputValues = {
  baseRevenue: '10000000',
  growth: ['0.1', '0.1', '0.1'],
  royaltyMin: '0.01',
  royaltyMax: '0.05',
  taxRate: '0.25',
  discountRate: '0.1',
  terminalGrowth: '0.02',
};

describe('royalty-relief brand value', () => {
  it('computes every step of the hand-worked example', () => {
    const v = valuate(example, '50');
    expect(v.royaltyRate).toBe('0.03');
    expect(v.steps.map((s) => [s.year, s.growth, s.revenue, s.royalty, s.afterTax, s.presentValue])).toEqual([
      [1, '0.1', '11000000', '330000', '247500', '225000'],
      [2, '0.1', '12100000', '363000', '272250', '225000'],
      [3, '0.1', '13310000', '399300', '299475', '225000'],
    ]);
    expect(v.steps.map((s) => s.discountFactor.slice(0, 10))).toEqual([
      '0.90909090',
      '0.82644628',
      '0.75131480',
    ]);
    expect(v.presentValueSum).toBe('675000');
    expect(v.terminalValue).toBe('3818306.25');
    expect(v.terminalPresentValue).toBe('2868750');
    expect(v.value).toBe('3543750');
  });

  it('places the royalty rate in its range by the strength score', () => {
    expect(royaltyRateOf('0.01', '0.05', '0')).toBe('0.01');
    expect(royaltyRateOf('0.01', '0.05', '100')).toBe('0.05');
    expect(royaltyRateOf('0.01', '0.05', '87.5')).toBe('0.045');
  });

  it('keeps full precision in the steps and rounds only for display', () => {
    // Discount 12 %: year 1's present value is 247,500 / 1.12 = 220,982.142857142857…
    const v = valuate({ ...example, discountRate: '0.12' }, '50');
    expect(v.steps[0]!.presentValue.startsWith('220982.142857142857')).toBe(true);
    expect(v.value.split('.')[1]!.length).toBeGreaterThan(2);
    const sum = v.steps.reduce((s, step) => s + Number(step.presentValue), 0);
    expect(Number(v.presentValueSum)).toBeCloseTo(sum, 6);
    expect(moneyText(v.steps[0]!.presentValue)).toBe('220982.14');
    expect(moneyText('0.005')).toBe('0.01');
    expect(moneyText('3543750')).toBe('3543750.00');
  });

  it('refuses a discount rate that does not exceed the terminal growth', () => {
    expect(() => valuate({ ...example, discountRate: '0.02' }, '50')).toThrow(DiscountNotAboveGrowth);
    expect(() => valuate({ ...example, discountRate: '0.01' }, '50')).toThrow(DiscountNotAboveGrowth);
  });

  it('has the value as the base cell of the sensitivity table', () => {
    const v = valuate(example, '50');
    const table = sensitivityOf(example, v.royaltyRate);
    expect(table.royaltyRates).toEqual(['0.02', '0.025', '0.03', '0.035', '0.04']);
    expect(table.discountRates).toEqual(['0.09', '0.095', '0.1', '0.105', '0.11']);
    expect(table.values[2]![2]).toBe(v.value);
    // The value is proportional to the royalty rate: 0.02 / 0.03 of the base at the same discount.
    expect(table.values[0]![2]).toBe('2362500');
    // Higher discount, lower value.
    expect(Number(table.values[2]![4])).toBeLessThan(Number(v.value));
  });

  it('leaves empty the sensitivity cells where the discount rate reaches the terminal growth', () => {
    const inputs = { ...example, discountRate: '0.03' };
    const table = sensitivityOf(inputs, '0.03');
    // Discount rates 0.02 (= g∞), 0.025, 0.03, 0.035, 0.04.
    expect(table.values[2]![0]).toBeNull();
    expect(table.values[2]!.slice(1).every((v) => v !== null)).toBe(true);
  });
});
