// Who may use the brand module. The assessing body's staff (role 34) hold its management pages; its
// experts (role 33) hold 专家评审 (expert/review/index) and score the processes they are assigned to; an
// enterprise (role 8) holds 品牌评价申请 (brand/my-assessment/index) and sees only its own processes.
import type { RequestContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { BrandDeps } from './deps.js';

/** The body's pages (seed/access.ts, brandPage entries of role 34). */
export const BODY_COMPONENTS = [
  'brand/process/index',
  'brand/qs/index',
  'brand/value/index',
  'brand/report/index',
  'brand/stats/index',
] as const;
export const EXPERT_COMPONENTS = ['expert/review/index'] as const;
export const CLIENT_COMPONENTS = ['brand/my-assessment/index'] as const;

export function brandAccess(deps: Pick<BrandDeps, 'heldResources'>) {
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
    isExpert: (ctx: RequestContext) => holdsAny(ctx, EXPERT_COMPONENTS),
    isClient: (ctx: RequestContext) => holdsAny(ctx, CLIENT_COMPONENTS),
    assertBody: (ctx: RequestContext) => assert(ctx, BODY_COMPONENTS),
    assertExpert: (ctx: RequestContext) => assert(ctx, EXPERT_COMPONENTS),
    assertClient: (ctx: RequestContext) => assert(ctx, CLIENT_COMPONENTS),
    /** Anyone of the brand app: body staff, experts or enterprises. */
    assertAny: (ctx: RequestContext) =>
      assert(ctx, [...BODY_COMPONENTS, ...EXPERT_COMPONENTS, ...CLIENT_COMPONENTS]),
  };
}
export type BrandAccess = ReturnType<typeof brandAccess>;
