// Roles per app. Platform roles (no tenant) are shared by every tenant and changed only by the
// platform administrator; a tenant's system managers add roles of their own for the apps their
// tenant has opened. A role's resources are always of the role's app; a role someone holds is not
// deleted.
import type { AddRoleBody, Role, UpdateRoleBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { enterSystemScope, withSystemScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, listed, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { toResource } from '../resource/service.js';
import { hasOpenedApp } from '../tenant/service.js';
import { roleRepo as repo, type RoleRow as Row } from './repo.js';

const toRole = (r: Row): Role => ({
  id: r.id,
  appId: r.appId,
  code: r.code,
  name: r.name,
  description: r.description,
  sort: r.sort,
  status: r.status,
  scope: r.tenantId ? 'tenant' : 'platform',
});

const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) refuse('body.code', text('role.codeTaken'));
  throw error;
};

/** How many of the roles the tenant may grant (of its opened apps, the platform's or its own). */
export async function grantableRoleCount(db: Db, tenantId: string, roleIds: string[]): Promise<number> {
  return (await repo.grantableIn(db, tenantId, roleIds)).length;
}

/** The enabled roles of the apps the tenant has open, for other modules' forms (no access check). */
export function enabledRolesOfOpenedApps(db: Db, tenantId: string) {
  return repo.enabledOfOpenedApps(db, tenantId);
}

export function roleService(db: Db) {
  async function assertAppOpen(ctx: RequestContext, appId: string, field: string) {
    if (!(await repo.appExists(db, appId))) refuse(field, text('common.appNotFound'));
    if (!ctx.isPlatformAdmin && !(await hasOpenedApp(db, ctx.tenantId, appId))) {
      refuse(field, text('common.appNotOpened'));
    }
  }

  /** A role the caller may see: a platform role or one of their tenant's. */
  async function visible(ctx: RequestContext, id: string) {
    return (await repo.visible(db, ctx.tenantId, id)) ?? notFound(text('role.notFound'));
  }

  /** Platform roles change only by the platform administrator; tenant roles by their own tenant. */
  function assertCanChange(ctx: RequestContext, row: Row) {
    if (!row.tenantId && !ctx.isPlatformAdmin) forbidden(text('role.platformRoleAdminOnly'));
    // A platform role is every tenant's: changing it is system-scope work (row-level security).
    if (!row.tenantId) enterSystemScope();
  }

  return {
    async listByApp(ctx: RequestContext, appId: string) {
      await assertSystemManager(db, ctx);
      await assertAppOpen(ctx, appId, 'query.appId');
      return (await repo.ofApp(db, ctx.tenantId, appId)).map(toRole);
    },

    async add(ctx: RequestContext, body: AddRoleBody) {
      await assertSystemManager(db, ctx);
      await assertAppOpen(ctx, body.appId, 'body.appId');
      if (ctx.isPlatformAdmin) enterSystemScope();
      const row = await repo
        .insert(db, {
          appId: body.appId,
          tenantId: ctx.isPlatformAdmin ? null : ctx.tenantId,
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          sort: body.sort ?? 0,
          status: body.status ?? 1,
        })
        .catch(codeTaken);
      return toRole(row);
    },

    async update(ctx: RequestContext, body: UpdateRoleBody) {
      await assertSystemManager(db, ctx);
      assertCanChange(ctx, await visible(ctx, body.id));
      const row = await repo
        .update(db, body.id, {
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          sort: body.sort ?? 0,
          status: body.status ?? 1,
        })
        .catch(codeTaken);
      return toRole(row!);
    },

    /** Replaces the role's resources with exactly the given ones (all of the role's app). */
    async bindResources(ctx: RequestContext, roleId: string, resourceIds: string[]) {
      await assertSystemManager(db, ctx);
      const role = await visible(ctx, roleId);
      assertCanChange(ctx, role);
      const wanted = [...new Set(resourceIds)];
      if (wanted.length) {
        const found = await repo.resourcesInApp(db, role.appId, wanted);
        if (found.length !== wanted.length) refuse('body.resourceIds', text('role.resourcesOutsideApp'));
      }
      await db.transaction((tx) => repo.replaceResources(tx, roleId, wanted));
    },

    /**
     * Deletes a role nobody holds, with its resource bindings. A platform role may be held in any
     * tenant, whose grants the caller's scope hides: holders are looked up in system scope, and a
     * role in use is refused with their names (and tenants).
     */
    async remove(ctx: RequestContext, id: string): Promise<Role> {
      await assertSystemManager(db, ctx);
      const role = await visible(ctx, id);
      assertCanChange(ctx, role);
      const holders = await withSystemScope(() => repo.holders(db, id));
      if (holders.length) {
        const names = holders.map((h) =>
          role.tenantId ? text('role.holder', h) : text('role.holderInTenant', h),
        );
        refuse('body.id', text('role.stillHeld', { holders: listed(names, text('common.units.person')) }));
      }
      await withSystemScope(() => repo.remove(db, id));
      return toRole(role);
    },

    async resourcesOf(ctx: RequestContext, roleId: string) {
      await assertSystemManager(db, ctx);
      await visible(ctx, roleId);
      return (await repo.resourcesOf(db, roleId)).map(toResource);
    },
  };
}

export type RoleService = ReturnType<typeof roleService>;
