// Queries of certification applications. The applicant and the reviewer are stored by tenant user id
// and answered by name. Every query names the tenant; row-level security checks it again. Lists page
// in SQL and count with the same filter (the status/applicant/submitted indexes of schema/cert.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import type { CertFile, CertSite } from '../../db/schema/cert.js';

export interface ApplicationRow {
  tenant_id: string;
  id: string;
  no: string | null;
  applicant_id: string;
  applicant_name: string | null;
  scheme: string;
  standard: string;
  ent_name: string;
  credit_code: string;
  address: string;
  region: string | null;
  contact_name: string;
  contact_tel: string;
  contact_email: string;
  scope: string;
  field_codes: string[];
  employees: number;
  sites: CertSite[];
  product: Record<string, string> | null;
  documents: CertFile[];
  form_id: string | null;
  form_version: number | null;
  form_data: Record<string, unknown> | null;
  status: number;
  risk: string | null;
  proposed_days: string | null;
  audit_days: string | null;
  days_reason: string | null;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | string | null;
  instance_id: string | null;
  submitted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  total?: number;
}

/** The fields of a draft, as the service checked them. */
export interface DraftFields {
  scheme: string;
  standard: string;
  entName: string;
  creditCode: string;
  address: string;
  region: string | null;
  contactName: string;
  contactTel: string;
  contactEmail: string;
  scope: string;
  fieldCodes: string[];
  employees: number;
  sites: CertSite[];
  product: Record<string, string> | null;
  documents: CertFile[];
  formId: string | null;
  formVersion: number | null;
  formData: Record<string, unknown> | null;
}

export interface ListFilter {
  applicantId?: string;
  status?: number;
  scheme?: string;
  keyword?: string;
  submittedFrom?: string;
  submittedTo?: string;
  /** The body's lists leave out drafts: they are the enterprise's until submitted. */
  submittedOnly?: boolean;
}

const nameOf = (column: SQL) => sql`(select coalesce(nullif(u.realname, ''), u.username)
  from tenant_users tu join users u on u.id = tu.user_id
  where tu.tenant_id = a.tenant_id and tu.id::text = ${column})`;

const columns = sql`a.tenant_id, a.id, a.no, a.applicant_id, ${nameOf(sql`a.applicant_id`)} as applicant_name,
  a.scheme, a.standard, a.ent_name, a.credit_code, a.address, a.region, a.contact_name, a.contact_tel,
  a.contact_email, a.scope, a.field_codes, a.employees, a.sites, a.product, a.documents, a.form_id,
  a.form_version, a.form_data, a.status, a.risk, a.proposed_days::text as proposed_days,
  a.audit_days::text as audit_days, a.days_reason, a.review_comment, a.reviewed_by,
  ${nameOf(sql`a.reviewed_by`)} as reviewed_by_name, a.reviewed_at, a.instance_id, a.submitted_at,
  a.created_at, a.updated_at`;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

function where(tenantId: string, f: ListFilter) {
  const parts = [sql`a.tenant_id = ${tenantId}`];
  if (f.applicantId !== undefined) parts.push(sql`a.applicant_id = ${f.applicantId}`);
  if (f.submittedOnly) parts.push(sql`a.submitted_at is not null`);
  if (f.status !== undefined) parts.push(sql`a.status = ${f.status}`);
  if (f.scheme !== undefined) parts.push(sql`a.scheme = ${f.scheme}`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(a.ent_name ilike ${like} or a.credit_code ilike ${like} or a.no ilike ${like})`);
  }
  if (f.submittedFrom) parts.push(sql`a.submitted_at >= ${f.submittedFrom}::date`);
  if (f.submittedTo) parts.push(sql`a.submitted_at < ${f.submittedTo}::date + 1`);
  return sql.join(parts, sql` and `);
}

export const applyRepo = {
  async page(db: Db, tenantId: string, f: ListFilter, offset: number, limit: number) {
    // The body's lists hold submitted applications only: newest submission first, along the indexes.
    const order = f.applicantId !== undefined ? sql`a.created_at desc` : sql`a.submitted_at desc`;
    const [rows, counted] = [
      rowsOf<ApplicationRow>(
        await db.execute(sql`select ${columns} from cert_applications a where ${where(tenantId, f)}
          order by ${order}, a.id limit ${limit} offset ${offset}`),
      ),
      rowsOf<{ total: number }>(
        await db.execute(
          sql`select count(*)::int as total from cert_applications a where ${where(tenantId, f)}`,
        ),
      ),
    ];
    return { rows, total: Number(counted[0]?.total ?? 0) };
  },

  async get(db: Db, tenantId: string, id: string, lock = false) {
    return rowsOf<ApplicationRow>(
      await db.execute(sql`select ${columns} from cert_applications a
        where a.tenant_id = ${tenantId} and a.id = ${id} ${lock ? sql`for update of a` : sql``}`),
    )[0];
  },

  async insert(db: Db, tenantId: string, applicantId: string, d: DraftFields) {
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into cert_applications (tenant_id, applicant_id, scheme, standard, ent_name,
          credit_code, address, region, contact_name, contact_tel, contact_email, scope, field_codes, employees,
          sites, product, documents, form_id, form_version, form_data, created_by, updated_by)
        values (${tenantId}, ${applicantId}, ${d.scheme}, ${d.standard}, ${d.entName}, ${d.creditCode},
          ${d.address}, ${d.region}, ${d.contactName}, ${d.contactTel}, ${d.contactEmail}, ${d.scope},
          ${json(d.fieldCodes)}, ${d.employees}, ${json(d.sites)}, ${d.product ? json(d.product) : null},
          ${json(d.documents)}, ${d.formId}, ${d.formVersion}, ${d.formData ? json(d.formData) : null},
          ${applicantId}, ${applicantId})
        returning id`),
    );
    return row!.id;
  },

  async update(db: Db, tenantId: string, id: string, by: string, d: DraftFields) {
    await db.execute(sql`update cert_applications set scheme = ${d.scheme}, standard = ${d.standard},
        ent_name = ${d.entName}, credit_code = ${d.creditCode}, address = ${d.address}, region = ${d.region},
        contact_name = ${d.contactName}, contact_tel = ${d.contactTel}, contact_email = ${d.contactEmail},
        scope = ${d.scope}, field_codes = ${json(d.fieldCodes)}, employees = ${d.employees},
        sites = ${json(d.sites)}, product = ${d.product ? json(d.product) : null},
        documents = ${json(d.documents)}, form_id = ${d.formId}, form_version = ${d.formVersion},
        form_data = ${d.formData ? json(d.formData) : null}, updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.execute(sql`delete from cert_applications where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** The next application number of the year: CA-2026-00001. */
  async nextNo(db: Db, tenantId: string, year: number) {
    const prefix = `CA-${year}-`;
    const [row] = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(no) as last from cert_applications
        where tenant_id = ${tenantId} and no like ${`${prefix}%`}`),
    );
    const next = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(5, '0')}`;
  },

  /** Numbers are given one at a time per tenant (held until the transaction ends). */
  async lockNumbers(db: Db, tenantId: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cert-application-no:${tenantId}`}))`);
  },

  async submit(db: Db, tenantId: string, id: string, no: string, by: string) {
    await db.execute(sql`update cert_applications set no = ${no}, status = 1, submitted_at = now(),
        updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** The application form's answers as checked on submission, with the form version they answer. */
  async setForm(db: Db, tenantId: string, id: string, formId: string, version: number, data: object) {
    await db.execute(sql`update cert_applications set form_id = ${formId}, form_version = ${version},
        form_data = ${json(data)} where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setInstance(db: Db, tenantId: string, id: string, instanceId: string) {
    await db.execute(sql`update cert_applications set instance_id = ${instanceId}
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setStatus(db: Db, tenantId: string, id: string, status: number, by: string) {
    await db.execute(sql`update cert_applications set status = ${status}, updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async review(
    db: Db,
    tenantId: string,
    id: string,
    r: {
      status: number;
      by: string;
      comment: string | null;
      risk?: string;
      proposedDays?: string;
      auditDays?: string;
      daysReason?: string | null;
    },
  ) {
    await db.execute(sql`update cert_applications set status = ${r.status}, reviewed_by = ${r.by},
        reviewed_at = now(), review_comment = ${r.comment}, risk = coalesce(${r.risk ?? null}, risk),
        proposed_days = coalesce(${r.proposedDays ?? null}::numeric, proposed_days),
        audit_days = coalesce(${r.auditDays ?? null}::numeric, audit_days),
        days_reason = ${r.daysReason ?? null}, updated_by = ${r.by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** A member's name, mobile and username (the notices name the reviewer; the process names the applicant). */
  async member(db: Db, tenantId: string, tenantUserId: string) {
    return rowsOf<{ name: string; mobile: string | null; username: string }>(
      await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name, u.mobile, u.username
        from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
    )[0];
  },

  async tenantName(db: Db, tenantId: string) {
    return rowsOf<{ name: string }>(await db.execute(sql`select name from tenants where id = ${tenantId}`))[0]
      ?.name;
  },

  async hasDecision(db: Db, tenantId: string, key: string) {
    return (
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from wf_decisions
          where key = ${key} and (tenant_id = ${tenantId} or tenant_id is null)`),
      )[0]!.n > 0
    );
  },
};
