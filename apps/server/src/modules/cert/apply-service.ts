// Applications and their acceptance review (ISO/IEC 17021-1 §9.1.1–9.1.2). The enterprise (role 8)
// keeps drafts of their own applications, submits one (a number CA-YYYY-NNNNN, and an instance of the
// cert-certification process whose `accept` task waits for the body's staff, role 34), and may
// withdraw it until it is reviewed. The body reads the submitted applications, asks the tenant's
// audit-duration decision for the audit days an application needs at a risk level, and accepts it
// (the days may differ from the proposal with a reason) or refuses it with a reason; the enterprise
// gets the spec's acceptance or non-acceptance notice (targetType 31), which the message centre opens
// as its dialog. A client sees only their own applications: another's answers 404.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from 'decimal.js';
import {
  ApplicationStatus,
  CERT_PROCESS_KEY,
  CERT_SMS,
  isCreditCode,
  isProductScheme,
  ResultCode,
  schemeStandard,
  type ApplicationBody,
  type ApplicationFilter,
  type CertAcceptBody,
  type CertApplication,
  type CertApplicationDetail,
  type CertScheme,
  type ProposedDays,
  type RiskLevel,
} from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { forms } from '../../db/schema/forms.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, notFound, refuse, type Problem } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { certAccess } from './access.js';
import { applyRepo as repo, type ApplicationRow, type DraftFields } from './apply-repo.js';
import { applicationFormId, checkFormData, formTemplate } from './apply-settings.js';
import type { CertDeps } from './deps.js';
import { CertStep, completeStep } from './process.js';

/** The tenant's decision table of audit time (workflow models/audit-duration.dmn). */
export const AUDIT_DURATION_KEY = 'audit-duration';
/** The acceptance notice's targetType (spec shell.md §4 "Messages"). */
const ACCEPTANCE_NOTICE = 31;

const decisionFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'workflow',
  'models',
  'audit-duration.dmn',
);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const days = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());
const today = () => new Date().toISOString().slice(0, 10);

function toSummary(r: ApplicationRow): CertApplication {
  return {
    id: r.id,
    no: r.no,
    scheme: r.scheme as CertScheme,
    standard: r.standard,
    entName: r.ent_name,
    creditCode: r.credit_code,
    employees: Number(r.employees),
    status: Number(r.status),
    applicantName: r.applicant_name,
    risk: r.risk as RiskLevel | null,
    auditDays: days(r.audit_days),
    instanceId: r.instance_id,
    submittedAt: iso(r.submitted_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

type Body = z.output<typeof ApplicationBody>;

/**
 * What is wrong with an application's fields: on a draft, only what was given and is wrong; on
 * submission (`complete`), also what is missing.
 */
export function applicationProblems(b: Body, complete: boolean): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, reason: Problem['reason']) => problems.push({ field: `body.${field}`, reason });
  const required = text('cert.apply.required');
  if (b.creditCode ? !isCreditCode(b.creditCode) : complete)
    add('creditCode', text('cert.apply.creditCodeInvalid'));
  if (b.employees !== null && b.employees !== undefined ? b.employees <= 0 : complete)
    add('employees', text('cert.apply.employeesPositive'));
  b.sites.forEach((site, i) => {
    if (!site.name) add(`sites.${i}.name`, text('cert.apply.siteName'));
    if (!site.address && complete) add(`sites.${i}.address`, text('cert.apply.siteAddress'));
    if (site.employees < 0) add(`sites.${i}.employees`, text('cert.apply.siteEmployees'));
  });
  const sum = b.sites.reduce((total, site) => total + Math.max(site.employees, 0), 0);
  if (b.employees && b.employees > 0 && sum > b.employees)
    add('sites', text('cert.apply.sitesOverEmployees', { sum, employees: b.employees }));
  if (!complete) return problems;
  if (!b.sites.length) add('sites', text('cert.apply.sitesRequired'));
  for (const field of ['contactName', 'contactTel', 'address', 'scope'] as const)
    if (!b[field]) add(field, required);
  if (isProductScheme(b.scheme)) {
    if (!b.product?.name || !b.product.models || !b.product.factory)
      add('product', text('cert.apply.productRequired'));
  } else if (!b.fieldCodes.length) add('fieldCodes', text('cert.apply.fieldsRequired'));
  return problems;
}

function refuseAll(problems: Problem[]): void {
  if (!problems.length) return;
  const first = problems[0]!;
  throw new AppError(
    ResultCode.badRequest,
    text('common.fieldReason', { field: first.field, reason: first.reason }),
    problems,
  );
}

/** The draft's columns; its standard is named in the applicant's language (the application is theirs). */
function draftOf(b: Body, language: Language): DraftFields {
  const product =
    isProductScheme(b.scheme) && b.product
      ? {
          name: b.product.name,
          models: b.product.models,
          factory: b.product.factory,
          factoryAddress: b.product.factoryAddress,
        }
      : null;
  return {
    scheme: b.scheme,
    standard: schemeStandard(b.scheme, language),
    entName: b.entName,
    creditCode: b.creditCode,
    address: b.address,
    region: b.region ?? null,
    contactName: b.contactName,
    contactTel: b.contactTel,
    contactEmail: b.contactEmail,
    scope: b.scope,
    fieldCodes: [...new Set(b.fieldCodes)],
    employees: b.employees ?? 0,
    sites: b.sites,
    product,
    documents: b.documents,
    formId: b.formId ?? null,
    formVersion: b.formVersion ?? null,
    formData: b.formData ?? null,
  };
}

/** A stored application as a body, for the checks of a submission. */
function bodyOf(r: ApplicationRow): Body {
  return {
    scheme: r.scheme as CertScheme,
    entName: r.ent_name,
    creditCode: r.credit_code,
    address: r.address,
    region: r.region,
    contactName: r.contact_name,
    contactTel: r.contact_tel,
    contactEmail: r.contact_email,
    scope: r.scope,
    fieldCodes: r.field_codes,
    employees: Number(r.employees) || null,
    sites: r.sites,
    product: r.product as Body['product'],
    documents: r.documents,
    formId: r.form_id,
    formVersion: r.form_version,
    formData: r.form_data,
  };
}

export function applyService(deps: CertDeps) {
  const { db, workflow, sender, log } = deps;
  const access = certAccess(deps);
  let decisionDeployed: Promise<void> | undefined;

  /** The platform's audit-duration table, for a tenant that has none of its own. */
  async function ensureDecision(tenantId: string) {
    if (await repo.hasDecision(db, tenantId, AUDIT_DURATION_KEY)) return;
    decisionDeployed ??= (async () => {
      const xml = await fs.readFile(decisionFile, 'utf8');
      await withSystemScope(() => workflow.deployDecisionSystem(null, xml, null));
    })().catch((err: unknown) => {
      decisionDeployed = undefined;
      throw err;
    });
    await decisionDeployed;
  }

  async function proposal(ctx: RequestContext, employees: number, risk: RiskLevel, language: Language) {
    await ensureDecision(ctx.tenantId);
    const { result } = await workflow.evaluate(
      ctx,
      { key: AUDIT_DURATION_KEY, inputs: { employees, risk } },
      language,
    );
    const value = (result as { auditDays?: unknown } | null)?.auditDays;
    return new Decimal(String(value ?? 0)).toFixed();
  }

  /** An application the caller may read: the body's staff any submitted one, a client only their own. */
  async function readable(ctx: RequestContext, id: string) {
    await access.assertAny(ctx);
    const row = await repo.get(db, ctx.tenantId, id);
    if (!row) notFound(text('cert.apply.missing'));
    const own = row.applicant_id === ctx.tenantUserId;
    const body = await access.isBody(ctx);
    if (!own && !(body && row.submitted_at !== null)) notFound(text('cert.apply.missing'));
    return { row, own, body };
  }

  /** My application (a client's): 404 for anyone else's. */
  async function mine(tx: Db, ctx: RequestContext, id: string, lock = false) {
    const row = await repo.get(tx, ctx.tenantId, id, lock);
    if (!row || row.applicant_id !== ctx.tenantUserId) notFound(text('cert.apply.missing'));
    return row;
  }

  async function detailOf(ctx: RequestContext, row: ApplicationRow): Promise<CertApplicationDetail> {
    const status = Number(row.status);
    const own = row.applicant_id === ctx.tenantUserId;
    return {
      ...toSummary(row),
      address: row.address,
      region: row.region,
      contactName: row.contact_name,
      contactTel: row.contact_tel,
      contactEmail: row.contact_email,
      scope: row.scope,
      fieldCodes: row.field_codes,
      sites: row.sites,
      product: row.product
        ? {
            name: row.product.name ?? '',
            models: row.product.models ?? '',
            factory: row.product.factory ?? '',
            factoryAddress: row.product.factoryAddress ?? '',
          }
        : null,
      documents: row.documents,
      formId: row.form_id,
      formVersion: row.form_version === null ? null : Number(row.form_version),
      formData: row.form_data,
      form: row.form_id
        ? ((await formTemplate(db, ctx.tenantId, row.form_id, row.form_version)) ?? null)
        : null,
      proposedDays: days(row.proposed_days),
      daysReason: row.days_reason,
      reviewComment: row.review_comment,
      reviewedBy: row.reviewed_by_name,
      reviewedAt: iso(row.reviewed_at),
      canEdit: own && status === ApplicationStatus.draft,
      canWithdraw: own && status === ApplicationStatus.submitted,
      canReview: status === ApplicationStatus.submitted && (await access.isBody(ctx)),
    };
  }

  /** The acceptance notice's fields (spec shell.md §4): the reviewer both accepts and reviews here. */
  async function noticeParams(ctx: RequestContext, row: ApplicationRow) {
    const reviewer = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
    const date = today();
    return {
      applyEntName: row.ent_name,
      biAuditUserName: reviewer?.name ?? '',
      biAuditUserPhone: reviewer?.mobile ?? '',
      acceptDate: date,
      orgName: (await repo.tenantName(db, ctx.tenantId)) ?? '',
      reviewUser: reviewer?.name ?? '',
      reviewUserTel: reviewer?.mobile ?? '',
      reviewDate: date,
      applicationId: row.id,
    };
  }

  /** Tells the applicant; a failed message does not undo the review. */
  async function notify(
    ctx: RequestContext,
    row: ApplicationRow,
    smsType: string,
    params: Awaited<ReturnType<typeof noticeParams>>,
    accepted: boolean,
    reason: string,
  ) {
    const words = {
      entName: row.ent_name,
      scheme: text(`cert.apply.schemeNames.${row.scheme as CertScheme}`),
      no: row.no ?? '',
      orgName: params.orgName,
      reviewer: params.biAuditUserName,
      date: params.acceptDate,
      reason,
    };
    await sender
      .send({
        tenantId: ctx.tenantId,
        senderTenantUserId: ctx.tenantUserId,
        to: { type: 'users', tenantUserIds: [row.applicant_id] },
        channels: [1],
        title: text(accepted ? 'cert.apply.acceptTitle' : 'cert.apply.refuseTitle'),
        content: text(accepted ? 'cert.apply.acceptContent' : 'cert.apply.refuseContent', words),
        targetType: ACCEPTANCE_NOTICE,
        smsType,
        param: params,
      })
      .catch((err: unknown) => log.error({ err, application: row.id }, 'an acceptance notice failed'));
  }

  /** A submitted application, for the review calls (409 when it is no longer awaiting acceptance). */
  async function awaitingReview(ctx: RequestContext, id: string) {
    await access.assertBody(ctx);
    const row = await repo.get(db, ctx.tenantId, id);
    if (!row || row.submitted_at === null) notFound(text('cert.apply.missing'));
    if (Number(row.status) !== ApplicationStatus.submitted)
      conflict(text('cert.apply.notAwaitingAcceptance'));
    return row;
  }

  /** Writes the review after the task is done, unless someone else reviewed it in between. */
  async function writeReview(
    ctx: RequestContext,
    id: string,
    review: Omit<Parameters<typeof repo.review>[3], 'by'>,
  ) {
    await db.transaction(async (t) => {
      const tx = t as Db;
      const locked = await repo.get(tx, ctx.tenantId, id, true);
      if (!locked || Number(locked.status) !== ApplicationStatus.submitted)
        conflict(text('cert.apply.notAwaitingAcceptance'));
      await repo.review(tx, ctx.tenantId, id, { ...review, by: ctx.tenantUserId });
    });
    return (await repo.get(db, ctx.tenantId, id))!;
  }

  return {
    /** The body's list of submitted applications (CCC only for cccWork/queryCCCApplyList). */
    async list(
      ctx: RequestContext,
      paging: { pageIndex: number; pageSize: number },
      f: z.output<typeof ApplicationFilter>,
    ) {
      await access.assertBody(ctx);
      const { rows, total } = await repo.page(
        db,
        ctx.tenantId,
        { ...f, submittedOnly: true },
        (paging.pageIndex - 1) * paging.pageSize,
        paging.pageSize,
      );
      return { items: rows.map(toSummary), total };
    },

    /** cccWork/queryMyApplication: my applications, latest first. */
    async mine(ctx: RequestContext, paging: { pageIndex: number; pageSize: number }) {
      await access.assertClient(ctx);
      const { rows, total } = await repo.page(
        db,
        ctx.tenantId,
        { applicantId: ctx.tenantUserId },
        (paging.pageIndex - 1) * paging.pageSize,
        paging.pageSize,
      );
      return { items: rows.map(toSummary), total };
    },

    async detail(ctx: RequestContext, id: string) {
      const { row } = await readable(ctx, id);
      return detailOf(ctx, row);
    },

    /** Saves a new draft or changes my draft; what was given must be right. */
    async save(ctx: RequestContext, body: Body, language: Language) {
      await access.assertClient(ctx);
      refuseAll(applicationProblems(body, false));
      const fields = draftOf(body, language);
      const id = await db.transaction(async (t) => {
        const tx = t as Db;
        // The application form is one of the tenant's own forms of the designer; answers without a
        // version were given to its current one.
        if (body.formId) {
          const [form] = await tx
            .select({ id: forms.id, version: forms.version })
            .from(forms)
            .where(and(eq(forms.tenantId, ctx.tenantId), eq(forms.id, body.formId)));
          if (!form) refuse('body.formId', text('forms.formMissing'));
          fields.formVersion ??= form.version;
        }
        if (!body.id) return repo.insert(tx, ctx.tenantId, ctx.tenantUserId, fields);
        const row = await mine(tx, ctx, body.id, true);
        if (Number(row.status) !== ApplicationStatus.draft) conflict(text('cert.apply.notDraft'));
        await repo.update(tx, ctx.tenantId, row.id, ctx.tenantUserId, fields);
        return row.id;
      });
      return detailOf(ctx, (await repo.get(db, ctx.tenantId, id))!);
    },

    async remove(ctx: RequestContext, id: string) {
      await access.assertClient(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const row = await mine(tx, ctx, id, true);
        if (Number(row.status) !== ApplicationStatus.draft) conflict(text('cert.apply.notDraft'));
        await repo.remove(tx, ctx.tenantId, id);
      });
    },

    /**
     * Submits my draft: complete and right, numbered, and on its way to the body's acceptance review
     * (an instance of the certification process).
     */
    async submit(ctx: RequestContext, id: string, language: Language = 'zh-CN') {
      await access.assertClient(ctx);
      const year = new Date().getFullYear();
      const submitted = await db.transaction(async (t) => {
        const tx = t as Db;
        const row = await mine(tx, ctx, id, true);
        if (Number(row.status) !== ApplicationStatus.draft) conflict(text('cert.apply.notDraft'));
        refuseAll(applicationProblems(bodyOf(row), true));
        // The answers to the application form it was filled in with, or to the body's current
        // application form when it has none (or that form was deleted since): its required questions
        // are then unanswered.
        const pinned = row.form_id
          ? await formTemplate(tx, ctx.tenantId, row.form_id, row.form_version)
          : undefined;
        const currentId = pinned ? null : await applicationFormId(tx, ctx.tenantId);
        const form = pinned ?? (currentId ? await formTemplate(tx, ctx.tenantId, currentId) : undefined);
        if (form) {
          const formData = checkFormData(form, row.form_data, language);
          await repo.setForm(tx, ctx.tenantId, id, form.id, form.version, formData);
        }
        // Numbers are given one at a time per tenant: the lock on the tenant's row orders submissions.
        await repo.lockNumbers(tx, ctx.tenantId);
        await repo.submit(tx, ctx.tenantId, id, await repo.nextNo(tx, ctx.tenantId, year), ctx.tenantUserId);
        return (await repo.get(tx, ctx.tenantId, id))!;
      });
      const applicant = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
      // Without the process the application still waits on 申请管理 (the review calls need no task).
      try {
        await deps.deployProcess();
        const { id: instanceId } = await workflow.startAs(
          ctx.tenantId,
          {
            definitionKey: CERT_PROCESS_KEY,
            businessKey: id,
            title: `${submitted.no} ${submitted.ent_name} ${submitted.standard}`,
            variables: {
              kind: 'initial',
              applicationId: id,
              applicant: applicant?.username ?? '',
              entName: submitted.ent_name,
              scheme: submitted.scheme,
              employees: Number(submitted.employees),
            },
          },
          // Started on the applicant's behalf without making them its starter: the certification's own
          // notices tell them each outcome, not the engine's "process completed".
          { id: null, name: applicant?.name ?? null },
        );
        await repo.setInstance(db, ctx.tenantId, id, instanceId);
        submitted.instance_id = instanceId;
      } catch (err) {
        log.error({ err, application: id }, 'the certification process did not start');
      }
      return detailOf(ctx, submitted);
    },

    /** Withdraws my application before its acceptance review; its process is cancelled. */
    async withdraw(ctx: RequestContext, id: string) {
      await access.assertClient(ctx);
      const row = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await mine(tx, ctx, id, true);
        if (Number(locked.status) !== ApplicationStatus.submitted) conflict(text('cert.apply.notSubmitted'));
        await repo.setStatus(tx, ctx.tenantId, id, ApplicationStatus.withdrawn, ctx.tenantUserId);
        return locked;
      });
      if (row.instance_id) {
        // Cancelling is an administrator's call in the engine; the module does it on the applicant's
        // behalf (their name stays on the instance's history).
        await workflow
          .cancel({ ...ctx, isPlatformAdmin: true }, row.instance_id, 'withdrawn')
          .catch((err: unknown) =>
            log.error({ err, application: id }, 'the withdrawn application kept its process'),
          );
      }
      return detailOf(ctx, (await repo.get(db, ctx.tenantId, id))!);
    },

    /** apply/auditDays: the decision table's audit days for the application's people at a risk. */
    async proposedDays(ctx: RequestContext, id: string, risk: RiskLevel, language: Language) {
      await access.assertBody(ctx);
      const row = await repo.get(db, ctx.tenantId, id);
      if (!row || row.submitted_at === null) notFound(text('cert.apply.missing'));
      const employees = Number(row.employees);
      return {
        employees,
        risk,
        auditDays: await proposal(ctx, employees, risk, language),
      } satisfies ProposedDays;
    },

    async accept(ctx: RequestContext, body: z.output<typeof CertAcceptBody>, language: Language) {
      const row = await awaitingReview(ctx, body.id);
      const proposed = await proposal(ctx, Number(row.employees), body.risk, language);
      const auditDays = new Decimal(body.auditDays);
      if (auditDays.lte(0)) refuse('body.auditDays', text('cert.apply.daysPositive'));
      const differs = !auditDays.eq(proposed);
      if (differs && !body.daysReason)
        refuse('body.daysReason', text('cert.apply.daysReasonRequired', { proposed }));
      await completeStep(
        db,
        workflow,
        ctx,
        row.instance_id,
        CertStep.accept,
        { result: 'accepted', auditDays: auditDays.toNumber(), risk: body.risk },
        body.comment,
      );
      const accepted = await writeReview(ctx, row.id, {
        status: ApplicationStatus.accepted,
        comment: body.comment ?? null,
        risk: body.risk,
        proposedDays: proposed,
        auditDays: auditDays.toFixed(),
        daysReason: differs ? body.daysReason! : null,
      });
      const smsType = isProductScheme(row.scheme) ? CERT_SMS.mgmtAccept : CERT_SMS.gltxAccept;
      await notify(ctx, accepted, smsType, await noticeParams(ctx, accepted), true, '');
      return detailOf(ctx, accepted);
    },

    async refuse(ctx: RequestContext, id: string, reason: string) {
      const row = await awaitingReview(ctx, id);
      await completeStep(db, workflow, ctx, row.instance_id, CertStep.accept, { result: 'refused' }, reason);
      const refused = await writeReview(ctx, row.id, {
        status: ApplicationStatus.refused,
        comment: reason,
      });
      await notify(ctx, refused, CERT_SMS.mgmtNoAccept, await noticeParams(ctx, refused), false, reason);
      return detailOf(ctx, refused);
    },
  };
}

export type ApplyService = ReturnType<typeof applyService>;
