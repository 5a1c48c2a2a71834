// The rules of the audit notification letter (spec forms.md §2, §3 Audit notice, §4, §8): which audit
// the address asks for, which stage it is, which boxes are ticked, and the feedback deadline.
import { i18n } from '../../i18n';

export interface AuditAddress {
  processId: string;
  /** 1 first stage; anything else is the second stage. */
  phase: number;
}

function phaseOf(value: unknown): number {
  return Number(value) === 1 ? 1 : 2;
}

function fromJson(value: string): AuditAddress | undefined {
  if (!value.trim().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { processId, phase } = parsed as Record<string, unknown>;
    if ((typeof processId !== 'string' && typeof processId !== 'number') || String(processId) === '') {
      return undefined;
    }
    return { processId: String(processId), phase: phaseOf(phase) };
  } catch {
    return undefined;
  }
}

/**
 * The audit a letter address names: `taskId` (the process id) and `phase`, or the same two values as a
 * JSON object `{ "processId", "phase" }` in any query parameter. Undefined when neither is there.
 */
export function readLetterAddress(search: string): AuditAddress | undefined {
  const params = new URLSearchParams(search);
  const taskId = params.get('taskId')?.trim();
  if (taskId) return { processId: taskId, phase: phaseOf(params.get('phase')) };
  for (const value of params.values()) {
    const address = fromJson(value);
    if (address) return address;
  }
  return undefined;
}

/** The audit of an `auditReport?id=&phase=` or `shjh?processId=&phase=` address. */
export function readAuditAddress(search: string, idParam: 'id' | 'processId'): AuditAddress | undefined {
  const params = new URLSearchParams(search);
  const processId = params.get(idParam)?.trim();
  return processId ? { processId, phase: phaseOf(params.get('phase')) } : undefined;
}

/** The stage's name in the current language: phase 1 is the first stage, anything else the second. */
export function stageName(phase: number): string {
  return i18n.t(phase === 1 ? 'messages:audit.stages.first' : 'messages:audit.stages.second');
}

/** Audit types of a notice (spec forms.md §3), in the order the letter lists them, with their names' entries. */
export const AUDIT_TYPES = [
  { value: '1', name: 'firstStage' },
  { value: '2', name: 'secondStage' },
  { value: '3', name: 'surveillance' },
  { value: '4', name: 'recertification' },
] as const;

/** The items of a comma list ('1,3' or '1，3'), trimmed, without empties. */
export function commaList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface FieldChoice {
  code: string;
  name: string;
  value: string | null;
}

/** Whether a certification field of the dictionary is among the notice's fields (by value, code or name). */
export function isFieldChosen(choice: FieldChoice, chosen: readonly string[]): boolean {
  return chosen.some((item) => item === choice.value || item === choice.code || item === choice.name);
}

/** Spec forms.md §3: gender 1 is male, anything else female. */
export function genderName(gender: number): string {
  return i18n.t(gender === 1 ? 'messages:audit.genders.male' : 'messages:audit.genders.female');
}

/** Spec forms.md §8, §9: the organisation answers within 2 working days of receiving the notice. */
export const FEEDBACK_WORKING_DAYS = 2;

/** The date `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The last day to give feedback on a notice received on `received`. */
export function feedbackDeadline(received: Date): Date {
  return addWorkingDays(received, FEEDBACK_WORKING_DAYS);
}
