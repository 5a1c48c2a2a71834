// Scoring, experts' suggestions and questionnaire results: placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const scoringRoutes = (): FastifyPluginAsyncZod => async () => {};
