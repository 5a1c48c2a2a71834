// Devices, monthly activity data and their imports (device/*, deviceData/*, import/*). Every call is
// for the tenant's carbon staff (access.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARBON_PREFIX,
  CarbonPaths,
  DataBody,
  DataFilter,
  DataRemoveBody,
  DeviceBody,
  DeviceFilter,
  ImportQuery,
  PageQuery,
  Year,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../../http/errors.js';
import { t, text } from '../../i18n/index.js';
import { carbonAccess } from './access.js';
import { activityImports } from './activity-imports.js';
import { activityRepo } from './activity-repo.js';
import { activityService } from './activity-service.js';
import { dataTemplate, deviceTemplate, reportWorkbook } from './activity-sheets.js';
import type { CarbonDeps } from './deps.js';

const tags = ['carbon: activity data'];
const security = [{ bearer: [] }];
const path = (p: (typeof CarbonPaths)[keyof typeof CarbonPaths]) => `${CARBON_PREFIX}/${p}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A year of readings of a few thousand devices fits; the row limit of the reader guards the rest. */
const IMPORT_MAX_MB = 30;
const IdQuery = z.object({ id: z.uuid() });
const IdBody = z.object({ id: z.uuid() });

/** An attachment named in UTF-8 (RFC 6266), with an ASCII fallback for old clients. */
function sendWorkbook(reply: FastifyReply, name: string, fallback: string, bytes: Buffer) {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(bytes);
}

/** The one .xlsx file of a multipart import (part `file`). */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) refuse('body.file', text('carbon.activity.upload.notMultipart'));
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1 } })) {
      if (part.type === 'file') {
        file = await part.toBuffer();
        // A part may come without a file name (the header is optional).
        fileName = part.filename ?? '';
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      refuse('body.file', text('carbon.activity.upload.tooLarge', { max: IMPORT_MAX_MB }));
    if (code === 'FST_FILES_LIMIT') refuse('body.file', text('carbon.activity.upload.oneFile'));
    throw error;
  }
  if (!file?.length) refuse('body.file', text('carbon.activity.upload.noFile'));
  return { file, fileName: fileName.slice(0, 200) || 'import.xlsx' };
}

export const activityRoutes =
  (deps: CarbonDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = carbonAccess(deps);
    const service = activityService(deps.db);
    const imports = activityImports(deps.db, deps.log);
    app.addHook('onClose', () => imports.idle());
    const staff = async (req: FastifyRequest) => {
      const ctx = ctxOf(req);
      await access.assertCarbonUser(ctx);
      return ctx;
    };

    // Devices -------------------------------------------------------------------------------------

    app.post(
      path(CarbonPaths.devices),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            "A page of the tenant's devices (meters), by organisation (with those below it) and code or name",
          querystring: PageQuery,
          body: DeviceFilter.omit({ pageIndex: true, pageSize: true }).optional(),
        },
      },
      async (req) =>
        ok(await service.devices(await staff(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.post(
      path(CarbonPaths.saveDevice),
      { schema: { tags, security, summary: 'Adds or changes a device', body: DeviceBody } },
      async (req) => ok(await service.saveDevice(await staff(req), req.body)),
    );
    app.post(
      path(CarbonPaths.removeDevice),
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a device that has no readings and no emission source naming it',
          body: IdBody,
        },
      },
      async (req) => {
        await service.removeDevice(await staff(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      path(CarbonPaths.deviceTemplate),
      { schema: { tags, security, summary: 'The device import template (.xlsx)' } },
      async (req, reply) => {
        const ctx = await staff(req);
        const [org] = await activityRepo.orgs(deps.db, ctx.tenantId);
        return sendWorkbook(
          reply,
          t(req.language, 'carbon.activity.files.deviceTemplate'),
          'device-template.xlsx',
          await deviceTemplate(req.language, org?.name),
        );
      },
    );

    // Activity data -------------------------------------------------------------------------------

    app.post(
      path(CarbonPaths.data),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            'A page of monthly readings of a year, by organisation (with those below it), device and month',
          querystring: PageQuery,
          body: DataFilter.omit({ pageIndex: true, pageSize: true }),
        },
      },
      async (req) =>
        ok(await service.data(await staff(req), req.query.pageIndex, req.query.pageSize, req.body)),
    );
    app.post(
      path(CarbonPaths.saveData),
      {
        schema: {
          tags,
          security,
          summary:
            "Enters a month's reading of a device, or corrects one (id, with a reason kept in its history)",
          body: DataBody,
        },
      },
      async (req) => ok(await service.saveData(await staff(req), req.body)),
    );
    app.post(
      path(CarbonPaths.removeData),
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a reading (the reason is kept in its history)',
          body: DataRemoveBody,
        },
      },
      async (req) => {
        await service.removeData(await staff(req), req.body.id, req.body.reason);
        return ok(null);
      },
    );
    app.get(
      path(CarbonPaths.dataHistory),
      {
        config: { writes: false },
        schema: { tags, security, summary: "A reading's corrections, newest first", querystring: IdQuery },
      },
      async (req) => ok(await service.history(await staff(req), req.query.id)),
    );
    app.get(
      path(CarbonPaths.dataTemplate),
      {
        schema: {
          tags,
          security,
          summary:
            'The data import template of a year (.xlsx): one row per device of the tenant, twelve month columns',
          querystring: z.object({ year: Year.optional() }),
        },
      },
      async (req, reply) => {
        const ctx = await staff(req);
        const year = req.query.year ?? new Date().getFullYear();
        const devices = await activityRepo.allDevices(deps.db, ctx.tenantId);
        return sendWorkbook(
          reply,
          t(req.language, 'carbon.activity.files.dataTemplate', { year }),
          `activity-template-${year}.xlsx`,
          await dataTemplate(req.language, year, devices),
        );
      },
    );

    // Imports -------------------------------------------------------------------------------------

    app.post(
      path(CarbonPaths.importDevices),
      {
        schema: {
          tags,
          security,
          summary: 'Starts an import of devices from .xlsx (multipart `file`); answers the running import',
          querystring: ImportQuery,
        },
      },
      async (req) => {
        const ctx = await staff(req);
        const { file, fileName } = await readUpload(req);
        return ok(
          await imports.start(ctx, 'device', req.query.mode, undefined, fileName, file, req.language),
          text('carbon.activity.imported'),
        );
      },
    );
    app.post(
      path(CarbonPaths.importData),
      {
        schema: {
          tags,
          security,
          summary:
            'Starts an import of monthly readings of a year from .xlsx (multipart `file`); answers the running import',
          querystring: ImportQuery,
        },
      },
      async (req) => {
        const ctx = await staff(req);
        if (!req.query.year) refuse('query.year', text('carbon.activity.yearRequired'));
        const { file, fileName } = await readUpload(req);
        return ok(
          await imports.start(ctx, 'data', req.query.mode, req.query.year, fileName, file, req.language),
          text('carbon.activity.imported'),
        );
      },
    );
    app.get(
      path(CarbonPaths.importStatus),
      {
        config: { writes: false },
        schema: { tags, security, summary: "An import's progress and report", querystring: IdQuery },
      },
      async (req) => ok(await imports.status(await staff(req), req.query.id, req.language)),
    );
    app.get(
      path(CarbonPaths.importReport),
      {
        config: { writes: false },
        schema: { tags, security, summary: 'The refused rows of an import (.xlsx)', querystring: IdQuery },
      },
      async (req, reply) => {
        const found = await imports.status(await staff(req), req.query.id, req.language);
        return sendWorkbook(
          reply,
          t(req.language, 'carbon.activity.files.report'),
          'import-report.xlsx',
          await reportWorkbook(req.language, found.report),
        );
      },
    );
  };
