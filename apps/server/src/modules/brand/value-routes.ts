// The brand value (ent/queryValuePrice, saveValueInputs, settings/*): H4.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const valueRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};
