import { expect, it } from 'vitest';
import { orderYears } from './yearRange';

it('swaps an end year that comes before the start', () => {
  expect(orderYears([2024, 2019])).toEqual([2019, 2024]);
});

it('keeps an ordered range, a one-year range and a half-picked one', () => {
  expect(orderYears([2019, 2024])).toEqual([2019, 2024]);
  expect(orderYears([2024, 2024])).toEqual([2024, 2024]);
  expect(orderYears([2024, undefined])).toEqual([2024, undefined]);
  expect(orderYears([undefined, 2019])).toEqual([undefined, 2019]);
});
