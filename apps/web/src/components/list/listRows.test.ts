import { expect, it } from 'vitest';
import { filterOfValues, pageRows } from './listRows';

const names = Array.from({ length: 25 }, (_, i) => ({ id: `r-${i + 1}`, name: `角色${i + 1}` }));
const match = (row: { name: string }, filter: { keyword?: string }) =>
  !filter.keyword || row.name.includes(filter.keyword);

it('keeps numbers and false, drops blanks from the search values', () => {
  expect(filterOfValues({ status: 0, keyword: '  ', deptId: null, code: ' QC ', all: false })).toEqual({
    status: 0,
    code: 'QC',
    all: false,
  });
});

it('shows a server page as it came', () => {
  const page = { items: names.slice(0, 2), total: 40 };
  expect(pageRows(page, { page: 2, limit: 2, filter: {} })).toEqual({ ...page, page: 2 });
});

it('filters and pages a whole list itself', () => {
  expect(pageRows(names, { page: 2, limit: 10, filter: {}, match })).toMatchObject({ total: 25, page: 2 });
  expect(pageRows(names, { page: 2, limit: 10, filter: {}, match }).items[0]!.name).toBe('角色11');
  expect(pageRows(names, { page: 1, limit: 10, filter: { keyword: '角色2' }, match }).total).toBe(7);
});

it('shows the page before when a delete emptied the last one', () => {
  const { items, page } = pageRows(names.slice(0, 20), { page: 3, limit: 10, filter: {}, match });
  expect(page).toBe(2);
  expect(items.map((row) => row.id)[0]).toBe('r-11');
});
