// The certification audit calls (spec forms.md §7 Certification, api-cert gltxScheme) and the
// certification-fields dictionary the audit letter ticks its boxes from. Spec §8: a failed audit
// notice load only clears the loading indicator, so these calls are silent and the page says so.
import type { AuditNotifyBook, AuditPlan, AuditReport, Dict } from '@platform/contract';
import { request } from './request';

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
