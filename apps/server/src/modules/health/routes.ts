import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, HealthData } from '@platform/contract';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { checkHealth } from './service.js';

export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Service and database reachability',
          response: { 200: envelopeOf(HealthData), 503: envelopeOf(HealthData) },
        },
      },
      async (_req, reply) => {
        const health = await checkHealth(database, version);
        if (health.status === 'up') return ok(health);
        return reply.status(503).send({ ...ok(health, text('common.databaseDown')), code: 503 });
      },
    );
  };
