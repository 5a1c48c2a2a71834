// The region picker's rules (spec §4): choosing a level clears the levels below it; the value is the
// code of the deepest level the field asks for (maxLevel 1 province, 2 city, 3 district), or empty
// until that level is chosen; province = first 2 digits + 0000, city = first 4 + 00; the label is the
// whole path joined by the separator, or the last level only.
import { DEFAULT_SEPARATOR, MAX_SEPARATOR_LENGTH } from '@platform/form-core';
import type { RegionNode } from '@platform/regions';

export type { RegionNode };

export interface RegionChoice {
  province?: string;
  city?: string;
  district?: string;
}

export type MaxLevel = 1 | 2 | 3;

export function maxLevelOf(value: unknown): MaxLevel {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 3;
}

/** At most 10 characters; '-' when missing (spec §5, §9). */
export function separatorOf(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_SEPARATOR_LENGTH) : DEFAULT_SEPARATOR;
}

const find = (nodes: readonly RegionNode[] | undefined, code: string | undefined) =>
  code ? nodes?.find((n) => n.v === code) : undefined;

/**
 * The nodes from the province down to `code`. The same walk as the regions package's findRegionPath,
 * but over the tree given, so that this module does not pull the region data into the form's chunk
 * (the widget loads it on first use).
 */
function pathTo(tree: readonly RegionNode[], code: string): RegionNode[] | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const province = tree.find((p) => p.v === `${code.slice(0, 2)}0000`);
  if (!province) return undefined;
  if (province.v === code) return [province];
  for (const city of province.c ?? []) {
    if (city.v === code) return [province, city];
    const district = city.c?.find((d) => d.v === code);
    if (district) return [province, city, district];
  }
  return undefined;
}

/**
 * The levels a stored code stands for (a district code also names its city and province). Found level
 * by level: Chongqing's counties sit under its single city node without sharing its first 4 digits.
 */
export function choiceOf(tree: readonly RegionNode[], code: unknown, maxLevel: MaxLevel): RegionChoice {
  if (typeof code !== 'string') return {};
  const path = pathTo(tree, code);
  if (!path) return {};
  const [province, city, district] = path;
  if (maxLevel === 1 || !city) return { province: province?.v };
  if (maxLevel === 2 || !district) return { province: province?.v, city: city.v };
  return { province: province?.v, city: city.v, district: district.v };
}

export interface RegionPick {
  choice: RegionChoice;
  /** The field's value: the final level's code, or '' while the asked level is not chosen yet. */
  code: string;
  label: string;
}

function nodesOf(tree: readonly RegionNode[], choice: RegionChoice): RegionNode[] {
  const province = find(tree, choice.province);
  const city = find(province?.c, choice.city);
  const district = find(city?.c, choice.district);
  return [province, city, district].filter((n): n is RegionNode => !!n);
}

/** Applies a choice at one level (1, 2 or 3) following the clearing rules. */
export function pick(
  tree: readonly RegionNode[],
  current: RegionChoice,
  level: 1 | 2 | 3,
  code: string | undefined,
  options: { maxLevel: MaxLevel; showAllPath: boolean; separator: string },
): RegionPick {
  const choice: RegionChoice =
    level === 1
      ? { province: code }
      : level === 2
        ? { province: current.province, city: code }
        : { province: current.province, city: current.city, district: code };
  const nodes = nodesOf(tree, choice);
  const deepest = nodes[nodes.length - 1];
  // A level without children below it (Dongguan, Zhongshan, Jiayuguan, Danzhou) is final.
  const complete = !!deepest && (nodes.length >= options.maxLevel || !deepest.c?.length);
  if (!complete || !deepest) return { choice, code: '', label: '' };
  const labels = nodes.map((n) => n.l);
  return {
    choice,
    code: deepest.v,
    label: options.showAllPath ? labels.join(options.separator) : labels[labels.length - 1]!,
  };
}

/** Options of each level for the current choice. */
export function levelOptions(tree: readonly RegionNode[], choice: RegionChoice) {
  const province = find(tree, choice.province);
  const city = find(province?.c, choice.city);
  return { provinces: tree, cities: province?.c ?? [], districts: city?.c ?? [] };
}
