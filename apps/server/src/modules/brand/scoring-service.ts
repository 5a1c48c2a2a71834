// Expert scoring (H3): an assigned expert (role 33) scores every indicator of every questionnaire of a
// process at the `scoring` step, within 0–max with at most 2 decimals and a comment, saves drafts and
// submits once (no change afterwards). The last assigned expert's submission moves the process to
// reviewing and completes the `scoring` step after the commit. Experts read the others' scores only
// after submitting their own; the body reads them always. Only submitted scores enter the consensus.
import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  BrandProcessStatus,
  type BrandEveryExpertScore,
  type BrandSaveScoresBody,
  type BrandSaveSuggestionBody,
  type BrandScoreTable,
  type BrandScoringTask,
  type BrandTaskFilter,
  type Suggestion,
} from '@platform/contract';
import { allItems, hasModel, importTemplate } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import {
  brandAnswers,
  brandExperts,
  brandProcesses,
  brandQsGroups,
  brandQuestionnaires,
  brandScores,
  brandSuggestions,
} from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, listed, notFound, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { brandAccess } from './access.js';
import { decimalText, rollUp, type ConsensusGroup } from './consensus.js';
import type { BrandDeps } from './deps.js';
import { indicatorsOf } from './indicators.js';
import { finishStep } from './process.js';
import { brandSettingsOf } from './settings.js';

const MISSING = text('brand.scoring.processMissing');
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const SCORE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The questionnaire groups in order with their questionnaires and indicators (the tenant's current set). */
export async function scoringStructure(db: Db, tenantId: string, language: Language) {
  const groups = await db
    .select()
    .from(brandQsGroups)
    .where(eq(brandQsGroups.tenantId, tenantId))
    .orderBy(asc(brandQsGroups.sort), asc(brandQsGroups.createdAt));
  const questionnaires = await db
    .select()
    .from(brandQuestionnaires)
    .where(eq(brandQuestionnaires.tenantId, tenantId))
    .orderBy(asc(brandQuestionnaires.sort), asc(brandQuestionnaires.createdAt));
  return groups.map((g) => ({
    groupId: g.id,
    name: g.name,
    dimension: g.dimension,
    weight: g.weight,
    questionnaires: questionnaires
      .filter((q) => q.groupId === g.id)
      .map((q) => ({
        qsId: q.id,
        name: q.name,
        weight: q.weight,
        formJson: q.formJson,
        indicators: indicatorsOf(q.formJson, language),
      })),
  }));
}

async function submittedScores(db: Db, tenantId: string, processId: string) {
  return db
    .select({
      expertId: brandScores.expertId,
      qsId: brandScores.qsId,
      indicator: brandScores.indicator,
      score: brandScores.score,
      comment: brandScores.comment,
    })
    .from(brandScores)
    .innerJoin(
      brandExperts,
      and(
        eq(brandExperts.tenantId, brandScores.tenantId),
        eq(brandExperts.processId, brandScores.processId),
        eq(brandExperts.expertId, brandScores.expertId),
      ),
    )
    .where(
      and(
        eq(brandScores.tenantId, tenantId),
        eq(brandScores.processId, processId),
        isNotNull(brandExperts.submittedAt),
      ),
    );
}

async function expertsOf(db: Db, tenantId: string, processId: string) {
  return db
    .select()
    .from(brandExperts)
    .where(and(eq(brandExperts.tenantId, tenantId), eq(brandExperts.processId, processId)))
    .orderBy(asc(brandExperts.assignedAt), asc(brandExperts.expertName));
}

/** The consensus of a process's submitted scores with every expert's score (rollUp over the structure). */
export async function everyExpertScoreOf(
  db: Db,
  tenantId: string,
  processId: string,
  language: Language,
): Promise<BrandEveryExpertScore> {
  const [structure, scores, experts, settings] = await Promise.all([
    scoringStructure(db, tenantId, language),
    submittedScores(db, tenantId, processId),
    expertsOf(db, tenantId, processId),
    brandSettingsOf(db, tenantId),
  ]);
  const groups: ConsensusGroup[] = structure;
  const rolled = rollUp(groups, scores, settings.deviationShare);
  const names = new Map(experts.map((e) => [e.expertId, e.expertName]));
  const byKey = new Map(scores.map((s) => [`${s.expertId}\u0000${s.qsId}\u0000${s.indicator}`, s]));
  const submitted = experts.filter((e) => e.submittedAt !== null);
  return {
    processId,
    deviationShare: settings.deviationShare,
    experts: experts.map((e) => ({
      expertId: e.expertId,
      expertName: e.expertName,
      submitted: e.submittedAt !== null,
    })),
    groups: rolled.groups.map((g) => ({
      groupId: g.groupId,
      name: g.name,
      dimension: g.dimension,
      weight: decimalText.share(g.weight),
      score: g.score === null ? '0.00' : decimalText.two(g.score),
      questionnaires: g.questionnaires.map((q) => ({
        qsId: q.qsId,
        name: q.name,
        weight: decimalText.share(q.weight),
        score: q.score === null ? '0.00' : decimalText.two(q.score),
        indicators: q.indicators.map((i) => ({
          model: i.model,
          label: i.label,
          max: i.max.toString(),
          consensus: i.consensus === null ? null : decimalText.two(i.consensus),
          trimmed: i.trimmed,
          scores: submitted.flatMap((e) => {
            const s = byKey.get(`${e.expertId}\u0000${q.qsId}\u0000${i.model}`);
            return s
              ? [
                  {
                    expertId: e.expertId,
                    expertName: names.get(e.expertId) ?? '',
                    score: new Decimal(s.score).toFixed(2),
                    comment: s.comment,
                    deviates: i.deviating.has(e.expertId),
                  },
                ]
              : [];
          }),
        })),
      })),
    })),
    score: decimalText.two(rolled.score),
    level: rolled.level,
    complete: experts.length > 0 && submitted.length === experts.length,
  };
}

async function processRow(db: Db, tenantId: string, processId: string) {
  const [row] = await db
    .select()
    .from(brandProcesses)
    .where(and(eq(brandProcesses.tenantId, tenantId), eq(brandProcesses.id, processId)));
  if (!row) notFound(MISSING);
  return row;
}

async function assignmentOf(db: Db, ctx: RequestContext, processId: string) {
  const [row] = await db
    .select()
    .from(brandExperts)
    .where(
      and(
        eq(brandExperts.tenantId, ctx.tenantId),
        eq(brandExperts.processId, processId),
        eq(brandExperts.expertId, ctx.tenantUserId),
      ),
    );
  return row;
}

/**
 * The suggestions on one questionnaire's answer of a process: its assigned experts, the body and the
 * applicant read them. The compliance module's cpn/expert/getSuggestList answers with it.
 */
export function suggestionLister(deps: Pick<BrandDeps, 'db' | 'heldResources'>) {
  const { db } = deps;
  const access = brandAccess(deps);
  return async (ctx: RequestContext, processId: string, qsId: string): Promise<Suggestion[]> => {
    const process = await processRow(db, ctx.tenantId, processId);
    const client = await access.isClient(ctx);
    const allowed =
      (await access.isBody(ctx)) ||
      ((await access.isExpert(ctx)) && (await assignmentOf(db, ctx, processId)) !== undefined) ||
      (client && process.applicantId === ctx.tenantUserId);
    if (!allowed) {
      if (client) notFound(MISSING);
      forbidden();
    }
    const rows = await db
      .select()
      .from(brandSuggestions)
      .where(
        and(
          eq(brandSuggestions.tenantId, ctx.tenantId),
          eq(brandSuggestions.processId, processId),
          eq(brandSuggestions.qsId, qsId),
        ),
      )
      .orderBy(asc(brandSuggestions.createdAt));
    return rows.map((r) => suggestionOf(r, ctx));
  };
}

export function scoringService(deps: BrandDeps) {
  const { db } = deps;
  const access = brandAccess(deps);

  const processOf = (tenantId: string, processId: string) => processRow(db, tenantId, processId);
  const assignment = (ctx: RequestContext, processId: string) => assignmentOf(db, ctx, processId);
  /** An expert's own assigned process; 404 for a process they are not assigned to. */
  async function assigned(ctx: RequestContext, processId: string) {
    await access.assertExpert(ctx);
    const process = await processOf(ctx.tenantId, processId);
    const expert = await assignment(ctx, processId);
    if (!expert) notFound(MISSING);
    return { process, expert };
  }

  return {
    async tasks(
      ctx: RequestContext,
      paging: { pageIndex: number; pageSize: number },
      filter: BrandTaskFilter,
    ): Promise<{ items: BrandScoringTask[]; total: number }> {
      await access.assertExpert(ctx);
      const conditions: SQL[] = [
        eq(brandExperts.tenantId, ctx.tenantId),
        eq(brandExperts.expertId, ctx.tenantUserId),
      ];
      if (filter.state === 'pending') conditions.push(isNull(brandExperts.submittedAt));
      if (filter.state === 'submitted') conditions.push(isNotNull(brandExperts.submittedAt));
      if (filter.keyword) {
        const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(brandProcesses.no, like),
            ilike(brandProcesses.brandName, like),
            ilike(brandProcesses.entName, like),
          )!,
        );
      }
      const join = and(
        eq(brandProcesses.tenantId, brandExperts.tenantId),
        eq(brandProcesses.id, brandExperts.processId),
      );
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ e: brandExperts, p: brandProcesses })
          .from(brandExperts)
          .innerJoin(brandProcesses, join)
          .where(where)
          .orderBy(desc(brandExperts.assignedAt))
          .limit(paging.pageSize)
          .offset((paging.pageIndex - 1) * paging.pageSize),
        db.select({ n: count() }).from(brandExperts).innerJoin(brandProcesses, join).where(where),
      ]);
      return {
        items: rows.map(({ e, p }) => ({
          processId: p.id,
          no: p.no,
          brandName: p.brandName,
          entName: p.entName,
          businessType: p.businessType,
          status: p.status,
          assignedAt: e.assignedAt.toISOString(),
          submittedAt: iso(e.submittedAt),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    async scoreTable(ctx: RequestContext, processId: string, language: Language): Promise<BrandScoreTable> {
      const { process, expert } = await assigned(ctx, processId);
      const [structure, answers, own] = await Promise.all([
        scoringStructure(db, ctx.tenantId, language),
        db
          .select({ qsId: brandAnswers.qsId, data: brandAnswers.data })
          .from(brandAnswers)
          .where(and(eq(brandAnswers.tenantId, ctx.tenantId), eq(brandAnswers.processId, processId))),
        db
          .select()
          .from(brandScores)
          .where(
            and(
              eq(brandScores.tenantId, ctx.tenantId),
              eq(brandScores.processId, processId),
              eq(brandScores.expertId, ctx.tenantUserId),
            ),
          ),
      ]);
      const answerOf = new Map(answers.map((a) => [a.qsId, a.data]));
      const ownOf = new Map(own.map((s) => [`${s.qsId}\u0000${s.indicator}`, s]));
      return {
        processId,
        no: process.no,
        brandName: process.brandName,
        entName: process.entName,
        status: process.status,
        submitted: expert.submittedAt !== null,
        groups: structure.map((g) => ({
          groupId: g.groupId,
          name: g.name,
          dimension: g.dimension,
          questionnaires: g.questionnaires.map((q) => ({
            qsId: q.qsId,
            name: q.name,
            formJson: q.formJson,
            answer: answerOf.get(q.qsId) ?? {},
            indicators: q.indicators.map((i) => {
              const s = ownOf.get(`${q.qsId}\u0000${i.model}`);
              return {
                model: i.model,
                label: i.label,
                max: String(i.max),
                score: s ? new Decimal(s.score).toFixed(2) : null,
                comment: s?.comment ?? '',
              };
            }),
          })),
        })),
      };
    },

    async saveScores(ctx: RequestContext, body: BrandSaveScoresBody, language: Language) {
      const { process } = await assigned(ctx, body.processId);
      const structure = await scoringStructure(db, ctx.tenantId, language);
      const maxOf = new Map<string, number>();
      const labels: { key: string; label: string }[] = [];
      for (const g of structure)
        for (const q of g.questionnaires)
          for (const i of q.indicators) {
            maxOf.set(`${q.qsId}\u0000${i.model}`, i.max);
            labels.push({ key: `${q.qsId}\u0000${i.model}`, label: `${q.name} · ${i.label}` });
          }
      const rows = body.scores.map((s, n) => {
        const max = maxOf.get(`${s.qsId}\u0000${s.indicator}`);
        if (max === undefined) refuse(`scores.${n}.indicator`, text('brand.scoring.indicatorMissing'));
        const raw = String(s.score).trim();
        if (!/^-?\d+(\.\d+)?$/.test(raw)) refuse(`scores.${n}.score`, text('brand.scoring.scoreNumber'));
        const value = new Decimal(raw);
        if (value.isNegative() || value.greaterThan(max))
          refuse(`scores.${n}.score`, text('brand.scoring.scoreRange', { max }));
        if (!SCORE_PATTERN.test(value.toString()))
          refuse(`scores.${n}.score`, text('brand.scoring.scoreDecimals'));
        return { qsId: s.qsId, indicator: s.indicator, score: value.toFixed(2), comment: s.comment ?? '' };
      });
      const submit = body.submit ?? false;
      const last = await db.transaction(async (tx) => {
        // The process row is locked so that two last submissions see each other.
        const [locked] = await tx
          .select({ status: brandProcesses.status })
          .from(brandProcesses)
          .where(and(eq(brandProcesses.tenantId, ctx.tenantId), eq(brandProcesses.id, body.processId)))
          .for('update');
        if (!locked) notFound(MISSING);
        if (locked.status !== BrandProcessStatus.scoring) conflict(text('brand.scoring.notScoring'));
        const me = and(
          eq(brandExperts.tenantId, ctx.tenantId),
          eq(brandExperts.processId, body.processId),
          eq(brandExperts.expertId, ctx.tenantUserId),
        );
        const [mine] = await tx.select().from(brandExperts).where(me);
        if (!mine) notFound(MISSING);
        if (mine.submittedAt !== null) conflict(text('brand.scoring.alreadySubmitted'));
        for (const r of rows) {
          await tx
            .insert(brandScores)
            .values({
              tenantId: ctx.tenantId,
              processId: body.processId,
              expertId: ctx.tenantUserId,
              ...r,
            })
            .onConflictDoUpdate({
              target: [
                brandScores.tenantId,
                brandScores.processId,
                brandScores.expertId,
                brandScores.qsId,
                brandScores.indicator,
              ],
              set: { score: r.score, comment: r.comment, updatedAt: new Date() },
            });
        }
        if (!submit) return false;
        const saved = await tx
          .select({ qsId: brandScores.qsId, indicator: brandScores.indicator })
          .from(brandScores)
          .where(
            and(
              eq(brandScores.tenantId, ctx.tenantId),
              eq(brandScores.processId, body.processId),
              eq(brandScores.expertId, ctx.tenantUserId),
            ),
          );
        const have = new Set(saved.map((s) => `${s.qsId}\u0000${s.indicator}`));
        const missing = labels.filter((l) => !have.has(l.key)).map((l) => l.label);
        if (missing.length > 0)
          conflict(
            text('brand.scoring.unscored', {
              names: listed(missing, text('brand.scoring.indicatorUnit')),
            }),
          );
        await tx.update(brandExperts).set({ submittedAt: new Date() }).where(me);
        const [pending] = await tx
          .select({ n: count() })
          .from(brandExperts)
          .where(
            and(
              eq(brandExperts.tenantId, ctx.tenantId),
              eq(brandExperts.processId, body.processId),
              isNull(brandExperts.submittedAt),
            ),
          );
        if (Number(pending?.n ?? 0) > 0) return false;
        await tx
          .update(brandProcesses)
          .set({ status: BrandProcessStatus.reviewing, updatedBy: ctx.tenantUserId, updatedAt: sql`now()` })
          .where(and(eq(brandProcesses.tenantId, ctx.tenantId), eq(brandProcesses.id, body.processId)));
        return true;
      });
      if (last) await finishStep(deps, ctx, process, 'scoring');
      return { submitted: submit, reviewing: last };
    },

    async everyExpertScore(ctx: RequestContext, processId: string, language: Language) {
      if (!(await access.isBody(ctx))) {
        await access.assertExpert(ctx);
        await processOf(ctx.tenantId, processId);
        const expert = await assignment(ctx, processId);
        if (!expert) notFound(MISSING);
        if (expert.submittedAt === null) forbidden(text('brand.scoring.notSubmittedYet'));
      } else {
        await processOf(ctx.tenantId, processId);
      }
      return everyExpertScoreOf(db, ctx.tenantId, processId, language);
    },

    async saveSuggestion(ctx: RequestContext, body: BrandSaveSuggestionBody): Promise<Suggestion> {
      const { process, expert } = await assigned(ctx, body.processId);
      if (process.status !== BrandProcessStatus.scoring) conflict(text('brand.scoring.notScoring'));
      const [qs] = await db
        .select({ formJson: brandQuestionnaires.formJson })
        .from(brandQuestionnaires)
        .where(and(eq(brandQuestionnaires.tenantId, ctx.tenantId), eq(brandQuestionnaires.id, body.qsId)));
      if (!qs) refuse('body.qsId', text('brand.scoring.questionnaireMissing'));
      const models = new Set(
        allItems(importTemplate(qs.formJson).template.list)
          .filter(hasModel)
          .map((i) => String(i.model)),
      );
      if (!models.has(body.path.split('.')[0]!)) refuse('body.path', text('brand.scoring.pathMissing'));
      const [row] = await db
        .insert(brandSuggestions)
        .values({
          tenantId: ctx.tenantId,
          processId: body.processId,
          qsId: body.qsId,
          path: body.path,
          content: body.content,
          expertId: ctx.tenantUserId,
          expertName: expert.expertName,
        })
        .returning();
      return suggestionOf(row!, ctx);
    },

    async removeSuggestion(ctx: RequestContext, id: string) {
      await access.assertExpert(ctx);
      const where = and(eq(brandSuggestions.tenantId, ctx.tenantId), eq(brandSuggestions.id, id));
      const [row] = await db.select().from(brandSuggestions).where(where);
      if (!row) notFound(text('brand.scoring.suggestionMissing'));
      if (row.expertId !== ctx.tenantUserId) forbidden(text('brand.scoring.suggestionNotMine'));
      const [process] = await db
        .select({ status: brandProcesses.status })
        .from(brandProcesses)
        .where(and(eq(brandProcesses.tenantId, ctx.tenantId), eq(brandProcesses.id, row.processId)));
      if (process?.status !== BrandProcessStatus.scoring) conflict(text('brand.scoring.notScoring'));
      await db.delete(brandSuggestions).where(where);
    },

    suggestions: suggestionLister(deps),
  };
}

const suggestionOf = (r: typeof brandSuggestions.$inferSelect, ctx: RequestContext): Suggestion => ({
  id: r.id,
  submitId: r.processId,
  path: r.path,
  content: r.content,
  expertName: r.expertName,
  createdAt: r.createdAt.toISOString(),
  mine: r.expertId === ctx.tenantUserId,
});

export type ScoringService = ReturnType<typeof scoringService>;
