// Page layouts of the session's tenant: a page schema kept as JSON text, bound to at most one page.
// The page renderer reads a layout by id or by page for every member of the tenant; listing and every
// change are for system managers.
import {
  ResultCode,
  type PageLayout,
  type PageLayoutFilter,
  type PageLayoutSummary,
  type SavePageLayoutBody,
} from '@platform/contract';
import type { Language } from '@platform/contract/i18n';
import { pageSchemaProblems } from '@platform/contract/page-schema';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, notFound, refuse } from '../../http/errors.js';
import { joined, t, text } from '../../i18n/index.js';
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

/**
 * Refuses a body (JSON already, by the contract) that is not a valid page schema: one problem per place,
 * each on the field body.body and saying its path (`blocks[1].query.url：…`), in the caller's language.
 */
function assertPageSchema(body: string, language: Language) {
  const problems = pageSchemaProblems(JSON.parse(body), language).map((p) => ({
    field: 'body.body',
    reason: t(language, 'documents.pageRender.problem', {
      path: p.path || t(language, 'documents.pageRender.page'),
      reason: p.reason,
    }),
  }));
  if (!problems.length) return;
  throw new AppError(
    ResultCode.badRequest,
    text('documents.pageRender.invalidSchema', {
      count: problems.length,
      problems: joined(problems.slice(0, 5).map((p) => p.reason)),
    }),
    problems,
  );
}

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

    async save(ctx: RequestContext, body: SavePageLayoutBody, language: Language) {
      await assertSystemManager(db, ctx);
      assertPageSchema(body.body, language);
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
