// Verification (verify/*, ISO 14064-3) on the workflow engine: the company submits and answers
// findings; the verifier (role 33, same tenant, never the submitter) samples rows, raises and closes
// findings, and issues the statement or returns the inventory. The rules are in
// verification-service.ts; the process and its handler in process.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerBody,
  CARBON_PREFIX,
  CarbonPaths as P,
  FindingBody,
  IdBody,
  IdQuery,
  ReturnBody,
  SampleBody,
  StatementBody,
  SubmitVerificationBody,
  VerificationFilter,
  VerificationRowsQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { CarbonDeps } from './deps.js';
import { VERIFIED_HANDLER, verificationProcessDeployer, verifiedHandler } from './process.js';
import { verificationService } from './verification-service.js';

const tags = ['carbon: verification'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CARBON_PREFIX}/${p}`;

export const verificationRoutes =
  (deps: CarbonDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deployProcess = verificationProcessDeployer(deps.db, deps.workflow);
    const service = verificationService({ ...deps, deployProcess });
    deps.workflow.registerHandler(VERIFIED_HANDLER, verifiedHandler(service.returnFromQueue));
    // A database that cannot be reached at start-up must not stop the server: the first submission
    // deploys the process then.
    app.addHook('onReady', async () => {
      await deployProcess().catch((err: unknown) =>
        deps.log.error({ err }, 'the carbon verification process could not be deployed at start-up'),
      );
    });

    app.post(
      path(P.submitVerification),
      {
        schema: {
          tags,
          security,
          summary:
            "Submit a model's inventory for verification: the model and its year's activity rows are locked, a verifier's task opens",
          body: SubmitVerificationBody,
        },
      },
      async (req) =>
        ok(await service.submit(ctxOf(req), req.body.modelId), text('carbon.verification.submitted')),
    );
    app.get(
      path(P.verifications),
      {
        schema: {
          tags,
          security,
          summary:
            "Verifications: carbon staff see their tenant's; a verifier sees those they may act on and those they handled",
          querystring: VerificationFilter,
        },
      },
      async (req) => ok(await service.list(ctxOf(req), req.query)),
    );
    app.get(
      path(P.verification),
      {
        schema: {
          tags,
          security,
          summary:
            'A verification with its findings, samples and figures (kept as verified once the statement is issued)',
          querystring: IdQuery,
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.id)),
    );
    app.get(
      path(P.verificationRows),
      {
        schema: {
          tags,
          security,
          summary:
            "The activity rows a verification covers (its model's organisation subtree and year), with their evidence and sample results",
          querystring: VerificationRowsQuery,
        },
      },
      async (req) => ok(await service.rows(ctxOf(req), req.query)),
    );
    app.post(
      path(P.sample),
      {
        schema: {
          tags,
          security,
          summary: 'The verifier marks an activity row checked (ok or issue) with a note',
          body: SampleBody,
        },
      },
      async (req) => ok(await service.sample(ctxOf(req), req.body), text('carbon.verification.sampled')),
    );
    app.post(
      path(P.addFinding),
      {
        schema: {
          tags,
          security,
          summary:
            'The verifier raises a finding (misstatement, nonconformity, observation); the submitter hears of it',
          body: FindingBody,
        },
      },
      async (req) =>
        ok(await service.addFinding(ctxOf(req), req.body), text('carbon.verification.findingAdded')),
    );
    app.post(
      path(P.answerFinding),
      {
        schema: {
          tags,
          security,
          summary: 'The company answers a finding; the verifier hears of it',
          body: AnswerBody,
        },
      },
      async (req) =>
        ok(await service.answerFinding(ctxOf(req), req.body), text('carbon.verification.findingAnswered')),
    );
    app.post(
      path(P.closeFinding),
      { schema: { tags, security, summary: 'The verifier closes a finding', body: IdBody } },
      async (req) =>
        ok(
          await service.closeFinding(ctxOf(req), req.body.id),
          text('carbon.verification.findingClosedDone'),
        ),
    );
    app.post(
      path(P.issueStatement),
      {
        schema: {
          tags,
          security,
          summary:
            'The verification statement (assurance, materiality, opinion): every finding closed; the figures are kept and the model locked',
          body: StatementBody,
        },
      },
      async (req) =>
        ok(await service.statement(ctxOf(req), req.body), text('carbon.verification.statementIssued')),
    );
    app.post(
      path(P.returnVerification),
      {
        schema: {
          tags,
          security,
          summary:
            'The verifier returns the inventory for correction; the company resubmits it as a new verification',
          body: ReturnBody,
        },
      },
      async (req) =>
        ok(await service.returnVerification(ctxOf(req), req.body), text('carbon.verification.returned')),
    );
  };
