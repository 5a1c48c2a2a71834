// External uploads (issue 23): a signed, expiring link (`/exupload?token=…`) that a staff member makes
// for a workflow task they hold or a business submission they may see, through which a person without
// an account uploads the requested documents. Staff calls under api-system/data/external-upload; the
// link's page reads and uploads under …/external-upload/public (no sign-in, the token names the link).
import { z } from 'zod';
import { ACCOUNT_PREFIX } from './account.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

export const EXUPLOAD_PREFIX = `${ACCOUNT_PREFIX}/external-upload`;
/** The public page a link opens (web route). */
export const EXUPLOAD_PAGE = '/exupload';

export const ExUploadPaths = {
  create: 'create',
  ofTarget: 'ofTarget',
  list: 'list',
  revoke: 'revoke',
  files: 'files',
  publicInfo: 'public/info',
  publicUpload: 'public/upload',
} as const;

export const EXUPLOAD_DEFAULT_DAYS = 7;
export const EXUPLOAD_MAX_DAYS = 30;

export const ExUploadTargetKind = z.enum(['task', 'submission']);
export type ExUploadTargetKind = z.infer<typeof ExUploadTargetKind>;

export const ExUploadTarget = z.object({ targetKind: ExUploadTargetKind, targetId: z.uuid() });
export type ExUploadTarget = z.infer<typeof ExUploadTarget>;

export const CreateExUploadLinkBody = ExUploadTarget.extend({
  title: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  note: z
    .string()
    .trim()
    .max(1000, reason('maxChars', { max: 1000 }))
    .optional(),
  /** Accepted extensions (with or without the dot); empty: every type the server accepts. */
  accept: z
    .array(
      z
        .string()
        .trim()
        .min(1, reason('required'))
        .max(10, reason('maxChars', { max: 10 })),
    )
    .max(30)
    .default([]),
  maxFiles: z
    .number()
    .int(reason('integer'))
    .min(1, reason('notBelow', { min: 1 }))
    .max(50, reason('notAbove', { max: 50 }))
    .default(10),
  expiresInDays: z
    .number()
    .int(reason('integer'))
    .min(1, reason('notBelow', { min: 1 }))
    .max(EXUPLOAD_MAX_DAYS, reason('notAbove', { max: EXUPLOAD_MAX_DAYS }))
    .default(EXUPLOAD_DEFAULT_DAYS),
});
export type CreateExUploadLinkBody = z.input<typeof CreateExUploadLinkBody>;

export const ExUploadLinkStatus = z.enum(['active', 'expired', 'revoked']);
export type ExUploadLinkStatus = z.infer<typeof ExUploadLinkStatus>;

export const ExUploadLink = z.object({
  id: z.uuid(),
  targetKind: ExUploadTargetKind,
  targetId: z.string(),
  title: z.string(),
  note: z.string().nullable(),
  accept: z.array(z.string()),
  maxFiles: z.number(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: ExUploadLinkStatus,
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  fileCount: z.number(),
});
export type ExUploadLink = z.infer<typeof ExUploadLink>;

/** A new link: the only time its address (with the token) is answered. */
export const CreatedExUploadLink = ExUploadLink.extend({ url: z.string() });
export type CreatedExUploadLink = z.infer<typeof CreatedExUploadLink>;

export const ExUploadLinkFilter = PageQuery.extend({
  status: ExUploadLinkStatus.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type ExUploadLinkFilter = z.input<typeof ExUploadLinkFilter>;

export const ExUploadLinkPage = z.object({ items: z.array(ExUploadLink), total: z.number() });
export type ExUploadLinkPage = z.infer<typeof ExUploadLinkPage>;

export const ExUploadIdBody = z.object({ id: z.uuid() });
export const ExUploadIdQuery = z.object({ id: z.uuid() });

/** A file received through a link, with who said they sent it and from where. */
export const ExUploadFile = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  name: z.string(),
  size: z.number(),
  /** The download address (upload module). */
  url: z.string(),
  uploaderName: z.string(),
  uploaderOrg: z.string().nullable(),
  uploaderPhone: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ExUploadFile = z.infer<typeof ExUploadFile>;

// Public ---------------------------------------------------------------------------------------------

export const ExUploadTokenQuery = z.object({ token: z.string().trim().min(1, reason('required')).max(200) });

/** What the link's page shows. */
export const ExUploadPublicInfo = z.object({
  title: z.string(),
  note: z.string().nullable(),
  tenantName: z.string(),
  /** The extensions accepted (the link's list, or the server's when the link names none). */
  accept: z.array(z.string()),
  maxFiles: z.number(),
  maxBytes: z.number(),
  received: z.number(),
  expiresAt: z.string(),
});
export type ExUploadPublicInfo = z.infer<typeof ExUploadPublicInfo>;

/** The multipart fields sent before the file. */
export const ExUploadSender = z.object({
  uploaderName: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(50, reason('maxChars', { max: 50 })),
  uploaderOrg: z
    .string()
    .trim()
    .max(100, reason('maxChars', { max: 100 }))
    .optional(),
  uploaderPhone: z
    .string()
    .trim()
    .max(30, reason('maxChars', { max: 30 }))
    .optional(),
});
export type ExUploadSender = z.infer<typeof ExUploadSender>;

export const ExUploadReceived = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** Files the link has received, this one included. */
  received: z.number(),
});
export type ExUploadReceived = z.infer<typeof ExUploadReceived>;
