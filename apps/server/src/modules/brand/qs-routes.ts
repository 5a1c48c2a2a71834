// Questionnaire groups and questionnaires (brand/paper/getQSGroups, getQSDataByGid, getQSData, saveGroup,
// removeGroup, bindQuestionnaire, updateQuestionnaire, unbindQuestionnaire, formChoices): H1. The rules
// are in qs-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND_FORM_CHOICES_PATH,
  BRAND_PREFIX,
  BrandBindQuestionnaireBody,
  BrandFormChoicesQuery,
  BrandGroupIdQuery,
  BrandPaths as P,
  BrandQsGroupBody,
  BrandQsIdBody,
  BrandQsIdQuery,
  BrandUpdateQuestionnaireBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { brandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { qsService } from './qs-service.js';

const tags = ['brand: questionnaires'];
const security = [{ bearer: [] }];
const path = (p: string) => `${BRAND_PREFIX}/${p}`;

export const qsRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = qsService(deps, brandAccess(deps));

    app.get(
      path(P.qsGroups),
      {
        schema: {
          tags,
          security,
          summary:
            'The questionnaire groups in order with their questionnaires (weight, indicators, max total)',
        },
      },
      async (req) => ok(await service.groups(ctxOf(req), req.language)),
    );
    app.get(
      path(P.qsDataByGroup),
      {
        schema: {
          tags,
          security,
          summary: 'The questionnaires of one group',
          querystring: BrandGroupIdQuery,
        },
      },
      async (req) => ok(await service.byGroup(ctxOf(req), req.query.gid, req.language)),
    );
    app.get(
      path(P.qsData),
      {
        schema: {
          tags,
          security,
          summary: 'One questionnaire with its pinned form and its indicators',
          querystring: BrandQsIdQuery,
        },
      },
      async (req) => ok(await service.questionnaire(ctxOf(req), req.query.qsId, req.language)),
    );
    app.get(
      path(BRAND_FORM_CHOICES_PATH),
      {
        schema: {
          tags,
          security,
          summary: 'Designer forms of the questionnaire and scoring kinds that may be bound',
          querystring: BrandFormChoicesQuery,
        },
      },
      async (req) => ok(await service.formChoices(ctxOf(req), req.query.keyword)),
    );

    app.post(
      path(P.saveGroup),
      {
        schema: { tags, security, summary: 'Adds or changes a questionnaire group', body: BrandQsGroupBody },
      },
      async (req) => ok(await service.saveGroup(ctxOf(req), req.body), text('brand.qs.groupSaved')),
    );
    app.post(
      path(P.removeGroup),
      {
        schema: {
          tags,
          security,
          summary: 'Removes a group and its questionnaires (409 when answers use them)',
          body: BrandQsIdBody,
        },
      },
      async (req) => ok(await service.removeGroup(ctxOf(req), req.body.id), text('brand.qs.groupRemoved')),
    );
    app.post(
      path(P.bindQuestionnaire),
      {
        schema: {
          tags,
          security,
          summary: "Binds a designer form to a group with its weight, pinning the form's template",
          body: BrandBindQuestionnaireBody,
        },
      },
      async (req) => ok(await service.bind(ctxOf(req), req.body), text('brand.qs.bound')),
    );
    app.post(
      path(P.updateQuestionnaire),
      {
        schema: {
          tags,
          security,
          summary: "Changes a questionnaire's name, weight or order",
          body: BrandUpdateQuestionnaireBody,
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('brand.qs.updated')),
    );
    app.post(
      path(P.unbindQuestionnaire),
      {
        schema: {
          tags,
          security,
          summary: 'Unbinds a questionnaire (409 when it has answers)',
          body: BrandQsIdBody,
        },
      },
      async (req) => ok(await service.unbind(ctxOf(req), req.body.id), text('brand.qs.unbound')),
    );
  };
