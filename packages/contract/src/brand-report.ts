// Brand assessment (issue 22): the bodies and answers of the assessment report (H5).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values). Figures travel as
// decimal strings, as the scoring and value areas give them.
import { z } from 'zod';
import { BRAND_BUSINESS_TYPES, BRAND_REPORT_FORMATS, BRAND_REPORT_SECTIONS } from './brand-model.js';
import type { BrandBusinessType, BrandLevel, BrandReportSection } from './brand-model.js';
import type { BrandValuation } from './brand-value.js';
import { reason } from './reasons.js';

const id = z.uuid();
const SECTION_MAX = 20_000;

/** detail (the latest version unless one is named) and versions. */
export const BrandReportQuery = z.object({
  processId: id,
  version: z.coerce.number().int().min(1).optional(),
});

/** ccbd/exportreport/save: every text section, saved as the next version. */
export const BrandReportSaveBody = z.object({
  processId: id,
  sections: z.object(
    Object.fromEntries(
      BRAND_REPORT_SECTIONS.map((s) => [
        s,
        z
          .string()
          .trim()
          .max(SECTION_MAX, reason('maxChars', { max: SECTION_MAX })),
      ]),
    ) as Record<BrandReportSection, z.ZodString>,
  ),
});
export type BrandReportSaveBody = z.input<typeof BrandReportSaveBody>;

/** ccbd/exportreport/document: the report as a file; the latest version unless one is named. */
export const BrandReportDocumentQuery = z.object({
  processId: id,
  format: z.enum(BRAND_REPORT_FORMATS),
  version: z.coerce.number().int().min(1).optional(),
});
export type BrandReportDocumentQuery = z.input<typeof BrandReportDocumentQuery>;

/** ccbd/exportreport/queryReportPage (paging in the query). */
export const BrandReportFilter = z.object({
  /** BrandProcessStatus reviewing (4) or completed (5); both when left out. */
  status: z.coerce.number().int().min(4).max(5).optional(),
  businessType: z.enum(BRAND_BUSINESS_TYPES).optional(),
  /** Process number, brand or enterprise. */
  keyword: z
    .string()
    .trim()
    .max(100, reason('maxChars', { max: 100 }))
    .optional(),
});
export type BrandReportFilter = z.input<typeof BrandReportFilter>;

export type BrandReportSections = Record<BrandReportSection, string>;

/** A process that has a report, in the report list. */
export interface BrandReportListItem {
  processId: string;
  no: string;
  businessType: BrandBusinessType;
  brandName: string;
  entName: string;
  status: number;
  /** The latest saved version; null while only the generated text exists. */
  version: number | null;
  savedAt: string | null;
  completedAt: string | null;
}

/** The application behind the report. */
export interface BrandReportApplication {
  processId: string;
  no: string;
  businessType: BrandBusinessType;
  brandName: string;
  entName: string;
  creditCode: string;
  industry: string;
  contactName: string;
  contactTel: string;
  description: string;
  status: number;
  submittedAt: string | null;
  completedAt: string | null;
  /** The assessing body (the tenant). */
  bodyName: string;
}

export interface BrandReportGroup {
  groupId: string;
  name: string;
  dimension: string;
  /** Normalised weight (share). */
  weight: string;
  /** 0–100, 2 places. */
  score: string;
}

/** One expert's score and comment of an indicator, as entered. */
export interface BrandReportExpertScore {
  expertName: string;
  score: string;
  comment: string;
}

export interface BrandReportIndicator {
  groupName: string;
  qsName: string;
  model: string;
  label: string;
  /** The indicator's highest score. */
  max: string;
  scores: BrandReportExpertScore[];
  /** The consensus (mean, trimmed with TRIM_FROM_EXPERTS or more experts; 2 places); null when nobody scored. */
  consensus: string | null;
}

/** ccbd/exportreport/detail: the data assembled and the text sections (latest version or generated). */
export interface BrandReportDetail {
  application: BrandReportApplication;
  strength: {
    score: string;
    level: BrandLevel;
    complete: boolean;
    experts: number;
    groups: BrandReportGroup[];
  };
  indicators: BrandReportIndicator[];
  /** The royalty-relief valuation; null for a rating. */
  value: BrandValuation | null;
  sections: BrandReportSections;
  /** The version the sections come from; null: generated from the data, not saved yet. */
  version: number | null;
  savedAt: string | null;
  savedBy: string | null;
  /** The caller may save a new version (the body). */
  editable: boolean;
}

export interface BrandReportVersion {
  version: number;
  createdAt: string;
  createdByName: string | null;
}
