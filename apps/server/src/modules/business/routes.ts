// Business items (spec forms.md §7, api-spacestation ind/*): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const businessRoutes = (): FastifyPluginAsyncZod => async () => {};
