// What can be given to a user of a tenant: its departments (as a tree), its enabled positions, and the
// enabled roles of the apps it has opened (the platform's roles and the tenant's own), grouped by app.
import type { TenantUserOptions } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { deptTree } from '../dept/service.js';
import { enabledPositions } from '../position/service.js';
import { enabledRolesOfOpenedApps } from '../role/service.js';

export async function optionsOf(db: Db, tenantId: string): Promise<TenantUserOptions> {
  const [depts, positions, roleRows] = await Promise.all([
    deptTree(db, tenantId),
    enabledPositions(db, tenantId),
    enabledRolesOfOpenedApps(db, tenantId),
  ]);
  const byApp = new Map<string, TenantUserOptions['apps'][number]>();
  for (const r of roleRows) {
    const app = byApp.get(r.appId) ?? {
      appId: r.appId,
      appName: r.appName,
      appNameEn: r.appNameEn,
      roles: [],
    };
    app.roles.push({ id: r.id, code: r.code, name: r.name });
    byApp.set(r.appId, app);
  }
  return { depts, positions, apps: [...byApp.values()] };
}
