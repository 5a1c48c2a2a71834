// Devices, monthly activity data and their imports (device/*, deviceData/*, import/*): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarbonDeps } from './deps.js';

export const activityRoutes =
  (_deps: CarbonDeps): FastifyPluginAsyncZod =>
  async () => {};
