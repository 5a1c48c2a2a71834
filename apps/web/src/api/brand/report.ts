// The brand assessment report (issue 22, /api/api-ccbd/ccbd/exportreport/*): the list of processes with
// a report, the report's data and sections, saving a version, the versions, and the PDF/docx fetched
// with the session's headers.
import type {
  BrandReportDetail,
  BrandReportFilter,
  BrandReportListItem,
  BrandReportSections,
  BrandReportVersion,
} from '@platform/contract';
import { CCBD_PREFIX, CcbdPaths as P, CcbdReportPaths as R } from '@platform/contract/brand-model';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

export type BrandReportFormat = 'pdf' | 'docx';

const ccbd = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CCBD_PREFIX}/${path}`, data, params })).data;

export const reportQueryKeys = {
  all: ['brand', 'report'] as const,
  page: (paging: Paging, filter: BrandReportFilter) => ['brand', 'report', 'page', paging, filter] as const,
  detail: (processId: string) => ['brand', 'report', 'detail', processId] as const,
  versions: (processId: string) => ['brand', 'report', 'versions', processId] as const,
};

export const reportApi = {
  reports: (paging: Paging, filter: BrandReportFilter) =>
    ccbd<Page<BrandReportListItem>>('post', R.reports, filter, paging),
  /** The report with the sections of the latest version, or of the version named. */
  detail: (processId: string, version?: number) =>
    ccbd<BrandReportDetail>('get', P.reportDetail, undefined, { processId, ...(version ? { version } : {}) }),
  save: async (processId: string, sections: BrandReportSections) => {
    const answer = await request<BrandReportDetail>({
      method: 'post',
      url: `${CCBD_PREFIX}/${P.saveReport}`,
      data: { processId, sections },
    });
    return { report: answer.data, msg: answer.msg };
  },
  versions: (processId: string) =>
    ccbd<BrandReportVersion[]>('get', P.reportVersions, undefined, { processId }),
  /** The report as a file (the latest version unless one is named). */
  document: async (processId: string, format: BrandReportFormat, version?: number): Promise<Blob> =>
    (await request<Blob>({
      method: 'get',
      url: `${CCBD_PREFIX}/${P.reportDocument}`,
      params: { processId, format, ...(version ? { version } : {}) },
      responseType: 'blob',
    })) as unknown as Blob,
};
