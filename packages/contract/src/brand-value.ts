// Brand assessment (issue 22): the bodies and answers of the royalty-relief brand value and the settings (H4).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values). Every figure is a
// decimal string: the server computes with decimal.js at full precision, the pages round for display.
import { z } from 'zod';
import type { BrandBusinessType, BrandLevel } from './brand-model.js';
import { reason } from './reasons.js';

const id = z.uuid();
const decimal = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  // A malformed figure is named once: the range checks below do not run on it.
  .pipe(z.string().regex(/^-?\d{1,14}(\.\d{1,10})?$/, { message: reason('decimalFormat'), abort: true }));
/** A share from 0 to 1 (0.25 = 25 %). */
const share = decimal
  .refine((v) => !v.startsWith('-'), reason('notNegative'))
  .refine((v) => Number(v) <= 1, reason('notAbove', { max: 1 }));
/** A growth rate from −1 to 1 (a decline is negative). */
const growth = decimal
  .refine((v) => Number(v) >= -1, reason('notBelow', { min: -1 }))
  .refine((v) => Number(v) <= 1, reason('notAbove', { max: 1 }));

export const BRAND_FORECAST_YEARS_MAX = 10;

export const BrandValueQuery = z.object({ processId: id });
export type BrandValueQuery = z.input<typeof BrandValueQuery>;

/** ent/saveValueInputs: the body's inputs of a process's value (the growth list sets the forecast years). */
export const BrandValueInputsBody = z.object({
  processId: id,
  /** Base-year revenue in yuan. */
  baseRevenue: decimal.refine((v) => !v.startsWith('-'), reason('notNegative')),
  growth: z
    .array(growth)
    .min(1, reason('pickAtLeastOne'))
    .max(BRAND_FORECAST_YEARS_MAX, reason('notAbove', { max: BRAND_FORECAST_YEARS_MAX })),
  royaltyMin: share,
  royaltyMax: share,
  taxRate: share,
  discountRate: share,
  terminalGrowth: growth,
});
export type BrandValueInputsBody = z.input<typeof BrandValueInputsBody>;

/** settings/save: the tenant's brand settings (shares with at most 4 decimals). */
export const BrandSettingsBody = z.object({
  deviationShare: share,
  royaltyMin: share,
  royaltyMax: share,
  taxRate: share,
  discountRate: share,
  terminalGrowth: growth,
  forecastYears: z.coerce
    .number()
    .int(reason('integer'))
    .min(1, reason('notBelow', { min: 1 }))
    .max(BRAND_FORECAST_YEARS_MAX, reason('notAbove', { max: BRAND_FORECAST_YEARS_MAX })),
});
export type BrandSettingsBody = z.input<typeof BrandSettingsBody>;

/** settings/get. */
export interface BrandSettings {
  deviationShare: string;
  royaltyMin: string;
  royaltyMax: string;
  taxRate: string;
  discountRate: string;
  terminalGrowth: string;
  forecastYears: number;
  /** Revenue growth per year when neither the body nor the enterprise gave one (fixed). */
  revenueGrowth: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The inputs of a valuation as used. */
export interface BrandValueInputValues {
  baseRevenue: string;
  /** One per forecast year. */
  growth: string[];
  royaltyMin: string;
  royaltyMax: string;
  taxRate: string;
  discountRate: string;
  terminalGrowth: string;
}

/**
 * Where an input came from: saved by the body (ent/saveValueInputs), the enterprise's financial answer,
 * the tenant's settings, the platform's default, or nowhere (no revenue: the value is 0 until entered).
 */
export type BrandValueSource = 'saved' | 'answer' | 'settings' | 'default' | 'missing';

/** One forecast year (full precision). */
export interface BrandValueStep {
  year: number;
  growth: string;
  revenue: string;
  royalty: string;
  afterTax: string;
  /** 1 / (1 + r)^year */
  discountFactor: string;
  presentValue: string;
}

/** The value for each royalty rate (rows) and discount rate (columns); null where r ≤ g∞ or a rate < 0. */
export interface BrandSensitivity {
  royaltyRates: string[];
  discountRates: string[];
  values: (string | null)[][];
}

/** ent/queryValuePrice: the royalty-relief value of a process with every input and step. */
export interface BrandValuation {
  processId: string;
  no: string;
  brandName: string;
  entName: string;
  businessType: BrandBusinessType;
  status: number;
  strength: { score: string; level: BrandLevel; complete: boolean; experts: number };
  inputs: BrandValueInputValues;
  sources: Record<keyof BrandValueInputValues, BrandValueSource>;
  /** royaltyMin + (royaltyMax − royaltyMin) × strength / 100 */
  royaltyRate: string;
  years: number;
  steps: BrandValueStep[];
  presentValueSum: string;
  /** afterTax_N × (1 + g∞) / (r − g∞) */
  terminalValue: string;
  terminalPresentValue: string;
  /** presentValueSum + terminalPresentValue (yuan, full precision). */
  value: string;
  sensitivity: BrandSensitivity;
  /** Whether the body may still change the inputs (not once completed). */
  editable: boolean;
  inputsUpdatedBy: string | null;
  inputsUpdatedAt: string | null;
}
