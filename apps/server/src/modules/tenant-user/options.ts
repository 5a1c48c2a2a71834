// What can be given to a user of a tenant: its departments (as a tree), its enabled positions, and the
// enabled roles of the apps it has opened (the platform's roles and the tenant's own), grouped by app.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { TenantUserOptions } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { apps, positions, roles, tenantApps } from '../../db/schema/index.js';
import { deptRepo } from '../dept/repo.js';
import { buildDeptTree } from '../dept/service.js';

export async function optionsOf(db: Db, tenantId: string): Promise<TenantUserOptions> {
  const [deptRows, positionRows, roleRows] = await Promise.all([
    deptRepo.all(db, tenantId),
    db
      .select({ id: positions.id, code: positions.code, name: positions.name })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 1)))
      .orderBy(asc(positions.sort), asc(positions.code)),
    db
      .select({
        appId: apps.id,
        appName: apps.name,
        id: roles.id,
        code: roles.code,
        name: roles.name,
      })
      .from(tenantApps)
      .innerJoin(apps, eq(apps.id, tenantApps.appId))
      .innerJoin(
        roles,
        and(eq(roles.appId, apps.id), or(isNull(roles.tenantId), eq(roles.tenantId, tenantId))),
      )
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1), eq(roles.status, 1)))
      .orderBy(asc(apps.sort), asc(apps.name), asc(roles.sort), asc(roles.code)),
  ]);
  const byApp = new Map<string, TenantUserOptions['apps'][number]>();
  for (const r of roleRows) {
    const app = byApp.get(r.appId) ?? { appId: r.appId, appName: r.appName, roles: [] };
    app.roles.push({ id: r.id, code: r.code, name: r.name });
    byApp.set(r.appId, app);
  }
  return { depts: buildDeptTree(deptRows), positions: positionRows, apps: [...byApp.values()] };
}
