import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  regions,
  provinceCode,
  cityCode,
  regionLevel,
  findRegionPath,
  regionLabel,
  labelPath,
  regionOptions,
  type RegionNode,
} from './index.js';

const all = (nodes: readonly RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...all(n.c ?? [])]);
const byLabel = (label: string, nodes: readonly RegionNode[] = regions) =>
  all(nodes).find((n) => n.l === label);

describe('region tree', () => {
  it('is exactly what the generator makes from the data package', async () => {
    // @ts-expect-error: the generator is plain JavaScript
    const { buildTree, serialise } = (await import('../scripts/generate.mjs')) as {
      buildTree: () => RegionNode[];
      serialise: (tree: RegionNode[]) => string;
    };
    expect(readFileSync(new URL('./regions.json', import.meta.url), 'utf8')).toBe(serialise(buildTree()));
  });

  it('holds the 31 mainland provinces, autonomous regions and municipalities, without HK, Macau, Taiwan', () => {
    expect(regions).toHaveLength(31);
    const labels = regions.map((p) => p.l);
    expect(labels).toEqual(
      expect.arrayContaining([
        '北京市',
        '天津市',
        '上海市',
        '重庆市',
        '广东省',
        '西藏自治区',
        '新疆维吾尔自治区',
      ]),
    );
    for (const excluded of ['香港', '澳门', '台湾'])
      expect(labels.some((l) => l.includes(excluded))).toBe(false);
    expect(all(regions).some((n) => /^(71|81|82)/.test(n.v))).toBe(false);
  });

  it('uses 6-digit codes: provinces end in 0000, cities in 00, each under its parent', () => {
    for (const province of regions) {
      expect(province.v).toMatch(/^\d{2}0000$/);
      for (const city of province.c ?? []) {
        expect(city.v).toMatch(/^\d{4}00$/);
        expect(provinceCode(city.v)).toBe(province.v);
        for (const district of city.c ?? []) {
          expect(district.v).toMatch(/^\d{6}$/);
          expect(district.v.endsWith('00')).toBe(false);
          expect(provinceCode(district.v)).toBe(province.v);
          expect(district.c).toBeUndefined();
        }
      }
    }
  });

  it('gives each municipality a single city level holding all its districts and counties', () => {
    for (const name of ['北京市', '天津市', '上海市', '重庆市']) {
      const municipality = regions.find((p) => p.l === name)!;
      expect(municipality.c).toHaveLength(1);
      expect(municipality.c![0]!.l).toBe(name);
    }
    const chongqing = regions.find((p) => p.l === '重庆市')!.c![0]!;
    expect(chongqing.c!.map((d) => d.l)).toEqual(
      expect.arrayContaining(['渝中区', '城口县', '石柱土家族自治县']),
    );
  });

  it('leaves Dongguan, Zhongshan, Jiayuguan and Danzhou without districts', () => {
    expect(byLabel('东莞市')).toEqual({ l: '东莞市', v: '441900' });
    expect(byLabel('中山市')).toEqual({ l: '中山市', v: '442000' });
    expect(byLabel('嘉峪关市')).toEqual({ l: '嘉峪关市', v: '620200' });
    expect(byLabel('儋州市')).toEqual({ l: '儋州市', v: '460400' });
  });

  it('keeps the directly administered county-level groups', () => {
    const henan = regions.find((p) => p.l === '河南省')!;
    const group = henan.c!.find((c) => c.l === '省直辖县级行政区划')!;
    expect(group.v).toBe('419000');
    expect(group.c!.map((d) => d.l)).toContain('济源市');
    const xinjiang = regions.find((p) => p.l === '新疆维吾尔自治区')!;
    expect(xinjiang.c!.some((c) => c.l === '自治区直辖县级行政区划' && (c.c?.length ?? 0) > 0)).toBe(true);
    expect(regions.find((p) => p.l === '湖北省')!.c!.some((c) => c.v === '429000')).toBe(true);
    expect(regions.find((p) => p.l === '海南省')!.c!.some((c) => c.v === '469000')).toBe(true);
  });
});

describe('region helpers', () => {
  it('derives the province and city codes of a code', () => {
    expect(provinceCode('330106')).toBe('330000');
    expect(cityCode('330106')).toBe('330100');
    expect(regionLevel('330000')).toBe(1);
    expect(regionLevel('330100')).toBe(2);
    expect(regionLevel('330106')).toBe(3);
  });

  it('finds the path of a code and labels it with a separator, or only the last level', () => {
    expect(findRegionPath('330106')!.map((n) => n.l)).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(regionLabel('330106')).toBe('浙江省-杭州市-西湖区');
    expect(regionLabel('330106', { separator: ' / ' })).toBe('浙江省 / 杭州市 / 西湖区');
    expect(regionLabel('330106', { fullPath: false })).toBe('西湖区');
    expect(regionLabel('110101')).toBe('北京市-北京市-东城区');
    expect(regionLabel('500229')).toBe('重庆市-重庆市-城口县');
    expect(regionLabel('441900')).toBe('广东省-东莞市');
    expect(regionLabel('999999')).toBe('');
    expect(labelPath(['330000', '330100'], '/')).toBe('浙江省/杭州市');
  });

  it('cuts the tree at the picker maximum level', () => {
    const provinces = regionOptions(1);
    expect(provinces.every((p) => p.c === undefined)).toBe(true);
    const cities = regionOptions(2);
    expect(cities[0]!.c!.every((c) => c.c === undefined)).toBe(true);
    expect(regionOptions(3)).toEqual(regions);
  });
});
