// The scoring results other areas read (H3 implements; the signature stays): a process's consensus
// scores rolled up by questionnaire and group into the brand-strength score and level.
import type { BrandLevel } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { Language } from '../../i18n/index.js';
import { everyExpertScoreOf } from './scoring-service.js';

export interface BrandGroupScore {
  groupId: string;
  name: string;
  dimension: string;
  /** The group's weight normalised over the groups (decimal string, shares summing to 1). */
  weight: string;
  /** The group's consensus score as a share of its maximum, 0–100 (decimal string, 2 places). */
  score: string;
}

export interface BrandStrength {
  /** Weighted strength score 0–100 (decimal string, 2 places). */
  score: string;
  level: BrandLevel;
  groups: BrandGroupScore[];
  /** Whether every assigned expert has submitted (otherwise the figures use what is submitted so far). */
  complete: boolean;
  experts: number;
}

/** The strength of a process from its submitted scores (run in the tenant's scope). */
export async function strengthOf(
  db: Db,
  tenantId: string,
  processId: string,
  language: Language,
): Promise<BrandStrength> {
  const every = await everyExpertScoreOf(db, tenantId, processId, language);
  return {
    score: every.score,
    level: every.level,
    groups: every.groups.map((g) => ({
      groupId: g.groupId,
      name: g.name,
      dimension: g.dimension,
      weight: g.weight,
      score: g.score,
    })),
    complete: every.complete,
    experts: every.experts.length,
  };
}
