import { describe, expect, it } from 'vitest';
import { numberFormatter, toThousandFilter } from './number';

describe('numberFormatter', () => {
  it('shortens with the SI prefixes k, M, G, T, P and E', () => {
    expect(numberFormatter(1e3)).toBe('1k');
    expect(numberFormatter(1e6)).toBe('1M');
    expect(numberFormatter(1e9)).toBe('1G');
    expect(numberFormatter(1e12)).toBe('1T');
    expect(numberFormatter(1e15)).toBe('1P');
    expect(numberFormatter(1e18)).toBe('1E');
  });

  it('keeps the requested decimals without trailing zeros', () => {
    expect(numberFormatter(1234, 1)).toBe('1.2k');
    expect(numberFormatter(1500000, 2)).toBe('1.5M');
    expect(numberFormatter(2000, 2)).toBe('2k');
    expect(numberFormatter(2_345_678_901, 3)).toBe('2.346G');
  });

  it('writes numbers under a thousand as they are', () => {
    expect(numberFormatter(999, 2)).toBe('999');
    expect(numberFormatter(0)).toBe('0');
  });
});

describe('toThousandFilter', () => {
  it('separates thousands in the integer part only', () => {
    expect(toThousandFilter(1234567)).toBe('1,234,567');
    expect(toThousandFilter(1234567.891)).toBe('1,234,567.891');
    expect(toThousandFilter(100)).toBe('100');
    expect(toThousandFilter(-1234)).toBe('-1,234');
  });

  it('accepts numeric strings and writes 0 for anything else', () => {
    expect(toThousandFilter('98765')).toBe('98,765');
    expect(toThousandFilter('')).toBe('0');
    expect(toThousandFilter('abc')).toBe('0');
  });
});
