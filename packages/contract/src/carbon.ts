// Carbon accounting (issue 20; spec forms.md §7 "Carbon", every call under /api/api-carbon/carbon/):
// the organisation tree, the factor library, accounting models and their emission sources, devices
// and monthly activity data, product footprints, reduction plans and verification. Figures travel
// as decimal strings (never floating-point numbers) so that nothing drifts between the database's
// `numeric` and decimal.js.
//
// Paths and constants are in carbon-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { reason } from './reasons.js';
import { PageQuery } from './organisation.js';
import {
  ACTIVITY_KINDS,
  ASSURANCE_LEVELS,
  BOUNDARIES,
  CARBON_NAME_MAX,
  CARBON_TEXT_MAX,
  CBAM_EMISSION_KINDS,
  CBAM_GOODS,
  ENERGY_CARRIERS,
  FACTOR_CATEGORIES,
  FINDING_SEVERITIES,
  GASES,
  GWP_SETS,
  IMPORT_MODES,
  ISO_CATEGORIES,
  LIFE_CYCLE_STAGES,
  ORG_KINDS,
  SYSTEM_BOUNDARIES,
} from './carbon-model.js';

export * from './carbon-model.js';

const id = z.uuid();
const name = z
  .string()
  .trim()
  .min(1, reason('required'))
  .max(CARBON_NAME_MAX, reason('maxChars', { max: CARBON_NAME_MAX }));
const longText = z
  .string()
  .trim()
  .max(CARBON_TEXT_MAX, reason('maxChars', { max: CARBON_TEXT_MAX }));
/** A decimal number as text (up to 14 integer and 10 fraction digits), e.g. "0.5703". */
export const DecimalText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d{1,14}(\.\d{1,10})?$/, reason('decimalFormat')));
const nonNegative = DecimalText.refine((v) => !v.startsWith('-'), reason('notNegative'));
const positive = nonNegative.refine((v) => /[1-9]/.test(v), reason('positiveNumber'));
/** A unit in the units library's notation (kg, t, kWh, MWh, GJ, TJ, m^3, L, t*km ...). */
export const UnitText = z.string().trim().min(1, reason('required')).max(32);
export const Year = z.coerce.number().int().min(1990).max(2100);
const month = z.coerce.number().int().min(1).max(12);
const carrierKey = z.enum(ENERGY_CARRIERS.map((c) => c.key) as [string, ...string[]]);

// ---- organisations ----

export const OrgBody = z.object({
  id: id.optional(),
  parentId: id.nullish(),
  name,
  kind: z.enum(ORG_KINDS),
  code: z.string().trim().max(64).nullish(),
  /** A region code of the region picker (6 digits). */
  region: z
    .string()
    .regex(/^\d{6}$/)
    .nullish(),
  address: z.string().trim().max(200).nullish(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type OrgBody = z.input<typeof OrgBody>;

// ---- factor library ----

export const FactorFilter = PageQuery.extend({
  keyword: z.string().trim().max(CARBON_NAME_MAX).optional(),
  category: z.enum(FACTOR_CATEGORIES).optional(),
  gas: z.enum(GASES).optional(),
  /** platform: the seeded public library; tenant: the tenant's own; all (default): both. */
  owner: z.enum(['platform', 'tenant', 'all']).default('all'),
  year: Year.optional(),
});
export type FactorFilter = z.input<typeof FactorFilter>;

export const FactorBody = z.object({
  id: id.optional(),
  name,
  category: z.enum(FACTOR_CATEGORIES),
  gas: z.enum(GASES),
  value: positive,
  /** e.g. kg (of the gas) */
  numeratorUnit: UnitText,
  /** e.g. kWh, TJ, t, m^3 */
  denominatorUnit: UnitText,
  /** Net calorific value of a fuel, to turn a mass or volume into the energy the factor is per. */
  ncv: positive.nullish(),
  ncvUnit: UnitText.nullish(),
  carrier: carrierKey.nullish(),
  source: z.string().trim().min(1, reason('required')).max(200),
  year: Year,
  region: z.string().trim().max(64).nullish(),
  description: longText.nullish(),
});
export type FactorBody = z.input<typeof FactorBody>;

// ---- accounting models ----

export const SourceBody = z.object({
  id: id.optional(),
  name,
  activityKind: z.enum(ACTIVITY_KINDS),
  /** The energy carrier, for the standard-coal figures and for matching devices. */
  carrier: carrierKey.nullish(),
  /** Devices whose readings feed this source (of the model's organisation and its children). */
  deviceIds: z.array(id).max(500).default([]),
  factorId: id,
  activityUnit: UnitText,
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isoCategory: z.coerce.number().pipe(z.union(ISO_CATEGORIES.map((c) => z.literal(c)))),
  scope3Category: z.coerce.number().int().min(1).max(15).nullish(),
  description: longText.nullish(),
});
export type SourceBody = z.input<typeof SourceBody>;

export const ModelBody = z
  .object({
    id: id.optional(),
    orgId: id,
    year: Year,
    name,
    boundary: z.enum(BOUNDARIES),
    gwpSet: z.enum(GWP_SETS).default('AR6'),
    /** Output of the year, for intensity (emissions per unit of output). */
    outputValue: positive.nullish(),
    outputUnit: UnitText.nullish(),
    description: longText.nullish(),
    sources: z.array(SourceBody).max(200),
  })
  .refine((m) => !m.outputValue === !m.outputUnit, {
    path: ['outputUnit'],
    message: reason('required'),
  })
  .refine((m) => m.sources.every((s) => s.scope === 3 || !s.scope3Category), {
    path: ['sources'],
    message: reason('scope3CategoryOnlyScope3'),
  });
export type ModelBody = z.input<typeof ModelBody>;

export const ModelFilter = PageQuery.extend({
  orgId: id.optional(),
  year: Year.optional(),
  keyword: z.string().trim().max(CARBON_NAME_MAX).optional(),
});
export type ModelFilter = z.input<typeof ModelFilter>;

// ---- devices and activity data ----

export const DeviceBody = z.object({
  id: id.optional(),
  orgId: id,
  /** Unique in the tenant; the import files name devices by code. */
  code: z.string().trim().min(1, reason('required')).max(64),
  name,
  activityKind: z.enum(ACTIVITY_KINDS),
  carrier: carrierKey.nullish(),
  unit: UnitText,
  description: longText.nullish(),
});
export type DeviceBody = z.input<typeof DeviceBody>;

export const DeviceFilter = PageQuery.extend({
  orgId: id.optional(),
  keyword: z.string().trim().max(CARBON_NAME_MAX).optional(),
});

export const DataFilter = PageQuery.extend({
  orgId: id.optional(),
  deviceId: id.optional(),
  year: Year,
  month: month.optional(),
});
export type DataFilter = z.input<typeof DataFilter>;

/** Manual entry (no id) or correction (id; a reason is required). */
export const DataBody = z
  .object({
    id: id.optional(),
    deviceId: id,
    year: Year,
    month,
    value: nonNegative,
    /** Defaults to the device's unit; must convert to it. */
    unit: UnitText.nullish(),
    /** Upload keys of the evidence (invoices, meter photos). */
    evidence: z.array(z.string().max(500)).max(10).default([]),
    note: z.string().trim().max(500).nullish(),
    reason: z.string().trim().max(500).nullish(),
  })
  .refine((d) => !d.id || !!d.reason, { path: ['reason'], message: reason('required') });
export type DataBody = z.input<typeof DataBody>;

/** Query of device/import and deviceData/import (the file is the multipart body). */
export const ImportQuery = z.object({
  mode: z.enum(IMPORT_MODES).default('all'),
  /** deviceData/import: the year every row must fall in. */
  year: Year.optional(),
});

/** deviceData/delete: the reason is kept in the reading's history. */
export const DataRemoveBody = z.object({
  id,
  reason: z.string().trim().min(1, reason('required')).max(500),
});
export type DataRemoveBody = z.input<typeof DataRemoveBody>;

// ---- figures ----

export const FiguresQuery = z.object({
  orgId: id,
  year: Year,
});
export type FiguresQuery = z.input<typeof FiguresQuery>;

/** getSingleData: the rows and factors behind one total. */
export const SingleQuery = PageQuery.extend({
  orgId: id,
  year: Year,
  scope: z.coerce.number().int().min(1).max(3).optional(),
  sourceId: id.optional(),
  month: month.optional(),
  childOrgId: id.optional(),
});
export type SingleQuery = z.input<typeof SingleQuery>;

export const ReportQuery = z.object({
  modelId: id,
  format: z.enum(['xlsx', 'pdf']).default('xlsx'),
});

// ---- products and footprints ----

export const ProductBody = z.object({
  id: id.optional(),
  orgId: id.nullish(),
  name,
  code: z.string().trim().max(64).nullish(),
  /** The declared unit the footprint is per (t, kg, piece, m^3 ...). */
  declaredUnit: UnitText,
  cbamGoods: z.enum(CBAM_GOODS).nullish(),
  /** Combined Nomenclature code (CBAM annex I), e.g. 7208. */
  cnCode: z
    .string()
    .regex(/^\d{4,10}$/)
    .nullish(),
  description: longText.nullish(),
});
export type ProductBody = z.input<typeof ProductBody>;

export const ProductFilter = PageQuery.extend({
  keyword: z.string().trim().max(CARBON_NAME_MAX).optional(),
});

export const PathInput = z.object({
  name,
  amount: nonNegative,
  unit: UnitText,
  factorId: id,
  cbamKind: z.enum(CBAM_EMISSION_KINDS).default('none'),
  note: z.string().trim().max(500).nullish(),
});
export const PathStage = z.object({
  stage: z.enum(LIFE_CYCLE_STAGES),
  inputs: z.array(PathInput).max(200),
});
export const PathBody = z.object({
  id: id.optional(),
  productId: id,
  name,
  year: Year,
  boundary: z.enum(SYSTEM_BOUNDARIES),
  gwpSet: z.enum(GWP_SETS).default('AR6'),
  /** How many declared units the inputs produce (the footprint is per one). */
  outputAmount: positive,
  stages: z.array(PathStage).max(LIFE_CYCLE_STAGES.length),
  description: longText.nullish(),
});
export type PathBody = z.input<typeof PathBody>;

// ---- plans ----

export const PlanBody = z.object({
  id: id.optional(),
  orgId: id,
  year: Year,
  baseYear: Year,
  /** Base-year emissions, t CO2e. */
  baseEmission: nonNegative,
  /** Target for the year, t CO2e. */
  targetEmission: nonNegative,
  scopes: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).min(1, reason('pickAtLeastOne')),
  measures: longText.nullish(),
});
export type PlanBody = z.input<typeof PlanBody>;

// ---- verification (ISO 14064-3) ----

export const FindingBody = z.object({
  verificationId: id,
  activityId: id.nullish(),
  sourceId: id.nullish(),
  severity: z.enum(FINDING_SEVERITIES),
  text: longText.min(1, reason('required')),
});
export const AnswerBody = z.object({ id, answer: longText.min(1, reason('required')) });
export const StatementBody = z.object({
  verificationId: id,
  assurance: z.enum(ASSURANCE_LEVELS),
  /** Materiality threshold, percent of total emissions. */
  materiality: positive,
  opinion: longText.min(1, reason('required')),
});
export const SampleBody = z.object({
  verificationId: id,
  activityId: id,
  result: z.enum(['ok', 'issue']),
  note: z.string().trim().max(500).nullish(),
});
/** verify/return: the comment tells the company what to correct. */
export const ReturnBody = z.object({ verificationId: id, comment: longText.min(1, reason('required')) });
/** verify/list: 0 in review, 1 verified, 2 returned. */
export const VerificationFilter = PageQuery.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});
/** verify/rows: a page of the activity rows a verification covers. */
export const VerificationRowsQuery = PageQuery.extend({ verificationId: id });
export const SubmitVerificationBody = z.object({ modelId: id });

// ---- answers (figures are decimal strings; t CO2e unless the name says otherwise) ----

export interface CarbonOrg {
  id: string;
  parentId: string | null;
  name: string;
  kind: (typeof ORG_KINDS)[number];
  code: string | null;
  region: string | null;
  address: string | null;
  sort: number;
  children?: CarbonOrg[];
}

export interface CarbonFactor {
  id: string;
  /** true for the seeded platform library (read-only for tenants) */
  platform: boolean;
  name: string;
  category: (typeof FACTOR_CATEGORIES)[number];
  gas: (typeof GASES)[number];
  value: string;
  numeratorUnit: string;
  denominatorUnit: string;
  ncv: string | null;
  ncvUnit: string | null;
  carrier: string | null;
  source: string;
  year: number;
  region: string | null;
  description: string | null;
}

export interface CarbonSource extends Omit<z.output<typeof SourceBody>, 'id'> {
  id: string;
  factor?: CarbonFactor;
}

export interface CarbonModelSummary {
  id: string;
  orgId: string;
  orgName: string;
  year: number;
  name: string;
  boundary: (typeof BOUNDARIES)[number];
  gwpSet: (typeof GWP_SETS)[number];
  /** contract ModelStatus */
  status: number;
  version: number;
  sourceCount: number;
  updatedAt: string;
}
export interface CarbonModelDetail extends CarbonModelSummary {
  outputValue: string | null;
  outputUnit: string | null;
  description: string | null;
  sources: CarbonSource[];
}

export interface CarbonDevice {
  id: string;
  orgId: string;
  orgName: string;
  code: string;
  name: string;
  activityKind: (typeof ACTIVITY_KINDS)[number];
  carrier: string | null;
  unit: string;
  description: string | null;
}

export interface ActivityRow {
  id: string;
  orgId: string;
  orgName: string;
  deviceId: string;
  deviceCode: string;
  deviceName: string;
  year: number;
  month: number;
  value: string;
  unit: string;
  evidence: string[];
  note: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** true once a verification statement covers it (changes need a new model version) */
  locked: boolean;
}

export interface ActivityChange {
  id: string;
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  changedBy: string | null;
  changedAt: string;
}

export interface CarbonImport {
  id: string;
  kind: 'device' | 'data';
  mode: 'all' | 'good';
  fileName: string;
  /** contract ImportStatus */
  status: number;
  total: number;
  processed: number;
  accepted: number;
  refused: number;
  report: { row: number; field: string; reason: string }[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** One emission source's result: activity × conversion × factor × GWP, with everything it used. */
export interface SourceResult {
  sourceId: string;
  name: string;
  scope: number;
  isoCategory: number;
  scope3Category: number | null;
  activityKind: string;
  carrier: string | null;
  /** total activity of the year, in activityUnit */
  activity: string;
  activityUnit: string;
  factorId: string;
  factorName: string;
  factorValue: string;
  factorUnit: string;
  factorSource: string;
  gas: string;
  gwp: string;
  gwpSet: string;
  /** the multiplier that turns activity × factor into tonnes of the gas (units library) */
  unitConversion: string;
  emission: string;
  /** tonnes of standard coal equivalent (GB/T 2589), when the source is an energy carrier */
  energyTce: string | null;
  byMonth: string[];
}

/** searchEmissionData */
export interface EmissionFigures {
  orgId: string;
  year: number;
  gwpSet: string;
  modelId: string | null;
  total: string;
  byScope: { scope: number; emission: string }[];
  byIsoCategory: { category: number; emission: string }[];
  byMonth: { month: number; emission: string; scope1: string; scope2: string; scope3: string }[];
  bySource: SourceResult[];
  byOrg: { orgId: string; orgName: string; emission: string }[];
  previousYearTotal: string | null;
  /** percent change against the previous year, e.g. "-4.25" */
  yearOverYear: string | null;
  outputValue: string | null;
  outputUnit: string | null;
  /** t CO2e per output unit */
  intensity: string | null;
  /**
   * The months 1..N that yearOverYear compares: the last month of the year with a reading (12 for
   * a full year or one without readings); the previous year's months 1..N are the comparison.
   */
  comparedMonths: number;
}

/** searchEnergyData */
export interface EnergyFigures {
  orgId: string;
  year: number;
  totalTce: string;
  byCarrier: { carrier: string; activity: string; unit: string; tce: string }[];
  byMonth: { month: number; tce: string }[];
  previousYearTce: string | null;
}

/** getSingleData: the activity rows behind one total, each with its factor and result. */
export interface SingleDataRow {
  activityId: string;
  orgName: string;
  deviceCode: string;
  deviceName: string;
  month: number;
  value: string;
  unit: string;
  sourceName: string;
  factorName: string;
  factorValue: string;
  factorUnit: string;
  factorSource: string;
  gwp: string;
  emission: string;
  evidence: string[];
}

export interface CarbonProduct {
  id: string;
  orgId: string | null;
  name: string;
  code: string | null;
  declaredUnit: string;
  cbamGoods: string | null;
  cnCode: string | null;
  description: string | null;
  pathCount: number;
  updatedAt: string;
}

export interface PathInputResult extends z.output<typeof PathInput> {
  factorName: string;
  factorValue: string;
  factorUnit: string;
  factorSource: string;
  emission: string;
}
export interface CarbonPathDetail {
  id: string;
  productId: string;
  productName: string;
  declaredUnit: string;
  name: string;
  year: number;
  boundary: string;
  gwpSet: string;
  outputAmount: string;
  description: string | null;
  stages: { stage: string; inputs: PathInputResult[]; emission: string }[];
  /** total of the path, t CO2e */
  total: string;
  /** kg CO2e per declared unit */
  footprint: string;
}

/** searchBorderEmissionData: embedded emissions per tonne of good, as a CBAM declaration asks. */
export interface BorderEmissions {
  productId: string;
  productName: string;
  cnCode: string | null;
  cbamGoods: string | null;
  year: number;
  pathId: string;
  /** tonnes of good produced */
  production: string;
  directEmissions: string;
  indirectEmissions: string;
  precursorEmissions: string;
  /** t CO2e per tonne of good */
  specificDirect: string;
  specificIndirect: string;
  specificTotal: string;
  method: string;
}

export interface CarbonPlan {
  id: string;
  orgId: string;
  orgName: string;
  year: number;
  baseYear: number;
  baseEmission: string;
  targetEmission: string;
  scopes: number[];
  measures: string | null;
  /** emissions so far (the year's model), t CO2e */
  actualEmission: string | null;
  /** reduction achieved against the base, percent of the planned reduction */
  progress: string | null;
}

export interface CarbonFinding {
  id: string;
  activityId: string | null;
  sourceId: string | null;
  severity: (typeof FINDING_SEVERITIES)[number];
  text: string;
  /** contract FindingStatus */
  status: number;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  raisedBy: string | null;
  createdAt: string;
  closedAt: string | null;
  /** The activity row the finding names (activityId), as it reads now; null for none */
  activity: {
    deviceCode: string;
    deviceName: string;
    orgName: string;
    month: number;
    year: number;
    value: string;
    unit: string;
  } | null;
  /** The name of the emission source the finding names (sourceId); null for none */
  sourceName: string | null;
}

export interface CarbonVerification {
  id: string;
  modelId: string;
  modelName: string;
  orgName: string;
  year: number;
  modelVersion: number;
  /** 0 in review, 1 verified, 2 returned */
  status: number;
  instanceId: string | null;
  submittedBy: string | null;
  submittedAt: string;
  verifier: string | null;
  assurance: string | null;
  materiality: string | null;
  opinion: string | null;
  verifiedAt: string | null;
  openFindings: number;
}
export interface CarbonVerificationDetail extends CarbonVerification {
  findings: CarbonFinding[];
  samples: VerificationSample[];
  figures: EmissionFigures;
  /** true when the caller may act on it as its verifier (in review, not the submitter, not another verifier's) */
  canVerify: boolean;
  /** true when the caller is the company's carbon staff (answers findings) */
  canAnswer: boolean;
}

/** An activity row as a verification shows it: its reading, its evidence uploads and its sample result. */
export interface VerificationActivity {
  activityId: string;
  orgId: string;
  orgName: string;
  deviceId: string;
  deviceCode: string;
  deviceName: string;
  year: number;
  month: number;
  value: string;
  unit: string;
  /** Upload keys of the evidence (download through the upload module, same tenant) */
  evidence: string[];
  /** the reading's own note */
  activityNote: string | null;
  /** the sample result of this verification, when checked */
  result: 'ok' | 'issue' | null;
}
export interface VerificationSample extends VerificationActivity {
  result: 'ok' | 'issue';
  /** the verifier's note on the sample */
  note: string | null;
  checkedBy: string | null;
  checkedAt: string;
}
