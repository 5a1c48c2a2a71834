// Scoring forms (FormKind 3) of business items: submitted answers are scored automatically where an
// item has a StandardAnswer (form-core scoreAnswers); the items that need a person (input, textarea,
// items without a standard answer) are scored by the paper's assigned experts, each up to the item's
// AnswerScore. The result is the automatic score plus the mean of the experts' totals, kept on the
// submission once every assigned expert has scored.
//
// Also the access helpers the scoring, suggestion and questionnaire calls share.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  FormKind,
  ResultCode,
  SubmissionStatus,
  type SaveScoreBody,
  type ScoreSummary,
  type ScoreTask,
} from '@platform/contract';
import { importTemplate, scoreAnswers, type FieldItem, type FormTemplate } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  bizItems,
  bizPapers,
  bizScores,
  bizSubmissions,
  bizSubmissionVersions,
  tenantUsers,
  users,
} from '../../db/schema/index.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, forbidden, notFound, type Problem } from '../../http/errors.js';
import { t, text, type Language } from '../../i18n/index.js';

/** What the caller may use through the roles they act with (the account service's). */
export type HeldResources = (
  ctx: RequestContext,
) => { components: ReadonlySet<string> } | Promise<{ components: ReadonlySet<string> }>;

/** Menu components (seed/access.ts) whose holders do each kind of work. */
export const EXPERT_COMPONENTS = ['expert/review/index'] as const;
// Not workqueue/index: every queue's page has it (auditors' and experts' too), so it says nothing of
// reviewing submissions.
export const REVIEWER_COMPONENTS = ['business/review/index'] as const;
export const QUESTIONNAIRE_COMPONENTS = ['business/questionnaire/index', 'business/review/index'] as const;

/** Whether the caller holds one of the components (the platform administrator holds them all). */
export async function holdsAny(ctx: RequestContext, held: HeldResources, components: readonly string[]) {
  if (ctx.isPlatformAdmin) return true;
  const { components: mine } = await held(ctx);
  return components.some((c) => mine.has(c));
}

/** The caller's username and display name in their tenant. */
export async function memberOf(db: Db, ctx: RequestContext) {
  const [row] = await db
    .select({ username: users.username, realname: users.realname })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .where(and(eq(tenantUsers.tenantId, ctx.tenantId), eq(tenantUsers.id, ctx.tenantUserId)));
  return { username: row?.username ?? '', name: row?.realname || row?.username || '' };
}

/** A paper's pinned template (checked when it was saved, so it reads). */
export function templateOf(formJson: string): FormTemplate {
  return importTemplate(formJson).template;
}

/** An item's label, or words naming its data field when the designer left it empty. */
export function labelOf(item: FieldItem, language: Language): string {
  const label = typeof item.label === 'string' ? item.label.trim() : '';
  return label || t(language, 'scoring.untitledItem', { model: String(item.model ?? item.key) });
}

const TEXT_TYPES = new Set(['input', 'textarea']);

function answerScore(item: FieldItem): number | null {
  const raw = item.options?.AnswerScore ?? (item as { AnswerScore?: unknown }).AnswerScore;
  if (raw === undefined || raw === null || raw === '') return null;
  const score = Number(raw);
  return Number.isFinite(score) ? score : null;
}

const round = (n: number) => Math.round(n * 100) / 100;

export interface ManualItem {
  model: string;
  label: string;
  max: number | null;
}

/**
 * The items experts score (free text, or no standard answer to compare with) and the automatic score
 * of the others, as form-core scores the top-level items of a scoring form.
 */
export function scoreParts(template: FormTemplate, data: Record<string, unknown>, language: Language) {
  const { items } = scoreAnswers(template.list, data);
  const byModel = new Map(template.list.map((item) => [item.model, item]));
  const manual: ManualItem[] = [];
  let auto = 0;
  for (const scored of items) {
    const item = byModel.get(scored.model)!;
    if (!scored.auto || TEXT_TYPES.has(item.type)) {
      manual.push({ model: scored.model, label: labelOf(item, language), max: answerScore(item) });
    } else {
      auto += scored.score;
    }
  }
  const total = template.list.reduce((sum, item) => sum + (answerScore(item) ?? 0), 0);
  return { manual, autoScore: round(auto), total: round(total) };
}

/** A submission of a scoring paper with what scoring it needs; the submitted version's answers. */
async function scoringRow(db: Db, tenantId: string, submissionId: string) {
  const [row] = await db
    .select({
      id: bizSubmissions.id,
      status: bizSubmissions.status,
      submitterTenantId: bizSubmissions.submitterTenantId,
      data: sql<Record<string, unknown>>`coalesce(${bizSubmissionVersions.data}, ${bizSubmissions.data})`,
      kind: bizPapers.kind,
      formJson: bizPapers.formJson,
      experts: bizPapers.experts,
      paperTotal: bizPapers.total,
    })
    .from(bizSubmissions)
    .innerJoin(
      bizPapers,
      and(eq(bizPapers.tenantId, bizSubmissions.tenantId), eq(bizPapers.id, bizSubmissions.paperId)),
    )
    .leftJoin(
      bizSubmissionVersions,
      and(
        eq(bizSubmissionVersions.tenantId, bizSubmissions.tenantId),
        eq(bizSubmissionVersions.submissionId, bizSubmissions.id),
        eq(bizSubmissionVersions.version, bizSubmissions.version),
      ),
    )
    .where(and(eq(bizSubmissions.tenantId, tenantId), eq(bizSubmissions.id, submissionId)));
  return row;
}
type ScoringRow = NonNullable<Awaited<ReturnType<typeof scoringRow>>>;

/**
 * The assigned experts (usernames of the publishing tenant) with their tenant user ids and names.
 * Read in the publisher's scope: a submitter reading their scores cannot see its members otherwise.
 */
async function assignedExperts(db: Db, tenantId: string, usernames: readonly string[]) {
  if (usernames.length === 0) return [];
  const found = await withTenantScope(tenantId, () =>
    db
      .select({ id: tenantUsers.id, username: users.username, realname: users.realname })
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(tenantUsers.tenantId, tenantId), inArray(users.username, [...usernames]))),
  );
  const byName = new Map(found.map((f) => [f.username, f]));
  // In the paper's order; a username no longer in the tenant still waits, under its username.
  return usernames.map((username) => {
    const f = byName.get(username);
    return { id: f?.id ?? null, username, name: f?.realname || username };
  });
}

function summaryOf(
  row: ScoringRow,
  experts: Awaited<ReturnType<typeof assignedExperts>>,
  scores: { expertId: string; expertName: string; items: unknown; total: number; updatedAt: Date }[],
  language: Language,
  viewerId: string | undefined,
): ScoreSummary {
  const parts = scoreParts(templateOf(row.formJson), row.data ?? {}, language);
  const byExpert = new Map(scores.map((s) => [s.expertId, s]));
  const scored = experts.flatMap((e) => {
    const s = e.id ? byExpert.get(e.id) : undefined;
    return s ? [s] : [];
  });
  const waitingFor = experts.filter((e) => !e.id || !byExpert.has(e.id)).map((e) => e.name);
  const expertScore =
    parts.manual.length === 0
      ? 0
      : scored.length === 0
        ? null
        : round(scored.reduce((sum, s) => sum + s.total, 0) / scored.length);
  // Nothing for experts to score, or every assigned expert has scored.
  const complete = parts.manual.length === 0 || (experts.length > 0 && waitingFor.length === 0);
  return {
    autoScore: parts.autoScore,
    expertScore,
    score: complete && expertScore !== null ? round(parts.autoScore + expertScore) : null,
    total: row.paperTotal ?? parts.total,
    manualItems: parts.manual,
    experts: scored.map((s) => ({
      expertName: s.expertName,
      items: (s.items ?? {}) as Record<string, number>,
      total: s.total,
      updatedAt: s.updatedAt.toISOString(),
      mine: s.expertId === viewerId,
    })),
    waitingFor,
  };
}

async function expertScores(db: Db, tenantId: string, submissionId: string) {
  return db
    .select({
      expertId: bizScores.expertId,
      expertName: bizScores.expertName,
      items: bizScores.items,
      total: bizScores.total,
      updatedAt: bizScores.updatedAt,
    })
    .from(bizScores)
    .where(and(eq(bizScores.tenantId, tenantId), eq(bizScores.submissionId, submissionId)))
    .orderBy(asc(bizScores.createdAt));
}

/**
 * The scores of a submission of a scoring paper (null for other papers or no such submission), for the
 * submission's detail view; `viewerId` (the caller's tenant user id) marks an expert's own scores.
 * `db` may be a transaction begun in the publisher's scope; for a submitter pass the database itself
 * (the assigned experts are read in the publisher's scope).
 */
export async function scoreSummaryOf(
  db: Db,
  tenantId: string,
  submissionId: string,
  language: Language,
  viewerId?: string,
): Promise<ScoreSummary | null> {
  const row = await scoringRow(db, tenantId, submissionId);
  if (!row || row.kind !== FormKind.scoring) return null;
  const [experts, scores] = await Promise.all([
    assignedExperts(db, tenantId, row.experts),
    expertScores(db, tenantId, submissionId),
  ]);
  return summaryOf(row, experts, scores, language, viewerId);
}

const SCORABLE: number[] = [SubmissionStatus.submitted, SubmissionStatus.accepted];
const MISSING = text('scoring.submissionMissing');

export interface ScoreListFilter {
  pending?: boolean | undefined;
  keyword?: string | undefined;
}

export function scoringService(db: Db, held: HeldResources) {
  const assertExpert = async (ctx: RequestContext) => {
    if (!(await holdsAny(ctx, held, EXPERT_COMPONENTS))) forbidden();
  };

  return {
    /** The submitted scoring answers the caller is an assigned expert of, with the caller's total. */
    async tasks(ctx: RequestContext, pageIndex: number, pageSize: number, filter: ScoreListFilter) {
      await assertExpert(ctx);
      const me = await memberOf(db, ctx);
      const mine = and(
        eq(bizScores.tenantId, bizSubmissions.tenantId),
        eq(bizScores.submissionId, bizSubmissions.id),
        eq(bizScores.expertId, ctx.tenantUserId),
      );
      const conditions: (SQL | undefined)[] = [
        eq(bizSubmissions.tenantId, ctx.tenantId),
        inArray(bizSubmissions.status, SCORABLE),
        eq(bizPapers.kind, FormKind.scoring),
        sql`${me.username} = any(${bizPapers.experts})`,
      ];
      if (filter.pending !== undefined) {
        conditions.push(filter.pending ? isNull(bizScores.total) : isNotNull(bizScores.total));
      }
      if (filter.keyword) {
        const like = containsPattern(filter.keyword);
        conditions.push(
          or(
            ilike(bizSubmissions.no, like),
            ilike(bizSubmissions.submitterName, like),
            ilike(bizSubmissions.submitterTenantName, like),
          ),
        );
      }
      const where = and(...conditions);
      const from = () =>
        db
          .select({
            id: bizSubmissions.id,
            no: bizSubmissions.no,
            bizId: bizSubmissions.bizId,
            bizName: bizItems.name,
            paperId: bizSubmissions.paperId,
            formName: bizPapers.formName,
            kind: bizPapers.kind,
            submitterName: bizSubmissions.submitterName,
            submitterTenantName: bizSubmissions.submitterTenantName,
            status: bizSubmissions.status,
            version: bizSubmissions.version,
            wfInstanceId: bizSubmissions.wfInstanceId,
            score: bizSubmissions.score,
            submittedAt: bizSubmissions.submittedAt,
            reviewedAt: bizSubmissions.reviewedAt,
            updatedAt: bizSubmissions.updatedAt,
            myTotal: bizScores.total,
          })
          .from(bizSubmissions)
          .innerJoin(
            bizPapers,
            and(eq(bizPapers.tenantId, bizSubmissions.tenantId), eq(bizPapers.id, bizSubmissions.paperId)),
          )
          .innerJoin(
            bizItems,
            and(eq(bizItems.tenantId, bizSubmissions.tenantId), eq(bizItems.id, bizSubmissions.bizId)),
          )
          .leftJoin(bizScores, mine);
      const [rows, [total]] = await Promise.all([
        from()
          .where(where)
          .orderBy(desc(bizSubmissions.submittedAt), desc(bizSubmissions.id))
          .offset((pageIndex - 1) * pageSize)
          .limit(pageSize),
        db
          .select({ n: count() })
          .from(bizSubmissions)
          .innerJoin(
            bizPapers,
            and(eq(bizPapers.tenantId, bizSubmissions.tenantId), eq(bizPapers.id, bizSubmissions.paperId)),
          )
          .leftJoin(bizScores, mine)
          .where(where),
      ]);
      return {
        items: rows.map((r): ScoreTask => ({
          ...r,
          submittedAt: r.submittedAt?.toISOString() ?? null,
          reviewedAt: r.reviewedAt?.toISOString() ?? null,
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * The scores of one submission: for its assigned experts, the publisher's reviewers and the
     * submitter.
     */
    async detail(ctx: RequestContext, submissionId: string, language: Language): Promise<ScoreSummary> {
      const [found] = await db
        .select({
          tenantId: bizSubmissions.tenantId,
          submitterTenantId: bizSubmissions.submitterTenantId,
          submitterId: bizSubmissions.submitterId,
          experts: bizPapers.experts,
        })
        .from(bizSubmissions)
        .innerJoin(
          bizPapers,
          and(eq(bizPapers.tenantId, bizSubmissions.tenantId), eq(bizPapers.id, bizSubmissions.paperId)),
        )
        .where(
          and(
            eq(bizSubmissions.id, submissionId),
            or(eq(bizSubmissions.tenantId, ctx.tenantId), eq(bizSubmissions.submitterTenantId, ctx.tenantId)),
          ),
        );
      if (!found) notFound(MISSING);
      const own = found.submitterTenantId === ctx.tenantId && found.submitterId === ctx.tenantUserId;
      const publisher = found.tenantId === ctx.tenantId;
      const allowed =
        own ||
        (publisher &&
          ((await holdsAny(ctx, held, REVIEWER_COMPONENTS)) ||
            ((await holdsAny(ctx, held, EXPERT_COMPONENTS)) &&
              found.experts.includes((await memberOf(db, ctx)).username))));
      if (!allowed) forbidden();
      return (
        (await scoreSummaryOf(db, found.tenantId, submissionId, language, ctx.tenantUserId)) ??
        notFound(text('scoring.notScoring'))
      );
    },

    /**
     * An assigned expert's scores of the manual items (every one, 0 … its AnswerScore); the
     * submission's score is kept once every assigned expert has scored.
     */
    async save(ctx: RequestContext, body: SaveScoreBody, language: Language): Promise<ScoreSummary> {
      await assertExpert(ctx);
      const me = await memberOf(db, ctx);
      return db.transaction(async (tx) => {
        const row = await scoringRow(tx, ctx.tenantId, body.submitId);
        if (!row) notFound(MISSING);
        if (row.kind !== FormKind.scoring) notFound(text('scoring.notScoring'));
        if (!row.experts.includes(me.username)) forbidden(text('scoring.notAssigned'));
        if (!SCORABLE.includes(row.status)) conflict(text('scoring.notScorable'));
        const { manual } = scoreParts(templateOf(row.formJson), row.data ?? {}, language);
        const items = checkedItems(manual, body.items);
        const total = round(Object.values(items).reduce((sum, n) => sum + n, 0));
        await tx
          .insert(bizScores)
          .values({
            tenantId: ctx.tenantId,
            submissionId: row.id,
            expertId: ctx.tenantUserId,
            expertName: me.name,
            submitterTenantId: row.submitterTenantId,
            items,
            total,
          })
          .onConflictDoUpdate({
            target: [bizScores.tenantId, bizScores.submissionId, bizScores.expertId],
            set: { expertName: me.name, items, total, updatedAt: sql`now()` },
          });
        const [experts, scores] = await Promise.all([
          assignedExperts(tx, ctx.tenantId, row.experts),
          expertScores(tx, ctx.tenantId, row.id),
        ]);
        const summary = summaryOf(row, experts, scores, language, ctx.tenantUserId);
        await tx
          .update(bizSubmissions)
          .set({ autoScore: summary.autoScore, score: summary.score })
          .where(and(eq(bizSubmissions.tenantId, ctx.tenantId), eq(bizSubmissions.id, row.id)));
        return summary;
      });
    },
  };
}

/** Every manual item scored once, 0 … its AnswerScore; anything else refused naming `items.<model>`. */
function checkedItems(manual: ManualItem[], given: Record<string, number>): Record<string, number> {
  const problems: Problem[] = [];
  const known = new Map(manual.map((m) => [m.model, m]));
  for (const model of Object.keys(given)) {
    if (!known.has(model)) problems.push({ field: `items.${model}`, reason: text('scoring.notManual') });
  }
  const items: Record<string, number> = {};
  for (const m of manual) {
    const score = given[m.model];
    if (score === undefined) {
      problems.push({ field: `items.${m.model}`, reason: text('scoring.itemRequired') });
    } else if (m.max !== null && score > m.max) {
      problems.push({ field: `items.${m.model}`, reason: text('scoring.itemTooHigh', { max: m.max }) });
    } else {
      items[m.model] = score;
    }
  }
  const [first] = problems;
  if (first) {
    throw new AppError(
      ResultCode.badRequest,
      text('common.fieldReason', { field: first.field, reason: first.reason }),
      problems,
    );
  }
  return items;
}
