// Questionnaire groups and questionnaires (brand/paper/getQSGroups, getQSDataByGid, getQSData, saveGroup …): H1.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const qsRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};
