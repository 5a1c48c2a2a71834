// Scoring, experts' suggestions and questionnaire results: placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

export const scoringRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async () => {
    void db;
  };
