// The existing audit letter and plan pages of an audit (the message dialogs open the same addresses).
import { AuditStatus } from '@platform/contract/cert-model';

interface Letter {
  processId: string | null;
  phase: number | null;
  status: number;
}

/** Whether the letter and plan were issued to the enterprise (and are readable on their pages). */
export const letterIssued = (a: Letter) =>
  !!a.processId &&
  a.status >= AuditStatus.issued &&
  a.status !== AuditStatus.changeRequested &&
  a.status !== AuditStatus.cancelled;

export const letterHref = (a: Letter) =>
  `/auditNotice?taskId=${encodeURIComponent(a.processId ?? '')}&phase=${a.phase ?? 2}`;
export const planHref = (a: Letter) =>
  `/shjh?processId=${encodeURIComponent(a.processId ?? '')}&phase=${a.phase ?? 2}`;
