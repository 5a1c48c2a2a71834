// Certification notices, statistics, workbench, processes and projects (issue 21, H6; spec forms.md §7
// "Certification"). Lists are POSTs with pageIndex/pageSize in the query and the filter in the body.
import type {
  BusinessStatistics,
  CccTask,
  CccTaskFilter,
  CertNotice,
  CertNoticeBody,
  CertNoticeFilter,
  CertProcess,
  CertProcessFilter,
  CertProject,
  CertProjectFilter,
  CertTask,
  CertTaskFilter,
  MonthStats,
  Progress,
  StatChart,
  StatChartQuery,
  StatsOfMonthQuery,
  WorkbenchStatData,
} from '@platform/contract';
import { CERT_PREFIX, CertPaths as P } from '@platform/contract/cert-model';
import { request } from '../request';
import type { Page, Saved } from '../tenant';

type Paging = { pageIndex: number; pageSize: number };
type BusinessType = BusinessStatistics['businessType'];

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;
const pageOf = <T>(path: string, filter: Paging & object, extra?: object) => {
  const { pageIndex, pageSize, ...body } = filter;
  return cert<Page<T>>('post', path, body, { pageIndex, pageSize, ...extra });
};

/** A write's answer with the server's message (saved, deleted …), for the list kit's dialogs and confirmations. */
const write = async <T>(path: string, data: object): Promise<Saved<T>> => {
  const { data: saved, msg } = await request<T>({ method: 'post', url: `${CERT_PREFIX}/${path}`, data });
  return { data: saved, msg: msg ?? '' };
};

export const certStatsApi = {
  /** client: the published notices to clients (the enterprise's list); otherwise the staff's list. */
  notices: (filter: CertNoticeFilter & Paging, client = false) =>
    pageOf<CertNotice>(P.notices, filter, client ? { client: true } : undefined),
  saveNotice: (body: CertNoticeBody) => write<CertNotice>(P.saveNotice, body),
  publishNotice: (id: string) => write<CertNotice>(P.publishNotice, { id }),
  removeNotice: (id: string) => write<null>(P.removeNotice, { id }),

  businessStatistics: (businessType: BusinessType) =>
    cert<BusinessStatistics>('get', P.businessStatistics, undefined, { businessType }),
  statsOfMonth: (query: StatsOfMonthQuery) => cert<MonthStats[]>('get', P.statsOfMonth, undefined, query),
  workbenchData: () => cert<WorkbenchStatData>('get', P.workbenchData),
  workbenchChart: (query: StatChartQuery) => cert<StatChart>('get', P.workbenchChart, undefined, query),
  myTasks: (filter: CertTaskFilter & Paging) => pageOf<CertTask>(P.myTasks, filter),
  cccTasks: (filter: CccTaskFilter & Paging) => pageOf<CccTask>(P.cccTasks, filter),

  /** The progress of a certification instance (body staff, or the applicant of its application). */
  progress: (wfInstanceId: string) => cert<Progress>('get', P.progress, undefined, { wfInstanceId }),
  processes: (filter: CertProcessFilter & Paging) => pageOf<CertProcess>(P.processes, filter),
  projects: (filter: CertProjectFilter & Paging) => pageOf<CertProject>(P.projects, filter),
};
