// Applications, answers and the process (ent/saveWorkFlow, updateEntProcess, submit, withdraw,
// paper/saveAnswer, getASData(s), the lists, experts, formal check, review; ccbd
// brand/biz/getBizByProcess). Rules in process-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRAND_PREFIX,
  BrandAnswerQuery,
  BrandApplyBody,
  BrandAssignBody,
  BrandFormalCheckBody,
  BrandPaths as P,
  BrandProcessFilter,
  BrandProcessIdBody,
  BrandProcessIdQuery,
  BrandReviewBody,
  BrandSaveAnswerBody,
  BrandUpdateBody,
  CCBD_PREFIX,
  CcbdPaths,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { BrandDeps } from './deps.js';
import { processService } from './process-service.js';

const tags = ['brand: processes'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${BRAND_PREFIX}/${p}`;

export const processRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = processService(deps);

    app.post(
      path(P.saveWorkFlow),
      {
        schema: {
          tags,
          security,
          summary:
            'The enterprise applies for a brand assessment: numbered BA-YYYY-NNNNN, the process waits for its answers',
          body: BrandApplyBody,
        },
      },
      async (req) => ok(await service.apply(ctxOf(req), req.body), text('brand.process.applied')),
    );
    app.post(
      path(P.updateProcess),
      {
        schema: {
          tags,
          security,
          summary: 'The enterprise changes its application while answering or returned',
          body: BrandUpdateBody,
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('brand.process.updated')),
    );
    app.post(
      path(P.saveAnswer),
      {
        schema: {
          tags,
          security,
          summary:
            "Save one questionnaire's answers: a draft keeps anything, a final answer passes the form's rules (every wrong field named)",
          body: BrandSaveAnswerBody,
        },
      },
      async (req) =>
        ok(
          await service.saveAnswer(ctxOf(req), req.body, req.language),
          text(req.body.draft ? 'brand.process.draftSaved' : 'brand.process.answerSaved'),
        ),
    );
    app.post(
      path(P.answers),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'Every saved answer of a process',
          querystring: BrandProcessIdQuery,
        },
      },
      async (req) => ok(await service.answers(ctxOf(req), req.query.processId)),
    );
    app.post(
      path(P.answer),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "One questionnaire's saved answer of a process (null when none)",
          querystring: BrandAnswerQuery,
        },
      },
      async (req) => ok(await service.answer(ctxOf(req), req.query.processId, req.query.qsId)),
    );
    app.post(
      path(P.submit),
      {
        schema: {
          tags,
          security,
          summary:
            'Submit the answers (every questionnaire answered, none a draft): the formal check follows',
          body: BrandProcessIdBody,
        },
      },
      async (req) =>
        ok(await service.submit(ctxOf(req), req.body.processId), text('brand.process.submitted')),
    );
    app.post(
      path(P.withdraw),
      {
        schema: {
          tags,
          security,
          summary: 'Withdraw an assessment before its formal check (its process is cancelled)',
          body: BrandProcessIdBody,
        },
      },
      async (req) =>
        ok(await service.withdraw(ctxOf(req), req.body.processId), text('brand.process.withdrawn')),
    );
    app.post(
      path(P.processes),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of processes, newest first: the enterprise's own, the body's all",
          querystring: PageQuery,
          body: BrandProcessFilter.optional(),
        },
      },
      async (req) => ok(await service.list(ctxOf(req), req.query, req.body ?? {})),
    );
    app.get(
      path(P.process),
      {
        schema: {
          tags,
          security,
          summary: "A process with its application, answers' state, experts and result",
          querystring: BrandProcessIdQuery,
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.processId)),
    );
    app.get(
      `${CCBD_PREFIX}/${CcbdPaths.bizByProcess}`,
      {
        schema: {
          tags,
          security,
          summary: 'The business (application) behind a process',
          querystring: BrandProcessIdQuery,
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.processId)),
    );
    app.get(
      path(P.expertCandidates),
      { schema: { tags, security, summary: "The tenant's brand experts who may be assigned" } },
      async (req) => ok(await service.candidates(ctxOf(req))),
    );
    app.post(
      path(P.assignExperts),
      {
        schema: {
          tags,
          security,
          summary: 'Assign the scoring experts (while submitted or scoring, before any of them submitted)',
          body: BrandAssignBody,
        },
      },
      async (req) => ok(await service.assign(ctxOf(req), req.body), text('brand.process.assigned')),
    );
    app.post(
      path(P.formalCheck),
      {
        schema: {
          tags,
          security,
          summary:
            'The formal check: passed (experts assigned) starts the scoring; returned (with a comment) goes back to the enterprise',
          body: BrandFormalCheckBody,
        },
      },
      async (req) => ok(await service.formalCheck(ctxOf(req), req.body), text('brand.process.checked')),
    );
    app.post(
      path(P.review),
      {
        schema: {
          tags,
          security,
          summary:
            'The review: approved publishes the strength score, level and value; returned (with a comment) sends it back to scoring',
          body: BrandReviewBody,
        },
      },
      async (req) =>
        ok(await service.review(ctxOf(req), req.body, req.language), text('brand.process.reviewed')),
    );
  };
