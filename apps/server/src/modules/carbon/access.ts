// Who may use the carbon module. The tenant's carbon staff (role 42) hold the carbon pages; a
// verifier (role 33) holds 专家评审 (expert/review/index) and reaches the data of the models
// submitted for verification through the verification calls only.
import type { RequestContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { CarbonDeps } from './deps.js';

/** The menu components of the carbon pages (seed/access.ts, the 碳核算 group, /overview, /plan). */
export const CARBON_COMPONENTS = [
  'carbon/overview/index',
  'carbon/plan/index',
  'carbon/org/index',
  'carbon/factor/index',
  'carbon/model/index',
  'carbon/data/index',
  'carbon/product/index',
  'carbon/verify/index',
  'carbon/detail/index',
] as const;
export const VERIFIER_COMPONENT = 'expert/review/index';

export function carbonAccess(deps: Pick<CarbonDeps, 'heldResources'>) {
  async function holdsAny(ctx: RequestContext, components: readonly string[]) {
    if (ctx.isPlatformAdmin) return true;
    const held = (await deps.heldResources(ctx)).components;
    return components.some((c) => held.has(c));
  }
  return {
    /** The tenant's carbon staff: every carbon page and call of their tenant. */
    isCarbonUser: (ctx: RequestContext) => holdsAny(ctx, CARBON_COMPONENTS),
    isVerifier: (ctx: RequestContext) => holdsAny(ctx, [VERIFIER_COMPONENT]),
    async assertCarbonUser(ctx: RequestContext) {
      if (!(await holdsAny(ctx, CARBON_COMPONENTS))) forbidden();
    },
    async assertVerifier(ctx: RequestContext) {
      if (!(await holdsAny(ctx, [VERIFIER_COMPONENT]))) forbidden();
    },
    /** Carbon staff, or a verifier (for what a verification needs to read). */
    async assertCarbonUserOrVerifier(ctx: RequestContext) {
      if (!(await holdsAny(ctx, [...CARBON_COMPONENTS, VERIFIER_COMPONENT]))) forbidden();
    },
  };
}
export type CarbonAccess = ReturnType<typeof carbonAccess>;
