// The assessment report (ccbd/exportreport/detail, save, versions, document, queryReportPage): H5. The
// rules are in report-service.ts; the files in report-pdf.ts and report-docx.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandReportDocumentQuery,
  BrandReportFilter,
  BrandReportQuery,
  BrandReportSaveBody,
  CCBD_PREFIX,
  CcbdPaths,
  CcbdReportPaths,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import type { BrandDeps } from './deps.js';
import { reportDocx } from './report-docx.js';
import { reportPdf } from './report-pdf.js';
import { reportService } from './report-service.js';

const tags = ['brand: report'];
const security = [{ bearer: [] }];
type Path =
  (typeof CcbdPaths)[keyof typeof CcbdPaths] | (typeof CcbdReportPaths)[keyof typeof CcbdReportPaths];
const path = (p: Path) => `${CCBD_PREFIX}/${p}`;

export const reportRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = reportService(deps);

    app.post(
      path(CcbdReportPaths.reports),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'Processes that have a report (reviewing, completed) with their latest saved version',
          querystring: PageQuery,
          body: BrandReportFilter.optional(),
        },
      },
      async (req) => ok(await service.list(ctxOf(req), { ...req.query, ...req.body })),
    );
    app.get(
      path(CcbdPaths.reportDetail),
      {
        schema: {
          tags,
          security,
          summary:
            "A process's report: the application, group and indicator scores, experts' comments, the value and the latest text sections (generated until saved)",
          querystring: BrandReportQuery,
        },
      },
      async (req) =>
        ok(await service.report(ctxOf(req), req.query.processId, req.language, req.query.version)),
    );
    app.post(
      path(CcbdPaths.saveReport),
      {
        schema: {
          tags,
          security,
          summary: "Save the report's text sections as a new version (the body; reviewing or completed)",
          body: BrandReportSaveBody,
        },
      },
      async (req) => {
        const saved = await service.save(ctxOf(req), req.body, req.language);
        return ok(saved, text('brand.report.saved', { version: saved.version ?? 0 }));
      },
    );
    app.get(
      path(CcbdPaths.reportVersions),
      {
        schema: {
          tags,
          security,
          summary: "The report's saved versions, newest first",
          querystring: BrandReportQuery,
        },
      },
      async (req) => ok(await service.versions(ctxOf(req), req.query.processId)),
    );
    app.get(
      path(CcbdPaths.reportDocument),
      {
        schema: {
          tags,
          security,
          summary: 'The report as a PDF or Word document (the latest version unless one is named)',
          querystring: BrandReportDocumentQuery,
        },
      },
      async (req, reply) => {
        const { processId, format, version } = req.query;
        const report = await service.report(ctxOf(req), processId, req.language, version);
        const file =
          format === 'pdf' ? await reportPdf(report, req.language) : reportDocx(report, req.language);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition('attachment', file.fileName))
          .send(file.body);
      },
    );
  };
