// Audit programmes, plans and teams (programme/*, audit/* planning; pages /plan, /auditplan and the
// enterprise's ClientAudits). The body plans an audit (dates, days, criteria, a team with exactly one
// leader who signs in, free of conflicts of interest, and the plan rows), issues it — which writes the
// audit letter and plan the existing pages read (audit_schemes, audit_team_members), tells the
// enterprise and completes the process's `plan` task — and the enterprise confirms it or asks for
// changes (`confirm`). Surveillance and recertification audits start their own process instance.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AuditKind,
  AuditStatus,
  ApplicationStatus,
  CERT_PROCESS_KEY,
  CERT_SMS,
  type CertAuditDetail,
  type CertAuditFilter,
  type CertAuditSummary,
  type CertPlanBody,
  type CertPlanSaved,
  type CertProgramme,
  type CertProgrammeDetail,
  type CertProgrammeFilter,
  type CertTeamCandidate,
  type CertTeamMember,
} from '@platform/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@platform/contract/i18n';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import {
  auditSchemes,
  auditTeamMembers,
  certApplications,
  certAudits,
  certAuditTeam,
} from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { joined, t, text, type ServerKey, type Text } from '../../i18n/index.js';
import type { CertAccess } from './access.js';
import type { CertDeps } from './deps.js';
import { CertStep, completeStep, openStepTask } from './process.js';
import { letterPhase, todayIso } from './programme.js';

type AuditFilter = z.output<typeof CertAuditFilter>;
type PlanInput = z.output<typeof CertPlanBody>;

/** The audit letter's words for each post of its team table (the enterprise's language). */
const LETTER_POSTS = {
  leader: 'cert.programme.letterPosts.leader',
  auditor: 'cert.programme.letterPosts.auditor',
  expert: 'cert.programme.letterPosts.expert',
  trainee: 'cert.programme.letterPosts.trainee',
} as const satisfies Record<string, ServerKey>;
const letterPost = (post: string | undefined): ServerKey =>
  LETTER_POSTS[post as keyof typeof LETTER_POSTS] ?? LETTER_POSTS.auditor;

/** The audit letter's auditType (1–4); CCC inspections read as an initial (stage 2) or surveillance audit. */
const letterAuditType = (kind: number) =>
  kind === AuditKind.factoryInspection ? 2 : kind === AuditKind.followUpInspection ? 3 : kind;

/** The process's `kind` variable of an audit that starts its own instance. */
const PROCESS_KIND: Record<number, string> = {
  [AuditKind.surveillance]: 'surveillance',
  [AuditKind.recertification]: 'recertification',
  [AuditKind.followUpInspection]: 'followUp',
};

const EDITABLE: number[] = [AuditStatus.planned, AuditStatus.drafted, AuditStatus.changeRequested];
const UNDERWAY: number[] = [
  AuditStatus.issued,
  AuditStatus.changeRequested,
  AuditStatus.confirmed,
  AuditStatus.reported,
];

/** Names compared for conflicts of interest: no spaces or brackets, case-insensitive. */
const normalName = (s: string) => s.replace(/[\s()（）]/g, '').toLowerCase();
function sameOrganisation(a: string, b: string) {
  const x = normalName(a);
  const y = normalName(b);
  if (x.length < 2 || y.length < 2) return false;
  return x === y || x.includes(y) || y.includes(x);
}

interface AuditRow {
  id: string;
  application_id: string;
  application_no: string | null;
  ent_name: string;
  scheme: string;
  standard: string;
  field_codes: string[];
  applicant_id: string;
  app_status: number;
  certificate_id: string | null;
  kind: number;
  seq: number;
  due_date: string | null;
  begin_date: string | null;
  end_date: string | null;
  audit_days: string;
  status: number;
  instance_id: string | null;
  process_id: string | null;
  phase: number | null;
  criteria: string;
  change_request: string | null;
  confirmed_at: Date | string | null;
  updated_by: string | null;
  team: CertTeamMember[] | null;
}

const dateText = (d: string | Date | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

const auditSelect = sql`select au.id, au.application_id, a.no as application_no, a.ent_name, a.scheme, a.standard,
    a.field_codes, a.applicant_id, a.status as app_status, au.certificate_id, au.kind, au.seq, au.due_date::text,
    au.begin_date::text, au.end_date::text, au.audit_days::text, au.status, au.instance_id, au.process_id,
    au.phase, au.criteria, au.change_request, au.confirmed_at, au.updated_by,
    (select json_agg(json_build_object('auditorId', r.id, 'name', r.name, 'post', t.post, 'mobile', r.mobile,
        'qualification', r.qualification, 'tenantUserId', r.tenant_user_id) order by t.seq)
      from cert_audit_team t join cert_auditors r on r.tenant_id = t.tenant_id and r.id = t.auditor_id
      where t.tenant_id = au.tenant_id and t.audit_id = au.id) as team
  from cert_audits au
  join cert_applications a on a.tenant_id = au.tenant_id and a.id = au.application_id`;

function toSummary(r: AuditRow): CertAuditSummary {
  const team = r.team ?? [];
  return {
    id: r.id,
    applicationId: r.application_id,
    applicationNo: r.application_no,
    entName: r.ent_name,
    scheme: r.scheme,
    certificateId: r.certificate_id,
    kind: Number(r.kind),
    seq: Number(r.seq),
    dueDate: dateText(r.due_date),
    beginDate: dateText(r.begin_date),
    endDate: dateText(r.end_date),
    auditDays: r.audit_days,
    status: Number(r.status),
    processId: r.process_id,
    phase: r.phase === null ? null : Number(r.phase),
    started: r.instance_id !== null,
    leaderName: team.find((m) => m.post === 'leader')?.name ?? null,
    team,
  };
}

export function programmeService(deps: CertDeps, access: CertAccess) {
  const { db, workflow, sender, log } = deps;

  async function auditRow(dbOrTx: Db, tenantId: string, id: string) {
    const rows = rowsOf<AuditRow>(
      await dbOrTx.execute(sql`${auditSelect} where au.tenant_id = ${tenantId} and au.id = ${id}`),
    );
    return rows[0];
  }

  /** The audit, as the body sees it or as its own client sees it (another's is missing, not forbidden). */
  async function visibleAudit(ctx: RequestContext, id: string) {
    const row = await auditRow(db, ctx.tenantId, id);
    if (!row) notFound(text('cert.programme.auditMissing'));
    if (await access.isBody(ctx)) return row;
    await access.assertClient(ctx);
    if (row.applicant_id !== ctx.tenantUserId) notFound(text('cert.programme.auditMissing'));
    return row;
  }

  async function detailOf(dbOrTx: Db, tenantId: string, row: AuditRow): Promise<CertAuditDetail> {
    const [letter] = row.process_id
      ? await dbOrTx
          .select({ plan: auditSchemes.plan })
          .from(auditSchemes)
          .where(
            and(
              eq(auditSchemes.tenantId, tenantId),
              eq(auditSchemes.processId, row.process_id),
              eq(auditSchemes.phase, row.phase ?? letterPhase(Number(row.kind))),
            ),
          )
      : [];
    return {
      ...toSummary(row),
      criteria: row.criteria,
      changeRequest: row.change_request,
      confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
      plan: letter?.plan ?? [],
      fieldCodes: row.field_codes ?? [],
      standard: row.standard,
    };
  }
  async function member(dbOrTx: Db, tenantId: string, tenantUserId: string) {
    const rows = rowsOf<{
      username: string;
      name: string;
      mobile: string | null;
      email: string | null;
      language: string | null;
    }>(
      await dbOrTx.execute(sql`select u.username, coalesce(nullif(u.realname, ''), u.username) as name,
          u.mobile, u.email, u.language
        from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.id::text = ${tenantUserId}`),
    );
    return rows[0];
  }

  async function tenantName(dbOrTx: Db, tenantId: string) {
    const rows = rowsOf<{ name: string }>(
      await dbOrTx.execute(sql`select name from tenants where id = ${tenantId}`),
    );
    return rows[0]?.name ?? '';
  }

  interface AuditorInfo {
    id: string;
    name: string;
    gender: number;
    mobile: string;
    qualification: string;
    schemes: string[];
    field_codes: string[];
    organisation: string;
    conflicts: string[];
    tenant_user_id: string | null;
    active: boolean;
  }

  function conflictsOf(a: AuditorInfo, app: { ent_name: string; applicant_id: string }, language: Language) {
    const out: string[] = [];
    if (a.organisation && sameOrganisation(a.organisation, app.ent_name))
      out.push(t(language, 'cert.programme.conflictOwnOrganisation', { organisation: a.organisation }));
    for (const c of a.conflicts ?? [])
      if (sameOrganisation(c, app.ent_name))
        out.push(t(language, 'cert.programme.conflictPastClient', { organisation: c }));
    if (a.tenant_user_id && a.tenant_user_id === app.applicant_id)
      out.push(t(language, 'cert.programme.conflictApplicant'));
    return out;
  }

  async function auditorsByIds(dbOrTx: Db, tenantId: string, ids: string[]) {
    if (!ids.length) return [];
    return rowsOf<AuditorInfo>(
      await dbOrTx.execute(sql`select id, name, gender, mobile, qualification, schemes, field_codes, organisation,
          conflicts, tenant_user_id, active
        from cert_auditors where tenant_id = ${tenantId}
          and id in (${sql.join(
            ids.map((i) => sql`${i}::uuid`),
            sql`, `,
          )})`),
    );
  }

  /** Writes the audit's letter and plan (audit_schemes) and its team (audit_team_members). */
  async function writeLetter(
    tx: Db,
    ctx: RequestContext,
    row: AuditRow,
    team: AuditorInfo[],
    posts: Map<string, string>,
  ) {
    const contact = await member(tx, ctx.tenantId, ctx.tenantUserId);
    // The letter is the enterprise's: its team table reads in the applicant's language.
    const applicantLanguage = (await member(tx, ctx.tenantId, row.applicant_id))?.language;
    const language = isLanguage(applicantLanguage) ? applicantLanguage : DEFAULT_LANGUAGE;
    const phase = row.phase ?? letterPhase(Number(row.kind));
    const processId = row.process_id ?? row.id;
    const fields = row.field_codes ?? [];
    const values = {
      orgName: row.ent_name,
      certName: await tenantName(tx, ctx.tenantId),
      auditDateBegin: row.begin_date!,
      auditDateEnd: row.end_date!,
      field: fields.join(','),
      auditType: String(letterAuditType(Number(row.kind))),
      criteria: row.criteria,
      contactUser: contact?.name ?? '',
      contactTel: contact?.mobile ?? '',
      contactEmail: contact?.email ?? '',
    };
    const [scheme] = await tx
      .insert(auditSchemes)
      .values({ tenantId: ctx.tenantId, processId, phase, ...values })
      .onConflictDoUpdate({
        target: [auditSchemes.tenantId, auditSchemes.processId, auditSchemes.phase],
        set: values,
      })
      .returning({ id: auditSchemes.id });
    await tx
      .delete(auditTeamMembers)
      .where(and(eq(auditTeamMembers.tenantId, ctx.tenantId), eq(auditTeamMembers.schemeId, scheme!.id)));
    const ordered = [...team].sort(
      (a, b) => Number(posts.get(b.id) === 'leader') - Number(posts.get(a.id) === 'leader'),
    );
    if (ordered.length)
      await tx.insert(auditTeamMembers).values(
        ordered.map((a, i) => ({
          tenantId: ctx.tenantId,
          schemeId: scheme!.id,
          seq: i + 1,
          realname: a.name,
          gender: Number(a.gender),
          fieldMajorCodes: (a.field_codes ?? []).filter((c) => fields.includes(c)).join(','),
          auditPost: t(language, letterPost(posts.get(a.id))),
          mobile: a.mobile,
        })),
      );
    return scheme!.id;
  }

  /** Tells someone of the tenant about an audit; a failed message does not undo the change. */
  async function notify(
    tenantId: string,
    from: string,
    to: string | null,
    message: {
      title: Text;
      content: Text;
      targetType: number;
      smsType: string;
      param: Record<string, unknown>;
    },
  ) {
    if (!to) return;
    await sender
      .send({
        tenantId,
        senderTenantUserId: from,
        to: { type: 'users', tenantUserIds: [to] },
        channels: [1],
        ...message,
      })
      .catch((err: unknown) =>
        log.error({ err, smsType: message.smsType }, 'a certification message failed'),
      );
  }

  function auditWhere(ctx: RequestContext, f: AuditFilter, clientOnly: boolean) {
    const where = [sql`au.tenant_id = ${ctx.tenantId}`];
    if (clientOnly) where.push(sql`a.applicant_id = ${ctx.tenantUserId}`);
    if (f.applicationId) where.push(sql`au.application_id = ${f.applicationId}`);
    if (f.kind !== undefined) where.push(sql`au.kind = ${f.kind}`);
    if (f.status !== undefined) where.push(sql`au.status = ${f.status}`);
    if (f.underway)
      where.push(
        sql`au.status in (${sql.join(
          UNDERWAY.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    if (f.month) {
      const start = `${f.month}-01`;
      where.push(sql`coalesce(au.begin_date, au.due_date) < (${start}::date + interval '1 month')
        and coalesce(au.end_date, au.due_date) >= ${start}::date`);
    }
    if (f.keyword) {
      const like = `%${f.keyword}%`;
      where.push(sql`(a.ent_name ilike ${like} or coalesce(a.no, '') ilike ${like})`);
    }
    return sql.join(where, sql` and `);
  }

  return {
    async programmes(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      f: z.output<typeof CertProgrammeFilter>,
    ): Promise<{ items: CertProgramme[]; total: number }> {
      await access.assertBody(ctx);
      const where = [
        sql`a.tenant_id = ${ctx.tenantId}`,
        sql`exists (select 1 from cert_audits x where x.tenant_id = a.tenant_id and x.application_id = a.id)`,
      ];
      if (f.scheme) where.push(sql`a.scheme = ${f.scheme}`);
      if (f.keyword) {
        const like = `%${f.keyword}%`;
        where.push(sql`(a.ent_name ilike ${like} or coalesce(a.no, '') ilike ${like})`);
      }
      const cond = sql.join(where, sql` and `);
      const rows = rowsOf<{
        id: string;
        no: string | null;
        ent_name: string;
        scheme: string;
        status: number;
        audit_days: string | null;
        audits: number | string;
        next_kind: number | null;
        next_due: string | null;
        next_status: number | null;
      }>(
        // The page's applications first, their audit counts and next audits for those rows only. The
        // submitted ones come from the submitted index walked backwards, up to the page's end; those
        // not submitted (none in practice) are added whole and placed last as `nulls last` does.
        await db.execute(sql`with page as ((select a.id, a.submitted_at from cert_applications a
              where ${cond} and a.submitted_at is not null
              order by a.submitted_at desc, a.id limit ${pageIndex * pageSize})
            union all (select a.id, a.submitted_at from cert_applications a
              where ${cond} and a.submitted_at is null)
            order by submitted_at desc nulls last, id
            limit ${pageSize} offset ${(pageIndex - 1) * pageSize})
          select a.id, a.no, a.ent_name, a.scheme, a.status, a.audit_days::text,
            (select count(*) from cert_audits x where x.tenant_id = a.tenant_id and x.application_id = a.id) as audits,
            n.kind as next_kind, n.due_date::text as next_due, n.status as next_status
          from page g
          join cert_applications a on a.tenant_id = ${ctx.tenantId} and a.id = g.id
          left join lateral (select kind, due_date, status from cert_audits x
              where x.tenant_id = a.tenant_id and x.application_id = a.id
                and x.status not in (${AuditStatus.closed}, ${AuditStatus.cancelled})
              order by x.due_date nulls last, x.kind limit 1) n on true
          order by a.submitted_at desc nulls last, a.id`),
      );
      const [count] = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from cert_applications a where ${cond}`),
      );
      return {
        items: rows.map((r) => ({
          applicationId: r.id,
          applicationNo: r.no,
          entName: r.ent_name,
          scheme: r.scheme,
          applicationStatus: Number(r.status),
          auditDays: r.audit_days,
          audits: Number(r.audits),
          nextKind: r.next_kind === null ? null : Number(r.next_kind),
          nextDueDate: dateText(r.next_due),
          nextStatus: r.next_status === null ? null : Number(r.next_status),
        })),
        total: Number(count?.n ?? 0),
      };
    },

    async programme(ctx: RequestContext, applicationId: string): Promise<CertProgrammeDetail> {
      await access.assertBody(ctx);
      const [app] = await db
        .select()
        .from(certApplications)
        .where(and(eq(certApplications.tenantId, ctx.tenantId), eq(certApplications.id, applicationId)));
      if (!app) notFound(text('cert.programme.applicationMissing'));
      const rows = rowsOf<AuditRow>(
        await db.execute(sql`${auditSelect} where au.tenant_id = ${ctx.tenantId} and au.application_id = ${applicationId}
          order by au.due_date nulls last, au.kind, au.seq`),
      );
      const audits = rows.map(toSummary);
      const next = audits.find((a) => a.status !== AuditStatus.closed && a.status !== AuditStatus.cancelled);
      return {
        applicationId: app.id,
        applicationNo: app.no,
        entName: app.entName,
        scheme: app.scheme,
        standard: app.standard,
        fieldCodes: app.fieldCodes,
        applicationStatus: app.status,
        auditDays: app.auditDays,
        audits: audits.length,
        nextKind: next?.kind ?? null,
        nextDueDate: next?.dueDate ?? null,
        nextStatus: next?.status ?? null,
        auditList: audits,
      };
    },

    /** The body's audits (all), or a client's own (with applicationId, the ClientAudits panel). */
    async audits(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      f: AuditFilter,
    ): Promise<{ items: CertAuditSummary[]; total: number }> {
      const body = await access.isBody(ctx);
      if (!body) await access.assertClient(ctx);
      const cond = auditWhere(ctx, f, !body);
      const rows = rowsOf<AuditRow>(
        await db.execute(sql`${auditSelect} where ${cond}
          order by coalesce(au.begin_date, au.due_date) nulls last, a.ent_name, au.kind, au.seq, au.id
          limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`),
      );
      // Every audit has its application: the count joins it only when the filter reads it.
      const [count] = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from cert_audits au
          ${body && !f.keyword ? sql`` : sql`join cert_applications a on a.tenant_id = au.tenant_id and a.id = au.application_id`}
          where ${cond}`),
      );
      return { items: rows.map(toSummary), total: Number(count?.n ?? 0) };
    },

    async audit(ctx: RequestContext, id: string) {
      const row = await visibleAudit(ctx, id);
      return detailOf(db, ctx.tenantId, row);
    },

    async teamCandidates(
      ctx: RequestContext,
      auditId: string,
      language: Language,
    ): Promise<CertTeamCandidate[]> {
      await access.assertBody(ctx);
      const row =
        (await auditRow(db, ctx.tenantId, auditId)) ?? notFound(text('cert.programme.auditMissing'));
      const fields = row.field_codes ?? [];
      const fieldMatch = fields.length
        ? sql`and field_codes ?| array[${sql.join(
            fields.map((f) => sql`${f}`),
            sql`, `,
          )}]::text[]`
        : sql``;
      const auditors = rowsOf<AuditorInfo>(
        await db.execute(sql`select id, name, gender, mobile, qualification, schemes, field_codes, organisation,
            conflicts, tenant_user_id, active
          from cert_auditors
          where tenant_id = ${ctx.tenantId} and active and schemes ? ${row.scheme} ${fieldMatch}
          order by name, id`),
      );
      return auditors.map((a) => ({
        auditorId: a.id,
        name: a.name,
        qualification: a.qualification,
        mobile: a.mobile,
        schemes: a.schemes ?? [],
        fieldCodes: a.field_codes ?? [],
        matchedFields: (a.field_codes ?? []).filter((c) => fields.includes(c)),
        hasSignIn: !!a.tenant_user_id,
        conflicts: conflictsOf(a, row, language),
      }));
    },

    async savePlan(ctx: RequestContext, body: PlanInput, language: Language): Promise<CertPlanSaved> {
      await access.assertBody(ctx);
      if (body.endDate < body.beginDate) refuse('body.endDate', text('cert.programme.endBeforeBegin'));
      const leaders = body.team.filter((m) => m.post === 'leader');
      if (leaders.length !== 1) refuse('body.team', text('cert.programme.oneLeader'));
      const ids = body.team.map((m) => m.auditorId);
      if (new Set(ids).size !== ids.length) refuse('body.team', text('cert.programme.teamTwice'));
      body.plan.forEach((r, i) => {
        if (r.date < body.beginDate || r.date > body.endDate)
          refuse(`body.plan.${i}.date`, text('cert.programme.planOutsideDates'));
      });
      const saved = await db.transaction(async (t0) => {
        const tx = t0 as Db;
        const locked = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from cert_audits where tenant_id = ${ctx.tenantId} and id = ${body.auditId}
            for update`),
        );
        if (!locked.length) notFound(text('cert.programme.auditMissing'));
        const row = (await auditRow(tx, ctx.tenantId, body.auditId))!;
        if (!EDITABLE.includes(Number(row.status))) conflict(text('cert.programme.notEditable'));
        const team = await auditorsByIds(tx, ctx.tenantId, ids);
        const missing = ids.filter((id) => !team.some((a) => a.id === id && a.active));
        if (missing.length) refuse('body.team', text('cert.programme.auditorMissing'));
        const unqualified = team.filter((a) => !(a.schemes ?? []).includes(row.scheme));
        if (unqualified.length)
          refuse(
            'body.team',
            text('cert.programme.notQualified', { names: joined(unqualified.map((a) => a.name)) }),
          );
        const leader = team.find((a) => a.id === leaders[0]!.auditorId)!;
        if (!leader.tenant_user_id)
          refuse('body.team', text('cert.programme.leaderNoSignIn', { name: leader.name }));
        const conflicted = team.filter((a) => conflictsOf(a, row, language).length > 0);
        if (conflicted.length)
          conflict(text('cert.programme.teamConflicted', { names: joined(conflicted.map((a) => a.name)) }));
        await tx
          .update(certAudits)
          .set({
            beginDate: body.beginDate,
            endDate: body.endDate,
            auditDays: body.auditDays,
            criteria: body.criteria || row.standard,
            status: AuditStatus.drafted,
            processId: row.process_id ?? row.id,
            phase: row.phase ?? letterPhase(Number(row.kind)),
            updatedBy: ctx.tenantUserId,
            updatedAt: new Date(),
          })
          .where(and(eq(certAudits.tenantId, ctx.tenantId), eq(certAudits.id, body.auditId)));
        await tx
          .delete(certAuditTeam)
          .where(and(eq(certAuditTeam.tenantId, ctx.tenantId), eq(certAuditTeam.auditId, body.auditId)));
        await tx.insert(certAuditTeam).values(
          body.team.map((m, i) => ({
            tenantId: ctx.tenantId,
            auditId: body.auditId,
            auditorId: m.auditorId,
            post: m.post,
            seq: m.post === 'leader' ? 0 : i + 1,
          })),
        );
        const fresh = (await auditRow(tx, ctx.tenantId, body.auditId))!;
        const posts = new Map(body.team.map((m) => [m.auditorId, m.post]));
        const schemeId = await writeLetter(tx, ctx, fresh, team, posts);
        await tx
          .update(auditSchemes)
          .set({ plan: body.plan })
          .where(and(eq(auditSchemes.tenantId, ctx.tenantId), eq(auditSchemes.id, schemeId)));
        return fresh;
      });
      const warnings: string[] = [];
      if (saved.due_date && body.endDate > saved.due_date)
        warnings.push(t(language, 'cert.programme.afterDue', { due: saved.due_date }));
      if (body.beginDate < todayIso()) warnings.push(t(language, 'cert.programme.inThePast'));
      return { audit: await detailOf(db, ctx.tenantId, saved), warnings };
    },

    async issuePlan(ctx: RequestContext, auditId: string) {
      await access.assertBody(ctx);
      const row =
        (await auditRow(db, ctx.tenantId, auditId)) ?? notFound(text('cert.programme.auditMissing'));
      if (Number(row.status) !== AuditStatus.drafted) conflict(text('cert.programme.notDrafted'));
      if (!row.instance_id && PROCESS_KIND[Number(row.kind)]) conflict(text('cert.programme.notStarted'));
      if (row.instance_id && !(await openStepTask(db, ctx.tenantId, row.instance_id, CertStep.plan)))
        conflict(text('cert.programme.notAtPlanning'));
      const leader = (row.team ?? []).find((m) => m.post === 'leader');
      const leaderUser = leader?.tenantUserId
        ? await member(db, ctx.tenantId, leader.tenantUserId)
        : undefined;
      if (!leader || !leaderUser)
        conflict(text('cert.programme.leaderNoSignIn', { name: leader?.name ?? '' }));
      const phase = row.phase ?? letterPhase(Number(row.kind));
      const processId = row.process_id ?? row.id;
      await db.transaction(async (t0) => {
        const tx = t0 as Db;
        const team = await auditorsByIds(
          tx,
          ctx.tenantId,
          (row.team ?? []).map((m) => m.auditorId),
        );
        const posts = new Map((row.team ?? []).map((m) => [m.auditorId, m.post]));
        await writeLetter(tx, ctx, row, team, posts);
        const issued = await tx
          .update(certAudits)
          .set({
            status: AuditStatus.issued,
            changeRequest: null,
            updatedBy: ctx.tenantUserId,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(certAudits.tenantId, ctx.tenantId),
              eq(certAudits.id, auditId),
              eq(certAudits.status, AuditStatus.drafted),
            ),
          )
          .returning({ id: certAudits.id });
        if (!issued.length) conflict(text('cert.programme.notDrafted'));
        if (Number(row.app_status) === ApplicationStatus.contracted)
          await tx
            .update(certApplications)
            .set({ status: ApplicationStatus.auditing, updatedAt: new Date(), updatedBy: ctx.tenantUserId })
            .where(
              and(eq(certApplications.tenantId, ctx.tenantId), eq(certApplications.id, row.application_id)),
            );
      });
      await completeStep(db, workflow, ctx, row.instance_id, CertStep.plan, {
        auditId,
        leader: leaderUser.username,
        phase,
      });
      const param = { processId, phase };
      const about = { entName: row.ent_name, begin: row.begin_date ?? '', end: row.end_date ?? '' };
      await notify(ctx.tenantId, ctx.tenantUserId, row.applicant_id, {
        title: text('cert.programme.noticeTitle'),
        content: text('cert.programme.noticeContent', about),
        targetType: 32,
        smsType: CERT_SMS.auditNotice,
        param,
      });
      await notify(ctx.tenantId, ctx.tenantUserId, row.applicant_id, {
        title: text('cert.programme.planConfirmTitle'),
        content: text('cert.programme.planConfirmContent', about),
        targetType: 32,
        smsType: CERT_SMS.planConfirm,
        param,
      });
      return detailOf(db, ctx.tenantId, (await auditRow(db, ctx.tenantId, auditId))!);
    },

    async confirmPlan(ctx: RequestContext, auditId: string) {
      const row = await visibleAudit(ctx, auditId);
      if (row.applicant_id !== ctx.tenantUserId) notFound(text('cert.programme.auditMissing'));
      if (Number(row.status) !== AuditStatus.issued) conflict(text('cert.programme.notIssued'));
      const done = await db
        .update(certAudits)
        .set({ status: AuditStatus.confirmed, confirmedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(certAudits.tenantId, ctx.tenantId),
            eq(certAudits.id, auditId),
            eq(certAudits.status, AuditStatus.issued),
          ),
        )
        .returning({ id: certAudits.id });
      if (!done.length) conflict(text('cert.programme.notIssued'));
      await completeStep(db, workflow, ctx, row.instance_id, CertStep.confirm, { result: 'confirmed' });
      await notify(ctx.tenantId, ctx.tenantUserId, row.updated_by, {
        title: text('cert.programme.confirmedTitle'),
        content: text('cert.programme.confirmedContent', { entName: row.ent_name }),
        targetType: 21,
        smsType: 'certPlanConfirmed',
        param: { auditId, route: '/auditplan' },
      });
      return detailOf(db, ctx.tenantId, (await auditRow(db, ctx.tenantId, auditId))!);
    },

    async requestChange(ctx: RequestContext, auditId: string, reason: string) {
      const row = await visibleAudit(ctx, auditId);
      if (row.applicant_id !== ctx.tenantUserId) notFound(text('cert.programme.auditMissing'));
      if (Number(row.status) !== AuditStatus.issued) conflict(text('cert.programme.notIssued'));
      const done = await db
        .update(certAudits)
        .set({ status: AuditStatus.changeRequested, changeRequest: reason, updatedAt: new Date() })
        .where(
          and(
            eq(certAudits.tenantId, ctx.tenantId),
            eq(certAudits.id, auditId),
            eq(certAudits.status, AuditStatus.issued),
          ),
        )
        .returning({ id: certAudits.id });
      if (!done.length) conflict(text('cert.programme.notIssued'));
      await completeStep(
        db,
        workflow,
        ctx,
        row.instance_id,
        CertStep.confirm,
        { result: 'changeRequested' },
        reason,
      );
      await notify(ctx.tenantId, ctx.tenantUserId, row.updated_by, {
        title: text('cert.programme.changeTitle'),
        content: text('cert.programme.changeContent', { entName: row.ent_name, reason }),
        targetType: 21,
        smsType: 'certPlanChange',
        param: { auditId, route: '/auditplan' },
      });
      return detailOf(db, ctx.tenantId, (await auditRow(db, ctx.tenantId, auditId))!);
    },

    /** Starts a surveillance, recertification or follow-up audit's own process instance (at `plan`). */
    async start(ctx: RequestContext, auditId: string) {
      await access.assertBody(ctx);
      const row =
        (await auditRow(db, ctx.tenantId, auditId)) ?? notFound(text('cert.programme.auditMissing'));
      const kind = PROCESS_KIND[Number(row.kind)];
      if (!kind) conflict(text('cert.programme.notStartable'));
      if (row.instance_id) conflict(text('cert.programme.alreadyStarted'));
      if (Number(row.status) !== AuditStatus.planned) conflict(text('cert.programme.notEditable'));
      const applicant = await member(db, ctx.tenantId, row.applicant_id);
      const starter = await member(db, ctx.tenantId, ctx.tenantUserId);
      await deps.deployProcess();
      const { id: instanceId } = await workflow.startAs(
        ctx.tenantId,
        {
          definitionKey: CERT_PROCESS_KEY,
          businessKey: auditId,
          title: `${row.ent_name} · ${row.scheme}`,
          variables: {
            kind,
            applicationId: row.application_id,
            auditId,
            applicant: applicant?.username ?? '',
            entName: row.ent_name,
            scheme: row.scheme,
          },
        },
        { id: ctx.tenantUserId, name: starter?.name ?? null },
      );
      await db
        .update(certAudits)
        .set({ instanceId, updatedBy: ctx.tenantUserId, updatedAt: new Date() })
        .where(and(eq(certAudits.tenantId, ctx.tenantId), eq(certAudits.id, auditId)));
      return detailOf(db, ctx.tenantId, (await auditRow(db, ctx.tenantId, auditId))!);
    },
  };
}
export type ProgrammeService = ReturnType<typeof programmeService>;
