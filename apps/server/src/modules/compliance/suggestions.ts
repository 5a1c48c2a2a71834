// Experts' suggestions on the questions (fields) of submitted answers (api-compliance cpn/expert/*).
// Experts of the publishing tenant write them on submissions of their tenant's business items and
// delete only their own; the experts, the publisher's reviewers and the submitter read them.
import { and, asc, eq, or } from 'drizzle-orm';
import type { SaveSuggestionBody, Suggestion } from '@platform/contract';
import { allItems, hasModel, parsePath } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import { bizPapers, bizSubmissions, bizSuggestions } from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import {
  EXPERT_COMPONENTS,
  holdsAny,
  memberOf,
  REVIEWER_COMPONENTS,
  templateOf,
  type HeldResources,
} from './scoring.js';

const MISSING = text('scoring.submissionMissing');

type SuggestionRow = typeof bizSuggestions.$inferSelect;
const suggestionOf = (r: SuggestionRow, ctx: RequestContext): Suggestion => ({
  id: r.id,
  submitId: r.submissionId,
  path: r.path,
  content: r.content,
  expertName: r.expertName,
  createdAt: r.createdAt.toISOString(),
  mine: r.expertId === ctx.tenantUserId,
});

export function suggestionService(db: Db, held: HeldResources) {
  const assertExpert = async (ctx: RequestContext) => {
    if (!(await holdsAny(ctx, held, EXPERT_COMPONENTS))) forbidden();
  };

  return {
    async list(ctx: RequestContext, submissionId: string): Promise<Suggestion[]> {
      const [found] = await db
        .select({
          tenantId: bizSubmissions.tenantId,
          submitterTenantId: bizSubmissions.submitterTenantId,
          submitterId: bizSubmissions.submitterId,
        })
        .from(bizSubmissions)
        .where(
          and(
            eq(bizSubmissions.id, submissionId),
            or(eq(bizSubmissions.tenantId, ctx.tenantId), eq(bizSubmissions.submitterTenantId, ctx.tenantId)),
          ),
        );
      if (!found) notFound(MISSING);
      const own = found.submitterTenantId === ctx.tenantId && found.submitterId === ctx.tenantUserId;
      const allowed =
        own ||
        (found.tenantId === ctx.tenantId &&
          (await holdsAny(ctx, held, [...EXPERT_COMPONENTS, ...REVIEWER_COMPONENTS])));
      if (!allowed) forbidden();
      const rows = await db
        .select()
        .from(bizSuggestions)
        .where(
          and(eq(bizSuggestions.tenantId, found.tenantId), eq(bizSuggestions.submissionId, submissionId)),
        )
        .orderBy(asc(bizSuggestions.createdAt), asc(bizSuggestions.id));
      return rows.map((r) => suggestionOf(r, ctx));
    },

    /** A suggestion on a field of a submitted answer; the path names a field of its form. */
    async save(ctx: RequestContext, body: SaveSuggestionBody): Promise<Suggestion> {
      await assertExpert(ctx);
      const [found] = await db
        .select({
          id: bizSubmissions.id,
          version: bizSubmissions.version,
          submitterTenantId: bizSubmissions.submitterTenantId,
          formJson: bizPapers.formJson,
        })
        .from(bizSubmissions)
        .innerJoin(
          bizPapers,
          and(eq(bizPapers.tenantId, bizSubmissions.tenantId), eq(bizPapers.id, bizSubmissions.paperId)),
        )
        .where(and(eq(bizSubmissions.tenantId, ctx.tenantId), eq(bizSubmissions.id, body.submitId)));
      if (!found) notFound(MISSING);
      if (found.version === 0) conflict(text('scoring.notSubmitted'));
      const [model] = parsePath(body.path.trim());
      const models = new Set(
        allItems(templateOf(found.formJson).list)
          .filter(hasModel)
          .map((item) => item.model),
      );
      if (typeof model !== 'string' || !models.has(model)) refuse('body.path', text('scoring.pathUnknown'));
      const me = await memberOf(db, ctx);
      const [row] = await db
        .insert(bizSuggestions)
        .values({
          tenantId: ctx.tenantId,
          submissionId: found.id,
          submitterTenantId: found.submitterTenantId,
          path: body.path.trim(),
          content: body.content.trim(),
          expertId: ctx.tenantUserId,
          expertName: me.name,
        })
        .returning();
      return suggestionOf(row!, ctx);
    },

    /** Deletes one of the caller's own suggestions. */
    async remove(ctx: RequestContext, id: string) {
      await assertExpert(ctx);
      const [found] = await db
        .select({ expertId: bizSuggestions.expertId })
        .from(bizSuggestions)
        .where(and(eq(bizSuggestions.tenantId, ctx.tenantId), eq(bizSuggestions.id, id)));
      if (!found) notFound(text('scoring.suggestionMissing'));
      if (found.expertId !== ctx.tenantUserId) forbidden(text('scoring.notOwnSuggestion'));
      await db
        .delete(bizSuggestions)
        .where(and(eq(bizSuggestions.tenantId, ctx.tenantId), eq(bizSuggestions.id, id)));
    },
  };
}
