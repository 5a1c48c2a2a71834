// The certification audit calls (spec forms.md §7 Certification, api-cert gltxScheme) and the
// certification-fields dictionary the audit letter ticks its boxes from. Spec §8: a failed audit
// notice load only clears the loading indicator, so these calls are silent and the page says so.
import type { AuditNotifyBook, AuditPlan, AuditReport, Dict } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import { logged } from './logged';

// The contract's AUDIT_PREFIX (a value import from the contract would bundle zod).
const P = '/api/api-cert/gltxScheme';

/** Dictionary code of the certification fields (spec forms.md §7 "a fixed dictionary feeds the certification fields"). */
export const CERT_FIELD_DICT = 'CERT_FIELD';

async function get<T>(path: string, processId: string, phase: number): Promise<T> {
  return (
    await request<T>({ method: 'get', url: `${P}/${path}`, params: { id: processId, phase }, silent: true })
  ).data;
}

export function queryAuditNotifyBook(processId: string, phase: number): Promise<AuditNotifyBook> {
  return get('queryAuditNotifyBook', processId, phase);
}

/** The audit report; when `reportUrl` is set the report is a document to open. */
export function queryAuditReport(processId: string, phase: number): Promise<AuditReport> {
  return get('queryAuditReport', processId, phase);
}

export function queryAuditPlan(processId: string, phase: number): Promise<AuditPlan> {
  return get('queryAuditPlan', processId, phase);
}

/** The enabled items of the certification-fields dictionary, in their order. */
export async function certFields(): Promise<Dict[]> {
  return (
    await request<Dict[]>({
      method: 'get',
      url: '/api/api-system/data/resource/getDictDatas',
      params: { code: CERT_FIELD_DICT },
      silent: true,
    })
  ).data;
}

export const auditQueryKeys = {
  all: ['audit'] as const,
  certFields: ['audit', 'certFields'] as const,
  notifyBook: (processId: string, phase: number) => ['audit', 'notifyBook', processId, phase] as const,
  report: (processId: string, phase: number) => ['audit', 'report', processId, phase] as const,
  plan: (processId: string, phase: number) => ['audit', 'plan', processId, phase] as const,
};

/** The certification fields to tick from; an unreadable dictionary leaves only the notice's own values. */
export function useCertFields(): Dict[] {
  const { data } = useQuery({
    queryKey: auditQueryKeys.certFields,
    queryFn: logged(certFields),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? [];
}

export function useAuditNotifyBook(processId: string, phase: number) {
  return useQuery({
    queryKey: auditQueryKeys.notifyBook(processId, phase),
    queryFn: logged(() => queryAuditNotifyBook(processId, phase)),
    retry: false,
  });
}

/** The report query, also fetched directly by the message centre to decide between its url and a dialog. */
export function auditReportQuery(processId: string, phase: number) {
  return {
    queryKey: auditQueryKeys.report(processId, phase),
    queryFn: logged(() => queryAuditReport(processId, phase)),
    retry: false,
  } as const;
}

export function useAuditReport(processId: string, phase: number) {
  return useQuery(auditReportQuery(processId, phase));
}

export function useAuditPlan(processId: string, phase: number) {
  return useQuery({
    queryKey: auditQueryKeys.plan(processId, phase),
    queryFn: logged(() => queryAuditPlan(processId, phase)),
    retry: false,
  });
}
