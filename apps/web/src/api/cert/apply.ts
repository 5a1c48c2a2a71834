// Certification applications and their acceptance review (issue 21, /api/api-cert/apply/*, cccWork/*).
// Lists are POSTs with pageIndex/pageSize in the query and the filter in the body.
import type {
  ApplicationBody,
  ApplicationFilter,
  CertApplication,
  CertApplicationDetail,
  CertSettings,
  CertSettingsBody,
  ProposedDays,
  RiskLevel,
} from '@platform/contract';
import { CERT_PREFIX, CertPaths as P } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const cert = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${CERT_PREFIX}/${path}`, data, params })).data;

export interface AcceptValues {
  id: string;
  risk: RiskLevel;
  auditDays: string;
  daysReason?: string;
  comment?: string;
}

export const applyApi = {
  /** The body's submitted applications. */
  applications: (paging: Paging, filter: ApplicationFilter) =>
    cert<Page<CertApplication>>('post', P.applications, filter, paging),
  /** The enterprise's own applications, latest first. */
  mine: (paging: Paging) => cert<Page<CertApplication>>('get', P.myApplication, undefined, paging),
  detail: (id: string) => cert<CertApplicationDetail>('get', P.application, undefined, { id }),
  save: (body: ApplicationBody) => cert<CertApplicationDetail>('post', P.saveApplication, body),
  submit: (id: string) => cert<CertApplicationDetail>('post', P.submitApplication, { id }),
  withdraw: (id: string) => cert<CertApplicationDetail>('post', P.withdrawApplication, { id }),
  remove: (id: string) => cert<null>('post', P.removeApplication, { id }),
  proposedDays: (id: string, risk: RiskLevel) =>
    cert<ProposedDays>('get', P.proposedDays, undefined, { id, risk }),
  accept: (body: AcceptValues) => cert<CertApplicationDetail>('post', P.acceptApplication, body),
  refuse: (id: string, reason: string) =>
    cert<CertApplicationDetail>('post', P.refuseApplication, { id, reason }),
  /** The body's application form (its template) and, for its staff, the forms to choose from. */
  settings: () => cert<CertSettings>('get', P.settings),
  saveSettings: (body: CertSettingsBody) => cert<CertSettings>('post', P.saveSettings, body),
};

/** Every application read sits under one root, which every change reloads. */
export const applyQueryKeys = {
  all: ['cert', 'apply'] as const,
  page: (paging: Paging, filter: ApplicationFilter) => ['cert', 'apply', 'page', paging, filter] as const,
  mine: (paging: Paging) => ['cert', 'apply', 'mine', paging] as const,
  detail: (id: string) => ['cert', 'apply', 'detail', id] as const,
  days: (id: string, risk: RiskLevel) => ['cert', 'apply', 'days', id, risk] as const,
  settings: ['cert', 'apply', 'settings'] as const,
};

export function useApplicationPage(paging: Paging, filter: ApplicationFilter) {
  return useQuery({
    queryKey: applyQueryKeys.page(paging, filter),
    queryFn: () => applyApi.applications(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplications(paging: Paging) {
  return useQuery({
    queryKey: applyQueryKeys.mine(paging),
    queryFn: () => applyApi.mine(paging),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string | undefined) {
  return useQuery({
    queryKey: applyQueryKeys.detail(id ?? ''),
    queryFn: () => applyApi.detail(id!),
    enabled: id !== undefined,
  });
}

export function useProposedDays(id: string | undefined, risk: RiskLevel | undefined) {
  return useQuery({
    queryKey: applyQueryKeys.days(id ?? '', risk ?? 'medium'),
    queryFn: () => applyApi.proposedDays(id!, risk!),
    enabled: id !== undefined && risk !== undefined,
    retry: false,
  });
}

/** The body's settings; `enabled` false until they are needed (a closed drawer). */
export function useCertSettings(enabled = true) {
  return useQuery({
    queryKey: applyQueryKeys.settings,
    queryFn: applyApi.settings,
    enabled,
  });
}
