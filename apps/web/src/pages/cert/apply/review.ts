// The acceptance review's rules as the dialogs apply them before the server does: audit days in half
// days above zero, and a reason whenever they differ from the decision table's proposal.
import type { ApplicationFilter } from '@platform/contract';
import type { Dayjs } from 'dayjs';

/** Audit days as typed ("7", "7.5", " 8 "): a number of half days above zero, else undefined. */
export function auditDaysOf(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (!/^\d{1,4}(\.[05])?$/.test(value)) return undefined;
  const days = Number(value);
  return days > 0 ? days : undefined;
}

/** Whether the typed days need a reason: they are valid and differ from a known proposal. */
export function needsDaysReason(typed: string | undefined, proposal: string | undefined): boolean {
  const days = auditDaysOf(typed);
  if (days === undefined || proposal === undefined) return false;
  return days !== Number(proposal);
}

export interface ApplySearchValues {
  status?: number;
  scheme?: ApplicationFilter['scheme'];
  keyword?: string;
  submitted?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the list's filter (the date range as two ISO dates). */
export function filterOfSearch(values: ApplySearchValues): ApplicationFilter {
  const [from, to] = values.submitted ?? [];
  const keyword = values.keyword?.trim();
  return {
    ...(values.status !== undefined && values.status !== null ? { status: values.status } : {}),
    ...(values.scheme ? { scheme: values.scheme } : {}),
    ...(keyword ? { keyword } : {}),
    ...(from ? { submittedFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { submittedTo: to.format('YYYY-MM-DD') } : {}),
  };
}
