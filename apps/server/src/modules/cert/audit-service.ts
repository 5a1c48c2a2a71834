// The audit work (ISO/IEC 17021-1 §9.4, §9.5; DOMAIN.md): the audit team (the auditors of
// cert_audit_team whose cert_auditors record names the caller) records findings while the audit is
// under way (plan confirmed) or reported: observations, minor and major nonconformities with their
// clause, description and evidence. Any team member records, verifies (closes) and reopens findings;
// the leader alone writes and issues the report and closes the audit. The enterprise (the
// application's applicant) answers each minor and major with root cause, correction and corrective
// action; the leader hears of it. The report cannot be issued while a major is not closed; issuing
// writes the report into the audit letter's row (audit_schemes) that queryAuditReport and the message
// centre read, with report_url pointing at the PDF made on request (report.ts), and tells the
// applicant (CERT_SMS.auditReport). The audit closes when every major is closed and every minor
// answered (its plan accepted, verified at the next audit): at the report when nothing is left,
// otherwise by audit/close. Closing completes the process's `audit` task: stage 1 goes back to
// planning (stage 2), every other audit to technical review, and an initial certification's
// application becomes `deciding`. The body's staff (role 34) read every audit's file.
import {
  ApplicationStatus,
  AuditKind,
  AuditStatus,
  CERT_PREFIX,
  CERT_SMS,
  CertFindingKind,
  CertFindingStatus,
  CertPaths,
  MessageTargetType,
  type CertFinding,
  type CertWorkAudit,
  type CertWorkAuditFile,
} from '@platform/contract';
import type { z } from 'zod';
import type {
  CertAuditFilesFilter,
  CertFindingAddBody,
  CertFindingAnswerBody,
  CertFindingUpdateBody,
  CertMyAuditsFilter,
  CertReportBody,
  CertReportDraftBody,
  CertWorkPageQuery,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { text, type Text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import { auditRepo as repo, type AuditRow, type FindingRow } from './audit-repo.js';
import type { CertDeps } from './deps.js';
import { CertStep, completeStep, openStepTask } from './process.js';

/** The audits a team member works on: issued (to prepare), confirmed (on site), reported (follow-up). */
const UNDER_WAY = [AuditStatus.issued, AuditStatus.confirmed, AuditStatus.reported];
/** Findings are recorded and verified from the confirmed plan until the audit closes. */
const WORKING = new Set<number>([AuditStatus.confirmed, AuditStatus.reported]);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const today = () => new Date().toISOString().slice(0, 10);

export const reportUrlOf = (auditId: string) =>
  `${CERT_PREFIX}/${CertPaths.reportDocument}?auditId=${auditId}`;

export function toWorkAudit(a: AuditRow, myPost: string | null = null): CertWorkAudit {
  return {
    id: a.id,
    applicationId: a.application_id,
    applicationNo: a.application_no,
    entName: a.ent_name,
    scheme: a.scheme,
    standard: a.standard,
    kind: Number(a.kind),
    seq: Number(a.seq),
    status: Number(a.status),
    beginDate: a.begin_date,
    endDate: a.end_date,
    auditDays: a.audit_days,
    processId: a.process_id,
    phase: a.phase === null ? null : Number(a.phase),
    leaderName: a.leader_name,
    myPost,
    findings: Number(a.findings),
    openFindings: Number(a.open_findings),
    reportIssuedAt: iso(a.report_issued_at),
  };
}

export function toFinding(f: FindingRow): CertFinding {
  return {
    id: f.id,
    auditId: f.audit_id,
    applicationId: f.application_id,
    kind: Number(f.kind),
    clause: f.clause,
    description: f.description,
    evidence: f.evidence ?? [],
    status: Number(f.status),
    rootCause: f.root_cause,
    correction: f.correction,
    correctiveAction: f.corrective_action,
    answerFiles: f.answer_files ?? [],
    answeredBy: f.answered_by_name,
    answeredAt: iso(f.answered_at),
    verifyComment: f.verify_comment,
    closedBy: f.closed_by_name,
    closedAt: iso(f.closed_at),
    raisedBy: f.raised_by_name,
    createdAt: iso(f.created_at)!,
    auditKind: Number(f.audit_kind),
    auditSeq: Number(f.audit_seq),
  };
}

/** The audit letter's row of an audit: its process id (the audit's, or its id) and phase. */
export const schemeKey = (a: AuditRow) => ({
  processId: a.process_id ?? a.id,
  phase: a.phase === null ? (Number(a.kind) === AuditKind.stage1 ? 1 : 2) : Number(a.phase),
});

/** What still keeps an audit open: majors not closed, minors not answered. */
function outstanding(findings: { kind: number; status: number }[]) {
  let majors = 0;
  let minors = 0;
  for (const f of findings) {
    const kind = Number(f.kind);
    const status = Number(f.status);
    if (kind === CertFindingKind.major && status !== CertFindingStatus.closed) majors++;
    if (kind === CertFindingKind.minor && status === CertFindingStatus.open) minors++;
  }
  return { majors, minors };
}

const nonconformities = (findings: { kind: number }[]) =>
  findings.filter((f) => Number(f.kind) !== CertFindingKind.observation).length;

export function auditWorkService(deps: CertDeps) {
  const { db, workflow, sender, log } = deps;
  const access = certAccess(deps);

  async function auditOf(tenantId: string, auditId: string, tx: Db = db) {
    return (await repo.audit(tx, tenantId, auditId)) ?? notFound(text('cert.audit.auditMissing'));
  }

  /** The caller's team record on an audit, or null. */
  async function membership(ctx: RequestContext, auditId: string) {
    const team = await repo.team(db, ctx.tenantId, auditId);
    return team.find((m) => m.tenant_user_id === ctx.tenantUserId) ?? null;
  }

  /** An audit the caller works on as a team member; an audit of another team does not exist for them. */
  async function asMember(ctx: RequestContext, auditId: string) {
    await access.assertAuditor(ctx);
    const a = await auditOf(ctx.tenantId, auditId);
    const me = await membership(ctx, auditId);
    if (!me) notFound(text('cert.audit.auditMissing'));
    return { a, me };
  }

  async function asLeader(ctx: RequestContext, auditId: string) {
    const { a, me } = await asMember(ctx, auditId);
    if (me.post !== 'leader') forbidden(text('cert.audit.leaderOnly'));
    return a;
  }

  /** An audit the caller may read: a team member's, or any for the body's staff. */
  async function readable(ctx: RequestContext, auditId: string) {
    await access.assertAny(ctx);
    const a = await auditOf(ctx.tenantId, auditId);
    const me = (await access.isAuditor(ctx)) ? await membership(ctx, auditId) : null;
    if (me) return { a, me };
    if (await access.isBody(ctx)) return { a, me: null };
    if ((await access.isClient(ctx)) && a.applicant_id === ctx.tenantUserId)
      return { a, me: null, client: true };
    return notFound(text('cert.audit.auditMissing'));
  }

  async function notify(
    tenantId: string,
    to: string | null,
    title: Text,
    content: Text,
    extra: { smsType?: string; targetType?: number; param?: Record<string, unknown> },
  ) {
    if (!to) return;
    await sender
      .send({
        tenantId,
        to: { type: 'users', tenantUserIds: [to] },
        channels: [1],
        title,
        content,
        targetType: extra.targetType ?? MessageTargetType.taskPage,
        smsType: extra.smsType ?? null,
        param: extra.param ?? null,
      })
      .catch((err: unknown) => log.error({ err }, 'a certification audit message failed'));
  }

  /** A finding a team member works on, with its audit (under way). */
  async function memberFinding(ctx: RequestContext, id: string) {
    await access.assertAuditor(ctx);
    const [f] = await repo.findings(db, ctx.tenantId, { id });
    if (!f) notFound(text('cert.audit.findingMissing'));
    const { a } = await asMember(ctx, f.audit_id);
    if (!WORKING.has(Number(a.status))) conflict(text('cert.audit.notUnderWay'));
    return { f, a };
  }

  async function findingOf(tenantId: string, id: string) {
    const [f] = await repo.findings(db, tenantId, { id });
    return toFinding(f!);
  }

  /** A closed audit whose file technical review returned: its `audit` task is open again. */
  async function returned(tenantId: string, a: AuditRow) {
    if (Number(a.status) !== AuditStatus.closed || !a.instance_id) return false;
    return !!(await openStepTask(db, tenantId, a.instance_id, CertStep.audit));
  }

  /** Closes an audit: completes its task, then writes the status (and the application's). */
  async function close(ctx: RequestContext, a: AuditRow) {
    const next = Number(a.kind) === AuditKind.stage1 ? 'plan' : 'review';
    await completeStep(db, workflow, ctx, a.instance_id, CertStep.audit, { next, auditId: a.id });
    await db.transaction(async (t) => {
      const tx = t as Db;
      await repo.audit(tx, ctx.tenantId, a.id, true);
      await repo.setStatus(tx, ctx.tenantId, a.id, AuditStatus.closed, ctx.tenantUserId);
      // The initial certification goes to its decision; a certified application keeps its status
      // through surveillance and recertification (the decision changes the certificate).
      const status = Number(a.application_status);
      if (
        next === 'review' &&
        (status === ApplicationStatus.contracted || status === ApplicationStatus.auditing)
      )
        await repo.setApplicationStatus(
          tx,
          ctx.tenantId,
          a.application_id,
          ApplicationStatus.deciding,
          ctx.tenantUserId,
        );
    });
  }

  return {
    async myAudits(
      ctx: RequestContext,
      q: z.output<typeof CertWorkPageQuery>,
      f: z.output<typeof CertMyAuditsFilter>,
    ) {
      await access.assertAuditor(ctx);
      const rows = await repo.mine(
        db,
        ctx.tenantId,
        ctx.tenantUserId,
        { ...f, statuses: UNDER_WAY },
        (q.pageIndex - 1) * q.pageSize,
        q.pageSize,
      );
      return { items: rows.map((r) => toWorkAudit(r, r.my_post)), total: Number(rows[0]?.total ?? 0) };
    },

    async files(
      ctx: RequestContext,
      q: z.output<typeof CertWorkPageQuery>,
      f: z.output<typeof CertAuditFilesFilter>,
    ) {
      await access.assertBody(ctx);
      const rows = await repo.files(db, ctx.tenantId, f, (q.pageIndex - 1) * q.pageSize, q.pageSize);
      return { items: rows.map((r) => toWorkAudit(r)), total: Number(rows[0]?.total ?? 0) };
    },

    /** An audit's whole file for its team and the body's staff. */
    async file(ctx: RequestContext, auditId: string): Promise<CertWorkAuditFile> {
      const { a, me } = await readable(ctx, auditId);
      const [app, team, findings] = await Promise.all([
        repo.application(db, ctx.tenantId, a.application_id),
        repo.team(db, ctx.tenantId, a.id),
        repo.findings(db, ctx.tenantId, { auditId: a.id }),
      ]);
      const key = schemeKey(a);
      const scheme = await repo.scheme(db, ctx.tenantId, key.processId, key.phase);
      const report = (scheme?.report ?? null) as { summary?: string } | null;
      const status = Number(a.status);
      const isLeader = me?.post === 'leader';
      const left = outstanding(findings);
      return {
        ...toWorkAudit(a, me?.post ?? null),
        criteria: a.criteria,
        application: {
          id: app!.id,
          no: app!.no,
          entName: app!.ent_name,
          creditCode: app!.credit_code,
          address: app!.address,
          scope: app!.scope,
          fieldCodes: app!.field_codes ?? [],
          employees: Number(app!.employees),
          documents: app!.documents ?? [],
          contactName: app!.contact_name,
          contactTel: app!.contact_tel,
        },
        plan: (scheme?.plan ?? []) as CertWorkAuditFile['plan'],
        team: team.map((m) => ({
          auditorId: m.auditor_id,
          name: m.name,
          post: m.post,
          qualification: m.qualification,
          mobile: m.mobile,
          member: m.tenant_user_id !== null,
        })),
        findingList: findings.map(toFinding),
        conclusion: a.conclusion,
        recommendation: a.recommendation,
        summary: report?.summary ?? null,
        reportUrl: scheme?.report_url ?? null,
        isLeader,
        canEditFindings: !!me && WORKING.has(status),
        canReport: isLeader && WORKING.has(status),
        canClose:
          isLeader &&
          (status === AuditStatus.reported || (await returned(ctx.tenantId, a))) &&
          left.majors === 0 &&
          left.minors === 0,
      };
    },

    /** An audit's findings (its team, the body) or an application's across its audits (its applicant, the body). */
    async findings(ctx: RequestContext, body: { auditId?: string; applicationId?: string }) {
      if (body.auditId) {
        const { a } = await readable(ctx, body.auditId);
        const rows = await repo.findings(db, ctx.tenantId, { auditId: a.id });
        return { items: rows.map(toFinding), total: rows.length };
      }
      await access.assertAny(ctx);
      const app = await repo.application(db, ctx.tenantId, body.applicationId!);
      const own = !!app && app.applicant_id === ctx.tenantUserId && (await access.isClient(ctx));
      if (!app || (!own && !(await access.isBody(ctx)))) notFound(text('cert.audit.applicationMissing'));
      const rows = await repo.findings(db, ctx.tenantId, { applicationId: app.id });
      return { items: rows.map(toFinding), total: rows.length };
    },

    async addFinding(ctx: RequestContext, body: z.output<typeof CertFindingAddBody>) {
      const { a } = await asMember(ctx, body.auditId);
      if (!WORKING.has(Number(a.status))) conflict(text('cert.audit.notUnderWay'));
      const id = await repo.insertFinding(db, {
        tenantId: ctx.tenantId,
        auditId: a.id,
        applicationId: a.application_id,
        kind: body.kind,
        clause: body.clause,
        description: body.description,
        evidence: body.evidence,
        by: ctx.tenantUserId,
      });
      return findingOf(ctx.tenantId, id);
    },

    async updateFinding(ctx: RequestContext, body: z.output<typeof CertFindingUpdateBody>) {
      const { f } = await memberFinding(ctx, body.id);
      if (Number(f.status) !== CertFindingStatus.open) conflict(text('cert.audit.findingAnswered'));
      await repo.updateFinding(db, ctx.tenantId, f.id, { ...body, by: ctx.tenantUserId });
      return findingOf(ctx.tenantId, f.id);
    },

    async deleteFinding(ctx: RequestContext, id: string) {
      const { f } = await memberFinding(ctx, id);
      if (Number(f.status) !== CertFindingStatus.open) conflict(text('cert.audit.findingAnswered'));
      await repo.deleteFinding(db, ctx.tenantId, f.id);
    },

    /** The enterprise answers one of its open (or answered, not yet verified) minors and majors. */
    async answer(ctx: RequestContext, body: z.output<typeof CertFindingAnswerBody>) {
      await access.assertClient(ctx);
      const [f] = await repo.findings(db, ctx.tenantId, { id: body.id });
      const a = f ? await repo.audit(db, ctx.tenantId, f.audit_id) : undefined;
      if (!f || !a || a.applicant_id !== ctx.tenantUserId) notFound(text('cert.audit.findingMissing'));
      if (Number(f.kind) === CertFindingKind.observation) conflict(text('cert.audit.observationNoAnswer'));
      if (!WORKING.has(Number(a.status))) conflict(text('cert.audit.notUnderWay'));
      await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.lockFinding(tx, ctx.tenantId, f.id);
        if (!locked || Number(locked.status) === CertFindingStatus.closed)
          conflict(text('cert.audit.findingClosed'));
        await repo.answerFinding(tx, ctx.tenantId, f.id, { ...body, by: ctx.tenantUserId });
      });
      await notify(
        ctx.tenantId,
        a.leader_user,
        text('cert.audit.answeredTitle', { entName: a.ent_name }),
        text('cert.audit.answeredContent', { entName: a.ent_name, clause: f.clause }),
        { param: { auditId: a.id, findingId: f.id } },
      );
      return findingOf(ctx.tenantId, f.id);
    },

    /** A team member verifies the answer and closes the finding (an observation needs no answer). */
    async closeFinding(ctx: RequestContext, id: string, comment: string) {
      const { f } = await memberFinding(ctx, id);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.lockFinding(tx, ctx.tenantId, f.id);
        const status = Number(locked?.status);
        if (!locked || status === CertFindingStatus.closed) conflict(text('cert.audit.findingClosed'));
        if (Number(locked.kind) !== CertFindingKind.observation && status !== CertFindingStatus.answered)
          conflict(text('cert.audit.notAnswered'));
        await repo.verifyFinding(tx, ctx.tenantId, f.id, CertFindingStatus.closed, comment, ctx.tenantUserId);
      });
      return findingOf(ctx.tenantId, f.id);
    },

    /** The answer is not accepted: the finding is open again and the enterprise hears why. */
    async reopenFinding(ctx: RequestContext, id: string, comment: string) {
      const { f, a } = await memberFinding(ctx, id);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.lockFinding(tx, ctx.tenantId, f.id);
        if (!locked || Number(locked.status) === CertFindingStatus.open)
          conflict(text('cert.audit.notAnsweredYet'));
        await repo.verifyFinding(tx, ctx.tenantId, f.id, CertFindingStatus.open, comment, ctx.tenantUserId);
      });
      await notify(
        ctx.tenantId,
        a.applicant_id,
        text('cert.audit.reopenedTitle'),
        text('cert.audit.reopenedContent', { clause: f.clause, comment }),
        { param: { applicationId: a.application_id, auditId: a.id, findingId: f.id } },
      );
      return findingOf(ctx.tenantId, f.id);
    },

    async saveReport(ctx: RequestContext, body: z.output<typeof CertReportDraftBody>) {
      const a = await asLeader(ctx, body.auditId);
      if (!WORKING.has(Number(a.status))) conflict(text('cert.audit.notUnderWay'));
      await repo.saveDraft(db, ctx.tenantId, a.id, body, ctx.tenantUserId);
      return toWorkAudit((await repo.audit(db, ctx.tenantId, a.id))!, 'leader');
    },

    /**
     * Issues (or issues again) the report: no major may be left open. The audit letter's row gets the
     * report and its address; the applicant gets the audit-report message. With every minor answered
     * too, the audit closes at once.
     */
    async issueReport(ctx: RequestContext, body: z.output<typeof CertReportBody>) {
      const a = await asLeader(ctx, body.auditId);
      if (!WORKING.has(Number(a.status))) conflict(text('cert.audit.notUnderWay'));
      const key = schemeKey(a);
      const issued = await db.transaction(async (t) => {
        const tx = t as Db;
        await repo.audit(tx, ctx.tenantId, a.id, true);
        const findings = await repo.findings(tx, ctx.tenantId, { auditId: a.id });
        const { majors } = outstanding(findings);
        if (majors > 0) conflict(text('cert.audit.majorsOpen', { count: majors }));
        const scheme = await repo.scheme(tx, ctx.tenantId, key.processId, key.phase);
        if (!scheme) conflict(text('cert.audit.planNotIssued'));
        await repo.saveDraft(tx, ctx.tenantId, a.id, body, ctx.tenantUserId);
        const count = nonconformities(findings);
        await repo.writeReport(
          tx,
          ctx.tenantId,
          scheme.id,
          {
            teamLeader: a.leader_name ?? '',
            conclusion: body.conclusion,
            nonconformities: count,
            summary: body.summary,
            issuedDate: today(),
          },
          reportUrlOf(a.id),
        );
        await repo.setStatus(tx, ctx.tenantId, a.id, AuditStatus.reported, ctx.tenantUserId, true);
        return { findings, count };
      });
      await notify(
        ctx.tenantId,
        a.applicant_id,
        text('cert.audit.reportTitle', { entName: a.ent_name }),
        text('cert.audit.reportContent', {
          entName: a.ent_name,
          kind: text(`cert.audit.kind.${Number(a.kind)}` as 'cert.audit.kind.1'),
          count: issued.count,
        }),
        {
          smsType: CERT_SMS.auditReport,
          targetType: MessageTargetType.auditDocuments,
          param: { processId: key.processId, phase: key.phase },
        },
      );
      const left = outstanding(issued.findings);
      const closed = left.majors === 0 && left.minors === 0;
      if (closed) await close(ctx, a);
      return { audit: toWorkAudit((await repo.audit(db, ctx.tenantId, a.id))!, 'leader'), closed };
    },

    /**
     * The leader closes a reported audit once every major is closed and every minor answered; or hands
     * a closed audit back again when technical review returned its file (its task is open again).
     */
    async closeAudit(ctx: RequestContext, auditId: string) {
      const a = await asLeader(ctx, auditId);
      if (Number(a.status) !== AuditStatus.reported && !(await returned(ctx.tenantId, a)))
        conflict(text('cert.audit.notReported'));
      const left = outstanding(await repo.findings(db, ctx.tenantId, { auditId: a.id }));
      if (left.majors > 0 || left.minors > 0) conflict(text('cert.audit.cannotClose', left));
      await close(ctx, a);
      return toWorkAudit((await repo.audit(db, ctx.tenantId, a.id))!, 'leader');
    },

    /** Who may read the audit's report document: its team, the body, its applicant once reported. */
    async reportReadable(ctx: RequestContext, auditId: string) {
      const r = await readable(ctx, auditId);
      if ('client' in r && r.client && Number(r.a.status) < AuditStatus.reported)
        notFound(text('cert.audit.notReported'));
      return r.a;
    },
  };
}

export type AuditWorkService = ReturnType<typeof auditWorkService>;
