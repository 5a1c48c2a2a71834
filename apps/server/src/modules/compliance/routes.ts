// Filling in and reviewing submissions (api-brms compliance/form/*): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const complianceRoutes = (): FastifyPluginAsyncZod => async () => {};
