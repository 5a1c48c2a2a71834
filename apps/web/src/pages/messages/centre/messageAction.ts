// What opening a message does (spec shell.md §4 "Messages"): it is read by a call first, then acted on
// by its smsType; a file message is downloaded and a task notification leads to its page. Pure, so
// the whole decision is tested without a screen.
import type { Message } from '@platform/contract';
import { permitted, taskTarget } from './taskTarget';

/** smsType values, as the contract's MessageSmsType (copied: a value import would bundle zod). */
export const SMS_TYPE = {
  gltxAccept: 'cert-gltx-accept-notify',
  mgmtAccept: 'cert-mgmt-accept-notify',
  mgmtNoAccept: 'cert-mgmt-no-accept-notify',
  auditReport: 'gltxScheme auditReport-notify',
  auditNotice: 'audit-notify',
  planConfirm: 'planConfirm-notify',
} as const;

export const TARGET_TYPE = { taskPage: 21, acceptanceNotice: 31, auditDocuments: 32, file: 40 } as const;

/** The fields of an acceptance or non-acceptance notice (spec shell.md §3). */
export interface AcceptanceParams {
  applyEntName?: string;
  biAuditUserName?: string;
  biAuditUserPhone?: string;
  acceptDate?: string;
  orgName?: string;
  reviewUser?: string;
  reviewUserTel?: string;
  reviewDate?: string;
}

export interface AuditParams {
  processId: string;
  phase: number;
}

export type MessageAction =
  | { kind: 'acceptance'; accepted: boolean; params: AcceptanceParams }
  | { kind: 'auditReport'; audit: AuditParams }
  | { kind: 'auditNotice'; audit: AuditParams }
  | { kind: 'auditPlan'; audit: AuditParams }
  | { kind: 'download'; url: string; fileName: string }
  | { kind: 'task'; path: string }
  | { kind: 'content' };

export interface ActionContext {
  roles: readonly string[];
  permittedPaths: ReadonlySet<string>;
}

/** The message's param object; a param that is not a JSON object counts as none. */
export function parseParam(param: string | null): Record<string, unknown> {
  if (!param) return {};
  try {
    const value: unknown = JSON.parse(param);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

const ACCEPTANCE_FIELDS = [
  'applyEntName',
  'biAuditUserName',
  'biAuditUserPhone',
  'acceptDate',
  'orgName',
  'reviewUser',
  'reviewUserTel',
  'reviewDate',
] as const satisfies readonly (keyof AcceptanceParams)[];

function acceptanceParams(param: Record<string, unknown>): AcceptanceParams {
  const params: AcceptanceParams = {};
  for (const field of ACCEPTANCE_FIELDS) {
    const value = text(param[field]);
    if (value !== undefined) params[field] = value;
  }
  return params;
}

/** processId and phase of an audit message; phase 1 is the first stage, anything else the second. */
function auditParams(param: Record<string, unknown>): AuditParams | undefined {
  const processId = text(param.processId);
  if (!processId) return undefined;
  return { processId, phase: Number(text(param.phase)) === 1 ? 1 : 2 };
}

/**
 * The file name a download is saved under: the param's (URI-encoded) fileName, else the last segment of
 * the url, decoded so that a Chinese name reads as Chinese.
 */
export function downloadName(param: Record<string, unknown>, url: string): string {
  const raw = text(param.fileName) ?? url.split('?')[0]!.split('/').pop() ?? '';
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A name with a stray % is shown as it came.
  }
  return name.trim() || 'download';
}

/** The file a file message carries (its address and the name it is saved under), if any. */
export function fileOfMessage(message: Message): { url: string; fileName: string } | undefined {
  if (message.targetType !== TARGET_TYPE.file) return undefined;
  const param = parseParam(message.param);
  const url = text(param.url);
  return url ? { url, fileName: downloadName(param, url) } : undefined;
}

export function messageAction(message: Message, context: ActionContext): MessageAction {
  const param = parseParam(message.param);
  switch (message.smsType) {
    case SMS_TYPE.gltxAccept:
    case SMS_TYPE.mgmtAccept:
      return { kind: 'acceptance', accepted: true, params: acceptanceParams(param) };
    case SMS_TYPE.mgmtNoAccept:
      return { kind: 'acceptance', accepted: false, params: acceptanceParams(param) };
    case SMS_TYPE.auditReport:
    case SMS_TYPE.auditNotice:
    case SMS_TYPE.planConfirm: {
      const audit = auditParams(param);
      if (!audit) return { kind: 'content' };
      if (message.smsType === SMS_TYPE.auditReport) return { kind: 'auditReport', audit };
      if (message.smsType === SMS_TYPE.auditNotice) return { kind: 'auditNotice', audit };
      return { kind: 'auditPlan', audit };
    }
  }
  const file = fileOfMessage(message);
  if (file) return { kind: 'download', ...file };
  if (message.targetType === TARGET_TYPE.taskPage) {
    // The certification and carbon modules name the page in param; the words decide only without it.
    const route = text(param.route);
    if (route?.startsWith('/') && permitted(route, context.permittedPaths))
      return { kind: 'task', path: route };
    const path = taskTarget({
      title: message.title,
      content: message.content,
      roles: context.roles,
      permittedPaths: context.permittedPaths,
    });
    if (path) return { kind: 'task', path };
  }
  return { kind: 'content' };
}
