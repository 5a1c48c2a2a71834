// Contracts and quotations (contract/*, H2): the body's lists, editor, document, sending, signing and
// cancelling; the enterprise's view of its contract and its signed scan. Rules: contract-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERT_PREFIX,
  CertAwaitingFilter,
  CertContractBody,
  CertContractCancelBody,
  CertContractClientSignBody,
  CertContractFilter,
  CertContractId,
  CertContractOfApplication,
  CertContractPaths,
  CertContractSignBody,
  CertPaths,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import { contractService } from './contract-service.js';
import type { CertDeps } from './deps.js';

const tags = ['cert: contracts'];
const security = [{ bearer: [] }];
type Path =
  (typeof CertPaths)[keyof typeof CertPaths] | (typeof CertContractPaths)[keyof typeof CertContractPaths];
const path = (p: Path) => `${CERT_PREFIX}/${p}`;
const paging = { pageIndex: true, pageSize: true } as const;

export const contractRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = contractService(deps);

    app.post(
      path(CertContractPaths.awaiting),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'Accepted applications awaiting their contract (none yet, or only cancelled ones)',
          querystring: PageQuery,
          body: CertAwaitingFilter.omit(paging).optional(),
        },
      },
      async (req) => ok(await service.awaiting(ctxOf(req), { ...req.query, ...req.body })),
    );
    app.post(
      path(CertPaths.contracts),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            'Contracts, latest first, by status, keyword (contract no, application no, enterprise) and date made',
          querystring: PageQuery,
          body: CertContractFilter.omit(paging).optional(),
        },
      },
      async (req) => ok(await service.list(ctxOf(req), { ...req.query, ...req.body })),
    );
    app.get(
      path(CertPaths.contract),
      {
        schema: {
          tags,
          security,
          summary: "A contract with its quotation (the body's, or the enterprise's own once sent)",
          querystring: CertContractId,
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.id)),
    );
    app.get(
      path(CertContractPaths.myContract),
      {
        schema: {
          tags,
          security,
          summary: "The enterprise's contract of its application (null until one is sent)",
          querystring: CertContractOfApplication,
        },
      },
      async (req) => ok(await service.mine(ctxOf(req), req.query.applicationId)),
    );
    app.post(
      path(CertPaths.saveContract),
      {
        schema: {
          tags,
          security,
          summary:
            'Create the contract of an accepted application, or change a draft or sent one (it becomes a draft again)',
          body: CertContractBody,
        },
      },
      async (req) =>
        ok(await service.save(ctxOf(req), req.body), text(req.body.id ? 'common.updated' : 'common.created')),
    );
    app.get(
      path(CertPaths.contractDocument),
      {
        schema: {
          tags,
          security,
          summary: 'The contract as a Word document (.docx) filled from the template',
          querystring: CertContractId,
        },
      },
      async (req, reply) => {
        const doc = await service.document(ctxOf(req), req.query.id, req.language);
        return reply
          .header('content-type', doc.contentType)
          .header('content-disposition', contentDisposition('attachment', doc.fileName))
          .send(doc.body);
      },
    );
    app.post(
      path(CertPaths.sendContract),
      {
        schema: {
          tags,
          security,
          summary: 'Send a draft contract to the enterprise (a message tells them)',
          body: CertContractId,
        },
      },
      async (req) => ok(await service.send(ctxOf(req), req.body.id), text('cert.contract.sent')),
    );
    app.post(
      path(CertContractPaths.clientSign),
      {
        schema: {
          tags,
          security,
          summary: 'The enterprise uploads its signed scan of a sent contract; the body then signs',
          body: CertContractClientSignBody,
        },
      },
      async (req) => ok(await service.clientSign(ctxOf(req), req.body), text('cert.contract.clientSigned')),
    );
    app.post(
      path(CertPaths.signContract),
      {
        schema: {
          tags,
          security,
          summary:
            'The body signs with the signed copy: the application is contracted, its audit programme created, the process moves on to planning',
          body: CertContractSignBody,
        },
      },
      async (req) => ok(await service.sign(ctxOf(req), req.body), text('cert.contract.signed')),
    );
    app.post(
      path(CertPaths.cancelContract),
      {
        schema: {
          tags,
          security,
          summary: 'Cancel a draft or sent contract with a reason: the application ends as withdrawn',
          body: CertContractCancelBody,
        },
      },
      async (req) => ok(await service.cancel(ctxOf(req), req.body), text('cert.contract.cancelled')),
    );
  };
