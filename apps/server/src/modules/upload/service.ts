// Uploads (spec shell.md §7.7): signed policies for direct browser uploads, the embedded storage host
// that checks them, uploads through the API server, and tenant-checked downloads. Every stored object
// has an `uploads` row naming its tenant; a download is answered only to that tenant (or to anyone for
// the platform's public assets).
import crypto from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  UPLOAD_PREFIX,
  type UploadCallbackBody,
  type UploadCategory,
  type UploadedFile,
  type UploadPolicy,
} from '@platform/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, forbidden, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertPlatformAdmin } from '../account/access.js';
import {
  CATEGORY_RULES,
  checkKey,
  checkType,
  contentDisposition,
  contentTypeOf,
  displayName,
  extensionOf,
  fieldError,
  fileGuard,
  formatBytes,
  objectKey,
  servedInline,
} from './names.js';
import { issuePolicy, verifyForm } from './policy.js';
import { uploadRepo as repo, type UploadRow } from './repo.js';
import { objectStore, type ObjectStore } from './storage.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';

/** A request that ended, or broke off, before the whole file had arrived. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The download address a record keeps (an avatar, a logo, a form field's value). */
export function fileUrl(key: string): string {
  return `${UPLOAD_PREFIX}/file/${key.split('/').map(encodeURIComponent).join('/')}`;
}

const toFile = (row: UploadRow): UploadedFile => ({
  url: fileUrl(row.key),
  key: row.key,
  name: row.originalName,
  size: row.size,
  type: row.contentType,
});

export interface Download {
  contentType: string;
  disposition: string;
  size: number;
  target: { file: string } | { redirect: string };
}

interface PartsOptions {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
}

/** A multipart body as the service reads it, part by part (the route hands over its request's). */
export interface MultipartBody {
  isMultipart(): boolean;
  parts(options: PartsOptions): AsyncIterableIterator<Multipart>;
  file(options: PartsOptions): Promise<MultipartFile | undefined>;
}

/**
 * Names the tenant that owns an upload `ctx` may read although it is not its tenant's, or null. Modules
 * register one for what they share across tenants (app.uploads.registerSharedReader).
 */
export type SharedUploadReader = (ctx: RequestContext, key: string) => Promise<string | null>;

export function uploadService(db: Db, config: Config, store: ObjectStore = objectStore(config)) {
  const limits = config.upload;
  const sharedReaders: SharedUploadReader[] = [];
  const maxLabel = formatBytes(limits.maxBytes);

  function dirFor(ctx: RequestContext, category: UploadCategory): string {
    const rule = CATEGORY_RULES[category];
    if (rule.platform) assertPlatformAdmin(ctx, text('upload.logoAdminOnly'));
    const owner = rule.platform ? 'platform' : ctx.tenantId;
    return `${owner}/${category}/${crypto.randomBytes(8).toString('hex')}/`;
  }

  /**
   * Streams a file into the store through the size and content checks; answers its size. A request
   * that ends (or breaks off) inside the file fails the store's write with a refusal, and the store
   * leaves nothing of it behind.
   */
  async function storeFile(
    key: string,
    ext: string,
    source: Readable,
    range: { minSize: number; maxSize: number },
    field: string,
  ): Promise<number> {
    const { guard, size } = fileGuard({ ext, field, ...range });
    // finished() also reports a file stream that failed before this handler reached it (the whole
    // truncated body parsed while the handler awaited), which pipe() alone would wait on forever.
    // Once the guard has failed on its own (too large, wrong content), the source's end is moot.
    const stopWatching = finished(source, (error) => {
      if (error && !guard.destroyed) {
        guard.destroy(fieldError(400, field, text('upload.incomplete')));
      }
    });
    try {
      await store.write(key, source.pipe(guard), contentTypeOf(ext));
    } catch (error) {
      // Read what is left of the request, so that the refusal reaches the browser.
      source.unpipe(guard);
      source.resume();
      throw error;
    } finally {
      stopWatching();
    }
    return size();
  }

  /** Checks a form (fields before the file) against its policy, then stores the file. */
  async function storeForm(fields: Record<string, string>, part: MultipartFile): Promise<UploadedFile> {
    if (part.fieldname !== 'file') refuse(part.fieldname, text('upload.fileFieldName'));
    const allowed = verifyForm(fields, { bucket: store.bucket, credentials: await store.credentials() });
    const key = fields.key!;
    const { category } = checkKey(key);
    const tenantId = fields['x-amz-meta-tenant'] ?? '';
    const uploaderId = fields['x-amz-meta-uploader'] ?? '';
    if (!UUID.test(tenantId) || !UUID.test(uploaderId)) forbidden(text('upload.uploaderMissing'));
    const ext = checkType(key, category, limits.extensions, 'key');
    const size = await storeFile(
      key,
      ext,
      part.file,
      { minSize: Math.max(1, allowed.minSize), maxSize: Math.min(allowed.maxSize, limits.maxBytes) },
      'file',
    );
    // The storage host has no session: the signed policy names the tenant the file belongs to.
    const row = await withTenantScope(tenantId, () =>
      repo.insert(db, {
        tenantId,
        key,
        originalName: displayName(part.filename, key),
        size,
        contentType: contentTypeOf(ext),
        uploaderId,
        isPublic: CATEGORY_RULES[category].platform,
      }),
    );
    return toFile(row);
  }

  const multipartLimits = (fields: number, fieldSize: number) => ({
    limits: { fileSize: limits.maxBytes + 1, files: 1, fields, fieldSize, parts: fields + 1 },
  });

  return {
    limits,

    /** applyPolicy / minioPolicy: signed parameters for one browser upload into the caller's directory. */
    async policy(
      ctx: RequestContext,
      q: { dir: UploadCategory; fileName?: string; size?: number },
    ): Promise<UploadPolicy> {
      const dir = dirFor(ctx, q.dir);
      if (q.fileName !== undefined) checkType(q.fileName, q.dir, limits.extensions, 'query.fileName');
      if (q.size !== undefined && q.size > limits.maxBytes) {
        refuse('query.size', text('upload.tooLarge', { max: maxLabel }));
      }
      if (q.size === 0) refuse('query.size', text('upload.empty'));
      const now = new Date();
      const expiresAt = new Date(now.getTime() + limits.policyTtlSeconds * 1000);
      const credentials = await store.credentials();
      const issued = issuePolicy(
        {
          bucket: store.bucket,
          keyPrefix: dir,
          minSize: 1,
          maxSize: limits.maxBytes,
          expiresAt,
          fields: {
            success_action_status: '200',
            'x-amz-meta-tenant': ctx.tenantId,
            'x-amz-meta-uploader': ctx.tenantUserId,
          },
        },
        credentials,
        now,
      );
      return {
        accessid: credentials.accessKey,
        policy: issued.policy,
        signature: issued.signature,
        dir,
        host: store.host,
        expire: Math.floor(expiresAt.getTime() / 1000),
        callback: `${UPLOAD_PREFIX}/callback`,
        maxSize: limits.maxBytes,
        fields: issued.fields,
      };
    },

    /** The embedded storage host: a form POST accepted only under a valid, unexpired, matching policy. */
    async receiveForm(body: MultipartBody): Promise<UploadedFile> {
      if (store.kind !== 'local') notFound(text('upload.s3Configured'));
      if (!body.isMultipart()) refuse('body', text('upload.formRequired'));
      const fields: Record<string, string> = {};
      for await (const part of body.parts(multipartLimits(30, 20 * 1024))) {
        if (part.type === 'field') {
          fields[part.fieldname.toLowerCase()] = String(part.value);
          continue;
        }
        try {
          return await storeForm(fields, part);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      return refuse('file', text('upload.fileNotLast'));
    },

    /** uploadfile / uploadfileminio: a multipart upload through the API server into the configured store. */
    async uploadThroughServer(ctx: RequestContext, body: MultipartBody, category: UploadCategory) {
      const dir = dirFor(ctx, category);
      if (!body.isMultipart()) refuse('body.file', text('upload.multipartRequired'));
      const part = await body.file(multipartLimits(10, 1024));
      if (!part) return refuse('body.file', text('upload.chooseFile'));
      try {
        if (part.fieldname !== 'file') refuse(`body.${part.fieldname}`, text('upload.fileFieldName'));
        // A browser's FormData sends a nameless file without `filename` (busboy: undefined).
        if (!part.filename?.trim()) refuse('body.file', text('upload.fileNameEmpty'));
        const ext = checkType(part.filename, category, limits.extensions, 'body.file');
        const key = objectKey(dir, part.filename);
        const size = await storeFile(
          key,
          ext,
          part.file,
          { minSize: 1, maxSize: limits.maxBytes },
          'body.file',
        );
        const row = await repo.insert(db, {
          tenantId: ctx.tenantId,
          key,
          originalName: displayName(part.filename, key),
          size,
          contentType: contentTypeOf(ext),
          uploaderId: ctx.tenantUserId,
          isPublic: CATEGORY_RULES[category].platform,
        });
        return toFile(row);
      } catch (error) {
        part.file.resume();
        throw error;
      }
    },

    /**
     * After the storage host accepted a form: the stored file. On S3, where no host calls back, the
     * object is looked up, checked (uploader, type, size) and recorded here.
     */
    async callback(ctx: RequestContext, body: UploadCallbackBody): Promise<UploadedFile> {
      const { category } = checkKey(body.key, 'body.key');
      const recorded = await repo.get(db, ctx.tenantId, body.key);
      if (recorded) return toFile(recorded);
      if (store.kind === 'local') notFound(text('upload.notUploaded'));
      const head = await store.head(body.key);
      if (!head) notFound(text('upload.notUploaded'));
      if (head.meta.tenant !== ctx.tenantId || head.meta.uploader !== ctx.tenantUserId) {
        forbidden(text('upload.notYours'));
      }
      let ext: string;
      try {
        ext = checkType(body.key, category, limits.extensions, 'body.key');
        if (head.size > limits.maxBytes) refuse('body.key', text('upload.tooLarge', { max: maxLabel }));
        if (head.size < 1) refuse('body.key', text('upload.empty'));
      } catch (error) {
        await store.remove(body.key);
        throw error;
      }
      const row = await repo.insert(db, {
        tenantId: ctx.tenantId,
        key: body.key,
        originalName: displayName(body.name, body.key),
        size: head.size,
        contentType: contentTypeOf(ext),
        uploaderId: ctx.tenantUserId,
        isPublic: CATEGORY_RULES[category].platform,
      });
      return toFile(row);
    },

    registerSharedReader(reader: SharedUploadReader) {
      sharedReaders.push(reader);
    },

    /**
     * A download: public platform assets to anyone, anything else inside the uploader's tenant or to
     * a caller a shared reader names the owner for (`authenticate` resolves the caller; another
     * tenant's key is answered as not found).
     */
    async download(key: string, authenticate: () => Promise<RequestContext>): Promise<Download> {
      checkKey(key);
      // Public assets are served whichever tenant uploaded them.
      let row = await withSystemScope(() => repo.getPublic(db, key));
      if (!row) {
        const ctx = await authenticate();
        row = await repo.get(db, ctx.tenantId, key);
        // A file of another tenant that a module shares with the caller (a submission's attachment
        // read by the publisher's reviewers): read in the owner's scope, only once a reader names it.
        for (const reader of sharedReaders) {
          if (row) break;
          const owner = await reader(ctx, key);
          if (owner) row = await withTenantScope(owner, () => repo.get(db, owner, key));
        }
      }
      if (!row) notFound(text('upload.notFound'));
      const ext = extensionOf(row.key);
      const inline = servedInline(ext);
      const contentType = contentTypeOf(ext);
      const disposition = contentDisposition(inline ? 'inline' : 'attachment', row.originalName);
      const target = await store.open(row.key, { contentType, disposition });
      if (!target) throw new AppError(404, text('upload.lost'));
      return { contentType, disposition, size: row.size, target };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
