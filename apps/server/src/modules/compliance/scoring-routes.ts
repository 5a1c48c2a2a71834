// Scoring (api-brms compliance/score/*), questionnaire results and their export (compliance/qs/*) and
// experts' suggestions (api-compliance cpn/expert/*). The rules are in scoring.ts, questionnaire.ts,
// suggestions.ts and export.ts; who may call what is checked there.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessPaths as P,
  COMPLIANCE_PREFIX,
  envelopeOf,
  PageQuery,
  QsExportQuery,
  QsStats,
  QsStatsQuery,
  QuestionnaireFilter,
  QuestionnairePage,
  RemoveSuggestionBody,
  SaveScoreBody,
  SaveSuggestionBody,
  ScoreListFilter,
  ScoreSummary,
  ScoreTaskPage,
  Suggestion,
  SuggestionQuery,
  SUGGESTION_PREFIX,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { ctxOf, type RequestContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import { exportAnswers, XLSX_TYPE } from './export.js';
import { questionnaireService } from './questionnaire.js';
import { scoringService, type HeldResources } from './scoring.js';
import { suggestionService } from './suggestions.js';

const tags = ['compliance: scoring'];
const security = [{ bearer: [] }];
const B = COMPLIANCE_PREFIX;
const S = SUGGESTION_PREFIX;
const WithSubmitId = z.object({ submitId: z.uuid() });
const ScoreListQuery = PageQuery.extend(ScoreListFilter.shape);
const QuestionnaireQuery = PageQuery.extend(QuestionnaireFilter.shape);

/** The brand module's suggestions of a brand answer (cpn/expert/getSuggestList?processId&qsId). */
export type BrandSuggestionLister = (
  ctx: RequestContext,
  processId: string,
  qsId: string,
) => Promise<Suggestion[]>;

export const scoringRoutes =
  (db: Db, brandSuggestions?: BrandSuggestionLister): FastifyPluginAsyncZod =>
  async (app) => {
    const held: HeldResources = (ctx) => app.account.heldResources(ctx, undefined);
    const scoring = scoringService(db, held);
    const suggestions = suggestionService(db, held);
    const questionnaires = questionnaireService(db, held);

    app.get(
      `${B}/${P.scoreList}`,
      {
        schema: {
          tags,
          security,
          summary: 'Submitted answers of scoring forms the caller is an assigned expert of, with their total',
          querystring: ScoreListQuery,
          response: { 200: envelopeOf(ScoreTaskPage) },
        },
      },
      async (req) => {
        const { pageIndex, pageSize, pending, keyword } = req.query;
        return ok(await scoring.tasks(ctxOf(req), pageIndex, pageSize, { pending, keyword }));
      },
    );
    app.get(
      `${B}/${P.scoreDetail}`,
      {
        schema: {
          tags,
          security,
          summary: "A scoring submission's automatic score, each expert's scores and the total",
          querystring: WithSubmitId,
          response: { 200: envelopeOf(ScoreSummary) },
        },
      },
      async (req) => ok(await scoring.detail(ctxOf(req), req.query.submitId, req.language)),
    );
    app.post(
      `${B}/${P.saveScore}`,
      {
        schema: {
          tags,
          security,
          summary: "An assigned expert's scores of the items that need a person",
          body: SaveScoreBody,
          response: { 200: envelopeOf(ScoreSummary) },
        },
      },
      async (req) => ok(await scoring.save(ctxOf(req), req.body, req.language), text('scoring.scored')),
    );

    app.get(
      `${B}/${P.questionnaires}`,
      {
        schema: {
          tags,
          security,
          summary: "The tenant's questionnaires with the business items they are bound to",
          querystring: QuestionnaireQuery,
          response: { 200: envelopeOf(QuestionnairePage) },
        },
      },
      async (req) => {
        const { pageIndex, pageSize, ...filter } = req.query;
        return ok(await questionnaires.page(ctxOf(req), pageIndex, pageSize, filter));
      },
    );
    app.get(
      `${B}/${P.qsStats}`,
      {
        schema: {
          tags,
          security,
          summary: "A paper's answers: distributions, means, latest texts and completion rate",
          querystring: QsStatsQuery,
          response: { 200: envelopeOf(QsStats) },
        },
      },
      async (req) => ok(await questionnaires.stats(ctxOf(req), req.query.paperId, req.language)),
    );
    app.get(
      `${B}/${P.qsExport}`,
      {
        schema: {
          tags,
          security,
          summary:
            'Every submitted answer of a paper as an .xlsx workbook (streamed; sub-forms in sheets of their own)',
          querystring: QsExportQuery,
        },
      },
      async (req, reply) => {
        const paper = await questionnaires.paper(ctxOf(req), req.query.paperId);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', contentDisposition('attachment', `${paper.formName}.xlsx`))
          .send(exportAnswers(db, paper, req.language));
      },
    );

    app.get(
      `${S}/${P.suggestions}`,
      {
        schema: {
          tags,
          security,
          summary: "Experts' suggestions on a submission's fields, or on a brand answer's (processId & qsId)",
          querystring: SuggestionQuery,
          response: { 200: envelopeOf(z.array(Suggestion)) },
        },
      },
      async (req) => {
        const { submitId, processId, qsId } = req.query;
        if (submitId !== undefined) return ok(await suggestions.list(ctxOf(req), submitId));
        if (!brandSuggestions) return notFound();
        return ok(await brandSuggestions(ctxOf(req), processId!, qsId!));
      },
    );
    app.post(
      `${S}/${P.saveSuggestion}`,
      {
        schema: {
          tags,
          security,
          summary: "An expert's suggestion on a field of a submitted answer",
          body: SaveSuggestionBody,
          response: { 200: envelopeOf(Suggestion) },
        },
      },
      async (req) => ok(await suggestions.save(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      `${S}/${P.removeSuggestion}`,
      {
        schema: {
          tags,
          security,
          summary: "Delete one of the caller's own suggestions",
          body: RemoveSuggestionBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await suggestions.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
  };
