// Page layouts of the session's tenant: a page schema kept as JSON text, bound to at most one page.
// The page renderer reads a layout by id or by page for every member of the tenant; listing and every
// change are for system managers.
import type { PageLayout, PageLayoutFilter, PageLayoutSummary, SavePageLayoutBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { pageLayoutRepo as repo, type PageLayoutRow } from './repo.js';

const toSummary = (r: PageLayoutRow): PageLayoutSummary => ({
  id: r.id,
  name: r.name,
  pageId: r.pageId,
  status: r.status,
  updatedAt: r.updatedAt.toISOString(),
});

const toLayout = (r: PageLayoutRow): PageLayout => ({ ...toSummary(r), body: r.body });

const pageTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) refuse('body.pageId', text('pageLayout.pageTaken'));
  throw error;
};

export function pageLayoutService(db: Db) {
  return {
    async page(ctx: RequestContext, pageIndex: number, pageSize: number, filter: PageLayoutFilter) {
      await assertSystemManager(db, ctx);
      const { items, total } = await repo.page(
        db,
        ctx.tenantId,
        filter.name,
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { items: items.map(toSummary), total };
    },

    async get(ctx: RequestContext, id: string) {
      const row = await repo.get(db, ctx.tenantId, id);
      if (!row) notFound(text('pageLayout.notFound'));
      return toLayout(row);
    },

    /** The layout bound to the page, or null when the page has none. */
    async byPage(ctx: RequestContext, pageId: string) {
      const row = await repo.byPage(db, ctx.tenantId, pageId);
      return row ? toLayout(row) : null;
    },

    async save(ctx: RequestContext, body: SavePageLayoutBody) {
      await assertSystemManager(db, ctx);
      const values = {
        name: body.name,
        pageId: body.pageId ?? null,
        body: body.body,
        status: body.status ?? 1,
      };
      if (!body.id)
        return toLayout(await repo.insert(db, { tenantId: ctx.tenantId, ...values }).catch(pageTaken));
      const row = await repo.update(db, ctx.tenantId, body.id, values).catch(pageTaken);
      if (!row) notFound(text('pageLayout.notFound'));
      return toLayout(row);
    },

    async bind(ctx: RequestContext, pageId: string, layoutId: string) {
      await assertSystemManager(db, ctx);
      // The page moves from whichever layout held it, in one transaction.
      const row = await db
        .transaction(async (tx) => {
          if (!(await repo.get(tx, ctx.tenantId, layoutId))) return undefined;
          await repo.releasePage(tx, ctx.tenantId, pageId);
          return repo.update(tx, ctx.tenantId, layoutId, { pageId });
        })
        .catch(pageTaken);
      if (!row) notFound(text('pageLayout.notFound'));
      return toLayout(row);
    },

    async remove(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      if (!(await repo.get(db, ctx.tenantId, id))) notFound(text('pageLayout.notFound'));
      await repo.remove(db, ctx.tenantId, id);
    },
  };
}

export type PageLayoutService = ReturnType<typeof pageLayoutService>;
