// China's administrative regions (mainland, GB/T 2260) as the compact tree the region picker uses:
// {l: label, v: 6-digit code, c: children}. Levels: province, city, district/county.

import data from './regions.json' with { type: 'json' };

export interface RegionNode {
  /** Label in Chinese. */
  l: string;
  /** 6-digit code: a province ends in 0000, a city in 00. */
  v: string;
  c?: RegionNode[];
}

export type RegionLevel = 1 | 2 | 3;

export const regions: readonly RegionNode[] = data as RegionNode[];

const CODE = /^\d{6}$/;

export function isRegionCode(code: string): boolean {
  return CODE.test(code);
}

/** First 2 digits + 0000. */
export function provinceCode(code: string): string {
  return `${code.slice(0, 2)}0000`;
}

/** First 4 digits + 00. */
export function cityCode(code: string): string {
  return `${code.slice(0, 4)}00`;
}

/** 1 for a province code, 2 for a city code, 3 otherwise. */
export function regionLevel(code: string): RegionLevel {
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/**
 * The nodes from the province down to `code`, or undefined when the code is not in the tree. Looks
 * the code up level by level, so it also finds counties whose city node does not share their first
 * four digits (Chongqing's counties sit under the single 重庆市 city level).
 */
export function findRegionPath(
  code: string,
  tree: readonly RegionNode[] = regions,
): RegionNode[] | undefined {
  if (!isRegionCode(code)) return undefined;
  const province = tree.find((p) => p.v === provinceCode(code));
  if (!province) return undefined;
  if (province.v === code) return [province];
  for (const city of province.c ?? []) {
    if (city.v === code) return [province, city];
    const district = city.c?.find((d) => d.v === code);
    if (district) return [province, city, district];
  }
  return undefined;
}

export interface RegionLabelOptions {
  /** Between levels (at most 10 characters; default '-'). */
  separator?: string;
  /** The whole path (default) or only the last level. */
  fullPath?: boolean;
}

/** The label of a code: '浙江省-杭州市-西湖区', or '西湖区' without fullPath; '' when unknown. */
export function regionLabel(
  code: string,
  options: RegionLabelOptions = {},
  tree?: readonly RegionNode[],
): string {
  const path = findRegionPath(code, tree);
  if (!path) return '';
  const separator = (options.separator ?? '-').slice(0, 10);
  return options.fullPath === false ? (path[path.length - 1]?.l ?? '') : path.map((n) => n.l).join(separator);
}

/** The labels of a path of codes, joined by the separator (picker selections level by level). */
export function labelPath(codes: readonly string[], separator = '-', tree?: readonly RegionNode[]): string {
  const last = codes[codes.length - 1];
  if (!last) return '';
  const path = findRegionPath(last, tree);
  return path ? path.map((n) => n.l).join(separator.slice(0, 10)) : '';
}

/** Children of a node (the provinces for undefined), cut at a maximum level. */
export function regionOptions(
  maxLevel: RegionLevel = 3,
  tree: readonly RegionNode[] = regions,
): RegionNode[] {
  const cut = (nodes: readonly RegionNode[], level: number): RegionNode[] =>
    nodes.map((n) =>
      level >= maxLevel || !n.c ? { l: n.l, v: n.v } : { l: n.l, v: n.v, c: cut(n.c, level + 1) },
    );
  return cut(tree, 1);
}
