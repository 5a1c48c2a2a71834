// Expert scoring (expert/getScoreTable, getEveryExpertScore, saveScores, queryTaskPage; the suggestions of cpn/expert/getSuggestList on brand answers): H3.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const scoringRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};
