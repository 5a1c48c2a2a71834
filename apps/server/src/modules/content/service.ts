// Content pages and the report form (issue 23).
//
// Versions: per owner (the platform: tenant null, or one tenant), kind and language there is at most
// one draft, edited in place; publishing freezes it, and the public reads the newest published
// version. Restoring an old version copies it into the draft. HTML is sanitised before it is kept.
// Who edits: the platform's texts only its administrators (written in system scope, the only scope
// row-level security lets write them); a tenant's texts its system managers.
//
// Public reads: for `?tenant=<code>` the tenant's newest published version, else the platform's; in
// the reader's language, then in Chinese (the tenant's text in either language first: a tenant's own
// policy binds its visitors more than the platform's translation).
//
// Report form: the receiver is the tenant whose page is shown, or, for the platform's page, the
// tenant named by ?tenant. With no receiver the page shows its text but takes no submission (nobody
// would read it). The page names a form by id; it is looked up among the receiver's forms (forms
// belong to tenants), so the platform's page works for each tenant holding that form, and a tenant
// with a form of its own publishes its own report page. Submissions are checked with form-core
// against the form's current version, which must be the one the visitor filled in.
import {
  FormKind,
  type ContentEditorState,
  type ContentKind,
  type ContentLanguage,
  type ContentScope,
  type ContentSlot,
  type ContentVersion,
  type ContentVersionSummary,
  type HandleReportBody,
  type PublicContentPage,
  type PublicContentQuery,
  type ReportFilter,
  type ReportSubmissionDetail,
  type ReportSubmissionSummary,
  type SaveContentDraftBody,
  type SubmitReportBody,
} from '@platform/contract';
import { translateWith } from '@platform/contract/i18n';
import { chineseText, checkSubmission, importTemplate, type CoreTranslate } from '@platform/form-core';
import coreEnglish from '@platform/form-core/locales/en-US';
import coreChinese from '@platform/form-core/locales/zh-CN';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { Status } from '../../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, notFound, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { enforce, type Limit } from '../../security/throttle.js';
import { assertPlatformAdmin, assertSystemManager } from '../account/access.js';
import type { FormsService } from '../forms/service.js';
import { contentRepo as repo, type ContentRow, type Slot, type SubmissionRow } from './repo.js';
import { sanitiseHtml } from './sanitise.js';

export interface ContentLimits {
  /** Public page reads per address. */
  readsPerIp: Limit;
  /** Report submissions per address. */
  reportsPerIp: Limit;
}

export const defaultContentLimits: ContentLimits = {
  readsPerIp: { max: 120, windowSeconds: 60 },
  reportsPerIp: { max: 10, windowSeconds: 600 },
};

const coreText: Record<Language, CoreTranslate> = {
  'zh-CN': chineseText,
  'en-US': translateWith(coreEnglish, coreChinese),
};

const MISSING = text('documents.content.notFound');

const summaryOf = (r: ContentRow): ContentVersionSummary => ({
  id: r.id,
  version: r.version,
  title: r.title,
  published: r.published,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdBy: r.createdBy,
  updatedAt: r.updatedAt.toISOString(),
});

const versionOf = (r: ContentRow): ContentVersion => ({
  ...summaryOf(r),
  kind: r.kind as ContentKind,
  language: r.language as ContentLanguage,
  body: r.body,
  formId: r.formId,
});

/** The longest text the visitor wrote (the description, usually), shortened for the list. */
function excerptOf(data: Record<string, unknown>): string {
  const texts = Object.values(data).filter((v): v is string => typeof v === 'string');
  const longest = texts.reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
  return longest.slice(0, 80);
}

const submissionSummary = (r: SubmissionRow): ReportSubmissionSummary => ({
  id: r.id,
  status: r.status,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  ip: r.ip,
  excerpt: excerptOf(r.data),
  createdAt: r.createdAt.toISOString(),
  handledBy: r.handledBy,
  handledAt: r.handledAt?.toISOString() ?? null,
});

export function contentService(db: Db, forms: FormsService, limits: ContentLimits = defaultContentLimits) {
  /** Checks the caller may edit the owner's texts and runs `work` in the scope that writes them. */
  const asEditor = async <T>(ctx: RequestContext, tenantId: string | null, work: () => Promise<T>) => {
    if (tenantId === null) {
      assertPlatformAdmin(ctx, text('documents.content.platformOnly'));
      return withSystemScope(work);
    }
    if (tenantId !== ctx.tenantId) notFound(MISSING);
    await assertSystemManager(db, ctx);
    return work();
  };
  const ownerOf = (ctx: RequestContext, scope: ContentScope) => (scope === 'platform' ? null : ctx.tenantId);
  const slotOf = (ctx: RequestContext, s: ContentSlot): Slot => ({
    tenantId: ownerOf(ctx, s.scope),
    kind: s.kind,
    language: s.language,
  });
  const author = (ctx: RequestContext) => repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
  /** A version the caller may edit; a tenant's row of another tenant is not found (row-level security). */
  const editable = async (ctx: RequestContext, id: string) => {
    const row = await repo.get(db, id);
    if (!row) notFound(text('documents.content.versionMissing'));
    return row;
  };

  /** Writes the draft of a slot (a new version when it has none), in one transaction. */
  const writeDraft = async (
    slot: Slot,
    values: { title: string; body: string; formId: string | null; createdBy: string | null },
  ) => {
    try {
      return await db.transaction(async (tx) => {
        const draft = await repo.draft(tx, slot);
        if (draft) return (await repo.updateDraft(tx, draft.id, values))!;
        return repo.insert(tx, { ...slot, ...values, version: await repo.nextVersion(tx, slot) });
      });
    } catch (e) {
      // Two first saves of one slot at once: both chose the same version number.
      if (isUniqueViolation(e)) conflict(text('documents.content.savedTogether'));
      throw e;
    }
  };

  const checkForm = async (ctx: RequestContext, kind: ContentKind, formId: string | null | undefined) => {
    if (!formId) return null;
    if (kind !== 'reportform') refuse('body.formId', text('documents.content.formOnlyForReport'));
    if (!(await forms.templateAt(ctx.tenantId, formId)))
      refuse('body.formId', text('documents.content.formMissing'));
    return formId;
  };

  /** The newest published page for a reader: the tenant's first (its language, then Chinese), then the platform's. */
  const publishedFor = async (kind: ContentKind, tenantId: string | null, language: Language) => {
    const languages: Language[] = language === 'zh-CN' ? ['zh-CN'] : [language, 'zh-CN'];
    const owners = tenantId ? [tenantId, null] : [null];
    for (const owner of owners) {
      for (const l of languages) {
        const row = await repo.newestPublished(db, { tenantId: owner, kind, language: l });
        if (row) return row;
      }
    }
    return undefined;
  };

  const namedTenant = async (code: string | undefined) => {
    if (!code) return undefined;
    const tenant = await repo.tenantByCode(db, code);
    return tenant && tenant.status === Status.enabled ? tenant : undefined;
  };

  /** The report page a visitor reads, who receives what it takes, and the form it shows. */
  const reportPage = async (tenantCode: string | undefined, language: Language) => {
    const named = await namedTenant(tenantCode);
    const page = await publishedFor('reportform', named?.id ?? null, language);
    if (!page) return undefined;
    const receiver = page.tenantId ? await repo.tenantById(db, page.tenantId) : named;
    const form =
      receiver && page.formId
        ? await withTenantScope(receiver.id, () => forms.templateAt(receiver.id, page.formId!))
        : undefined;
    return { page, named, receiver, form };
  };

  return {
    // Administration -------------------------------------------------------------------------------

    async editor(ctx: RequestContext, slot: ContentSlot): Promise<ContentEditorState> {
      const owner = ownerOf(ctx, slot.scope);
      return asEditor(ctx, owner, async () => {
        const rows = await repo.history(db, slotOf(ctx, slot));
        const current = rows.find((r) => !r.published) ?? rows[0];
        return { current: current ? versionOf(current) : null, history: rows.map(summaryOf) };
      });
    },

    async version(ctx: RequestContext, id: string): Promise<ContentVersion> {
      const row = await editable(ctx, id);
      return asEditor(ctx, row.tenantId, async () => versionOf(row));
    },

    async saveDraft(ctx: RequestContext, body: SaveContentDraftBody): Promise<ContentVersion> {
      const slot = slotOf(ctx, body);
      return asEditor(ctx, slot.tenantId, async () => {
        const formId = await checkForm(ctx, body.kind, body.formId);
        const row = await writeDraft(slot, {
          title: body.title,
          body: sanitiseHtml(body.body),
          formId,
          createdBy: await author(ctx),
        });
        return versionOf(row);
      });
    },

    async publish(ctx: RequestContext, id: string): Promise<ContentVersion> {
      const row = await editable(ctx, id);
      return asEditor(ctx, row.tenantId, async () => {
        if (row.published) refuse('body.id', text('documents.content.alreadyPublished'));
        const done = await repo.publish(db, id);
        if (!done) refuse('body.id', text('documents.content.alreadyPublished'));
        return versionOf(done);
      });
    },

    /** Copies an earlier version into the slot's draft (a new version when there is no draft). */
    async restore(ctx: RequestContext, id: string): Promise<ContentVersion> {
      const old = await editable(ctx, id);
      return asEditor(ctx, old.tenantId, async () => {
        const row = await writeDraft(
          { tenantId: old.tenantId, kind: old.kind, language: old.language },
          { title: old.title, body: old.body, formId: old.formId, createdBy: await author(ctx) },
        );
        return versionOf(row);
      });
    },

    async formChoices(ctx: RequestContext, keyword: string | undefined) {
      if (!ctx.isPlatformAdmin) await assertSystemManager(db, ctx);
      const rows = await forms.choices(ctx.tenantId, [FormKind.indicator], keyword, 50);
      return rows.map((r) => ({ id: r.id, formName: r.formName, version: r.version }));
    },

    async submissions(ctx: RequestContext, filter: ReportFilter) {
      await assertSystemManager(db, ctx);
      const { items, total } = await repo.submissions(
        db,
        ctx.tenantId,
        filter,
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      return { items: items.map(submissionSummary), total };
    },

    async submission(ctx: RequestContext, id: string): Promise<ReportSubmissionDetail> {
      await assertSystemManager(db, ctx);
      const row = await repo.submission(db, ctx.tenantId, id);
      if (!row) notFound(text('documents.content.submissionMissing'));
      const form = row.formId ? await forms.templateAt(ctx.tenantId, row.formId, row.formVersion) : undefined;
      return {
        ...submissionSummary(row),
        data: row.data,
        reply: row.reply,
        form: form ? { id: form.id, version: form.version, name: form.name, json: form.json } : null,
      };
    },

    async handle(ctx: RequestContext, body: HandleReportBody) {
      await assertSystemManager(db, ctx);
      const row = await repo.handle(db, ctx.tenantId, body.id, {
        status: body.status,
        reply: body.reply ? body.reply : null,
        handledBy: await author(ctx),
      });
      if (!row) notFound(text('documents.content.submissionMissing'));
      return submissionSummary(row);
    },

    // Public (no sign-in) ----------------------------------------------------------------------------

    async publicPage(query: PublicContentQuery, language: Language, ip: string): Promise<PublicContentPage> {
      await enforce(db, `content:read:${ip}`, limits.readsPerIp);
      // The platform's texts and every tenant's: an explicit scope for a caller without a session.
      return withSystemScope(async () => {
        const lang = query.language ?? language;
        if (query.kind === 'reportform') {
          const found = await reportPage(query.tenant, lang);
          if (!found) notFound(text('documents.content.notPublished'));
          const { page, receiver, form } = found;
          return {
            ...publicOf(page, page.tenantId ? receiver : undefined),
            receiver: receiver ? { code: receiver.code, name: receiver.name } : null,
            form: form ? { id: form.id, version: form.version, name: form.name, json: form.json } : null,
          };
        }
        const named = await namedTenant(query.tenant);
        const page = await publishedFor(query.kind, named?.id ?? null, lang);
        if (!page) notFound(text('documents.content.notPublished'));
        return { ...publicOf(page, page.tenantId ? named : undefined), receiver: null, form: null };
      });
    },

    async submitReport(
      query: { tenant?: string | undefined; language?: ContentLanguage | undefined },
      body: SubmitReportBody,
      language: Language,
      ip: string,
    ) {
      await enforce(db, `content:report:${ip}`, limits.reportsPerIp);
      const lang = query.language ?? language;
      const found = await withSystemScope(async () => {
        if (query.tenant && !(await namedTenant(query.tenant))) {
          refuse('query.tenant', text('documents.content.unknownTenant'));
        }
        return reportPage(query.tenant, lang);
      });
      if (!found) notFound(text('documents.content.notPublished'));
      const { page, receiver, form } = found;
      if (!receiver) refuse('query.tenant', text('documents.content.noReceiver'));
      if (!form) conflict(text('documents.content.noForm'));
      if (form.version !== body.formVersion) conflict(text('documents.content.formChanged'));
      const translate = coreText[language];
      const { template } = importTemplate(form.json, translate);
      const check = checkSubmission(template, body.data as never, translate);
      if (!check.valid) {
        const problems = check.errors.map((e) => ({
          field: `body.data.${e.model}`,
          reason: text('documents.content.fieldProblem', { label: e.label, reason: e.message }),
        }));
        throw new AppError(
          400,
          text('documents.content.formInvalid', { count: problems.length, first: problems[0]!.reason }),
          problems,
        );
      }
      const row = await withTenantScope(receiver.id, () =>
        repo.insertSubmission(db, {
          tenantId: receiver.id,
          pageId: page.id,
          formId: form.id,
          formVersion: form.version,
          data: check.data as Record<string, unknown>,
          contactName: body.contactName || null,
          contactPhone: body.contactPhone || null,
          ip,
        }),
      );
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  };
}

function publicOf(row: ContentRow, tenant: { code: string; name: string } | undefined) {
  return {
    kind: row.kind as ContentKind,
    language: row.language as ContentLanguage,
    title: row.title,
    body: row.body,
    version: row.version,
    publishedAt: row.publishedAt!.toISOString(),
    tenant: tenant ? { code: tenant.code, name: tenant.name } : null,
  };
}

export type ContentService = ReturnType<typeof contentService>;
