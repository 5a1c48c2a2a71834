// Whose users a call manages. A tenant's system managers manage their own tenant (the session's);
// the platform administrator also reaches any other tenant's users from tenant management, naming it
// in the `tenantId` query. Nobody else may name a tenant.
import type { Db } from '../../db/client.js';
import { enterTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { tenantUserRepo as repo } from './repo.js';

export async function tenantInScope(db: Db, ctx: RequestContext, tenantId: string | undefined) {
  if (!tenantId || tenantId === ctx.tenantId) {
    await assertSystemManager(db, ctx);
    return ctx.tenantId;
  }
  if (!ctx.isPlatformAdmin) forbidden(text('tenantUser.otherTenantAdminOnly'));
  if (!(await repo.tenantExists(db, tenantId))) notFound(text('tenant.notFound'));
  // The rest of the call sees the managed tenant's rows only (row-level security), not the caller's.
  enterTenantScope(tenantId);
  return tenantId;
}
