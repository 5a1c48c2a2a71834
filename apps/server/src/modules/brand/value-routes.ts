// The brand value (ent/queryValuePrice, ent/saveValueInputs) and the brand settings (settings/get, save).
// Rules in value-service.ts, the computation in valuation.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND_PREFIX,
  BrandPaths as P,
  BrandSettingsBody,
  BrandValueInputsBody,
  BrandValueQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { BrandDeps } from './deps.js';
import { valueService } from './value-service.js';

const tags = ['brand: value'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${BRAND_PREFIX}/${p}`;

export const valueRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = valueService(deps);

    app.get(
      path(P.valuePrice),
      {
        schema: {
          tags,
          security,
          summary:
            "A process's brand value by royalty relief with every input, year and the sensitivity table (the body; the enterprise for its own completed process)",
          querystring: BrandValueQuery,
        },
      },
      async (req) => ok(await service.value(ctxOf(req), req.query.processId, req.language)),
    );
    app.post(
      path(P.saveValueInputs),
      {
        schema: {
          tags,
          security,
          summary:
            'Save the value inputs of a process (the body, until it is completed); answers the new value',
          body: BrandValueInputsBody,
        },
      },
      async (req) =>
        ok(await service.saveInputs(ctxOf(req), req.body, req.language), text('brand.value.inputsSaved')),
    );
    app.get(
      path(P.settings),
      { schema: { tags, security, summary: "The tenant's brand settings (defaults filled in)" } },
      async (req) => ok(await service.settings(ctxOf(req))),
    );
    app.post(
      path(P.saveSettings),
      {
        schema: {
          tags,
          security,
          summary:
            "Save the tenant's brand settings: deviation share, royalty range, tax, discount, growth, years",
          body: BrandSettingsBody,
        },
      },
      async (req) => ok(await service.saveSettings(ctxOf(req), req.body), text('brand.value.settingsSaved')),
    );
  };
