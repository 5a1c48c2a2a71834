// The platform's applications: the platform administrator adds, edits and removes them. An app that
// tenants have opened cannot be deleted (close it for them first); its key never changes, because
// tenants' links and the original clients address apps by key. The administrator works from inside
// one tenant, whose scope hides the other tenants' subscriptions (row-level security): counting and
// checking them is system-scope work.
import type { AddAppBody, ManagedApp, UpdateAppBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { listed, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertPlatformAdmin } from '../account/access.js';
import { appRepo as repo, type AppRow } from './repo.js';

const fields = (b: UpdateAppBody | AddAppBody) => ({
  name: b.name,
  nameEn: b.nameEn || null,
  logo: b.logo ?? null,
  domain: b.domain ?? null,
  config: b.config ?? {},
  privileges: b.privileges ?? [],
  ssoUrl: b.ssoUrl ?? null,
  showTenantName: b.showTenantName ?? false,
  sort: b.sort ?? 0,
  status: b.status ?? 1,
});

export function appService(db: Db) {
  async function describe(rows: AppRow[]): Promise<ManagedApp[]> {
    const byApp = await withSystemScope(() => repo.openCounts(db));
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      nameEn: r.nameEn,
      logo: r.logo,
      domain: r.domain,
      config: r.config,
      privileges: r.privileges,
      ssoUrl: r.ssoUrl,
      showTenantName: r.showTenantName,
      sort: r.sort,
      status: r.status,
      tenantCount: byApp.get(r.id) ?? 0,
    }));
  }

  async function get(id: string) {
    return (await repo.get(db, id)) ?? notFound(text('common.appNotFound'));
  }

  return {
    async list(ctx: RequestContext) {
      assertPlatformAdmin(ctx, text('app.adminOnly'));
      return describe(await repo.all(db));
    },

    async add(ctx: RequestContext, b: AddAppBody) {
      assertPlatformAdmin(ctx, text('app.adminOnly'));
      const row = await repo.insert(db, { key: b.key, ...fields(b) }).catch((error: unknown) => {
        if (isUniqueViolation(error)) refuse('body.key', text('app.keyTaken'));
        throw error;
      });
      return (await describe([row]))[0]!;
    },

    async update(ctx: RequestContext, b: UpdateAppBody) {
      assertPlatformAdmin(ctx, text('app.adminOnly'));
      await get(b.id);
      const row = await repo.update(db, b.id, fields(b));
      return (await describe([row!]))[0]!;
    },

    async remove(ctx: RequestContext, id: string) {
      assertPlatformAdmin(ctx, text('app.adminOnly'));
      const row = await get(id);
      if (row.key === 'system') refuse('body.id', text('app.systemUndeletable'));
      // Closed subscriptions go with the app; open ones, in whichever tenant, keep it.
      const users = await withSystemScope(() => repo.openedBy(db, id));
      if (users.length) {
        refuse('body.id', text('app.openedBy', { tenants: listed(users, text('common.units.tenant')) }));
      }
      await withSystemScope(() => repo.remove(db, id));
    },
  };
}

export type AppService = ReturnType<typeof appService>;
