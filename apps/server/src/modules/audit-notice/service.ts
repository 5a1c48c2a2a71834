// The audit notice letter, audit report and audit plan of one certification process and phase (spec
// forms.md §3 Audit notice, §7 Certification). A scheme belongs to the audited organisation's tenant:
// another tenant's process does not exist for the caller. Within the tenant it lists its auditors'
// mobile numbers, so it is shown only to the members it concerns (an auditor of its team, a member
// notified of its process) and to the certification body's audit reviewers (role code 34).
import type { AuditNotifyBook, AuditPlan, AuditReport } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { t, text, type Language } from '../../i18n/index.js';
import { holdsRoleCode } from '../account/access.js';
import { mobileOf } from '../account/identity.js';
import { notifiedOfProcess } from '../messages/service.js';
import { auditNoticeRepo as repo } from './repo.js';

/** 认证审核人员: the role that reviews and plans audits (spec shell.md §2.5, its /auditplan pages). */
const AUDIT_REVIEWER_ROLE = 34;

type Scheme = NonNullable<Awaited<ReturnType<typeof repo.scheme>>>;

export function auditNoticeService(db: Db) {
  async function concerns(ctx: RequestContext, s: Scheme): Promise<boolean> {
    if (await holdsRoleCode(db, ctx, AUDIT_REVIEWER_ROLE)) return true;
    const mobile = await mobileOf(db, ctx.userId);
    if (mobile && (await repo.inTeam(db, ctx.tenantId, s.id, mobile))) return true;
    return notifiedOfProcess(db, ctx, s.processId);
  }

  async function scheme(ctx: RequestContext, processId: string, phase: number) {
    const s =
      (await repo.scheme(db, ctx.tenantId, processId, phase)) ?? notFound(text('auditNotice.schemeNotFound'));
    if (!(await concerns(ctx, s))) forbidden(text('auditNotice.schemeForbidden'));
    return s;
  }

  return {
    async notifyBook(
      ctx: RequestContext,
      processId: string,
      phase: number,
      language: Language,
    ): Promise<AuditNotifyBook> {
      const s = await scheme(ctx, processId, phase);
      return {
        processId: s.processId,
        phase: s.phase,
        orgName: s.orgName,
        certName: s.certName,
        auditDateBegin: s.auditDateBegin,
        auditDatEnd: s.auditDateEnd,
        auditDate: t(language, 'auditNotice.dateRange', { begin: s.auditDateBegin, end: s.auditDateEnd }),
        field: s.field,
        auditType: s.auditType,
        userGroupList: await repo.team(db, ctx.tenantId, s.id),
        contactUser: s.contactUser,
        contactTel: s.contactTel,
        contactEmail: s.contactEmail,
      };
    },

    async report(ctx: RequestContext, processId: string, phase: number): Promise<AuditReport> {
      const s = await scheme(ctx, processId, phase);
      if (!s.report) notFound(text('auditNotice.reportNotIssued'));
      return {
        processId: s.processId,
        phase: s.phase,
        reportUrl: s.reportUrl,
        orgName: s.orgName,
        certName: s.certName,
        auditDateBegin: s.auditDateBegin,
        auditDatEnd: s.auditDateEnd,
        field: s.field,
        auditType: s.auditType,
        ...s.report,
      };
    },

    async plan(ctx: RequestContext, processId: string, phase: number): Promise<AuditPlan> {
      const s = await scheme(ctx, processId, phase);
      return {
        processId: s.processId,
        phase: s.phase,
        orgName: s.orgName,
        certName: s.certName,
        auditDateBegin: s.auditDateBegin,
        auditDatEnd: s.auditDateEnd,
        field: s.field,
        auditType: s.auditType,
        criteria: s.criteria,
        userGroupList: await repo.team(db, ctx.tenantId, s.id),
        items: s.plan,
      };
    },
  };
}

export type AuditNoticeService = ReturnType<typeof auditNoticeService>;
