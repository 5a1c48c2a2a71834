// Who may manage the system: holders of a role in the platform's system-management app, within
// the session's tenant (a tenant administrator manages only their own tenant).
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, type Words } from '../../http/errors.js';
import { accountRepo } from './repo.js';

export const SYSTEM_APP_KEY = 'system';

export async function assertSystemManager(db: Db, ctx: RequestContext): Promise<void> {
  const app = await accountRepo.appByKey(db, SYSTEM_APP_KEY);
  const held = app
    ? await accountRepo.rolesOf(db, ctx.tenantId, ctx.tenantUserId, { appId: app.id, roleId: ctx.roleId })
    : [];
  if (!held.length) forbidden();
}

/** Whether the session holds a role of the given code (within its chosen role, when it chose one). */
export async function holdsRoleCode(db: Db, ctx: RequestContext, code: number): Promise<boolean> {
  const held = await accountRepo.rolesOf(db, ctx.tenantId, ctx.tenantUserId, { roleId: ctx.roleId });
  return held.some((r) => r.code === code);
}

/** Apps, menus and tenants are the platform's: only its administrator changes them. */
export function assertPlatformAdmin(ctx: RequestContext, refusal: Words): void {
  if (!ctx.isPlatformAdmin) forbidden(refusal);
}
