// Contracts and quotations (ISO/IEC 17021-1 §9.1.2 contract review): the body (role 34) quotes an
// accepted application (its initial audit days × the day rate, the surveillance audits of the cycle,
// the fees: contract-quote.ts), saves the contract as a draft (HT-YYYY-NNNNN), sends it to the
// enterprise, and signs it with the signed copy: the application is then contracted, its audit
// programme created (programme.ts) in the same transaction, and the process moves on from `contract`.
// The enterprise sees its sent contract, downloads the document and uploads its signed scan
// (clientSign), which the body confirms by signing.
//
// A cancelled contract ends the process (`result: 'cancelled'`) and the application as withdrawn: the
// parties did not agree, which is no certification decision (notCertified is kept for that); the
// enterprise may apply again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from 'decimal.js';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import {
  ApplicationStatus,
  ContractStatus,
  isProductScheme,
  type CertAwaitingApplication,
  type CertContract,
  type CertContractDetail,
  type CertScheme,
} from '@platform/contract';
import type { Language } from '@platform/contract/i18n';
import type { z } from 'zod';
import type {
  CertAwaitingFilter,
  CertContractBody,
  CertContractCancelBody,
  CertContractClientSignBody,
  CertContractFilter,
  CertContractSignBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { render, t, text, type Text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import { contractRepo as repo, type ApplicationRow, type ContractRow } from './contract-repo.js';
import { quote } from './contract-quote.js';
import type { CertDeps } from './deps.js';
import { completeStep, CertStep } from './process.js';
import { createProgramme } from './programme.js';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'contract.docx');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Where a message takes its reader: the enterprise's applications, the body's contracts. */
const CLIENT_ROUTE = '/applyList';
const BODY_ROUTE = '/contractManage';
/** Tries of a new contract number when another contract took the same one meanwhile. */
const NUMBER_TRIES = 3;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** Audit days as entered ("6", "4.5"), not as numeric(6,1) reads ("6.0"). */
const daysText = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());

function toContract(r: ContractRow): CertContract {
  return {
    id: r.id,
    no: r.no,
    applicationId: r.application_id,
    applicationNo: r.application_no,
    applicationStatus: Number(r.application_status),
    entName: r.ent_name,
    scheme: r.scheme,
    standard: r.standard,
    status: Number(r.status),
    auditDays: daysText(r.audit_days)!,
    dayRate: r.day_rate,
    fees: r.fees ?? [],
    amount: r.amount,
    terms: r.terms,
    signedCopy: r.signed_copy,
    sentAt: iso(r.sent_at),
    signedAt: iso(r.signed_at),
    clientSignedAt: iso(r.client_signed_at),
    cancelReason: r.cancel_reason,
    cancelledAt: iso(r.cancelled_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

function toAwaiting(a: ApplicationRow): CertAwaitingApplication {
  return {
    id: a.id,
    no: a.no,
    entName: a.ent_name,
    scheme: a.scheme,
    standard: a.standard,
    employees: Number(a.employees),
    auditDays: daysText(a.audit_days),
    risk: a.risk,
    reviewedAt: iso(a.reviewed_at),
  };
}

const quoteOf = (r: Pick<ContractRow, 'scheme' | 'audit_days' | 'day_rate' | 'fees'>) =>
  quote({ scheme: r.scheme, auditDays: r.audit_days, dayRate: r.day_rate, fees: r.fees ?? [] });

const schemeName = (scheme: string) => text(`cert.contract.schemes.${scheme as CertScheme}`);

function dateWords(language: Language, d: Date | string | null) {
  if (d === null) return t(language, 'cert.contract.document.blankDate');
  // The body's calendar day (China Standard Time).
  const [year, month, day] = new Date(new Date(d).getTime() + 8 * 3600_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .map(Number);
  return t(language, 'cert.contract.document.date', { year, month, day });
}

let template: Promise<Buffer> | undefined;
const templateBytes = () => (template ??= fs.readFile(TEMPLATE));

export function contractService(deps: CertDeps) {
  const { db, workflow, sender, log } = deps;
  const access = certAccess(deps);

  /** A contract the caller may read: any of the tenant's for the body; the enterprise's own once sent. */
  async function readable(ctx: RequestContext, id: string) {
    await access.assertAny(ctx);
    const c = await repo.contract(db, ctx.tenantId, id);
    if (!c) notFound(text('cert.contract.contractMissing'));
    if (await access.isBody(ctx)) return c;
    if (c.applicant_id !== ctx.tenantUserId || c.sent_at === null)
      notFound(text('cert.contract.contractMissing'));
    return c;
  }

  const detailOf = (c: ContractRow): CertContractDetail => ({ ...toContract(c), quote: quoteOf(c) });

  /** Tells a member of the tenant about a contract; a failed message does not undo the change. */
  async function notify(
    ctx: RequestContext,
    c: ContractRow,
    to: string | null,
    title: Text,
    content: Text,
    route: string,
  ) {
    if (!to) return;
    await sender
      .send({
        tenantId: c.tenant_id,
        senderTenantUserId: ctx.tenantUserId,
        to: { type: 'users', tenantUserIds: [to] },
        channels: [1],
        title,
        content,
        targetType: 21,
        smsType: 'certContract',
        param: { contractId: c.id, applicationId: c.application_id, route },
      })
      .catch((err: unknown) => log.error({ err, contract: c.id }, 'a contract message failed'));
  }

  /** Completes the application's `contract` task; the business state is already written. */
  async function finishStep(ctx: RequestContext, c: ContractRow, result: string, comment?: string) {
    try {
      await completeStep(db, workflow, ctx, c.instance_id, CertStep.contract, { result }, comment);
    } catch (err) {
      log.error({ err, contract: c.id }, 'the contract task of the certification process was not completed');
    }
  }

  async function current(tenantId: string, id: string) {
    return (await repo.contract(db, tenantId, id))!;
  }

  return {
    async awaiting(ctx: RequestContext, f: z.output<typeof CertAwaitingFilter>) {
      await access.assertBody(ctx);
      const rows = await repo.awaiting(
        db,
        ctx.tenantId,
        f.keyword || undefined,
        (f.pageIndex - 1) * f.pageSize,
        f.pageSize,
      );
      return { items: rows.map(toAwaiting), total: Number(rows[0]?.total ?? 0) };
    },

    async list(ctx: RequestContext, f: z.output<typeof CertContractFilter>) {
      await access.assertBody(ctx);
      const rows = await repo.list(
        db,
        ctx.tenantId,
        { status: f.status, keyword: f.keyword || undefined, dateFrom: f.dateFrom, dateTo: f.dateTo },
        (f.pageIndex - 1) * f.pageSize,
        f.pageSize,
      );
      return { items: rows.map(toContract), total: Number(rows[0]?.total ?? 0) };
    },

    async detail(ctx: RequestContext, id: string) {
      return detailOf(await readable(ctx, id));
    },

    /** The enterprise's contract of their application (null until one is sent). */
    async mine(ctx: RequestContext, applicationId: string): Promise<CertContractDetail | null> {
      await access.assertClient(ctx);
      const application = await repo.application(db, ctx.tenantId, applicationId);
      if (!application || application.applicant_id !== ctx.tenantUserId)
        notFound(text('cert.contract.applicationMissing'));
      const c = await repo.clientContractOf(db, ctx.tenantId, applicationId);
      return c ? detailOf(c) : null;
    },

    /** Creates the contract of an accepted application, or changes a draft or sent one (a draft again). */
    async save(ctx: RequestContext, body: z.output<typeof CertContractBody>) {
      await access.assertBody(ctx);
      const fees = body.fees.map((fee) => ({ name: fee.name, amount: fee.amount }));
      for (let attempt = 1; ; attempt++) {
        try {
          const id = await db.transaction(async (t) => {
            const tx = t as Db;
            if (body.id) {
              const c = await repo.contract(tx, ctx.tenantId, body.id, true);
              if (!c) notFound(text('cert.contract.contractMissing'));
              if (c.application_id !== body.applicationId)
                refuse('body.applicationId', text('cert.contract.otherApplication'));
              const status = Number(c.status);
              if (status === ContractStatus.signed) conflict(text('cert.contract.signedLocked'));
              if (status === ContractStatus.cancelled) conflict(text('cert.contract.cancelledLocked'));
              const q = quote({ scheme: c.scheme, ...body, fees });
              await repo.update(tx, ctx.tenantId, c.id, {
                auditDays: q.initialDays,
                dayRate: q.dayRate,
                fees: q.fees,
                amount: q.amount,
                terms: body.terms,
                by: ctx.tenantUserId,
              });
              return c.id;
            }
            const application = await repo.application(tx, ctx.tenantId, body.applicationId, true);
            if (!application) notFound(text('cert.contract.applicationMissing'));
            if (Number(application.status) !== ApplicationStatus.accepted)
              conflict(text('cert.contract.notAccepted'));
            const live = await repo.liveContractOf(tx, ctx.tenantId, application.id);
            if (live) conflict(text('cert.contract.contractExists', { no: live.no }));
            const q = quote({ scheme: application.scheme, ...body, fees });
            return repo.insert(tx, {
              tenantId: ctx.tenantId,
              applicationId: application.id,
              no: await repo.nextNo(tx, ctx.tenantId, new Date().getFullYear()),
              auditDays: q.initialDays,
              dayRate: q.dayRate,
              fees: q.fees,
              amount: q.amount,
              terms: body.terms,
              by: ctx.tenantUserId,
            });
          });
          return detailOf(await current(ctx.tenantId, id));
        } catch (err) {
          if (!body.id && attempt < NUMBER_TRIES && isUniqueViolation(err)) continue;
          throw err;
        }
      }
    },

    /** Sends a draft to the enterprise, who downloads it and uploads their signed scan. */
    async send(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const c = await repo.contract(tx, ctx.tenantId, id, true);
        if (!c) notFound(text('cert.contract.contractMissing'));
        if (Number(c.status) !== ContractStatus.draft) conflict(text('cert.contract.sendOnlyDraft'));
        await repo.setStatus(tx, ctx.tenantId, id, {
          status: ContractStatus.sent,
          by: ctx.tenantUserId,
          sent: true,
        });
      });
      const c = await current(ctx.tenantId, id);
      await notify(
        ctx,
        c,
        c.applicant_id,
        text('cert.contract.sentTitle', { no: c.no }),
        text('cert.contract.sentContent', {
          org: await repo.tenantName(db, ctx.tenantId),
          scheme: schemeName(c.scheme),
          no: c.no,
          amount: c.amount,
        }),
        CLIENT_ROUTE,
      );
      return detailOf(c);
    },

    /** The enterprise uploads its signed scan of a sent contract; the body's staff who made it hear of it. */
    async clientSign(ctx: RequestContext, body: z.output<typeof CertContractClientSignBody>) {
      await access.assertClient(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const c = await repo.contract(tx, ctx.tenantId, body.id, true);
        if (!c || c.applicant_id !== ctx.tenantUserId || c.sent_at === null)
          notFound(text('cert.contract.contractMissing'));
        if (Number(c.status) !== ContractStatus.sent) conflict(text('cert.contract.clientSignOnlySent'));
        await repo.setSignedCopy(tx, ctx.tenantId, c.id, body.signedCopy, ctx.tenantUserId);
      });
      const c = await current(ctx.tenantId, body.id);
      await notify(
        ctx,
        c,
        c.created_by,
        text('cert.contract.clientSignedTitle', { no: c.no }),
        text('cert.contract.clientSignedContent', { entName: c.ent_name, no: c.no }),
        BODY_ROUTE,
      );
      return detailOf(c);
    },

    /**
     * The body signs: status signed with the signed copy (its own upload or the enterprise's), the
     * application contracted and its audit programme created in one transaction; then the process
     * moves on to the audit planning.
     */
    async sign(ctx: RequestContext, body: z.output<typeof CertContractSignBody>) {
      await access.assertBody(ctx);
      const signed = await db.transaction(async (t) => {
        const tx = t as Db;
        const c = await repo.contract(tx, ctx.tenantId, body.id, true);
        if (!c) notFound(text('cert.contract.contractMissing'));
        const status = Number(c.status);
        if (status === ContractStatus.cancelled) conflict(text('cert.contract.signCancelled'));
        if (status === ContractStatus.signed) conflict(text('cert.contract.signSigned'));
        const signedCopy = body.signedCopy ?? c.signed_copy;
        if (!signedCopy) refuse('body.signedCopy', text('cert.contract.signedCopyRequired'));
        const application = (await repo.application(tx, ctx.tenantId, c.application_id, true))!;
        if (Number(application.status) !== ApplicationStatus.accepted)
          conflict(text('cert.contract.notAccepted'));
        await repo.setStatus(tx, ctx.tenantId, c.id, {
          status: ContractStatus.signed,
          by: ctx.tenantUserId,
          signedCopy,
          signed: true,
        });
        await repo.setApplicationStatus(
          tx,
          ctx.tenantId,
          application.id,
          ApplicationStatus.contracted,
          ctx.tenantUserId,
        );
        await createProgramme(
          tx,
          ctx.tenantId,
          { id: application.id, scheme: application.scheme, auditDays: c.audit_days },
          ctx.tenantUserId,
        );
        return c;
      });
      await finishStep(ctx, signed, 'signed');
      const c = await current(ctx.tenantId, body.id);
      await notify(
        ctx,
        c,
        c.applicant_id,
        text('cert.contract.signedTitle', { no: c.no }),
        text('cert.contract.signedContent', { no: c.no, org: await repo.tenantName(db, ctx.tenantId) }),
        CLIENT_ROUTE,
      );
      return detailOf(c);
    },

    /** Cancels a draft or sent contract: the application ends as withdrawn, and so does its process. */
    async cancel(ctx: RequestContext, body: z.output<typeof CertContractCancelBody>) {
      await access.assertBody(ctx);
      const cancelled = await db.transaction(async (t) => {
        const tx = t as Db;
        const c = await repo.contract(tx, ctx.tenantId, body.id, true);
        if (!c) notFound(text('cert.contract.contractMissing'));
        const status = Number(c.status);
        if (status === ContractStatus.cancelled) conflict(text('cert.contract.cancelCancelled'));
        if (status === ContractStatus.signed) conflict(text('cert.contract.cancelSigned'));
        await repo.setStatus(tx, ctx.tenantId, c.id, {
          status: ContractStatus.cancelled,
          by: ctx.tenantUserId,
          cancelReason: body.reason,
        });
        const application = await repo.application(tx, ctx.tenantId, c.application_id, true);
        if (application && Number(application.status) === ApplicationStatus.accepted)
          await repo.setApplicationStatus(
            tx,
            ctx.tenantId,
            application.id,
            ApplicationStatus.withdrawn,
            ctx.tenantUserId,
          );
        return c;
      });
      await finishStep(ctx, cancelled, 'cancelled', body.reason);
      const c = await current(ctx.tenantId, body.id);
      await notify(
        ctx,
        c,
        c.applicant_id,
        text('cert.contract.cancelledTitle', { no: c.no }),
        text('cert.contract.cancelledContent', { no: c.no, reason: body.reason }),
        CLIENT_ROUTE,
      );
      return detailOf(c);
    },

    /** The contract as a Word document filled from the template (the template's words are Chinese). */
    async document(ctx: RequestContext, id: string, language: Language) {
      const c = await readable(ctx, id);
      const application = (await repo.application(db, ctx.tenantId, c.application_id))!;
      const q = quoteOf(c);
      const product = isProductScheme(c.scheme);
      const zh: Language = 'zh-CN';
      const doc = new Docxtemplater(new PizZip(await templateBytes()), {
        paragraphLoop: true,
        linebreaks: true,
        nullGetter: () => '',
      });
      doc.render({
        contractNo: c.no,
        applicationNo: c.application_no ?? '',
        clientName: application.ent_name,
        clientCreditCode: application.credit_code,
        clientAddress: application.address,
        clientContact: application.contact_name,
        clientTel: application.contact_tel,
        bodyName: await repo.tenantName(db, ctx.tenantId),
        schemeName: render(zh, schemeName(c.scheme)),
        standard: c.standard,
        scope: application.scope,
        sites: (application.sites ?? []).map((s) => ({
          name: s.name,
          address: s.address,
          employees: s.employees,
        })),
        initialLabel: t(
          zh,
          product ? 'cert.contract.document.initialProduct' : 'cert.contract.document.initialSystem',
        ),
        initialDays: q.initialDays,
        hasSurveillance: q.surveillanceAudits > 0,
        surveillanceAudits: q.surveillanceAudits,
        surveillanceDays: q.surveillanceDays,
        totalDays: q.totalDays,
        dayRate: q.dayRate,
        auditFee: q.auditFee,
        fees: q.fees,
        feesTotal: q.feesTotal,
        total: q.amount,
        totalInWords: q.amountInWords,
        coverageNote: t(
          zh,
          product ? 'cert.contract.document.coverageProduct' : 'cert.contract.document.coverageSystem',
        ),
        terms: c.terms,
        issueDate: dateWords(zh, c.sent_at ?? c.created_at),
        signedDate: dateWords(zh, c.signed_at),
      });
      return {
        fileName: t(language, 'cert.contract.fileName', { no: c.no }),
        contentType: DOCX,
        body: doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }),
      };
    },
  };
}

export type ContractService = ReturnType<typeof contractService>;
