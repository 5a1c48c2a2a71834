// The audit notice letter, audit report and audit plan of one certification process and phase (spec
// forms.md §3 Audit notice, §7 Certification). A scheme belongs to the audited organisation's tenant:
// another tenant's process does not exist for the caller.
import type { AuditNotifyBook, AuditPlan, AuditReport } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { auditNoticeRepo as repo } from './repo.js';

export function auditNoticeService(db: Db) {
  async function scheme(ctx: RequestContext, processId: string, phase: number) {
    return (await repo.scheme(db, ctx.tenantId, processId, phase)) ?? notFound('审核方案不存在');
  }

  return {
    async notifyBook(ctx: RequestContext, processId: string, phase: number): Promise<AuditNotifyBook> {
      const s = await scheme(ctx, processId, phase);
      return {
        processId: s.processId,
        phase: s.phase,
        orgName: s.orgName,
        certName: s.certName,
        auditDateBegin: s.auditDateBegin,
        auditDatEnd: s.auditDateEnd,
        auditDate: `${s.auditDateBegin} 至 ${s.auditDateEnd}`,
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
      if (!s.report) notFound('审核报告尚未出具');
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
