// A tenant's users, managed by its system managers, inside the authenticated scope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddTenantUserBody,
  ChangeStatusBody,
  DeletedTenantUser,
  DeleteTenantUserBody,
  envelopeOf,
  IdQuery,
  ImportReport,
  ResetPasswordBody,
  TenantScopeQuery,
  TenantUser,
  TenantUserFilter,
  TenantUserOptions,
  TenantUserPage,
  TenantUserPageQuery,
  UpdateTenantUserBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { t, text } from '../../i18n/index.js';
import { refuse } from '../../http/errors.js';
import type { UserImport } from './import.js';
import { writeUsers } from './sheet.js';
import type { TenantUserService } from './service.js';

const tags = ['system: users'];
const security = [{ bearer: [] }];
const U = `${P}/tenantuser`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX_MB = 5;

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

/** The one .xlsx file of a multipart import (field `file`) and its text fields. */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) refuse('body.file', text('tenantUser.upload.notMultipart'));
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1 } })) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      refuse('body.file', text('tenantUser.upload.tooLarge', { max: IMPORT_MAX_MB }));
    if (code === 'FST_FILES_LIMIT') refuse('body.file', text('tenantUser.upload.oneFile'));
    throw error;
  }
  if (!file?.length) refuse('body.file', text('tenantUser.upload.noFile'));
  return { file, fields };
}

export const tenantUserRoutes =
  (service: TenantUserService, importer: UserImport): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${U}/queryByPage`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's users",
          querystring: TenantUserPageQuery,
          body: TenantUserFilter.optional(),
          response: { 200: envelopeOf(TenantUserPage) },
        },
      },
      async (req) =>
        ok(
          await service.page(
            ctxOf(req),
            req.query.tenantId,
            req.query.pageIndex,
            req.query.pageSize,
            req.body ?? {},
          ),
        ),
    );
    app.get(
      `${U}/getById`,
      {
        schema: {
          tags,
          security,
          summary: 'One user of the tenant',
          querystring: IdQuery.extend(TenantScopeQuery.shape),
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.tenantId, req.query.id)),
    );
    app.post(
      `${U}/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a user in the tenant',
          querystring: TenantScopeQuery,
          body: AddTenantUserBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.query.tenantId, req.body), text('common.created')),
    );
    app.post(
      `${U}/update`,
      {
        schema: {
          tags,
          security,
          summary: "Change a user's profile, department, position, roles, status",
          querystring: TenantScopeQuery,
          body: UpdateTenantUserBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) =>
        ok(await service.update(ctxOf(req), req.query.tenantId, req.body), text('common.updated')),
    );
    app.post(
      `${U}/changeStatus`,
      {
        schema: {
          tags,
          security,
          summary: 'Enable or disable a user in the tenant',
          querystring: TenantScopeQuery,
          body: ChangeStatusBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) =>
        ok(
          await service.changeStatus(ctxOf(req), req.query.tenantId, req.body.id, req.body.status),
          text('common.updated'),
        ),
    );
    app.post(
      `${U}/resetPwd`,
      {
        schema: {
          tags,
          security,
          summary: "Reset a user's password (ends their sessions)",
          querystring: TenantScopeQuery,
          body: ResetPasswordBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.resetPassword(ctxOf(req), req.query.tenantId, req.body.id, req.body.password);
        return ok(null, text('tenantUser.passwordReset'));
      },
    );
    app.post(
      `${U}/delete`,
      {
        schema: {
          tags,
          security,
          summary:
            'Delete a user from the tenant (their roles and sessions here end; the account goes too ' +
            'when the user belongs to no other tenant and is not a platform administrator)',
          querystring: TenantScopeQuery,
          body: DeleteTenantUserBody,
          response: { 200: envelopeOf(DeletedTenantUser) },
        },
      },
      async (req) => {
        const deleted = await service.remove(ctxOf(req), req.query.tenantId, req.body.id);
        return ok(
          deleted,
          deleted.accountDeleted ? text('common.deleted') : text('tenantUser.removedKeptAccount'),
        );
      },
    );
    app.get(
      `${U}/options`,
      {
        schema: {
          tags,
          security,
          summary: "The departments, positions and roles a tenant's users can be given",
          querystring: TenantScopeQuery,
          response: { 200: envelopeOf(TenantUserOptions) },
        },
      },
      async (req) => ok(await service.options(ctxOf(req), req.query.tenantId)),
    );
    app.post(
      `${U}/export`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'The users matching the filter as an .xlsx sheet',
          querystring: TenantScopeQuery,
          body: TenantUserFilter.optional(),
        },
      },
      async (req, reply) => {
        const { users, options } = await service.all(ctxOf(req), req.query.tenantId, req.body ?? {});
        return sendWorkbook(
          reply,
          t(req.language, 'tenantUser.files.export'),
          'users.xlsx',
          await writeUsers(users, options, req.language),
        );
      },
    );
    app.get(
      `${U}/importTemplate`,
      {
        schema: {
          tags,
          security,
          summary: "The import sheet, with the tenant's departments, positions and roles to choose from",
          querystring: TenantScopeQuery,
        },
      },
      async (req, reply) =>
        sendWorkbook(
          reply,
          t(req.language, 'tenantUser.files.template'),
          'user-import-template.xlsx',
          await importer.template(ctxOf(req), req.query.tenantId, req.language),
        ),
    );
    app.post(
      `${U}/import`,
      {
        schema: {
          tags,
          security,
          summary:
            'Import users from an .xlsx sheet (multipart: file, optional password for rows without one); ' +
            'valid rows are created together, refused rows reported by row, column and reason',
          querystring: TenantScopeQuery,
          response: { 200: envelopeOf(ImportReport) },
        },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const { file, fields } = await readUpload(req);
        const report = await importer.run(
          ctx,
          req.query.tenantId,
          file,
          fields.password || undefined,
          req.language,
        );
        return ok(
          report,
          text('tenantUser.imported', {
            imported: report.imported,
            failed: new Set(report.errors.map((e) => e.row)).size,
          }),
        );
      },
    );
  };
