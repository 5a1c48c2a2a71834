// Forms calls of spec forms.md §7 under api-spacestation (saveIDB, getIDBPageList, getIDB,
// getFormStyle, updateQsDetailFormStyle) and the helpers it names without paths: questionnaire
// details, scoring forms, and ours for deleting, listing groups, versions and restores.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  FormStyleAnswer,
  FormStyleQuery,
  FormVersionDetail,
  FormVersionList,
  FormVersionQuery,
  IdbIdQuery,
  Indicator,
  IndicatorFilter,
  IndicatorGroups,
  IndicatorPage,
  IndicatorPageQuery,
  QsDetail,
  QsDetailQuery,
  RestoreVersionBody,
  SaveIndicatorBody,
  SaveQsDetailBody,
  SaveScoringBody,
  ScoringForm,
  ScoringNoQuery,
  SPACESTATION_PREFIX,
  UpdateQsDetailFormStyleBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { FormsService } from './service.js';

const tags = ['forms'];
const security = [{ bearer: [] }];
const F = `${SPACESTATION_PREFIX}/sp/form`;
const QS = `${SPACESTATION_PREFIX}/sp/qs`;
const SCORE = `${SPACESTATION_PREFIX}/sp/score`;

export const formsRoutes =
  (service: FormsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${F}/saveIDB`,
      {
        schema: {
          tags,
          security,
          summary: 'Create an indicator form (no id) or save a new version of one',
          body: SaveIndicatorBody,
          response: { 200: envelopeOf(Indicator) },
        },
      },
      async (req) => ok(await service.save(ctxOf(req), req.body, req.language), text('common.saved')),
    );
    app.post(
      `${F}/getIDBPageList`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's indicator (or scoring) forms, by name and group",
          querystring: IndicatorPageQuery,
          body: IndicatorFilter.optional(),
          response: { 200: envelopeOf(IndicatorPage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      `${F}/getIDB`,
      {
        schema: {
          tags,
          security,
          summary: 'One indicator form: formName, json, id, desc',
          querystring: IdbIdQuery,
          response: { 200: envelopeOf(Indicator) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.idbId)),
    );
    app.get(
      `${F}/getIDBGroups`,
      {
        schema: {
          tags,
          security,
          summary: 'The form groups in use in the tenant',
          response: { 200: envelopeOf(IndicatorGroups) },
        },
      },
      async (req) => ok(await service.groups(ctxOf(req))),
    );
    app.post(
      `${F}/deleteIDB`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete an indicator or scoring form with its versions',
          querystring: IdbIdQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.query.idbId);
        return ok(null, text('common.deleted'));
      },
    );
    app.get(
      `${F}/getIDBVersions`,
      {
        schema: {
          tags,
          security,
          summary: 'The saved versions of a form, newest first',
          querystring: IdbIdQuery,
          response: { 200: envelopeOf(FormVersionList) },
        },
      },
      async (req) => ok(await service.versions(ctxOf(req), req.query.idbId)),
    );
    app.get(
      `${F}/getIDBVersion`,
      {
        schema: {
          tags,
          security,
          summary: 'One saved version of a form with its template',
          querystring: FormVersionQuery,
          response: { 200: envelopeOf(FormVersionDetail) },
        },
      },
      async (req) => ok(await service.version(ctxOf(req), req.query.idbId, req.query.version)),
    );
    app.post(
      `${F}/restoreIDBVersion`,
      {
        schema: {
          tags,
          security,
          summary: 'Make an earlier version the current content again (saved as a new version)',
          body: RestoreVersionBody,
          response: { 200: envelopeOf(Indicator) },
        },
      },
      async (req) =>
        ok(
          await service.restore(ctxOf(req), req.body.idbId, req.body.version, req.language),
          text('forms.restored'),
        ),
    );
    app.get(
      `${F}/getFormStyle`,
      {
        schema: {
          tags,
          security,
          summary: 'The form-level settings of a questionnaire detail',
          querystring: FormStyleQuery,
          response: { 200: envelopeOf(FormStyleAnswer) },
        },
      },
      async (req) => ok(await service.formStyle(ctxOf(req), req.query.qsDetailId, req.language)),
    );
    app.post(
      `${F}/updateQsDetailFormStyle`,
      {
        schema: {
          tags,
          security,
          summary: 'Change the form-level settings of a questionnaire detail (a new version)',
          body: UpdateQsDetailFormStyleBody,
          response: { 200: envelopeOf(QsDetail) },
        },
      },
      async (req) =>
        ok(
          await service.updateQsDetailFormStyle(
            ctxOf(req),
            req.body.qsDetailId,
            req.body.formStyle,
            req.language,
          ),
          text('common.saved'),
        ),
    );
    app.get(
      `${QS}/getQsDetail`,
      {
        schema: {
          tags,
          security,
          summary: 'A questionnaire detail: name, jsonData, id, desc',
          querystring: QsDetailQuery,
          response: { 200: envelopeOf(QsDetail) },
        },
      },
      async (req) => ok(await service.qsDetail(ctxOf(req), req.query.qsId, req.query.qsDetailId)),
    );
    app.post(
      `${QS}/saveQsDetail`,
      {
        schema: {
          tags,
          security,
          summary: 'Save a questionnaire detail (jsonData and qsDetailId), or create one (qsId, name)',
          body: SaveQsDetailBody,
          response: { 200: envelopeOf(QsDetail) },
        },
      },
      async (req) => ok(await service.saveQsDetail(ctxOf(req), req.body, req.language), text('common.saved')),
    );
    app.get(
      `${SCORE}/getScoreForm`,
      {
        schema: {
          tags,
          security,
          summary: 'A scoring form by number: form (formName, json, id, total, desc)',
          querystring: ScoringNoQuery,
          response: { 200: envelopeOf(ScoringForm) },
        },
      },
      async (req) => ok(await service.scoring(ctxOf(req), req.query.no)),
    );
    app.post(
      `${SCORE}/saveScoreForm`,
      {
        schema: {
          tags,
          security,
          summary: "Save a scoring form (bizType '100', type = df, no, form, isAuto)",
          body: SaveScoringBody,
          response: { 200: envelopeOf(ScoringForm) },
        },
      },
      async (req) => ok(await service.saveScoring(ctxOf(req), req.body, req.language), text('common.saved')),
    );
  };
