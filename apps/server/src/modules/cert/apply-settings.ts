// The body's certification settings (cert_settings): which form of the designer is its application
// form. The enterprise fills that form in as a section of an application; the answers are kept with the
// form's id and version and checked on submission with form-core, as the business module checks a
// submitted paper. Only indicator forms (the designer's form templates) are offered.
import {
  FormKind,
  ResultCode,
  type CertFormChoice,
  type CertFormTemplate,
  type CertSettings,
} from '@platform/contract';
import { translateWith } from '@platform/contract/i18n';
import { checkSubmission, chineseText, importTemplate, type CoreTranslate } from '@platform/form-core';
import coreEnglish from '@platform/form-core/locales/en-US';
import coreChinese from '@platform/form-core/locales/zh-CN';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certSettings } from '../../db/schema/cert.js';
import { forms, formVersions } from '../../db/schema/forms.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { certAccess } from './access.js';
import { applyRepo } from './apply-repo.js';
import type { CertDeps } from './deps.js';

/** form-core words its validation messages in the caller's language. */
const coreText: Record<Language, CoreTranslate> = {
  'zh-CN': chineseText,
  'en-US': translateWith(coreEnglish, coreChinese),
};

/** One of the tenant's forms at a version (the current one when none is named). */
export async function formTemplate(
  db: Db,
  tenantId: string,
  id: string,
  version?: number | null,
): Promise<CertFormTemplate | undefined> {
  const [row] = await db
    .select({ id: forms.id, formName: forms.formName, version: forms.version, json: forms.json })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
  if (!row) return undefined;
  if (!version || version === row.version) return row;
  const [old] = await db
    .select({ formName: formVersions.formName, version: formVersions.version, json: formVersions.json })
    .from(formVersions)
    .where(
      and(
        eq(formVersions.tenantId, tenantId),
        eq(formVersions.formId, id),
        eq(formVersions.version, version),
      ),
    );
  return old ? { id, ...old } : undefined;
}

/** The tenant's application form (its id), or null when the body has chosen none. */
export async function applicationFormId(db: Db, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: certSettings.applicationFormId })
    .from(certSettings)
    .where(eq(certSettings.tenantId, tenantId));
  return row?.id ?? null;
}

/**
 * Checks an application's answers against its form's template; a refusal (400) names every wrong field
 * as `body.formData.<path>` and the first in its message. Returns the answers as they are kept.
 */
export function checkFormData(
  template: CertFormTemplate,
  data: Record<string, unknown> | null,
  language: Language,
): Record<string, unknown> {
  const translate = coreText[language];
  const check = checkSubmission(importTemplate(template.json, translate).template, data ?? {}, translate);
  if (check.valid) return check.data as Record<string, unknown>;
  const first = check.errors[0]!;
  throw new AppError(
    ResultCode.badRequest,
    text('cert.apply.formInvalid', { count: check.errors.length, label: first.label, reason: first.message }),
    check.errors.map((e) => ({ field: `body.formData.${e.path}`, reason: e.message })),
  );
}

export function settingsService(deps: CertDeps) {
  const { db } = deps;
  const access = certAccess(deps);

  async function choices(tenantId: string): Promise<CertFormChoice[]> {
    const rows = await db
      .select({ id: forms.id, formName: forms.formName, version: forms.version, updatedAt: forms.updatedAt })
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.kind, FormKind.indicator)))
      .orderBy(desc(forms.updatedAt));
    return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  }

  async function get(ctx: RequestContext): Promise<CertSettings> {
    await access.assertAny(ctx);
    const [row] = await db.select().from(certSettings).where(eq(certSettings.tenantId, ctx.tenantId));
    const formId = row?.applicationFormId ?? null;
    return {
      applicationFormId: formId,
      applicationForm: formId ? ((await formTemplate(db, ctx.tenantId, formId)) ?? null) : null,
      choices: (await access.isBody(ctx)) ? await choices(ctx.tenantId) : [],
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    get,

    async save(ctx: RequestContext, body: { applicationFormId: string | null }) {
      await access.assertBody(ctx);
      const formId = body.applicationFormId;
      if (formId) {
        const [form] = await db
          .select({ kind: forms.kind })
          .from(forms)
          .where(and(eq(forms.tenantId, ctx.tenantId), eq(forms.id, formId)));
        if (!form || form.kind !== FormKind.indicator)
          refuse('body.applicationFormId', text('forms.formMissing'));
      }
      const by = (await applyRepo.member(db, ctx.tenantId, ctx.tenantUserId))?.name ?? null;
      const values = { applicationFormId: formId, updatedBy: by, updatedAt: new Date() };
      await db
        .insert(certSettings)
        .values({ tenantId: ctx.tenantId, ...values })
        .onConflictDoUpdate({ target: certSettings.tenantId, set: values });
      return get(ctx);
    },
  };
}
