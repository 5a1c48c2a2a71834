// Content pages and report submissions (issue 23): the administration calls inside a session, the
// public page read and the report submission without one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PREFIX as C,
  ContentEditorState,
  ContentFormChoice,
  ContentFormChoicesQuery,
  ContentIdBody,
  ContentIdQuery,
  ContentPaths,
  ContentSlot,
  ContentVersion,
  envelopeOf,
  HandleReportBody,
  PublicContentPage,
  PublicContentQuery,
  ReportFilter,
  ReportSubmissionDetail,
  ReportSubmissionPage,
  ReportSubmissionSummary,
  ReportTenantQuery,
  SaveContentDraftBody,
  SubmitReportAnswer,
  SubmitReportBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { ContentService } from './service.js';

const security = [{ bearer: [] }];
const pages = ['system: content pages'];
const reports = ['system: report submissions'];

export const contentRoutes =
  (service: ContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${C}/${ContentPaths.editor}`,
      {
        schema: {
          tags: pages,
          security,
          summary: "A content page's draft (or newest version) and its version history, for the editor",
          querystring: ContentSlot,
          response: { 200: envelopeOf(ContentEditorState) },
        },
      },
      async (req) => ok(await service.editor(ctxOf(req), req.query)),
    );
    app.get(
      `${C}/${ContentPaths.version}`,
      {
        schema: {
          tags: pages,
          security,
          summary: 'One version of a content page',
          querystring: ContentIdQuery,
          response: { 200: envelopeOf(ContentVersion) },
        },
      },
      async (req) => ok(await service.version(ctxOf(req), req.query.id)),
    );
    app.post(
      `${C}/${ContentPaths.saveDraft}`,
      {
        schema: {
          tags: pages,
          security,
          summary:
            "Saves a content page's draft (HTML sanitised); the first save after a publish starts a new version",
          body: SaveContentDraftBody,
          response: { 200: envelopeOf(ContentVersion) },
        },
      },
      async (req) => ok(await service.saveDraft(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      `${C}/${ContentPaths.publish}`,
      {
        schema: {
          tags: pages,
          security,
          summary: 'Publishes a draft: the version is frozen and becomes the one the public reads',
          body: ContentIdBody,
          response: { 200: envelopeOf(ContentVersion) },
        },
      },
      async (req) => ok(await service.publish(ctxOf(req), req.body.id), text('documents.content.published')),
    );
    app.post(
      `${C}/${ContentPaths.restore}`,
      {
        schema: {
          tags: pages,
          security,
          summary: "Copies an earlier version into its page's draft",
          body: ContentIdBody,
          response: { 200: envelopeOf(ContentVersion) },
        },
      },
      async (req) => ok(await service.restore(ctxOf(req), req.body.id)),
    );
    app.get(
      `${C}/${ContentPaths.formChoices}`,
      {
        schema: {
          tags: pages,
          security,
          summary: "The tenant's forms the report page may render",
          querystring: ContentFormChoicesQuery,
          response: { 200: envelopeOf(z.array(ContentFormChoice)) },
        },
      },
      async (req) => ok(await service.formChoices(ctxOf(req), req.query.keyword)),
    );
    app.get(
      `${C}/${ContentPaths.reportList}`,
      {
        schema: {
          tags: reports,
          security,
          summary: "A page of the tenant's report submissions, newest first",
          querystring: ReportFilter,
          response: { 200: envelopeOf(ReportSubmissionPage) },
        },
      },
      async (req) => ok(await service.submissions(ctxOf(req), req.query)),
    );
    app.get(
      `${C}/${ContentPaths.reportDetail}`,
      {
        schema: {
          tags: reports,
          security,
          summary: 'One report submission with the form version it filled in',
          querystring: ContentIdQuery,
          response: { 200: envelopeOf(ReportSubmissionDetail) },
        },
      },
      async (req) => ok(await service.submission(ctxOf(req), req.query.id)),
    );
    app.post(
      `${C}/${ContentPaths.reportHandle}`,
      {
        schema: {
          tags: reports,
          security,
          summary: 'Sets a report submission in hand or handled, with a reply',
          body: HandleReportBody,
          response: { 200: envelopeOf(ReportSubmissionSummary) },
        },
      },
      async (req) => ok(await service.handle(ctxOf(req), req.body), text('common.saved')),
    );
  };

export const publicContentRoutes =
  (service: ContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${C}/${ContentPaths.publicPage}`,
      {
        schema: {
          tags: ['content: public'],
          summary:
            "A content page's newest published version (no sign-in): the named tenant's, else the platform's; the report page with its form",
          querystring: PublicContentQuery,
          response: { 200: envelopeOf(PublicContentPage) },
        },
      },
      async (req, reply) => {
        const page = await service.publicPage(req.query, req.language, req.ip);
        reply.header('cache-control', 'no-store');
        return ok(page);
      },
    );
    app.post(
      `${C}/${ContentPaths.publicReport}`,
      {
        schema: {
          tags: ['content: public'],
          summary: 'Submits the report form (no sign-in, limited per address) to the tenant the page names',
          querystring: ReportTenantQuery,
          body: SubmitReportBody,
          response: { 200: envelopeOf(SubmitReportAnswer) },
        },
      },
      async (req) =>
        ok(
          await service.submitReport(req.query, req.body, req.language, req.ip),
          text('documents.content.submitted'),
        ),
    );
  };
