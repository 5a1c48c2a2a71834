// Technical review, certification decisions and certificates (issue 21, /api/api-cert/review/*,
// decision/*, certificate/*, queryMyCertificate, public/certificate). Lists are POSTs with
// pageIndex/pageSize in the query and the filter in the body.
import type {
  CertAuditFile,
  CertCertificate,
  CertCertificateDetail,
  CertPublicCertificate,
  CertReviewItem,
} from '@platform/contract';
import { CERT_PREFIX, CertDecisionPaths, CertPaths as P } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;

export interface ReviewFilter {
  state?: 'pending' | 'done';
  scheme?: string;
  keyword?: string;
}

export interface CertificateFilter {
  status?: number;
  scheme?: string;
  keyword?: string;
  expiringDays?: number;
}

export interface ReviewValues {
  auditId: string;
  result: 'pass' | 'return';
  opinion: string;
}

export interface DecisionValues {
  auditId: string;
  decision: string;
  opinion: string;
  scope?: string;
}

export interface ChangeValues {
  id: string;
  change: 'suspend' | 'restore' | 'withdraw' | 'reduceScope';
  reason: string;
  scope?: string;
}

export const decisionApi = {
  reviews: (paging: Paging, filter: ReviewFilter) =>
    cert<Page<CertReviewItem>>('post', P.reviews, filter, paging),
  decisions: (paging: Paging, filter: ReviewFilter) =>
    cert<Page<CertReviewItem>>('post', P.decisions, filter, paging),
  file: (auditId: string) => cert<CertAuditFile>('get', CertDecisionPaths.auditFile, undefined, { auditId }),
  review: (body: ReviewValues) => cert<{ auditId: string }>('post', P.saveReview, body),
  decide: (body: DecisionValues) =>
    cert<{ auditId: string; certificateId: string | null; no: string | null }>('post', P.decide, body),
  certificates: (paging: Paging, filter: CertificateFilter) =>
    cert<Page<CertCertificate>>('post', P.certificates, filter, paging),
  mine: (paging: Paging) => cert<Page<CertCertificate>>('get', P.myCertificates, undefined, paging),
  certificate: (id: string) => cert<CertCertificateDetail>('get', P.certificate, undefined, { id }),
  change: (body: ChangeValues) => cert<CertCertificate>('post', P.changeCertificate, body),
  /** The certificate PDF, fetched with the session's headers. */
  document: async (id: string): Promise<Blob> =>
    (await request<Blob>({
      method: 'get',
      url: `${CERT_PREFIX}/${P.certificateDocument}`,
      params: { id },
      responseType: 'blob',
    })) as unknown as Blob,
  /** Public: no session needed; a wrong number or code is a quiet 404 the page shows itself. */
  verify: (no: string, code: string) =>
    request<CertPublicCertificate>({
      method: 'get',
      url: `${CERT_PREFIX}/${P.publicCertificate}`,
      params: { no, code },
      silent: true,
    }).then((r) => r.data),
};

export const decisionQueryKeys = {
  all: ['cert', 'decision'] as const,
  reviews: (paging: Paging, filter: ReviewFilter) => ['cert', 'decision', 'reviews', paging, filter] as const,
  decisions: (paging: Paging, filter: ReviewFilter) =>
    ['cert', 'decision', 'decisions', paging, filter] as const,
  file: (auditId: string) => ['cert', 'decision', 'file', auditId] as const,
  certificates: (paging: Paging, filter: CertificateFilter) =>
    ['cert', 'decision', 'certificates', paging, filter] as const,
  mine: (paging: Paging) => ['cert', 'decision', 'mine', paging] as const,
  certificate: (id: string) => ['cert', 'decision', 'certificate', id] as const,
};

export function useReviewPage(step: 'review' | 'decision', paging: Paging, filter: ReviewFilter) {
  return useQuery({
    queryKey:
      step === 'review'
        ? decisionQueryKeys.reviews(paging, filter)
        : decisionQueryKeys.decisions(paging, filter),
    queryFn: () =>
      step === 'review' ? decisionApi.reviews(paging, filter) : decisionApi.decisions(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFile(auditId: string | undefined) {
  return useQuery({
    queryKey: decisionQueryKeys.file(auditId ?? ''),
    queryFn: () => decisionApi.file(auditId!),
    enabled: auditId !== undefined,
  });
}

export function useCertificatePage(paging: Paging, filter: CertificateFilter) {
  return useQuery({
    queryKey: decisionQueryKeys.certificates(paging, filter),
    queryFn: () => decisionApi.certificates(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useMyCertificates(paging: Paging) {
  return useQuery({
    queryKey: decisionQueryKeys.mine(paging),
    queryFn: () => decisionApi.mine(paging),
    placeholderData: keepPreviousData,
  });
}

export function useCertificate(id: string | undefined) {
  return useQuery({
    queryKey: decisionQueryKeys.certificate(id ?? ''),
    queryFn: () => decisionApi.certificate(id!),
    enabled: id !== undefined,
  });
}
