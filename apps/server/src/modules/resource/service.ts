// The platform's menus: resource trees per app. Only the platform administrator changes them;
// system managers read them (to bind their roles). A parent must be in the same app and a move never
// creates a cycle; deleting a resource deletes its subtree (the page asks first).
import type { CreateResourceBody, Resource, ResourceNode, SaveResourceBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertPlatformAdmin, assertSystemManager } from '../account/access.js';
import { hasOpenedApp } from '../tenant/service.js';
import { resourceRepo as repo, type ResourceRow as Row } from './repo.js';

export function toResource(r: Row): Resource {
  return {
    id: r.id,
    appId: r.appId,
    parentId: r.parentId,
    path: r.path,
    name: r.name,
    title: r.title,
    titleEn: r.titleEn,
    component: r.component,
    icon: r.icon,
    redirect: r.redirect,
    hidden: r.hidden,
    alwaysShow: r.alwaysShow,
    blank: r.blank,
    url: r.url,
    type: r.type,
    activeMenu: r.activeMenu,
    breadcrumb: r.breadcrumb,
    affix: r.affix,
    noCache: r.noCache,
    showAsRoot: r.showAsRoot,
    config: r.config,
    body: r.body,
    entityViewUuid: r.entityViewUuid,
    sort: r.sort,
    status: r.status,
    meta: {
      title: r.title,
      titleEn: r.titleEn,
      icon: r.icon,
      activeMenu: r.activeMenu,
      breadcrumb: r.breadcrumb,
      affix: r.affix,
      resourceId: r.id,
      noCache: r.noCache,
    },
  };
}

export function resourceTree(rows: Row[]): ResourceNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.path.localeCompare(b.path));
  const nodes = new Map(sorted.map((r) => [r.id, { ...toResource(r), children: [] as ResourceNode[] }]));
  const roots: ResourceNode[] = [];
  for (const r of sorted) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

const fields = (b: CreateResourceBody) => ({
  appId: b.appId,
  parentId: b.parentId ?? null,
  path: b.path,
  name: b.name,
  title: b.title,
  titleEn: b.titleEn || null,
  component: b.component ?? null,
  icon: b.icon ?? null,
  redirect: b.redirect ?? null,
  hidden: b.hidden ?? false,
  alwaysShow: b.alwaysShow ?? false,
  blank: b.blank ?? null,
  url: b.url ?? null,
  type: b.type ?? 2,
  activeMenu: b.activeMenu ?? null,
  breadcrumb: b.breadcrumb ?? true,
  affix: b.affix ?? false,
  noCache: b.noCache ?? false,
  showAsRoot: b.showAsRoot ?? false,
  config: b.config ?? null,
  body: b.body ?? null,
  entityViewUuid: b.entityViewUuid ?? null,
  sort: b.sort ?? 0,
  status: b.status ?? 1,
});

export function resourceService(db: Db) {
  const appRows = (appId: string) => repo.ofApp(db, appId);
  const get = (id: string) => repo.get(db, id);

  /** A system manager may read the menus of the apps their tenant has opened. */
  async function assertCanRead(ctx: RequestContext, appId: string) {
    await assertSystemManager(db, ctx);
    if (ctx.isPlatformAdmin) return;
    if (!(await hasOpenedApp(db, ctx.tenantId, appId))) notFound(text('common.appNotFound'));
  }

  async function validate(b: CreateResourceBody, selfId?: string) {
    if (!(await repo.appExists(db, b.appId))) refuse('body.appId', text('common.appNotFound'));
    if ((b.type ?? 2) === 21 && !b.url) refuse('body.url', text('resource.urlRequired'));
    // The shell opens the link as it is: a javascript: or data: address would run in every user's page.
    if (b.url && !/^https?:\/\//i.test(b.url)) refuse('body.url', text('resource.urlScheme'));
    if (!b.parentId) return;
    if (b.parentId === selfId) refuse('body.parentId', text('resource.parentIsSelf'));
    const rows = await appRows(b.appId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (!byId.has(b.parentId)) refuse('body.parentId', text('resource.parentMissing'));
    for (let at = byId.get(b.parentId); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.id === selfId) refuse('body.parentId', text('resource.parentIsDescendant'));
    }
  }

  return {
    async create(ctx: RequestContext, body: CreateResourceBody) {
      assertPlatformAdmin(ctx, text('resource.adminOnly'));
      await validate(body);
      return toResource(await repo.insert(db, fields(body)));
    },

    async save(ctx: RequestContext, body: SaveResourceBody) {
      assertPlatformAdmin(ctx, text('resource.adminOnly'));
      const current = await get(body.id);
      if (!current) notFound(text('resource.notFound'));
      if (current.appId !== body.appId) refuse('body.appId', text('resource.otherApp'));
      await validate(body, body.id);
      return toResource((await repo.update(db, body.id, fields(body)))!);
    },

    /** Deletes the resource and its whole subtree (children cascade), and their role bindings. */
    async remove(ctx: RequestContext, id: string) {
      assertPlatformAdmin(ctx, text('resource.adminOnly'));
      if (!(await get(id))) notFound(text('resource.notFound'));
      await repo.remove(db, id);
    },

    async one(ctx: RequestContext, id: string) {
      const row = await get(id);
      if (!row) notFound(text('resource.notFound'));
      await assertCanRead(ctx, row.appId);
      return toResource(row);
    },

    async treeOfApp(ctx: RequestContext, appId: string) {
      await assertCanRead(ctx, appId);
      return resourceTree(await appRows(appId));
    },

    /** Every app's tree, for the platform administrator. */
    async all(ctx: RequestContext) {
      assertPlatformAdmin(ctx, text('resource.adminOnly'));
      return resourceTree(await repo.all(db));
    },
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
