// Who may use the certification module. The body's staff (role 34) hold its management pages; its
// auditors (roles 47 and 33) hold 审核任务 (cert/audit/index) and act on the audits whose team they are
// on; a client (role 8) holds 申请记录 (cert/my-apply/index) and sees only their own applications,
// audits and certificates.
import type { RequestContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { CertDeps } from './deps.js';

/** The body's pages (seed/access.ts, certPage entries of role 34). */
export const BODY_COMPONENTS = [
  'cert/overview/index',
  'cert/apply/index',
  'cert/contract/index',
  'cert/plan/index',
  'cert/auditplan/index',
  'cert/data-examine/index',
  'cert/ratify/index',
  'cert/decision/index',
  'cert/certificate/index',
  'cert/project/index',
  'cert/process/index',
  'cert/auditor/index',
  'cert/notice/index',
] as const;
export const AUDITOR_COMPONENTS = ['cert/audit/index'] as const;
export const CLIENT_COMPONENTS = [
  'cert/my-apply/index',
  'cert/my-certificate/index',
  'cert/notice-board/index',
] as const;

export function certAccess(deps: Pick<CertDeps, 'heldResources'>) {
  async function holdsAny(ctx: RequestContext, components: readonly string[]) {
    if (ctx.isPlatformAdmin) return true;
    const held = (await deps.heldResources(ctx)).components;
    return components.some((c) => held.has(c));
  }
  const assert = async (ctx: RequestContext, components: readonly string[]) => {
    if (!(await holdsAny(ctx, components))) forbidden();
  };
  return {
    isBody: (ctx: RequestContext) => holdsAny(ctx, BODY_COMPONENTS),
    isAuditor: (ctx: RequestContext) => holdsAny(ctx, AUDITOR_COMPONENTS),
    isClient: (ctx: RequestContext) => holdsAny(ctx, CLIENT_COMPONENTS),
    assertBody: (ctx: RequestContext) => assert(ctx, BODY_COMPONENTS),
    assertAuditor: (ctx: RequestContext) => assert(ctx, AUDITOR_COMPONENTS),
    assertClient: (ctx: RequestContext) => assert(ctx, CLIENT_COMPONENTS),
    /** Anyone of the certification app: body staff, auditors or clients. */
    assertAny: (ctx: RequestContext) =>
      assert(ctx, [...BODY_COMPONENTS, ...AUDITOR_COMPONENTS, ...CLIENT_COMPONENTS]),
  };
}
export type CertAccess = ReturnType<typeof certAccess>;
