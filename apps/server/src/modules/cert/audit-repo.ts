// Queries of the audit work (H4): audits with their application, team and finding counts; findings
// with the names of who raised, answered and closed them. Every query names the tenant explicitly
// (row-level security scopes it too); inside a transaction the caller passes `tx`.
import { sql, type SQL } from 'drizzle-orm';
import { CertFindingKind, CertFindingStatus } from '@platform/contract';
import type { CertWorkFile } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';

export interface AuditRow {
  id: string;
  tenant_id: string;
  application_id: string;
  kind: number;
  seq: number;
  status: number;
  begin_date: string | null;
  end_date: string | null;
  audit_days: string;
  instance_id: string | null;
  process_id: string | null;
  phase: number | null;
  criteria: string;
  conclusion: string | null;
  recommendation: string | null;
  report_issued_at: Date | string | null;
  application_no: string | null;
  applicant_id: string;
  application_status: number;
  ent_name: string;
  scheme: string;
  standard: string;
  leader_name: string | null;
  leader_user: string | null;
  findings: number;
  open_findings: number;
  total?: number;
}

export interface TeamRow {
  auditor_id: string;
  name: string;
  post: string;
  qualification: string;
  mobile: string;
  gender: number;
  field_codes: string[];
  tenant_user_id: string | null;
  seq: number;
}

export interface FindingRow {
  id: string;
  audit_id: string;
  application_id: string;
  kind: number;
  clause: string;
  description: string;
  evidence: CertWorkFile[];
  status: number;
  root_cause: string | null;
  correction: string | null;
  corrective_action: string | null;
  answer_files: CertWorkFile[];
  answered_by_name: string | null;
  answered_at: Date | string | null;
  verify_comment: string | null;
  closed_by_name: string | null;
  closed_at: Date | string | null;
  raised_by: string | null;
  raised_by_name: string | null;
  created_at: Date | string;
  audit_kind: number;
  audit_seq: number;
}

const NONCONFORMITY = [CertFindingKind.minor, CertFindingKind.major];
const nameOf = (column: SQL) => sql`(select coalesce(nullif(u.realname, ''), u.username)
  from tenant_users tu join users u on u.id = tu.user_id
  where tu.tenant_id = f.tenant_id and tu.id::text = ${column})`;

const auditColumns = sql`a.id, a.tenant_id, a.application_id, a.kind, a.seq, a.status,
  a.begin_date::text as begin_date, a.end_date::text as end_date, a.audit_days::text as audit_days,
  a.instance_id, a.process_id, a.phase, a.criteria, a.conclusion, a.recommendation, a.report_issued_at,
  p.no as application_no, p.applicant_id, p.status as application_status, p.ent_name, p.scheme, p.standard,
  l.name as leader_name, l.tenant_user_id as leader_user,
  (select count(*)::int from cert_findings f where f.tenant_id = a.tenant_id and f.audit_id = a.id) as findings,
  (select count(*)::int from cert_findings f where f.tenant_id = a.tenant_id and f.audit_id = a.id
     and f.kind in (${sql.join(NONCONFORMITY, sql`, `)}) and f.status <> ${CertFindingStatus.closed}) as open_findings`;
const auditJoins = sql`join cert_applications p on p.tenant_id = a.tenant_id and p.id = a.application_id
  left join lateral (select au.name, au.tenant_user_id from cert_audit_team t
      join cert_auditors au on au.tenant_id = t.tenant_id and au.id = t.auditor_id
      where t.tenant_id = a.tenant_id and t.audit_id = a.id and t.post = 'leader' limit 1) l on true`;
const auditFrom = sql`from cert_audits a ${auditJoins}`;
const listOrder = sql`order by a.begin_date desc nulls last, a.id`;

/**
 * A page of audits: `page` (a select of `a.id` and `total`, ordered and limited) picks and counts the
 * rows first, so the application, leader and finding counts are looked up for the page's rows only.
 */
const auditPage = (
  tenantId: string,
  page: SQL,
  extra: { columns: SQL; joins: SQL } = { columns: sql``, joins: sql`` },
) =>
  sql`with page as (${page})
    select ${auditColumns}, g.total ${extra.columns} from page g
    join cert_audits a on a.tenant_id = ${tenantId} and a.id = g.id ${auditJoins} ${extra.joins}
    ${listOrder}`;

const findingColumns = sql`f.id, f.audit_id, f.application_id, f.kind, f.clause, f.description, f.evidence,
  f.status, f.root_cause, f.correction, f.corrective_action, f.answer_files, f.answered_at, f.verify_comment,
  f.closed_at, f.created_by as raised_by, f.created_at, a.kind as audit_kind, a.seq as audit_seq,
  ${nameOf(sql`f.answered_by`)} as answered_by_name, ${nameOf(sql`f.closed_by`)} as closed_by_name,
  ${nameOf(sql`f.created_by`)} as raised_by_name`;

/** The keyword's filter on the application, for a page's `a` (every audit has its application). */
const keywordOf = (keyword: string | undefined) =>
  keyword
    ? sql`and exists (select 1 from cert_applications p where p.tenant_id = a.tenant_id and p.id = a.application_id
        and (p.ent_name ilike ${`%${keyword}%`} or p.no ilike ${`%${keyword}%`}))`
    : sql``;

export const auditRepo = {
  async audit(db: Db, tenantId: string, auditId: string, lock = false) {
    const rows = rowsOf<AuditRow>(
      await db.execute(sql`select ${auditColumns} ${auditFrom}
        where a.tenant_id = ${tenantId} and a.id = ${auditId}`),
    );
    // Locks the audit row alone (the select above has aggregates and a lateral join).
    if (lock && rows[0])
      await db.execute(
        sql`select id from cert_audits where tenant_id = ${tenantId} and id = ${auditId} for update`,
      );
    return rows[0];
  },

  /** The audits whose team has the caller (through their auditor record). */
  async mine(
    db: Db,
    tenantId: string,
    tenantUserId: string,
    f: { status?: number; keyword?: string; statuses: number[] },
    offset: number,
    limit: number,
  ) {
    const status =
      f.status !== undefined
        ? sql`a.status = ${f.status}`
        : sql`a.status in (${sql.join(f.statuses, sql`, `)})`;
    return rowsOf<AuditRow & { my_post: string }>(
      await db.execute(
        auditPage(
          tenantId,
          sql`select a.id, count(*) over ()::int as total from cert_audits a
            where a.tenant_id = ${tenantId} and ${status} ${keywordOf(f.keyword)}
              and a.id in (select t.audit_id from cert_audit_team t
                join cert_auditors au on au.tenant_id = t.tenant_id and au.id = t.auditor_id
                where t.tenant_id = ${tenantId} and au.tenant_user_id = ${tenantUserId})
            ${listOrder} offset ${offset} limit ${limit}`,
          {
            columns: sql`, me.post as my_post`,
            joins: sql`join lateral (select t.post from cert_audit_team t
                join cert_auditors au on au.tenant_id = t.tenant_id and au.id = t.auditor_id
                where t.tenant_id = a.tenant_id and t.audit_id = a.id and au.tenant_user_id = ${tenantUserId}
                limit 1) me on true`,
          },
        ),
      ),
    );
  },

  /** Every audit past planning, for the body's audit files. */
  async files(
    db: Db,
    tenantId: string,
    f: { status?: number; kind?: number; keyword?: string; openFindings?: boolean },
    offset: number,
    limit: number,
  ) {
    const conditions = [sql`a.tenant_id = ${tenantId}`];
    if (f.status !== undefined) conditions.push(sql`a.status = ${f.status}`);
    if (f.kind !== undefined) conditions.push(sql`a.kind = ${f.kind}`);
    if (f.openFindings !== undefined) {
      const open = sql`exists (select 1 from cert_findings f where f.tenant_id = a.tenant_id and f.audit_id = a.id
        and f.kind in (${sql.join(NONCONFORMITY, sql`, `)}) and f.status <> ${CertFindingStatus.closed})`;
      conditions.push(f.openFindings ? open : sql`not ${open}`);
    }
    return rowsOf<AuditRow>(
      await db.execute(
        auditPage(
          tenantId,
          sql`select a.id, count(*) over ()::int as total from cert_audits a
            where ${sql.join(conditions, sql` and `)} ${keywordOf(f.keyword)}
            ${listOrder} offset ${offset} limit ${limit}`,
        ),
      ),
    );
  },

  async team(db: Db, tenantId: string, auditId: string) {
    return rowsOf<TeamRow>(
      await db.execute(sql`select t.auditor_id, au.name, t.post, au.qualification, au.mobile, au.gender,
          au.field_codes, au.tenant_user_id, t.seq
        from cert_audit_team t join cert_auditors au on au.tenant_id = t.tenant_id and au.id = t.auditor_id
        where t.tenant_id = ${tenantId} and t.audit_id = ${auditId}
        order by t.seq, au.name`),
    );
  },

  async application(db: Db, tenantId: string, id: string) {
    const rows = rowsOf<{
      id: string;
      no: string | null;
      applicant_id: string;
      ent_name: string;
      credit_code: string;
      address: string;
      scope: string;
      field_codes: string[];
      employees: number;
      documents: CertWorkFile[];
      contact_name: string;
      contact_tel: string;
      status: number;
    }>(
      await db.execute(sql`select id, no, applicant_id, ent_name, credit_code, address, scope, field_codes,
          employees, documents, contact_name, contact_tel, status
        from cert_applications where tenant_id = ${tenantId} and id = ${id}`),
    );
    return rows[0];
  },

  async setApplicationStatus(db: Db, tenantId: string, id: string, status: number, by: string) {
    await db.execute(sql`update cert_applications set status = ${status}, updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async scheme(db: Db, tenantId: string, processId: string, phase: number) {
    const rows = rowsOf<{
      id: string;
      plan: unknown;
      report: unknown;
      report_url: string | null;
      cert_name: string;
    }>(
      await db.execute(sql`select id, plan, report, report_url, cert_name from audit_schemes
        where tenant_id = ${tenantId} and process_id = ${processId} and phase = ${phase}`),
    );
    return rows[0];
  },

  async writeReport(db: Db, tenantId: string, schemeId: string, report: object, reportUrl: string) {
    await db.execute(sql`update audit_schemes set report = ${JSON.stringify(report)}::jsonb, report_url = ${reportUrl}
      where tenant_id = ${tenantId} and id = ${schemeId}`);
  },

  async saveDraft(
    db: Db,
    tenantId: string,
    auditId: string,
    d: { conclusion: string; recommendation: string },
    by: string,
  ) {
    await db.execute(sql`update cert_audits set conclusion = ${d.conclusion}, recommendation = ${d.recommendation},
        updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${auditId}`);
  },

  async setStatus(db: Db, tenantId: string, auditId: string, status: number, by: string, reported = false) {
    await db.execute(sql`update cert_audits set status = ${status}, updated_by = ${by}, updated_at = now()
        ${reported ? sql`, report_issued_at = now()` : sql``}
      where tenant_id = ${tenantId} and id = ${auditId}`);
  },

  async findings(db: Db, tenantId: string, by: { auditId?: string; applicationId?: string; id?: string }) {
    const where = by.id
      ? sql`f.id = ${by.id}`
      : by.auditId
        ? sql`f.audit_id = ${by.auditId}`
        : sql`f.application_id = ${by.applicationId!}`;
    return rowsOf<FindingRow>(
      await db.execute(sql`select ${findingColumns} from cert_findings f
        join cert_audits a on a.tenant_id = f.tenant_id and a.id = f.audit_id
        where f.tenant_id = ${tenantId} and ${where}
        order by a.kind, a.seq, f.created_at, f.id`),
    );
  },

  async insertFinding(
    db: Db,
    f: {
      tenantId: string;
      auditId: string;
      applicationId: string;
      kind: number;
      clause: string;
      description: string;
      evidence: CertWorkFile[];
      by: string;
    },
  ) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`insert into cert_findings
          (tenant_id, audit_id, application_id, kind, clause, description, evidence, created_by, updated_by)
        values (${f.tenantId}, ${f.auditId}, ${f.applicationId}, ${f.kind}, ${f.clause}, ${f.description},
          ${JSON.stringify(f.evidence)}::jsonb, ${f.by}, ${f.by})
        returning id`),
    );
    return rows[0]!.id;
  },

  async updateFinding(
    db: Db,
    tenantId: string,
    id: string,
    f: { kind: number; clause: string; description: string; evidence: CertWorkFile[]; by: string },
  ) {
    await db.execute(sql`update cert_findings set kind = ${f.kind}, clause = ${f.clause},
        description = ${f.description}, evidence = ${JSON.stringify(f.evidence)}::jsonb,
        updated_by = ${f.by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async deleteFinding(db: Db, tenantId: string, id: string) {
    await db.execute(sql`delete from cert_findings where tenant_id = ${tenantId} and id = ${id}`);
  },

  async answerFinding(
    db: Db,
    tenantId: string,
    id: string,
    a: { rootCause: string; correction: string; correctiveAction: string; files: CertWorkFile[]; by: string },
  ) {
    await db.execute(sql`update cert_findings set status = ${CertFindingStatus.answered},
        root_cause = ${a.rootCause}, correction = ${a.correction}, corrective_action = ${a.correctiveAction},
        answer_files = ${JSON.stringify(a.files)}::jsonb, answered_by = ${a.by}, answered_at = now(),
        updated_by = ${a.by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async verifyFinding(db: Db, tenantId: string, id: string, status: number, comment: string, by: string) {
    const closed = status === CertFindingStatus.closed;
    await db.execute(sql`update cert_findings set status = ${status}, verify_comment = ${comment},
        closed_by = ${closed ? by : null}, closed_at = ${closed ? sql`now()` : null},
        updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async lockFinding(db: Db, tenantId: string, id: string) {
    const rows = rowsOf<{
      id: string;
      audit_id: string;
      application_id: string;
      kind: number;
      status: number;
    }>(
      await db.execute(sql`select id, audit_id, application_id, kind, status from cert_findings
        where tenant_id = ${tenantId} and id = ${id} for update`),
    );
    return rows[0];
  },
};
