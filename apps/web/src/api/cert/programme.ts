// Certification auditors, programmes, plans and teams (issue 21, flow step 4): the auditor register,
// each application's audit programme, the audit plans by date, team candidates, and the plan's save,
// issue, the enterprise's confirmation or change request, and the start of a surveillance audit. Lists
// are POSTs with pageIndex/pageSize in the query and the filter in the body.
import type {
  CertAuditDetail,
  CertAuditFilter,
  CertAuditor,
  CertAuditorBody,
  CertAuditorFilter,
  CertAuditSummary,
  CertPlanBody,
  CertPlanSaved,
  CertProgramme,
  CertProgrammeDetail,
  CertProgrammeFilter,
  CertTeamCandidate,
} from '@platform/contract';
import { CERT_PREFIX, CertPaths as P } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;

export const programmeApi = {
  auditors: (paging: Paging, filter: CertAuditorFilter) =>
    cert<Page<CertAuditor>>('post', P.auditors, filter, paging),
  saveAuditor: (body: CertAuditorBody) => cert<CertAuditor>('post', P.saveAuditor, body),
  removeAuditor: (id: string) => cert<{ id: string }>('post', P.removeAuditor, { id }),
  programmes: (paging: Paging, filter: CertProgrammeFilter) =>
    cert<Page<CertProgramme>>('post', P.programmes, filter, paging),
  programme: (id: string) => cert<CertProgrammeDetail>('get', P.programme, undefined, { id }),
  audits: (paging: Paging, filter: CertAuditFilter) =>
    cert<Page<CertAuditSummary>>('post', P.audits, filter, paging),
  audit: (id: string) => cert<CertAuditDetail>('get', P.audit, undefined, { id }),
  teamCandidates: (auditId: string) =>
    cert<CertTeamCandidate[]>('get', P.teamCandidates, undefined, { auditId }),
  savePlan: (body: CertPlanBody) => cert<CertPlanSaved>('post', P.savePlan, body),
  issuePlan: (auditId: string) => cert<CertAuditDetail>('post', P.issuePlan, { auditId }),
  confirmPlan: (auditId: string) => cert<CertAuditDetail>('post', P.confirmPlan, { auditId }),
  requestChange: (auditId: string, reason: string) =>
    cert<CertAuditDetail>('post', P.requestPlanChange, { auditId, reason }),
  start: (auditId: string) => cert<CertAuditDetail>('post', P.startSurveillance, { auditId }),
};

export const programmeKeys = {
  all: ['cert', 'programme'] as const,
  auditors: (paging: Paging, filter: object) => ['cert', 'programme', 'auditors', paging, filter] as const,
  programmes: (paging: Paging, filter: object) => ['cert', 'programme', 'list', paging, filter] as const,
  programme: (id: string) => ['cert', 'programme', 'detail', id] as const,
  audits: (paging: Paging, filter: object) => ['cert', 'programme', 'audits', paging, filter] as const,
  audit: (id: string) => ['cert', 'programme', 'audit', id] as const,
  candidates: (auditId: string) => ['cert', 'programme', 'candidates', auditId] as const,
};

export function useAuditorPage(paging: Paging, filter: CertAuditorFilter) {
  return useQuery({
    queryKey: programmeKeys.auditors(paging, filter),
    queryFn: () => programmeApi.auditors(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useProgrammePage(paging: Paging, filter: CertProgrammeFilter) {
  return useQuery({
    queryKey: programmeKeys.programmes(paging, filter),
    queryFn: () => programmeApi.programmes(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useProgramme(id: string | undefined) {
  return useQuery({
    queryKey: programmeKeys.programme(id ?? ''),
    queryFn: () => programmeApi.programme(id!),
    enabled: !!id,
  });
}

export function useAuditPage(paging: Paging, filter: CertAuditFilter, enabled = true) {
  return useQuery({
    queryKey: programmeKeys.audits(paging, filter),
    queryFn: () => programmeApi.audits(paging, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAudit(id: string | undefined) {
  return useQuery({
    queryKey: programmeKeys.audit(id ?? ''),
    queryFn: () => programmeApi.audit(id!),
    enabled: !!id,
  });
}

export function useTeamCandidates(auditId: string | undefined) {
  return useQuery({
    queryKey: programmeKeys.candidates(auditId ?? ''),
    queryFn: () => programmeApi.teamCandidates(auditId!),
    enabled: !!auditId,
  });
}
