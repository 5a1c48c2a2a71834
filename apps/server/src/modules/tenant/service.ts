// Tenants are the platform administrator's: create, rename, disable (its users can no longer sign in
// or use existing sessions), and open apps for it (each subscription gets its tenantAppKey).
import crypto from 'node:crypto';
import type { Tenant } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { enterSystemScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertPlatformAdmin } from '../account/access.js';
import { tenantRepo as repo, type TenantFilter, type TenantRow } from './repo.js';

/** Tenants are managed across tenants: the platform administrator's, in system scope. */
function manageTenants(ctx: RequestContext) {
  assertPlatformAdmin(ctx, text('tenant.adminOnly'));
  enterSystemScope();
}

/** Whether the tenant has opened the app (other modules ask before showing or granting its menus). */
export async function hasOpenedApp(db: Db, tenantId: string, appId: string): Promise<boolean> {
  return (await repo.openSubscription(db, tenantId, appId)) !== undefined;
}

export function tenantService(db: Db) {
  async function describe(rows: TenantRow[]): Promise<Tenant[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [subs, users] = await Promise.all([repo.subscriptionsOf(db, ids), repo.userCounts(db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      apps: subs.filter((s) => s.tenantId === r.id).map(({ tenantId: _t, ...s }) => s),
      userCount: users.get(r.id) ?? 0,
    }));
  }

  async function get(id: string) {
    return (await repo.get(db, id)) ?? notFound(text('tenant.notFound'));
  }

  return {
    async page(ctx: RequestContext, pageIndex: number, pageSize: number, filter: TenantFilter) {
      manageTenants(ctx);
      const { rows, total } = await repo.page(db, pageIndex, pageSize, filter);
      return { items: await describe(rows), total };
    },

    async one(ctx: RequestContext, id: string) {
      manageTenants(ctx);
      return (await describe([await get(id)]))[0]!;
    },

    async add(ctx: RequestContext, body: { code: string; name: string; status?: 0 | 1 }) {
      manageTenants(ctx);
      const row = await repo
        .insert(db, { code: body.code, name: body.name, status: body.status ?? 1 })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) refuse('body.code', text('tenant.codeTaken'));
          throw error;
        });
      return (await describe([row]))[0]!;
    },

    async update(ctx: RequestContext, body: { id: string; name: string; status?: 0 | 1 }) {
      manageTenants(ctx);
      await get(body.id);
      if (body.id === ctx.tenantId && body.status === 0)
        refuse('body.status', text('tenant.cannotDisableCurrent'));
      const row = await repo.update(db, body.id, { name: body.name, status: body.status ?? 1 });
      return (await describe([row!]))[0]!;
    },

    /** Opens exactly the given apps for the tenant; an app opened again keeps its tenantAppKey. */
    async subscribe(ctx: RequestContext, tenantId: string, appIds: string[]) {
      manageTenants(ctx);
      await get(tenantId);
      const wanted = [...new Set(appIds)];
      if (wanted.length) {
        const found = await repo.existingApps(db, wanted);
        if (found.length !== wanted.length) refuse('body.appIds', text('tenant.unknownApps'));
      }
      await db.transaction(async (tx) => {
        const current = await repo.subscriptions(tx, tenantId);
        const have = new Set(current.map((s) => s.appId));
        for (const s of current) {
          const status = wanted.includes(s.appId) ? 1 : 0;
          if (s.status !== status) await repo.setSubscriptionStatus(tx, tenantId, s.appId, status);
        }
        const added = wanted.filter((id) => !have.has(id));
        if (added.length) {
          await repo.insertSubscriptions(
            tx,
            added.map((appId) => ({
              tenantId,
              appId,
              tenantAppKey: crypto.randomBytes(12).toString('hex'),
            })),
          );
        }
      });
      return (await describe([await get(tenantId)]))[0]!;
    },
  };
}

export type TenantService = ReturnType<typeof tenantService>;
