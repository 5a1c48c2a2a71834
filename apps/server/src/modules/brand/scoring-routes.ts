// Expert scoring (expert/getScoreTable, getEveryExpertScore, saveScores, queryTaskPage, saveSuggestion,
// removeSuggestion; the compliance module's cpn/expert/getSuggestList reads brand suggestions through
// suggestionLister, handed to it at registration): H3. The rules are in scoring-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND_PREFIX,
  BrandPaths as P,
  BrandRemoveSuggestionBody,
  BrandSaveScoresBody,
  BrandSaveSuggestionBody,
  BrandScoringIdQuery,
  BrandTaskFilter,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { BrandDeps } from './deps.js';
import { scoringService } from './scoring-service.js';

const tags = ['brand: scoring'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${BRAND_PREFIX}/${p}`;

export const scoringRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = scoringService(deps);

    app.post(
      path(P.scoringTasks),
      {
        schema: {
          tags,
          security,
          summary: "The expert's scoring tasks: assigned processes, pending or submitted",
          querystring: PageQuery,
          body: BrandTaskFilter,
        },
      },
      async (req) => ok(await service.tasks(ctxOf(req), req.query, req.body)),
    );
    app.get(
      path(P.scoreTable),
      {
        schema: {
          tags,
          security,
          summary:
            "An assigned expert's score table: every questionnaire's indicators by group with ranges, the answers, own scores",
          querystring: BrandScoringIdQuery,
        },
      },
      async (req) => ok(await service.scoreTable(ctxOf(req), req.query.processId, req.language)),
    );
    app.post(
      path(P.saveScores),
      {
        schema: {
          tags,
          security,
          summary:
            'An assigned expert saves (draft) or submits the scores; the last submission moves the process to review',
          body: BrandSaveScoresBody,
        },
      },
      async (req) => {
        const result = await service.saveScores(ctxOf(req), req.body, req.language);
        return ok(result, text(result.submitted ? 'brand.scoring.submitted' : 'common.saved'));
      },
    );
    app.get(
      path(P.everyExpertScore),
      {
        schema: {
          tags,
          security,
          summary:
            "Every expert's submitted scores with the consensus, deviation flags and the strength score (an expert after submitting)",
          querystring: BrandScoringIdQuery,
        },
      },
      async (req) => ok(await service.everyExpertScore(ctxOf(req), req.query.processId, req.language)),
    );
    app.post(
      path(P.saveSuggestion),
      {
        schema: {
          tags,
          security,
          summary: "An assigned expert's suggestion on a question of an answer",
          body: BrandSaveSuggestionBody,
        },
      },
      async (req) => ok(await service.saveSuggestion(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      path(P.removeSuggestion),
      {
        schema: {
          tags,
          security,
          summary: 'An expert deletes their own suggestion',
          body: BrandRemoveSuggestionBody,
        },
      },
      async (req) => {
        await service.removeSuggestion(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
  };
