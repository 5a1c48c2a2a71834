import { afterEach, expect, it } from 'vitest';
import { inLanguage } from '../../../test/i18n';
import { detailLink, selectionOf } from './detailLink';
import { formatDecimal, formatExact, formatPercent, formatQuantity } from './format';

afterEach(async () => {
  await inLanguage('zh-CN');
});

it('shows decimal strings exactly, grouped and rounded for display only', () => {
  expect(formatDecimal('12345678901234.125')).toBe('12,345,678,901,234.13');
  expect(formatDecimal('0.1')).toBe('0.1');
  expect(formatExact('0.0000012345')).toBe('0.0000012345');
  expect(formatQuantity('1800000', 'kWh')).toBe('1,800,000 kWh');
  expect(formatPercent('-4.25', { signed: true })).toBe('-4.25%');
  expect(formatPercent('3', { signed: true })).toBe('+3%');
  expect(formatDecimal(null)).toBe('-');
  expect(formatDecimal('abc')).toBe('-');
});

it('opens the details with the selection in the address, and reads it back', () => {
  const link = detailLink({ orgId: 'o-1', year: 2026, scope: 2, month: 3 });
  expect(link).toBe('/carbon/detail?orgId=o-1&year=2026&scope=2&month=3');
  expect(selectionOf(new URLSearchParams(link.split('?')[1]))).toEqual({
    orgId: 'o-1',
    year: 2026,
    scope: 2,
    month: 3,
    sourceId: undefined,
    childOrgId: undefined,
  });
  expect(selectionOf(new URLSearchParams('year=2026'))).toBeUndefined();
});
