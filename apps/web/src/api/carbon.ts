// Carbon calls (issue 20, spec forms.md §7 "Carbon", /api/api-carbon/carbon/*). Lists are POSTs with
// pageIndex/pageSize in the query and the filter in the body, like the other business modules.
import type {
  ActivityChange,
  ActivityRow,
  BorderEmissions,
  CarbonDevice,
  CarbonFactor,
  CarbonFinding,
  CarbonImport,
  CarbonModelDetail,
  CarbonModelSummary,
  CarbonOrg,
  CarbonPathDetail,
  CarbonPlan,
  CarbonProduct,
  CarbonVerification,
  CarbonVerificationDetail,
  DataBody,
  DeviceBody,
  EmissionFigures,
  EnergyFigures,
  FactorBody,
  FactorFilter,
  ModelBody,
  ModelFilter,
  OrgBody,
  PathBody,
  PlanBody,
  ProductBody,
  SingleDataRow,
  SingleQuery,
  VerificationActivity,
} from '@platform/contract';
import { CARBON_PREFIX, CarbonPaths as P } from '@platform/contract/carbon-model';
import { request } from './request';
import type { Page } from './tenant';

type Paging = { pageIndex: number; pageSize: number };

const carbon = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CARBON_PREFIX}/${path}`, data, params })).data;
const pageOf = <T>(path: string, filter: Paging & object) => {
  const { pageIndex, pageSize, ...body } = filter;
  return carbon<Page<T>>('post', path, body, { pageIndex, pageSize });
};

/** The URL of a carbon download (templates, reports, import reports), fetched with the session's headers. */
export const carbonUrl = (path: string) => `${CARBON_PREFIX}/${path}`;

/** A carbon file (a template, a report, an import's refused rows), fetched with the session's headers. */
export const carbonFile = async (path: string, params?: object): Promise<Blob> =>
  (await request<Blob>({
    method: 'get',
    url: carbonUrl(path),
    params,
    responseType: 'blob',
  })) as unknown as Blob;

export const carbonApi = {
  // organisations
  orgTree: () => carbon<CarbonOrg[]>('get', P.orgTree),
  saveOrg: (body: OrgBody) => carbon<CarbonOrg>('post', P.saveOrg, body),
  removeOrg: (id: string) => carbon<null>('post', P.removeOrg, { id }),

  // factor library
  factors: (filter: Omit<FactorFilter, 'pageIndex' | 'pageSize'> & Paging) =>
    pageOf<CarbonFactor>(P.factors, filter),
  saveFactor: (body: FactorBody) => carbon<CarbonFactor>('post', P.saveFactor, body),
  removeFactor: (id: string) => carbon<null>('post', P.removeFactor, { id }),

  // accounting models
  models: (filter: Omit<ModelFilter, 'pageIndex' | 'pageSize'> & Paging) =>
    pageOf<CarbonModelSummary>(P.models, filter),
  model: (id: string) => carbon<CarbonModelDetail>('get', P.model, undefined, { id }),
  saveModel: (body: ModelBody) => carbon<CarbonModelDetail>('post', P.saveModel, body),
  removeModel: (id: string) => carbon<null>('post', P.removeModel, { id }),
  newModelVersion: (id: string) => carbon<CarbonModelDetail>('post', P.newModelVersion, { id }),

  // devices and activity data
  devices: (filter: { orgId?: string; keyword?: string } & Paging) => pageOf<CarbonDevice>(P.devices, filter),
  saveDevice: (body: DeviceBody) => carbon<CarbonDevice>('post', P.saveDevice, body),
  removeDevice: (id: string) => carbon<null>('post', P.removeDevice, { id }),
  data: (filter: { orgId?: string; deviceId?: string; year: number; month?: number } & Paging) =>
    pageOf<ActivityRow>(P.data, filter),
  saveData: (body: DataBody) => carbon<ActivityRow>('post', P.saveData, body),
  removeData: (id: string, reason: string) => carbon<null>('post', P.removeData, { id, reason }),
  dataHistory: (id: string) => carbon<ActivityChange[]>('get', P.dataHistory, undefined, { id }),
  /** Starts an import; the answer is the running import, followed with importStatus. */
  importFile: (kind: 'device' | 'data', file: File, query: { mode: 'all' | 'good'; year?: number }) => {
    const form = new FormData();
    form.append('file', file);
    return carbon<CarbonImport>('post', kind === 'device' ? P.importDevices : P.importData, form, query);
  },
  importStatus: (id: string) => carbon<CarbonImport>('get', P.importStatus, undefined, { id }),

  // figures
  emissions: (orgId: string, year: number) =>
    carbon<EmissionFigures>('get', P.emissions, undefined, { orgId, year }),
  energy: (orgId: string, year: number) => carbon<EnergyFigures>('get', P.energy, undefined, { orgId, year }),
  single: (query: SingleQuery) =>
    carbon<Page<SingleDataRow> & { emission: string }>('get', P.single, undefined, query),

  // products and footprints
  products: (filter: { keyword?: string } & Paging) => pageOf<CarbonProduct>(P.products, filter),
  saveProduct: (body: ProductBody) => carbon<CarbonProduct>('post', P.saveProduct, body),
  removeProduct: (id: string) => carbon<null>('post', P.removeProduct, { id }),
  paths: (productId: string) => carbon<CarbonPathDetail[]>('get', P.paths, undefined, { productId }),
  path: (id: string) => carbon<CarbonPathDetail>('get', P.path, undefined, { id }),
  savePath: (body: PathBody) => carbon<CarbonPathDetail>('post', body.id ? P.updatePath : P.createPath, body),
  removePath: (id: string) => carbon<null>('post', P.removePath, { id }),
  borderEmissions: (productId: string, year: number) =>
    carbon<BorderEmissions>('get', P.borderEmissions, undefined, { productId, year }),

  // plans
  plans: (query: { orgId?: string; year?: number }) => carbon<CarbonPlan[]>('get', P.plans, undefined, query),
  savePlan: (body: PlanBody) => carbon<CarbonPlan>('post', P.savePlan, body),
  removePlan: (id: string) => carbon<null>('post', P.removePlan, { id }),

  // verification
  submitVerification: (modelId: string) =>
    carbon<CarbonVerification>('post', P.submitVerification, { modelId }),
  verifications: (query: { status?: number } & Paging) =>
    carbon<Page<CarbonVerification>>('get', P.verifications, undefined, query),
  verification: (id: string) => carbon<CarbonVerificationDetail>('get', P.verification, undefined, { id }),
  /** The activity rows a verification covers, with their evidence and sample results. */
  verificationRows: (query: { verificationId: string } & Paging) =>
    carbon<Page<VerificationActivity>>('get', P.verificationRows, undefined, query),
  sample: (body: { verificationId: string; activityId: string; result: 'ok' | 'issue'; note?: string }) =>
    carbon<null>('post', P.sample, body),
  addFinding: (body: {
    verificationId: string;
    activityId?: string;
    sourceId?: string;
    severity: string;
    text: string;
  }) => carbon<CarbonFinding>('post', P.addFinding, body),
  answerFinding: (id: string, answer: string) =>
    carbon<CarbonFinding>('post', P.answerFinding, { id, answer }),
  closeFinding: (id: string) => carbon<CarbonFinding>('post', P.closeFinding, { id }),
  issueStatement: (body: {
    verificationId: string;
    assurance: string;
    materiality: string;
    opinion: string;
  }) => carbon<CarbonVerification>('post', P.issueStatement, body),
  returnVerification: (verificationId: string, comment: string) =>
    carbon<CarbonVerification>('post', P.returnVerification, { verificationId, comment }),
};
