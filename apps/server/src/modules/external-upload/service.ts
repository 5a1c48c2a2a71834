// External upload links (issue 23). Rules:
// - A link is made for a workflow task the caller holds (assignee, or a candidate of an open task) or
//   a business submission the caller may see (its submitter, a reviewer, an assigned expert). It lives
//   in the caller's tenant; its files are stored there in the creator's name.
// - The token is 256 random bits, answered once in the link's address; only its sha256 is kept.
// - The links of a target are listed to whoever may see the target; the tenant's list shows system
//   managers every link, anyone else their own. Revoking is for the creator or a system manager.
// - The public page reads a link by token (unknown 404, revoked or expired 410) and uploads one file
//   at a time under the upload module's rules, the link's accepted types and its file count, counted
//   per address and per link. Each file tells the creator through the message centre.
import crypto from 'node:crypto';
import {
  EXUPLOAD_PAGE,
  type CreateExUploadLinkBody,
  type CreatedExUploadLink,
  type ExUploadFile,
  type ExUploadLink,
  type ExUploadLinkFilter,
  type ExUploadLinkStatus,
  type ExUploadPublicInfo,
  type ExUploadReceived,
  type ExUploadSender,
  type ExUploadTarget,
} from '@platform/contract';
import { queuePage } from '@platform/contract/workflow-model';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';
import type { Caller, RequestContext } from '../../http/context.js';
import { AppError, conflict, forbidden, notFound, refuse } from '../../http/errors.js';
import { joined, text } from '../../i18n/index.js';
import { enforce, type Limit } from '../../security/throttle.js';
import { assertSystemManager } from '../account/access.js';
import type { MessageSender } from '../messages/send.js';
import { extensionOf } from '../upload/names.js';
import { fileUrl, type MultipartBody, type UploadService } from '../upload/service.js';
import { exUploadRepo as repo, type LinkListRow, type LinkRow } from './repo.js';

export interface ExUploadLimits {
  /** Public link reads per address. */
  readsPerIp: Limit;
  /** Upload attempts per address. */
  uploadsPerIp: Limit;
  /** Upload attempts per link, whoever makes them. */
  uploadsPerLink: Limit;
}

export const defaultExUploadLimits: ExUploadLimits = {
  readsPerIp: { max: 120, windowSeconds: 60 },
  uploadsPerIp: { max: 30, windowSeconds: 600 },
  uploadsPerLink: { max: 100, windowSeconds: 3600 },
};

export interface ExUploadDeps {
  db: Db;
  config: Config;
  uploads: Pick<UploadService, 'uploadThroughServer'>;
  sender: MessageSender;
  /** Refuses (404/403) unless the caller may see the task; answers what the link checks. */
  taskOf: (
    ctx: RequestContext,
    id: string,
  ) => Promise<{ status: string; held: boolean; queue: string | null }>;
  /** Refuses (404/403) unless the caller may see the submission. */
  checkSubmission: (ctx: RequestContext, id: string) => Promise<void>;
  limits?: ExUploadLimits;
  log?: { error(obj: object, msg: string): void };
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function statusOf(row: LinkRow, now = Date.now()): ExUploadLinkStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'active';
}

const linkOf = (r: LinkListRow): ExUploadLink => ({
  id: r.id,
  targetKind: r.targetKind as ExUploadLink['targetKind'],
  targetId: r.targetId,
  title: r.title,
  note: r.note,
  accept: r.accept,
  maxFiles: r.maxFiles,
  expiresAt: r.expiresAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
  status: statusOf(r),
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
  fileCount: r.fileCount,
});

/** The value of a multipart field sent before the file, or undefined. */
function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const entry = fields[name];
  const one = Array.isArray(entry) ? entry[0] : entry;
  if (one && typeof one === 'object' && 'value' in one && typeof one.value === 'string') return one.value;
  return undefined;
}

/** Who says they send the file (the multipart fields before it), checked field by field. */
function senderOf(fields: Record<string, unknown>): ExUploadSender {
  const value = (name: keyof ExUploadSender, max: number) => {
    const given = (fieldValue(fields, name) ?? '').trim();
    if (given.length > max) refuse(`body.${name}`, text('documents.exupload.tooLong', { max }));
    return given;
  };
  const uploaderName = value('uploaderName', 50);
  if (!uploaderName) refuse('body.uploaderName', text('documents.exupload.nameRequired'));
  return { uploaderName, uploaderOrg: value('uploaderOrg', 100), uploaderPhone: value('uploaderPhone', 30) };
}

export function exUploadService(deps: ExUploadDeps) {
  const { db, config, sender } = deps;
  const limits = deps.limits ?? defaultExUploadLimits;
  const serverTypes = config.upload.extensions;

  /** Whether the caller manages the tenant's system (every link is theirs to list and revoke). */
  async function isSystemManager(ctx: RequestContext) {
    if (ctx.isPlatformAdmin) return true;
    try {
      await assertSystemManager(db, ctx);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 403) return false;
      throw error;
    }
  }

  /** Refuses unless the caller may see the target (and, to make a link, holds the task). */
  async function checkTarget(ctx: RequestContext, target: ExUploadTarget, making: boolean) {
    if (target.targetKind === 'task') {
      const task = await deps.taskOf(ctx, target.targetId);
      if (making && (task.status !== 'open' || !task.held)) forbidden(text('documents.exupload.taskNotHeld'));
    } else {
      await deps.checkSubmission(ctx, target.targetId);
    }
  }

  /** The accepted extensions, lower case without the dot; a type the server refuses is refused here. */
  function acceptList(given: string[]): string[] {
    const list = [...new Set(given.map((e) => e.trim().toLowerCase().replace(/^\./, '')).filter(Boolean))];
    const unknown = list.filter((e) => !serverTypes.includes(e));
    if (unknown.length) {
      refuse(
        'body.accept',
        text('documents.exupload.typeNotAccepted', { types: joined(unknown), accepted: joined(serverTypes) }),
      );
    }
    return list;
  }

  async function ownLink(ctx: RequestContext, id: string) {
    const row = await repo.link(db, ctx.tenantId, id);
    if (!row) notFound(text('documents.exupload.notFound'));
    if (row.createdBy !== ctx.tenantUserId && !(await isSystemManager(ctx))) {
      // The target's people may read its links' files too.
      await checkTarget(
        ctx,
        { targetKind: row.targetKind as ExUploadTarget['targetKind'], targetId: row.targetId },
        false,
      );
    }
    return row;
  }

  /** The link a token names, with its tenant's name; unknown 404, revoked or expired 410. */
  async function usableLink(token: string) {
    const found = await withSystemScope(() => repo.linkByToken(db, hashOf(token)));
    if (!found) notFound(text('documents.exupload.notFound'));
    const status = statusOf(found.link);
    if (status === 'revoked') throw new AppError(410, text('documents.exupload.revoked'));
    if (status === 'expired') throw new AppError(410, text('documents.exupload.expired'));
    return found;
  }

  /** Where the creator's message opens: the task's queue, or the submission's review or portal page. */
  async function routeOf(link: LinkRow): Promise<Record<string, unknown>> {
    if (link.targetKind === 'task') {
      const [row] = rowsOf<{ queue: string | null }>(
        await db.execute(
          sql`select queue from wf_tasks where tenant_id = ${link.tenantId} and id = ${link.targetId}`,
        ),
      );
      return { taskId: link.targetId, route: row?.queue ? queuePage(row.queue) : null };
    }
    const [row] = rowsOf<{ tenant_id: string }>(
      await db.execute(sql`select tenant_id from biz_submissions where id = ${link.targetId}`),
    );
    return {
      submitId: link.targetId,
      route: row?.tenant_id === link.tenantId ? '/businessReview' : '/business',
    };
  }

  async function tellCreator(
    link: LinkRow,
    file: { name: string; uploaderName: string; uploaderOrg: string | null },
  ) {
    const params = {
      title: link.title,
      name: file.name,
      uploader: file.uploaderOrg ? `${file.uploaderName} (${file.uploaderOrg})` : file.uploaderName,
    };
    try {
      await sender.send({
        tenantId: link.tenantId,
        to: { type: 'users', tenantUserIds: [link.createdBy] },
        channels: [1],
        title: text('documents.exupload.receivedTitle', params),
        content: text('documents.exupload.receivedContent', params),
        targetType: 21,
        smsType: 'externalUpload',
        param: {
          linkId: link.id,
          targetKind: link.targetKind,
          targetId: link.targetId,
          ...(await routeOf(link)),
        },
      });
    } catch (err) {
      deps.log?.error({ err, linkId: link.id }, 'the message of an external upload was not sent');
    }
  }

  return {
    async create(ctx: RequestContext, body: CreateExUploadLinkBody): Promise<CreatedExUploadLink> {
      await checkTarget(ctx, body, true);
      const accept = acceptList(body.accept ?? []);
      const token = crypto.randomBytes(32).toString('base64url');
      const days = body.expiresInDays ?? 7;
      const row = await repo.insertLink(db, {
        tenantId: ctx.tenantId,
        tokenHash: hashOf(token),
        targetKind: body.targetKind,
        targetId: body.targetId,
        title: body.title,
        note: body.note ? body.note : null,
        accept,
        maxFiles: body.maxFiles ?? 10,
        expiresAt: new Date(Date.now() + days * 86_400_000),
        createdBy: ctx.tenantUserId,
      });
      const listed = (await repo.link(db, ctx.tenantId, row.id))!;
      return { ...linkOf(listed), url: `${EXUPLOAD_PAGE}?token=${token}` };
    },

    async ofTarget(ctx: RequestContext, target: ExUploadTarget): Promise<ExUploadLink[]> {
      await checkTarget(ctx, target, false);
      return (await repo.ofTarget(db, ctx.tenantId, target.targetKind, target.targetId)).map(linkOf);
    },

    async list(ctx: RequestContext, filter: ExUploadLinkFilter & { pageIndex: number; pageSize: number }) {
      const all = await isSystemManager(ctx);
      const { items, total } = await repo.page(
        db,
        ctx.tenantId,
        {
          ...(all ? {} : { createdBy: ctx.tenantUserId }),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.keyword ? { keyword: filter.keyword } : {}),
        },
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      return { items: items.map(linkOf), total };
    },

    async revoke(ctx: RequestContext, id: string): Promise<ExUploadLink> {
      const row = await repo.link(db, ctx.tenantId, id);
      if (!row) notFound(text('documents.exupload.notFound'));
      if (row.createdBy !== ctx.tenantUserId && !(await isSystemManager(ctx))) {
        forbidden(text('documents.exupload.notYours'));
      }
      await repo.revoke(db, ctx.tenantId, id);
      return linkOf((await repo.link(db, ctx.tenantId, id))!);
    },

    async files(ctx: RequestContext, linkId: string): Promise<ExUploadFile[]> {
      await ownLink(ctx, linkId);
      return (await repo.files(db, ctx.tenantId, linkId)).map((f) => ({
        id: f.id,
        linkId: f.linkId,
        name: f.originalName,
        size: f.size,
        url: fileUrl(f.fileKey),
        uploaderName: f.uploaderName,
        uploaderOrg: f.uploaderOrg,
        uploaderPhone: f.uploaderPhone,
        ip: f.ip,
        createdAt: f.createdAt.toISOString(),
      }));
    },

    // Public (no sign-in) ----------------------------------------------------------------------------

    async publicInfo(token: string, ip: string): Promise<ExUploadPublicInfo> {
      await enforce(db, `exupload:read:${ip}`, limits.readsPerIp);
      const { link, tenantName } = await usableLink(token);
      const received = await withTenantScope(link.tenantId, () => repo.fileCount(db, link.tenantId, link.id));
      return {
        title: link.title,
        note: link.note,
        tenantName,
        accept: link.accept.length ? link.accept : serverTypes,
        maxFiles: link.maxFiles,
        maxBytes: config.upload.maxBytes,
        received,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    async upload(token: string, body: MultipartBody, caller: Caller): Promise<ExUploadReceived> {
      await enforce(db, `exupload:upload:${caller.ip}`, limits.uploadsPerIp);
      const { link } = await usableLink(token);
      await enforce(db, `exupload:link:${link.id}`, limits.uploadsPerLink);
      const full = () => conflict(text('documents.exupload.full', { max: link.maxFiles }));
      return withTenantScope(link.tenantId, async () => {
        if ((await repo.fileCount(db, link.tenantId, link.id)) >= link.maxFiles) full();
        let sender: ExUploadSender | undefined;
        // The fields arrive before the file: the sender and the link's types are checked before a
        // byte is stored.
        const checked: MultipartBody = {
          isMultipart: () => body.isMultipart(),
          parts: (options) => body.parts(options),
          async file(options) {
            const part = await body.file(options);
            if (!part) return part;
            try {
              sender = senderOf(part.fields as Record<string, unknown>);
              const ext = extensionOf(part.filename ?? '');
              if (link.accept.length && !link.accept.includes(ext)) {
                refuse(
                  'body.file',
                  text('documents.exupload.typeRefused', { ext: ext || '-', accepted: joined(link.accept) }),
                );
              }
            } catch (error) {
              part.file.resume();
              throw error;
            }
            return part;
          },
        };
        const stored = await deps.uploads.uploadThroughServer(
          {
            sessionId: '',
            userId: '',
            tenantId: link.tenantId,
            tenantUserId: link.createdBy,
            roleId: null,
            isPlatformAdmin: false,
            app: null,
          },
          checked,
          'file',
        );
        const who = sender!;
        const saved = await db.transaction(async (tx) => {
          await repo.lockLink(tx, link.tenantId, link.id);
          const received = await repo.fileCount(tx, link.tenantId, link.id);
          if (received >= link.maxFiles) full();
          const row = await repo.insertFile(tx, {
            tenantId: link.tenantId,
            linkId: link.id,
            fileKey: stored.key,
            originalName: stored.name,
            size: stored.size,
            uploaderName: who.uploaderName,
            uploaderOrg: who.uploaderOrg || null,
            uploaderPhone: who.uploaderPhone || null,
            ip: caller.ip,
            userAgent: caller.userAgent?.slice(0, 500) ?? null,
          });
          return { row, received: received + 1 };
        });
        await tellCreator(link, {
          name: stored.name,
          uploaderName: who.uploaderName,
          uploaderOrg: who.uploaderOrg || null,
        });
        return {
          id: saved.row.id,
          name: saved.row.originalName,
          size: saved.row.size,
          createdAt: saved.row.createdAt.toISOString(),
          received: saved.received,
        };
      });
    },
  };
}

export type ExUploadService = ReturnType<typeof exUploadService>;
