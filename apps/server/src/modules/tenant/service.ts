// Tenants are the platform administrator's: create, rename, disable (its users can no longer sign in
// or use existing sessions), and open apps for it (each subscription gets its tenantAppKey).
import crypto from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Tenant } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { enterSystemScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/errors.js';
import { apps, tenantApps, tenants, tenantUsers } from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { containsPattern } from '../../db/like.js';
import { assertPlatformAdmin } from '../account/access.js';

type Row = typeof tenants.$inferSelect;

/** Tenants are managed across tenants: the platform administrator's, in system scope. */
function manageTenants(ctx: RequestContext) {
  assertPlatformAdmin(ctx, '只有平台管理员可以管理租户');
  enterSystemScope();
}

export function tenantService(db: Db) {
  async function describe(rows: Row[]): Promise<Tenant[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [subs, counts] = await Promise.all([
      db
        .select({
          tenantId: tenantApps.tenantId,
          appId: apps.id,
          appKey: apps.key,
          appName: apps.name,
          tenantAppKey: tenantApps.tenantAppKey,
          status: tenantApps.status,
        })
        .from(tenantApps)
        .innerJoin(apps, eq(apps.id, tenantApps.appId))
        .where(inArray(tenantApps.tenantId, ids))
        .orderBy(asc(apps.sort)),
      db
        .select({ tenantId: tenantUsers.tenantId, n: count() })
        .from(tenantUsers)
        .where(inArray(tenantUsers.tenantId, ids))
        .groupBy(tenantUsers.tenantId),
    ]);
    const users = new Map(counts.map((c) => [c.tenantId, c.n]));
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
    const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
    if (!row) notFound('租户不存在');
    return row;
  }

  return {
    async page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: { keyword?: string | undefined; status?: number | undefined },
    ) {
      manageTenants(ctx);
      const conditions: (SQL | undefined)[] = [];
      if (filter.keyword)
        conditions.push(
          or(
            ilike(tenants.name, containsPattern(filter.keyword)),
            ilike(tenants.code, containsPattern(filter.keyword)),
          ),
        );
      if (filter.status !== undefined) conditions.push(eq(tenants.status, filter.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tenants)
          .where(where)
          .orderBy(asc(tenants.createdAt), asc(tenants.code))
          .offset((pageIndex - 1) * pageSize)
          .limit(pageSize),
        db.select({ n: count() }).from(tenants).where(where),
      ]);
      return { items: await describe(rows), total: total?.n ?? 0 };
    },

    async one(ctx: RequestContext, id: string) {
      manageTenants(ctx);
      return (await describe([await get(id)]))[0]!;
    },

    async add(ctx: RequestContext, body: { code: string; name: string; status?: 0 | 1 }) {
      manageTenants(ctx);
      const [row] = await db
        .insert(tenants)
        .values({ code: body.code, name: body.name, status: body.status ?? 1 })
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) refuse('body.code', '租户编码已存在');
          throw error;
        });
      return (await describe([row!]))[0]!;
    },

    async update(ctx: RequestContext, body: { id: string; name: string; status?: 0 | 1 }) {
      manageTenants(ctx);
      await get(body.id);
      if (body.id === ctx.tenantId && body.status === 0) refuse('body.status', '不能停用当前登录的租户');
      const [row] = await db
        .update(tenants)
        .set({ name: body.name, status: body.status ?? 1, updatedAt: new Date() })
        .where(eq(tenants.id, body.id))
        .returning();
      return (await describe([row!]))[0]!;
    },

    /** Opens exactly the given apps for the tenant; an app opened again keeps its tenantAppKey. */
    async subscribe(ctx: RequestContext, tenantId: string, appIds: string[]) {
      manageTenants(ctx);
      await get(tenantId);
      const wanted = [...new Set(appIds)];
      if (wanted.length) {
        const found = await db.select({ id: apps.id }).from(apps).where(inArray(apps.id, wanted));
        if (found.length !== wanted.length) refuse('body.appIds', '包含不存在的应用');
      }
      await db.transaction(async (tx) => {
        const current = await tx.select().from(tenantApps).where(eq(tenantApps.tenantId, tenantId));
        const have = new Set(current.map((s) => s.appId));
        for (const s of current) {
          const status = wanted.includes(s.appId) ? 1 : 0;
          if (s.status !== status) {
            await tx
              .update(tenantApps)
              .set({ status })
              .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.appId, s.appId)));
          }
        }
        const added = wanted.filter((id) => !have.has(id));
        if (added.length) {
          await tx.insert(tenantApps).values(
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
