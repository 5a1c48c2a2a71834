// Technical review (/ratify) and the certification decision (/ywreviewam), ISO/IEC 17021-1 §9.5: an
// audit whose process waits at `review` or `decision` is checked by body staff who were not on its
// audit team (409 otherwise). A review passes the file to the decision or returns it to the audit team
// (the audit reads reported again, the application auditing). A decision on an initial audit grants
// (a certificate, the application certified, the cycle's surveillance and recertification audits
// planned) or refuses; on a recertification renews (the previous certificate superseded) or refuses; on
// a surveillance audit maintains, suspends, withdraws or reduces the scope; any may return the file to
// technical review. The business state is written in one transaction, then the step's task completes
// with `{ result }`, and the applicant hears of the decision.
import { sql, type SQL } from 'drizzle-orm';
import {
  ApplicationStatus,
  AuditKind,
  AuditStatus,
  CERT_PREFIX,
  CertFindingKind,
  CertPaths,
  CertificateStatus,
  decisionsFor,
  type CertAuditFile,
  type CertReviewItem,
  type CertReviewRecord,
} from '@platform/contract';
import type { z } from 'zod';
import type { CertDecisionBody, CertReviewBody, CertReviewFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text, type Text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import {
  addEvent,
  applyChange,
  certificateRow,
  issueCertificate,
  memberName,
} from './certificate-service.js';
import type { CertDeps } from './deps.js';
import { completeStep, CertStep } from './process.js';
import { scheduleCycle } from './programme.js';

type Step = 'review' | 'decision';

interface ItemRow {
  audit_id: string;
  application_id: string;
  application_no: string | null;
  ent_name: string;
  scheme: string;
  standard: string;
  kind: number;
  seq: number;
  begin_date: string | null;
  end_date: string | null;
  audit_days: string;
  leader_name: string | null;
  report_issued_at: Date | string | null;
  recommendation: string | null;
  majors: number;
  minors: number;
  observations: number;
  pending: boolean;
  last: Record<string, unknown> | null;
  total: number;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const openTask = (step: Step) => sql`exists (select 1 from wf_tasks w where w.tenant_id = a.tenant_id
  and w.instance_id = a.instance_id and w.element_id = ${step} and w.status = 'open')`;
/** The same test as a filter: the few open tasks of the step drive it (a semi-join, not a probe per audit). */
const atStep = (tenantId: string, step: Step) => sql`a.instance_id in (select w.instance_id from wf_tasks w
  where w.tenant_id = ${tenantId} and w.element_id = ${step} and w.status = 'open')`;
/** Audits with a record of the step: one pass over the records (an `exists` or'd with the test above
 * is costed per audit, which put the list's plan past the JIT threshold). */
const hasRecord = (tenantId: string, step: Step) => sql`a.id in (select r.audit_id from cert_reviews r
  where r.tenant_id = ${tenantId} and r.kind = ${step})`;

const itemColumns = (step: Step) => sql`a.id as audit_id, a.application_id, ap.no as application_no,
  ap.ent_name, ap.scheme, ap.standard, a.kind, a.seq, a.begin_date::text as begin_date,
  a.end_date::text as end_date, a.audit_days::text as audit_days, a.report_issued_at, a.recommendation,
  (select au.name from cert_audit_team tm join cert_auditors au on au.tenant_id = tm.tenant_id
    and au.id = tm.auditor_id where tm.tenant_id = a.tenant_id and tm.audit_id = a.id and tm.post = 'leader'
    limit 1) as leader_name,
  (select count(*) filter (where f.kind = ${CertFindingKind.major})::int from cert_findings f
    where f.tenant_id = a.tenant_id and f.audit_id = a.id) as majors,
  (select count(*) filter (where f.kind = ${CertFindingKind.minor})::int from cert_findings f
    where f.tenant_id = a.tenant_id and f.audit_id = a.id) as minors,
  (select count(*) filter (where f.kind = ${CertFindingKind.observation})::int from cert_findings f
    where f.tenant_id = a.tenant_id and f.audit_id = a.id) as observations,
  ${openTask(step)} as pending,
  (select json_build_object('id', r.id, 'kind', r.kind, 'result', r.result, 'opinion', r.opinion,
      'scope', r.scope, 'reviewerName', r.reviewer_name, 'createdAt', r.created_at)
    from cert_reviews r where r.tenant_id = a.tenant_id and r.audit_id = a.id and r.kind = ${step}
    order by r.created_at desc limit 1) as last`;

const itemFrom = sql`from cert_audits a join cert_applications ap on ap.tenant_id = a.tenant_id
  and ap.id = a.application_id`;

const toRecord = (r: Record<string, unknown>): CertReviewRecord => ({
  id: String(r.id),
  kind: r.kind as CertReviewRecord['kind'],
  result: String(r.result),
  opinion: String(r.opinion),
  scope: (r.scope as string | null) ?? null,
  reviewerName: String(r.reviewerName ?? r.reviewer_name),
  createdAt: iso((r.createdAt ?? r.created_at) as string)!,
});

const toItem = (r: ItemRow): CertReviewItem => ({
  auditId: r.audit_id,
  applicationId: r.application_id,
  applicationNo: r.application_no,
  entName: r.ent_name,
  scheme: r.scheme,
  standard: r.standard,
  kind: Number(r.kind),
  seq: Number(r.seq),
  beginDate: r.begin_date,
  endDate: r.end_date,
  auditDays: r.audit_days,
  leaderName: r.leader_name,
  reportIssuedAt: iso(r.report_issued_at),
  recommendation: r.recommendation,
  majors: Number(r.majors),
  minors: Number(r.minors),
  observations: Number(r.observations),
  pending: Boolean(r.pending),
  last: r.last ? toRecord(r.last) : null,
});

interface AuditRow {
  tenant_id: string;
  id: string;
  application_id: string;
  certificate_id: string | null;
  kind: number;
  status: number;
  instance_id: string | null;
  applicant_id: string;
  scheme: string;
  standard: string;
  ent_name: string;
  credit_code: string;
  address: string;
  scope: string;
  sites: unknown;
  field_codes: unknown;
}

async function auditRow(db: Db, tenantId: string, auditId: string, lock = false) {
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`select a.tenant_id, a.id, a.application_id, a.certificate_id, a.kind, a.status,
        a.instance_id, ap.applicant_id, ap.scheme, ap.standard, ap.ent_name, ap.credit_code, ap.address,
        ap.scope, ap.sites, ap.field_codes
      from cert_audits a join cert_applications ap on ap.tenant_id = a.tenant_id and ap.id = a.application_id
      where a.tenant_id = ${tenantId} and a.id = ${auditId} ${lock ? sql`for update of a` : sql``}`),
  );
  return rows[0];
}

/** Whether the tenant user was on the audit's team (through their auditor record). */
async function onTeam(db: Db, tenantId: string, auditId: string, tenantUserId: string) {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from cert_audit_team tm join cert_auditors au
        on au.tenant_id = tm.tenant_id and au.id = tm.auditor_id
      where tm.tenant_id = ${tenantId} and tm.audit_id = ${auditId} and au.tenant_user_id = ${tenantUserId}
      limit 1`),
  );
  return rows.length > 0;
}

async function hasOpenTask(db: Db, tenantId: string, instanceId: string | null, step: Step) {
  if (!instanceId) return false;
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from wf_tasks where tenant_id = ${tenantId}
      and instance_id = ${instanceId} and element_id = ${step} and status = 'open' limit 1`),
  );
  return rows.length > 0;
}

export function decisionService(deps: CertDeps) {
  const { db, workflow, sender, log } = deps;
  const access = certAccess(deps);

  async function list(
    ctx: RequestContext,
    step: Step,
    f: z.output<typeof CertReviewFilter>,
    pageIndex: number,
    pageSize: number,
  ) {
    await access.assertBody(ctx);
    const where: SQL[] = [sql`a.tenant_id = ${ctx.tenantId}`, sql`a.kind <> ${AuditKind.stage1}`];
    if (f.state === 'pending') where.push(atStep(ctx.tenantId, step));
    else if (f.state === 'done') where.push(hasRecord(ctx.tenantId, step));
    else where.push(sql`(${atStep(ctx.tenantId, step)} or ${hasRecord(ctx.tenantId, step)})`);
    const onApplication: SQL[] = [];
    if (f.scheme) onApplication.push(sql`ap.scheme = ${f.scheme}`);
    if (f.keyword) {
      const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      onApplication.push(sql`(ap.ent_name ilike ${like} or ap.no ilike ${like})`);
    }
    // Every audit has its application: it is joined only to filter on it.
    if (onApplication.length)
      where.push(sql`exists (select 1 from cert_applications ap where ap.tenant_id = a.tenant_id
        and ap.id = a.application_id and ${sql.join(onApplication, sql` and `)})`);
    const order = sql`order by a.report_issued_at desc nulls last, a.id`;
    // The page's audits are picked and counted first; leaders, findings and records for those rows only.
    const rows = rowsOf<ItemRow>(
      await db.execute(sql`with page as (select a.id, count(*) over ()::int as total from cert_audits a
          where ${sql.join(where, sql` and `)}
          ${order} offset ${(pageIndex - 1) * pageSize} limit ${pageSize})
        select ${itemColumns(step)}, g.total from page g
        join cert_audits a on a.tenant_id = ${ctx.tenantId} and a.id = g.id
        join cert_applications ap on ap.tenant_id = a.tenant_id and ap.id = a.application_id
        ${order}`),
    );
    return { items: rows.map(toItem), total: Number(rows[0]?.total ?? 0) };
  }

  async function notifyApplicant(a: AuditRow, by: string, title: Text, content: Text, route: string) {
    await sender
      .send({
        tenantId: a.tenant_id,
        senderTenantUserId: by,
        to: { type: 'users', tenantUserIds: [a.applicant_id] },
        channels: [1],
        title,
        content,
        targetType: 21,
        smsType: 'certDecision',
        param: { auditId: a.id, applicationId: a.application_id, route },
      })
      .catch((err: unknown) => log.error({ err, audit: a.id }, 'a decision message failed'));
  }

  /** The certificate a surveillance or recertification audit is about: its own, else the application's current one. */
  async function certificateOf(tx: Db, a: AuditRow) {
    if (a.certificate_id) return certificateRow(tx, a.tenant_id, a.certificate_id, true);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from cert_certificates where tenant_id = ${a.tenant_id}
        and application_id = ${a.application_id}
        and status in (${CertificateStatus.valid}, ${CertificateStatus.suspended})
        order by issued_on desc limit 1`),
    );
    return rows[0] ? certificateRow(tx, a.tenant_id, rows[0].id, true) : undefined;
  }

  /** Checks the caller may act on the audit at this step: body staff, the step open, not on the team. */
  async function actor(ctx: RequestContext, auditId: string, step: Step) {
    await access.assertBody(ctx);
    const a = await auditRow(db, ctx.tenantId, auditId);
    if (!a) notFound(text('cert.decision.auditMissing'));
    if (!(await hasOpenTask(db, ctx.tenantId, a.instance_id, step)))
      conflict(
        text(step === 'review' ? 'cert.decision.notAwaitingReview' : 'cert.decision.notAwaitingDecision'),
      );
    if (await onTeam(db, ctx.tenantId, a.id, ctx.tenantUserId))
      conflict(text(step === 'review' ? 'cert.decision.reviewerOnTeam' : 'cert.decision.deciderOnTeam'));
    return { a, name: (await memberName(db, ctx.tenantId, ctx.tenantUserId)) ?? '' };
  }

  const insertRecord = (
    tx: Db,
    ctx: RequestContext,
    a: AuditRow,
    r: { kind: Step; result: string; opinion: string; scope: string | null; name: string },
  ) =>
    tx.execute(sql`insert into cert_reviews (tenant_id, application_id, audit_id, kind, result, opinion, scope,
        reviewer_id, reviewer_name)
      values (${ctx.tenantId}, ${a.application_id}, ${a.id}, ${r.kind}, ${r.result}, ${r.opinion}, ${r.scope},
        ${ctx.tenantUserId}, ${r.name})`);

  const setApplicationStatus = (tx: Db, a: AuditRow, status: number, by: string) =>
    tx.execute(sql`update cert_applications set status = ${status}, updated_at = now(), updated_by = ${by}
      where tenant_id = ${a.tenant_id} and id = ${a.application_id}`);

  return {
    reviews: (
      ctx: RequestContext,
      f: z.output<typeof CertReviewFilter>,
      pageIndex: number,
      pageSize: number,
    ) => list(ctx, 'review', f, pageIndex, pageSize),
    decisions: (
      ctx: RequestContext,
      f: z.output<typeof CertReviewFilter>,
      pageIndex: number,
      pageSize: number,
    ) => list(ctx, 'decision', f, pageIndex, pageSize),

    /** The audit's file for the reviewer and the decider. */
    async file(ctx: RequestContext, auditId: string): Promise<CertAuditFile> {
      await access.assertBody(ctx);
      const [row] = rowsOf<
        ItemRow & {
          scope: string;
          sites: CertAuditFile['sites'];
          field_codes: string[];
          criteria: string;
          conclusion: string | null;
          process_id: string | null;
          phase: number | null;
          certificate_id: string | null;
          review_pending: boolean;
          decision_pending: boolean;
        }
      >(
        await db.execute(sql`select ${itemColumns('review')}, ${openTask('decision')} as decision_pending,
            ap.scope, ap.sites, ap.field_codes, a.criteria, a.conclusion, a.process_id, a.phase,
            a.certificate_id, 0 as total
          ${itemFrom} where a.tenant_id = ${ctx.tenantId} and a.id = ${auditId}`),
      );
      if (!row) notFound(text('cert.decision.auditMissing'));
      const team = rowsOf<{ auditor_id: string; name: string; post: string; tenant_user_id: string | null }>(
        await db.execute(sql`select tm.auditor_id, au.name, tm.post, au.tenant_user_id from cert_audit_team tm
          join cert_auditors au on au.tenant_id = tm.tenant_id and au.id = tm.auditor_id
          where tm.tenant_id = ${ctx.tenantId} and tm.audit_id = ${auditId} order by tm.seq, au.name`),
      );
      const findings = rowsOf<{
        id: string;
        kind: number;
        clause: string;
        description: string;
        status: number;
        root_cause: string | null;
        correction: string | null;
        corrective_action: string | null;
        verify_comment: string | null;
      }>(
        await db.execute(sql`select id, kind, clause, description, status, root_cause, correction,
            corrective_action, verify_comment
          from cert_findings where tenant_id = ${ctx.tenantId} and audit_id = ${auditId}
          order by kind desc, created_at`),
      );
      const records = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select id, kind, result, opinion, scope, reviewer_name, created_at from cert_reviews
          where tenant_id = ${ctx.tenantId} and audit_id = ${auditId} order by created_at, id`),
      );
      return {
        ...toItem(row),
        pending: Boolean(row.pending) || Boolean(row.decision_pending),
        scope: row.scope,
        sites: row.sites ?? [],
        fieldCodes: row.field_codes ?? [],
        criteria: row.criteria,
        conclusion: row.conclusion,
        processId: row.process_id,
        phase: row.phase === null ? null : Number(row.phase),
        team: team.map((m) => ({
          auditorId: m.auditor_id,
          name: m.name,
          post: m.post,
          tenantUserId: m.tenant_user_id,
        })),
        findings: findings.map((f) => ({
          id: f.id,
          kind: Number(f.kind),
          clause: f.clause,
          description: f.description,
          status: Number(f.status),
          rootCause: f.root_cause,
          correction: f.correction,
          correctiveAction: f.corrective_action,
          verifyComment: f.verify_comment,
        })),
        reportUrl: row.report_issued_at
          ? `${CERT_PREFIX}/${CertPaths.reportDocument}?auditId=${auditId}`
          : null,
        records: records.map(toRecord),
        decisions: decisionsFor(Number(row.kind)),
        onTeam: team.some((m) => m.tenant_user_id === ctx.tenantUserId),
        certificateId: row.certificate_id,
      };
    },

    /** review/submit: pass to the decision, or return the file to the audit team. */
    async review(ctx: RequestContext, body: z.output<typeof CertReviewBody>) {
      const { a, name } = await actor(ctx, body.auditId, 'review');
      await db.transaction(async (t) => {
        const tx = t as Db;
        await insertRecord(tx, ctx, a, {
          kind: 'review',
          result: body.result,
          opinion: body.opinion,
          scope: null,
          name,
        });
        if (body.result === 'return') {
          // Back to the audit team: the audit is open for findings and its closing again.
          await tx.execute(sql`update cert_audits set status = ${AuditStatus.reported}, updated_at = now(),
              updated_by = ${name} where tenant_id = ${ctx.tenantId} and id = ${a.id}`);
          if (Number(a.kind) !== AuditKind.surveillance && Number(a.kind) !== AuditKind.followUpInspection)
            await setApplicationStatus(tx, a, ApplicationStatus.auditing, name);
        }
      });
      await completeStep(
        db,
        workflow,
        ctx,
        a.instance_id,
        CertStep.review,
        { result: body.result },
        body.opinion,
      );
      return { auditId: a.id, result: body.result };
    },

    /** decision/submit */
    async decide(ctx: RequestContext, body: z.output<typeof CertDecisionBody>) {
      const { a, name } = await actor(ctx, body.auditId, 'decision');
      const kind = Number(a.kind);
      if (!decisionsFor(kind).includes(body.decision))
        refuse('body.decision', text('cert.decision.decisionNotAllowed'));
      if (body.decision === 'reduceScope' && !body.scope?.trim())
        refuse('body.scope', text('cert.decision.scopeRequired'));
      const application = {
        id: a.application_id,
        applicantId: a.applicant_id,
        scheme: a.scheme,
        standard: a.standard,
        entName: a.ent_name,
        creditCode: a.credit_code,
        address: a.address,
        scope: a.scope,
        sites: a.sites,
        fieldCodes: a.field_codes,
      };
      const outcome = await db.transaction(async (t) => {
        const tx = t as Db;
        await insertRecord(tx, ctx, a, {
          kind: 'decision',
          result: body.decision,
          opinion: body.opinion,
          scope: body.decision === 'reduceScope' ? body.scope!.trim() : null,
          name,
        });
        switch (body.decision) {
          case 'grant':
          case 'renew': {
            const previous = body.decision === 'renew' ? await certificateOf(tx, a) : undefined;
            if (body.decision === 'renew' && !previous) conflict(text('cert.decision.noCertificate'));
            const issued = await issueCertificate(tx, ctx.tenantId, application, name, previous?.id ?? null);
            await setApplicationStatus(tx, a, ApplicationStatus.certified, name);
            await scheduleCycle(
              tx,
              ctx.tenantId,
              {
                id: issued.id,
                applicationId: a.application_id,
                scheme: a.scheme,
                issuedOn: issued.issuedOn,
                expiresOn: issued.expiresOn,
              },
              ctx.tenantUserId,
            );
            return { certificateId: issued.id, no: issued.no, expiresOn: issued.expiresOn };
          }
          case 'refuse': {
            if (kind === AuditKind.recertification) {
              const current = await certificateOf(tx, a);
              if (current) await addEvent(tx, ctx.tenantId, current.id, 'renewalRefused', body.opinion, name);
              return { certificateId: current?.id ?? null, no: current?.no ?? '', expiresOn: null };
            }
            await setApplicationStatus(tx, a, ApplicationStatus.notCertified, name);
            return { certificateId: null, no: '', expiresOn: null };
          }
          case 'return':
            return { certificateId: null, no: '', expiresOn: null };
          default: {
            const current = await certificateOf(tx, a);
            if (!current) conflict(text('cert.decision.noCertificate'));
            if (body.decision === 'maintain') {
              if (
                Number(current.status) !== CertificateStatus.valid &&
                Number(current.status) !== CertificateStatus.suspended
              )
                conflict(text('cert.decision.notChangeable'));
              await addEvent(tx, ctx.tenantId, current.id, 'maintained', body.opinion, name);
            } else {
              await applyChange(tx, current, body.decision, body.opinion, body.scope, name);
            }
            return { certificateId: current.id, no: current.no, expiresOn: current.expires_on };
          }
        }
      });
      await completeStep(
        db,
        workflow,
        ctx,
        a.instance_id,
        CertStep.decision,
        { result: body.decision },
        body.opinion,
      );
      if (body.decision !== 'return') {
        const params = {
          scheme: a.scheme,
          no: outcome.no,
          expiresOn: outcome.expiresOn ?? '',
          opinion: body.opinion,
          scope: body.scope ?? '',
        };
        await notifyApplicant(
          a,
          ctx.tenantUserId,
          text('cert.decision.message.decidedTitle', { entName: a.ent_name }),
          text(`cert.decision.message.${body.decision}`, params),
          outcome.certificateId ? '/myCertificate' : '/applyList',
        );
      }
      return {
        auditId: a.id,
        decision: body.decision,
        certificateId: outcome.certificateId,
        no: outcome.no || null,
      };
    },
  };
}
export type DecisionService = ReturnType<typeof decisionService>;
