// Certification audit work (issue 21, flow step 5): the team's audits, an audit's file, findings and
// the enterprise's answers, the report and its PDF, and the body's audit files. Lists are POSTs with
// pageIndex/pageSize in the query and the filter in the body.
import type {
  CertAuditFilesFilter,
  CertFinding,
  CertFindingAddBody,
  CertFindingAnswerBody,
  CertFindingUpdateBody,
  CertMyAuditsFilter,
  CertReportBody,
  CertReportDraftBody,
  CertWorkAudit,
  CertWorkAuditFile,
} from '@platform/contract';
import { CERT_PREFIX, CertAuditWorkPaths as W, CertPaths as P } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;
/** A change: the answer's data and the server's words for it (shown as the success message). */
const act = <T>(path: string, data: object) =>
  request<T>({ method: 'post', url: `${CERT_PREFIX}/${path}`, data });

export const auditWorkApi = {
  myAudits: (paging: Paging, filter: CertMyAuditsFilter) =>
    cert<Page<CertWorkAudit>>('post', P.myAudits, filter, paging),
  files: (paging: Paging, filter: CertAuditFilesFilter) =>
    cert<Page<CertWorkAudit>>('post', W.auditFiles, filter, paging),
  file: (auditId: string) => cert<CertWorkAuditFile>('get', W.auditFile, undefined, { auditId }),
  findings: (body: { auditId?: string; applicationId?: string }) =>
    cert<Page<CertFinding>>('post', P.findings, body),
  addFinding: (body: CertFindingAddBody) => act<CertFinding>(P.addFinding, body),
  updateFinding: (body: CertFindingUpdateBody) => act<CertFinding>(P.updateFinding, body),
  removeFinding: (id: string) => act<null>(P.removeFinding, { id }),
  answer: (body: CertFindingAnswerBody) => act<CertFinding>(P.answerFinding, body),
  closeFinding: (id: string, comment: string) => act<CertFinding>(P.closeFinding, { id, comment }),
  reopenFinding: (id: string, comment: string) => act<CertFinding>(P.reopenFinding, { id, comment }),
  saveReport: (body: CertReportDraftBody) => act<CertWorkAudit>(P.saveReport, body),
  issueReport: (body: CertReportBody) => act<{ audit: CertWorkAudit; closed: boolean }>(P.issueReport, body),
  closeAudit: (auditId: string) => act<CertWorkAudit>(W.closeAudit, { auditId }),
  /** The audit report PDF, made by the server from the data. */
  reportPdf: async (auditId: string) =>
    (await request<Blob>({
      method: 'get',
      url: `${CERT_PREFIX}/${P.reportDocument}`,
      params: { auditId },
      responseType: 'blob',
    })) as unknown as Blob,
};

/** Every audit-work read sits under one root, which every change reloads. */
export const auditWorkKeys = {
  all: ['cert', 'auditWork'] as const,
  mine: (paging: Paging, filter: CertMyAuditsFilter) =>
    ['cert', 'auditWork', 'mine', paging, filter] as const,
  files: (paging: Paging, filter: CertAuditFilesFilter) =>
    ['cert', 'auditWork', 'files', paging, filter] as const,
  file: (auditId: string) => ['cert', 'auditWork', 'file', auditId] as const,
  findings: (applicationId: string) => ['cert', 'auditWork', 'findings', applicationId] as const,
};

export function useMyAudits(paging: Paging, filter: CertMyAuditsFilter) {
  return useQuery({
    queryKey: auditWorkKeys.mine(paging, filter),
    queryFn: () => auditWorkApi.myAudits(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFiles(paging: Paging, filter: CertAuditFilesFilter) {
  return useQuery({
    queryKey: auditWorkKeys.files(paging, filter),
    queryFn: () => auditWorkApi.files(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFile(auditId: string | undefined) {
  return useQuery({
    queryKey: auditWorkKeys.file(auditId ?? ''),
    queryFn: () => auditWorkApi.file(auditId!),
    enabled: auditId !== undefined,
  });
}

export function useApplicationFindings(applicationId: string) {
  return useQuery({
    queryKey: auditWorkKeys.findings(applicationId),
    queryFn: () => auditWorkApi.findings({ applicationId }),
  });
}
