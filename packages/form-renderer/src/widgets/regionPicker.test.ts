import { regions } from '@platform/regions';
import { describe, expect, it } from 'vitest';
import { choiceOf, pick, separatorOf } from './regionPicker';

const all = { showAllPath: true, separator: '-' };

describe('region picker rules', () => {
  it('with maxLevel 1 the province is the value', () => {
    const r = pick(regions, {}, 1, '330000', { ...all, maxLevel: 1 });
    expect(r).toEqual({ choice: { province: '330000' }, code: '330000', label: '浙江省' });
  });

  it('choosing a province for a deeper field empties the value and clears city and district', () => {
    const current = { province: '330000', city: '330100', district: '330106' };
    const r = pick(regions, current, 1, '320000', { ...all, maxLevel: 3 });
    expect(r).toEqual({ choice: { province: '320000' }, code: '', label: '' });
  });

  it('with maxLevel 2 the city is the value; choosing a city clears the district', () => {
    const r = pick(regions, { province: '330000', city: '330200', district: '330203' }, 2, '330100', {
      ...all,
      maxLevel: 2,
    });
    expect(r).toEqual({
      choice: { province: '330000', city: '330100' },
      code: '330100',
      label: '浙江省-杭州市',
    });
  });

  it('with maxLevel 3 the district is the value, labelled by the whole path or the last level', () => {
    const current = { province: '330000', city: '330100' };
    expect(pick(regions, current, 3, '330106', { maxLevel: 3, showAllPath: true, separator: ' / ' })).toEqual(
      {
        choice: { province: '330000', city: '330100', district: '330106' },
        code: '330106',
        label: '浙江省 / 杭州市 / 西湖区',
      },
    );
    expect(
      pick(regions, current, 3, '330106', { maxLevel: 3, showAllPath: false, separator: '-' }).label,
    ).toBe('西湖区');
  });

  it('a city without districts (Dongguan) is final even for a district field', () => {
    const r = pick(regions, { province: '440000' }, 2, '441900', { ...all, maxLevel: 3 });
    expect(r.code).toBe('441900');
    expect(r.label).toBe('广东省-东莞市');
  });

  it('reads a stored code back into its levels, Chongqing counties included', () => {
    expect(choiceOf(regions, '330106', 3)).toEqual({
      province: '330000',
      city: '330100',
      district: '330106',
    });
    expect(choiceOf(regions, '330106', 2)).toEqual({ province: '330000', city: '330100' });
    const chongqing = regions.find((p) => p.v === '500000')!;
    const county = chongqing.c!.flatMap((c) => c.c ?? []).find((d) => !d.v.startsWith('5001'))!;
    expect(choiceOf(regions, county.v, 3).district).toBe(county.v);
    expect(choiceOf(regions, '999999', 3)).toEqual({});
  });

  it('limits the separator to 10 characters, default "-"', () => {
    expect(separatorOf(undefined)).toBe('-');
    expect(separatorOf('')).toBe('-');
    expect(separatorOf('/')).toBe('/');
    expect(separatorOf('12345678901234')).toBe('1234567890');
  });
});
