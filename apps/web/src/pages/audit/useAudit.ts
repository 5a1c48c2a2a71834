// Data of the audit documents, shared by their pages and the message centre's dialogs.
import { useQuery } from '@tanstack/react-query';
import { certFields, queryAuditNotifyBook, queryAuditPlan, queryAuditReport } from '../../api/audit';
import type { FieldChoice } from './letter';

function logged<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      // Spec forms.md §8: a failed audit load only clears the loading indicator (the page says so).
      console.error(error);
      throw error;
    }
  };
}

/** The certification fields to tick from; an unreadable dictionary leaves only the notice's own values. */
export function useCertFields(): FieldChoice[] {
  const { data } = useQuery({
    queryKey: ['dict', 'CERT_FIELD'],
    queryFn: logged(certFields),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? [];
}

export function useAuditNotifyBook(processId: string, phase: number) {
  return useQuery({
    queryKey: ['audit', 'notifyBook', processId, phase],
    queryFn: logged(() => queryAuditNotifyBook(processId, phase)),
    retry: false,
  });
}

/** The report query, also fetched directly by the message centre to decide between its url and a dialog. */
export function auditReportQuery(processId: string, phase: number) {
  return {
    queryKey: ['audit', 'report', processId, phase],
    queryFn: logged(() => queryAuditReport(processId, phase)),
    retry: false,
  } as const;
}

export function useAuditReport(processId: string, phase: number) {
  return useQuery(auditReportQuery(processId, phase));
}

export function useAuditPlan(processId: string, phase: number) {
  return useQuery({
    queryKey: ['audit', 'plan', processId, phase],
    queryFn: logged(() => queryAuditPlan(processId, phase)),
    retry: false,
  });
}
