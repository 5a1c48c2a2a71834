// Brand assessment (issue 22): the bodies and answers of statistics (H6).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { BRAND_BUSINESS_TYPES, type BrandDimension, type BrandLevel } from './brand-model.js';

/** `all` or one of BRAND_BUSINESS_TYPES. */
export const BRAND_STATS_TYPES = ['all', ...BRAND_BUSINESS_TYPES] as const;
export type BrandStatsType = (typeof BRAND_STATS_TYPES)[number];

export const BrandStatsQuery = z.object({ businessType: z.enum(BRAND_STATS_TYPES).default('all') });
export type BrandStatsQuery = z.input<typeof BrandStatsQuery>;

export interface BrandMonthCount {
  /** YYYY-MM (China time), the month of the application. */
  month: string;
  /** Applications of the month by business type (every type present, 0 when none). */
  byType: Record<string, number>;
  /** Processes completed in the month. */
  completed: number;
}

export interface BrandExpertLoad {
  expertId: string;
  expertName: string;
  /** Processes the expert is assigned to. */
  assigned: number;
  /** Of those, the ones the expert has submitted scores for. */
  submitted: number;
  /** Not submitted yet while the process waits for scores (submitted or scoring). */
  pending: number;
}

/** getTaskStatistics: the body's figures of its assessments, for one business type or all. */
export interface BrandTaskStatistics {
  businessType: BrandStatsType;
  totals: {
    processes: number;
    completed: number;
    /** Average strength score of the completed processes (decimal string, 2 places; null when none). */
    averageScore: string | null;
    /** Experts assigned to at least one process. */
    experts: number;
  };
  /** Counts by BrandProcessStatus (statuses without rows are left out). */
  byStatus: { status: number; count: number }[];
  /** Counts by business type (every type, 0 when none). */
  byType: { businessType: string; count: number }[];
  /** The last 12 months, oldest first, the current month last. */
  byMonth: BrandMonthCount[];
  /**
   * Average group score (0–100, 2 places) per dimension over the completed processes, from the
   * consensus of the experts' scores; dimensions without scored groups are left out.
   */
  byDimension: { dimension: BrandDimension | string; averageScore: string; processes: number }[];
  /** Completed processes by level, highest level first (every level, 0 when none). */
  byLevel: { level: BrandLevel; count: number }[];
  experts: BrandExpertLoad[];
}
