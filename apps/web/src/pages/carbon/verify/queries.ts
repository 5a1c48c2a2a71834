// The verification pages' reads (the company's 碳核查 and the verifier's 专家评审): verifications, one
// verification with its findings, samples and figures, and the activity rows it covers. Everything
// sits under one key root, which every action reloads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';
import type { Paging } from '../../../api/tenant';

export interface VerificationFilter {
  status?: number;
}

export const verifyQueryKeys = {
  all: ['carbon', 'verify'] as const,
  page: (paging: Paging, filter: VerificationFilter) => ['carbon', 'verify', 'page', paging, filter] as const,
  detail: (id: string) => ['carbon', 'verify', 'detail', id] as const,
  rows: (id: string, paging: Paging) => ['carbon', 'verify', 'rows', id, paging] as const,
  models: (orgId: string, year: number) => ['carbon', 'verify', 'models', orgId, year] as const,
};

export function useVerificationPage(paging: Paging, filter: VerificationFilter) {
  return useQuery({
    queryKey: verifyQueryKeys.page(paging, filter),
    queryFn: () => carbonApi.verifications({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVerification(id: string | undefined) {
  return useQuery({
    queryKey: verifyQueryKeys.detail(id ?? ''),
    queryFn: () => carbonApi.verification(id!),
    enabled: id !== undefined,
  });
}

export function useVerificationRows(id: string, paging: Paging) {
  return useQuery({
    queryKey: verifyQueryKeys.rows(id, paging),
    queryFn: () => carbonApi.verificationRows({ verificationId: id, ...paging }),
    placeholderData: keepPreviousData,
  });
}

/** How many models of one organisation and year the submit dialog lists (one per year, in practice). */
const MODEL_CHOICES = 50;

export function useSubmittableModels(orgId: string | undefined, year: number, enabled: boolean) {
  return useQuery({
    queryKey: verifyQueryKeys.models(orgId ?? '', year),
    queryFn: async () =>
      (await carbonApi.models({ orgId, year, pageIndex: 1, pageSize: MODEL_CHOICES })).items,
    enabled: enabled && orgId !== undefined,
  });
}
