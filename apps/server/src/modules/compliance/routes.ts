// Filling in and reviewing submissions (api-brms compliance/form/*): add, doanswer, submit and detail
// for the filler; detailwithanswer and versions for the filler, reviewers and assigned experts; list and
// review for the publisher's reviewers; mine for the filler's own submissions across publishers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddSubmissionBody,
  BusinessPaths,
  COMPLIANCE_PREFIX,
  DoAnswerBody,
  DraftSaved,
  envelopeOf,
  PageQuery,
  ReviewBody,
  SubmissionDetail,
  SubmissionFilter,
  SubmissionPage,
  SubmissionQuery,
  SubmissionRef,
  SubmissionVersions,
  SubmitBody,
  SubmitResult,
  WithAnswerQuery,
} from '@platform/contract';
import { z } from 'zod';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { ComplianceService } from './service.js';

const tags = ['compliance'];
const security = [{ bearer: [] }];
const at = (path: string) => `${COMPLIANCE_PREFIX}/${path}`;

export const complianceRoutes =
  (service: ComplianceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      at(BusinessPaths.addSubmission),
      {
        schema: {
          tags,
          security,
          summary: 'Create my submission of a published paper, or answer the one I already have',
          body: AddSubmissionBody,
          response: { 200: envelopeOf(SubmissionRef) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body)),
    );
    app.post(
      at(BusinessPaths.doAnswer),
      {
        schema: {
          tags,
          security,
          summary: 'Save the answers of my submission as a draft (while a draft or returned)',
          body: DoAnswerBody,
          response: { 200: envelopeOf(DraftSaved) },
        },
      },
      async (req) => ok(await service.saveDraft(ctxOf(req), req.body), text('compliance.draftSaved')),
    );
    app.post(
      at(BusinessPaths.submit),
      {
        schema: {
          tags,
          security,
          summary: 'Submit my answers: checked against the pinned form version, stored as a new version',
          body: SubmitBody,
          response: { 200: envelopeOf(SubmitResult) },
        },
      },
      async (req) =>
        ok(await service.submit(ctxOf(req), req.body, req.language), text('compliance.submitted')),
    );
    app.get(
      at(BusinessPaths.fill),
      {
        schema: {
          tags,
          security,
          summary: 'A submission as its filler sees it (by submitId, no or flowNo): form, draft, comments',
          querystring: SubmissionQuery,
          response: { 200: envelopeOf(SubmissionDetail) },
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query, req.language)),
    );
    app.get(
      at(BusinessPaths.withAnswer),
      {
        schema: {
          tags,
          security,
          summary: 'A submitted version, read-only (the latest unless version is given)',
          querystring: WithAnswerQuery,
          response: { 200: envelopeOf(SubmissionDetail) },
        },
      },
      async (req) => ok(await service.withAnswer(ctxOf(req), req.query, req.language)),
    );
    app.get(
      at(BusinessPaths.versions),
      {
        schema: {
          tags,
          security,
          summary: 'Every submitted version of a submission, newest first',
          querystring: z.object({ submitId: z.uuid() }),
          response: { 200: envelopeOf(SubmissionVersions) },
        },
      },
      async (req) => ok(await service.versions(ctxOf(req), req.query.submitId)),
    );
    app.post(
      at(BusinessPaths.submissions),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the submissions to the caller's tenant's business items (reviewers)",
          querystring: PageQuery,
          body: SubmissionFilter.optional(),
          response: { 200: envelopeOf(SubmissionPage) },
        },
      },
      async (req) => ok(await service.list(ctxOf(req), req.query, req.body ?? {})),
    );
    app.post(
      at(BusinessPaths.mine),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'A page of my submissions, across publishers',
          querystring: PageQuery,
          body: SubmissionFilter.optional(),
          response: { 200: envelopeOf(SubmissionPage) },
        },
      },
      async (req) => ok(await service.mine(ctxOf(req), req.query, req.body ?? {})),
    );
    app.post(
      at(BusinessPaths.review),
      {
        schema: {
          tags,
          security,
          summary: 'Accept or return a submitted version, with a comment and comments per field',
          body: ReviewBody,
          response: { 200: envelopeOf(SubmitResult) },
        },
      },
      async (req) =>
        ok(
          await service.review(ctxOf(req), req.body),
          text(req.body.outcome === 'returned' ? 'compliance.returned' : 'compliance.accepted'),
        ),
    );
  };
