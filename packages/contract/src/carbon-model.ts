// The zod-free part of the carbon-accounting contract (issue 20; spec forms.md §7 "Carbon"): the
// prefix, the paths, the classifications of the GHG Protocol and ISO 14064-1 / 14067, GWP sets and
// the GB/T 2589 standard-coal coefficients. The web imports these values from
// '@platform/contract/carbon-model'.
export const CARBON_PREFIX = '/api/api-carbon/carbon';

/** Every carbon call, relative to CARBON_PREFIX (the spec's names first, then ours). */
export const CarbonPaths = {
  // spec names
  factors: 'zjFactor/queryPageList',
  saveModel: 'model/save',
  importDevices: 'device/import',
  importData: 'deviceData/import',
  products: 'pdt/getPageProductList',
  models: 'model/getModelPageList',
  createPath: 'zjPath/create',
  updatePath: 'zjPath/update',
  model: 'model/getModelDetail',
  path: 'zjPath/queryById',
  borderEmissions: 'data/searchBorderEmissionData',
  energy: 'data/searchEnergyData',
  emissions: 'data/searchEmissionData',
  single: 'data/getSingleData',
  report: 'report/zjdownload',
  // organisations (ours)
  orgTree: 'org/tree',
  saveOrg: 'org/save',
  removeOrg: 'org/delete',
  // factor library (ours)
  saveFactor: 'zjFactor/save',
  removeFactor: 'zjFactor/delete',
  // models (ours)
  removeModel: 'model/delete',
  /** Opens a new version of a verified model (its verified figures stay as they were). */
  newModelVersion: 'model/newVersion',
  // devices and activity data (ours)
  devices: 'device/queryPageList',
  saveDevice: 'device/save',
  removeDevice: 'device/delete',
  deviceTemplate: 'device/template',
  dataTemplate: 'deviceData/template',
  data: 'deviceData/queryPageList',
  saveData: 'deviceData/save',
  removeData: 'deviceData/delete',
  dataHistory: 'deviceData/history',
  /** An import's progress and report (GET ?id). */
  importStatus: 'import/status',
  /** The refused rows of an import as xlsx (GET ?id). */
  importReport: 'import/report',
  // products and footprints (ours)
  saveProduct: 'pdt/save',
  removeProduct: 'pdt/delete',
  paths: 'zjPath/list',
  removePath: 'zjPath/delete',
  // plans (ours)
  plans: 'plan/list',
  savePlan: 'plan/save',
  removePlan: 'plan/delete',
  // verification (ours)
  submitVerification: 'verify/submit',
  verifications: 'verify/list',
  verification: 'verify/detail',
  sample: 'verify/sample',
  addFinding: 'verify/finding/add',
  answerFinding: 'verify/finding/answer',
  closeFinding: 'verify/finding/close',
  issueStatement: 'verify/statement',
  returnVerification: 'verify/return',
  /** The activity rows a verification covers (its model's organisation subtree and year), to sample. */
  verificationRows: 'verify/rows',
} as const;

/** Kinds of organisation in a tenant's tree. */
export const ORG_KINDS = ['company', 'site', 'workshop'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** Factor categories of the library. */
export const FACTOR_CATEGORIES = [
  'stationary',
  'mobile',
  'process',
  'electricity',
  'heat',
  'material',
  'transport',
  'waste',
] as const;
export type FactorCategory = (typeof FACTOR_CATEGORIES)[number];

/** The Kyoto gases, or a factor already in CO2 equivalent. */
export const GASES = ['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'CO2e'] as const;
export type Gas = (typeof GASES)[number];

export const GWP_SETS = ['AR5', 'AR6'] as const;
export type GwpSet = (typeof GWP_SETS)[number];

/**
 * 100-year global warming potentials (IPCC AR5 and AR6, WG1 ch. 7 table 7.15). HFCs and PFCs are
 * families: their factors are entered in CO2e, so they carry no single GWP here.
 */
export const GWP: Record<GwpSet, Partial<Record<Gas, string>>> = {
  AR5: { CO2: '1', CH4: '28', N2O: '265', SF6: '23500', NF3: '16100', CO2e: '1' },
  AR6: { CO2: '1', CH4: '29.8', N2O: '273', SF6: '25200', NF3: '17400', CO2e: '1' },
};
/** AR6 distinguishes non-fossil methane (biogenic sources: waste, agriculture). */
export const GWP_AR6_CH4_NON_FOSSIL = '27.0';

/** GHG Protocol scopes. */
export const SCOPES = [1, 2, 3] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * ISO 14064-1:2018 §5.2.4 inventory categories: 1 direct; 2 indirect from imported energy; 3 from
 * transportation; 4 from products the organisation uses; 5 from the use of its products; 6 other.
 */
export const ISO_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;
export type IsoCategory = (typeof ISO_CATEGORIES)[number];
/** The 15 scope-3 categories of the GHG Protocol Corporate Value Chain Standard. */
export const SCOPE3_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;

/** Consolidation approaches of the organisational boundary. */
export const BOUNDARIES = ['operational', 'financial'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** What an emission source consumes or emits. */
export const ACTIVITY_KINDS = [
  'fuel',
  'electricity',
  'heat',
  'material',
  'process',
  'transport',
  'waste',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Energy carriers with their GB/T 2589-2020 standard-coal coefficients (appendix A, reference
 * values; electricity at its equivalent value). `unit` is the activity unit the coefficient is per,
 * in the units library's notation. A device and an emission source name their carrier by `key`.
 */
export const ENERGY_CARRIERS = [
  { key: 'raw_coal', kgcePerUnit: '0.7143', unit: 'kg' },
  { key: 'coke', kgcePerUnit: '0.9714', unit: 'kg' },
  { key: 'crude_oil', kgcePerUnit: '1.4286', unit: 'kg' },
  { key: 'fuel_oil', kgcePerUnit: '1.4286', unit: 'kg' },
  { key: 'gasoline', kgcePerUnit: '1.4714', unit: 'kg' },
  { key: 'kerosene', kgcePerUnit: '1.4714', unit: 'kg' },
  { key: 'diesel', kgcePerUnit: '1.4571', unit: 'kg' },
  { key: 'lpg', kgcePerUnit: '1.7143', unit: 'kg' },
  { key: 'natural_gas', kgcePerUnit: '1.2143', unit: 'm^3' },
  { key: 'electricity', kgcePerUnit: '0.1229', unit: 'kWh' },
  { key: 'heat', kgcePerUnit: '0.03412', unit: 'MJ' },
] as const;
export type EnergyCarrierKey = (typeof ENERGY_CARRIERS)[number]['key'];
/** GB/T 2589: 1 kgce = 29,307.6 kJ. */
export const KJ_PER_KGCE = '29307.6';

/** ISO 14067 life-cycle stages of a product path. */
export const LIFE_CYCLE_STAGES = [
  'raw_materials',
  'production',
  'distribution',
  'use',
  'end_of_life',
] as const;
export type LifeCycleStage = (typeof LIFE_CYCLE_STAGES)[number];
export const SYSTEM_BOUNDARIES = ['cradle_to_gate', 'cradle_to_grave'] as const;
/** How an input's emissions count in a CBAM declaration (Regulation (EU) 2023/956, annex IV). */
export const CBAM_EMISSION_KINDS = ['direct', 'indirect', 'precursor', 'none'] as const;
export type CbamEmissionKind = (typeof CBAM_EMISSION_KINDS)[number];
/** CBAM goods categories (annex I). */
export const CBAM_GOODS = [
  'cement',
  'iron_steel',
  'aluminium',
  'fertilisers',
  'electricity',
  'hydrogen',
] as const;

/** A model's status: draft, submitted for verification, verified (locked), returned for correction. */
export const ModelStatus = { draft: 0, submitted: 1, verified: 2, returned: 3 } as const;
export type ModelStatus = (typeof ModelStatus)[keyof typeof ModelStatus];

export const ASSURANCE_LEVELS = ['reasonable', 'limited'] as const;
export const FINDING_SEVERITIES = ['misstatement', 'nonconformity', 'observation'] as const;
export const FindingStatus = { open: 0, answered: 1, closed: 2 } as const;

export const IMPORT_KINDS = ['device', 'data'] as const;
/** `all`: nothing is imported when any row is refused; `good`: the good rows are, the report is kept. */
export const IMPORT_MODES = ['all', 'good'] as const;
export const ImportStatus = { running: 0, done: 1, refused: 2, failed: 3 } as const;
/** Most rows one import takes. */
export const IMPORT_ROWS_MAX = 200_000;

/** The workflow process of a verification (a platform template) and its work queue. */
export const VERIFICATION_PROCESS_KEY = 'carbon-verification';
export const VERIFICATION_QUEUE = 'carbonVerify';

export const CARBON_NAME_MAX = 100;
export const CARBON_TEXT_MAX = 2000;
