// The experts' consensus and its roll-up into the brand-strength score (pure: no database). An
// indicator's consensus is the mean of the experts' scores; with TRIM_FROM_EXPERTS or more experts the
// highest and the lowest are dropped first. An expert is flagged on an indicator when their score differs
// from the mean of the others' by more than deviationShare × the indicator's max. A questionnaire scores
// Σ consensus / Σ max × 100; a group the weighted mean of its questionnaires; the strength the weighted
// mean of the groups (weights normalised over what has indicators). Every figure is decimal.js; the
// answers are strings rounded to 2 places, the roll-up uses full precision.
import { Decimal } from 'decimal.js';
import { brandLevel, TRIM_FROM_EXPERTS, type BrandLevel } from '@platform/contract';

export interface ConsensusIndicator {
  model: string;
  label: string;
  max: string | number;
}
export interface ConsensusQuestionnaire {
  qsId: string;
  name: string;
  weight: string;
  indicators: ConsensusIndicator[];
}
export interface ConsensusGroup {
  groupId: string;
  name: string;
  dimension: string;
  weight: string;
  questionnaires: ConsensusQuestionnaire[];
}
export interface ConsensusScore {
  expertId: string;
  qsId: string;
  indicator: string;
  score: string;
}

export interface IndicatorResult {
  /** Full precision; null when nobody scored it. */
  consensus: Decimal | null;
  trimmed: boolean;
  /** The experts (ids) whose score deviates. */
  deviating: Set<string>;
}

const two = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const mean = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0)).div(xs.length);

/** One indicator's consensus and deviation flags from the experts' scores. */
export function indicatorConsensus(
  scores: { expertId: string; score: string }[],
  max: string | number,
  deviationShare: string,
): IndicatorResult {
  const values = scores.map((s) => new Decimal(s.score));
  if (values.length === 0) return { consensus: null, trimmed: false, deviating: new Set() };
  const trimmed = values.length >= TRIM_FROM_EXPERTS;
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const kept = trimmed ? sorted.slice(1, -1) : sorted;
  const limit = new Decimal(deviationShare).times(max);
  const deviating = new Set<string>();
  if (values.length >= 2) {
    const total = values.reduce((a, b) => a.plus(b), new Decimal(0));
    scores.forEach((s, i) => {
      const others = total.minus(values[i]!).div(values.length - 1);
      if (values[i]!.minus(others).abs().greaterThan(limit)) deviating.add(s.expertId);
    });
  }
  return { consensus: mean(kept), trimmed, deviating };
}

export interface RolledIndicator extends IndicatorResult {
  model: string;
  label: string;
  max: Decimal;
}
export interface RolledQuestionnaire {
  qsId: string;
  name: string;
  weight: Decimal;
  /** 0–100 full precision; null without indicators. */
  score: Decimal | null;
  indicators: RolledIndicator[];
}
export interface RolledGroup {
  groupId: string;
  name: string;
  dimension: string;
  /** Normalised over the groups that have indicators (0 for the others). */
  weight: Decimal;
  score: Decimal | null;
  questionnaires: RolledQuestionnaire[];
}
export interface Rolled {
  groups: RolledGroup[];
  score: Decimal;
  level: BrandLevel;
}

const key = (qsId: string, indicator: string) => `${qsId}\u0000${indicator}`;

/** Weighted mean of the entries that have a score (weights normalised over them). */
function weighted<T extends { weight: string | Decimal; score: Decimal | null }>(items: T[]) {
  const scored = items.filter((i) => i.score !== null);
  const sum = scored.reduce((a, i) => a.plus(i.weight), new Decimal(0));
  if (scored.length === 0) return { score: null, share: () => new Decimal(0) };
  // Weights of zero everywhere: every entry counts alike.
  const share = (i: T) =>
    i.score === null
      ? new Decimal(0)
      : sum.isZero()
        ? new Decimal(1).div(scored.length)
        : new Decimal(i.weight).div(sum);
  const score = scored.reduce((a, i) => a.plus(share(i).times(i.score!)), new Decimal(0));
  return { score, share };
}

/** The whole roll-up of a process from its groups and the experts' (submitted) scores. */
export function rollUp(groups: ConsensusGroup[], scores: ConsensusScore[], deviationShare: string): Rolled {
  const byIndicator = new Map<string, { expertId: string; score: string }[]>();
  for (const s of scores) {
    const k = key(s.qsId, s.indicator);
    const list = byIndicator.get(k) ?? [];
    list.push({ expertId: s.expertId, score: s.score });
    byIndicator.set(k, list);
  }
  const rolledGroups = groups.map((g) => {
    const questionnaires = g.questionnaires.map((q) => {
      const indicators: RolledIndicator[] = q.indicators.map((i) => ({
        model: i.model,
        label: i.label,
        max: new Decimal(i.max),
        ...indicatorConsensus(byIndicator.get(key(q.qsId, i.model)) ?? [], i.max, deviationShare),
      }));
      const maxSum = indicators.reduce((a, i) => a.plus(i.max), new Decimal(0));
      const got = indicators.reduce((a, i) => a.plus(i.consensus ?? 0), new Decimal(0));
      const score = maxSum.isZero() ? null : got.div(maxSum).times(100);
      return { qsId: q.qsId, name: q.name, weight: new Decimal(q.weight), score, indicators };
    });
    const { score, share } = weighted(questionnaires);
    for (const q of questionnaires) q.weight = share(q);
    return { ...g, weight: new Decimal(g.weight), score, questionnaires };
  });
  const { score, share } = weighted(rolledGroups);
  for (const g of rolledGroups) g.weight = share(g);
  const total = score ?? new Decimal(0);
  return {
    groups: rolledGroups,
    score: total,
    level: brandLevel(total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber()),
  };
}

export const decimalText = {
  /** 2 places, half up. */
  two,
  /** A normalised weight: 4 places. */
  share: (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
};
