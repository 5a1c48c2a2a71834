// The SQL of contracts and quotations (cert_contracts with their application). Every query filters the
// tenant explicitly on top of row-level security; inside a transaction the caller passes `tx`.
import { sql, type SQL } from 'drizzle-orm';
import { ApplicationStatus, ContractStatus } from '@platform/contract';
import type { CertFile, CertSite } from '../../db/schema/cert.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';

export interface ContractRow {
  tenant_id: string;
  id: string;
  no: string;
  application_id: string;
  audit_days: string;
  day_rate: string;
  fees: { name: string; amount: string }[];
  amount: string;
  terms: string;
  status: number;
  signed_copy: CertFile | null;
  sent_at: Date | string | null;
  signed_at: Date | string | null;
  client_signed_at: Date | string | null;
  cancel_reason: string | null;
  cancelled_at: Date | string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  application_no: string | null;
  application_status: number;
  applicant_id: string;
  instance_id: string | null;
  ent_name: string;
  scheme: string;
  standard: string;
  total: number;
}

export interface ApplicationRow {
  id: string;
  no: string | null;
  applicant_id: string;
  status: number;
  scheme: string;
  standard: string;
  ent_name: string;
  credit_code: string;
  address: string;
  contact_name: string;
  contact_tel: string;
  scope: string;
  sites: CertSite[];
  employees: number;
  audit_days: string | null;
  risk: string | null;
  reviewed_at: Date | string | null;
  instance_id: string | null;
  total: number;
}

const contractColumns = sql`c.tenant_id, c.id, c.no, c.application_id, c.audit_days::text as audit_days,
  c.day_rate::text as day_rate, c.fees, c.amount::text as amount, c.terms, c.status, c.signed_copy,
  c.sent_at, c.signed_at, c.client_signed_at, c.cancel_reason, c.cancelled_at, c.created_by, c.updated_by, c.created_at, c.updated_at,
  a.no as application_no, a.status as application_status, a.applicant_id, a.instance_id, a.ent_name,
  a.scheme, a.standard`;
const contractFrom = sql`from cert_contracts c
  join cert_applications a on a.tenant_id = c.tenant_id and a.id = c.application_id`;

const applicationColumns = sql`a.id, a.no, a.applicant_id, a.status, a.scheme, a.standard, a.ent_name,
  a.credit_code, a.address, a.contact_name, a.contact_tel, a.scope, a.sites, a.employees,
  a.audit_days::text as audit_days, a.risk, a.reviewed_at, a.instance_id`;

/** Matches a keyword in any of these columns (case-insensitive, % and _ taken literally). */
function keywordIn(keyword: string, columns: SQL[]): SQL {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export const contractRepo = {
  async contract(db: Db, tenantId: string, id: string, lock = false) {
    const rows = rowsOf<ContractRow>(
      await db.execute(sql`select ${contractColumns}, 0 as total ${contractFrom}
        where c.tenant_id = ${tenantId} and c.id = ${id} ${lock ? sql`for update of c` : sql``}`),
    );
    return rows[0];
  },

  /** The application's contract that is not cancelled, if any. */
  async liveContractOf(db: Db, tenantId: string, applicationId: string) {
    const rows = rowsOf<{ id: string; no: string }>(
      await db.execute(sql`select id, no from cert_contracts
        where tenant_id = ${tenantId} and application_id = ${applicationId}
          and status <> ${ContractStatus.cancelled}
        order by created_at desc limit 1`),
    );
    return rows[0];
  },

  /** The latest contract of an application the enterprise may see (sent, signed, or cancelled after sending). */
  async clientContractOf(db: Db, tenantId: string, applicationId: string) {
    const rows = rowsOf<ContractRow>(
      await db.execute(sql`select ${contractColumns}, 0 as total ${contractFrom}
        where c.tenant_id = ${tenantId} and c.application_id = ${applicationId}
          and c.sent_at is not null
        order by c.created_at desc limit 1`),
    );
    return rows[0];
  },

  async application(db: Db, tenantId: string, id: string, lock = false) {
    const rows = rowsOf<ApplicationRow>(
      await db.execute(sql`select ${applicationColumns}, 0 as total from cert_applications a
        where a.tenant_id = ${tenantId} and a.id = ${id} ${lock ? sql`for update of a` : sql``}`),
    );
    return rows[0];
  },

  async list(
    db: Db,
    tenantId: string,
    f: { status?: number; keyword?: string; dateFrom?: string; dateTo?: string },
    offset: number,
    limit: number,
  ) {
    const conditions = [sql`c.tenant_id = ${tenantId}`];
    if (f.status !== undefined) conditions.push(sql`c.status = ${f.status}`);
    if (f.keyword) conditions.push(keywordIn(f.keyword, [sql`c.no`, sql`a.no`, sql`a.ent_name`]));
    if (f.dateFrom) conditions.push(sql`c.created_at >= ${f.dateFrom}::date`);
    if (f.dateTo) conditions.push(sql`c.created_at < ${f.dateTo}::date + 1`);
    const order = sql`order by c.created_at desc, c.id`;
    // The page's contracts are picked and counted first, their applications joined for those rows only
    // (before, only to match the keyword: every contract has its application).
    return rowsOf<ContractRow>(
      await db.execute(sql`with page as (select c.id, count(*) over ()::int as total from cert_contracts c
          ${f.keyword ? sql`join cert_applications a on a.tenant_id = c.tenant_id and a.id = c.application_id` : sql``}
          where ${sql.join(conditions, sql` and `)}
          ${order} offset ${offset} limit ${limit})
        select ${contractColumns}, g.total from page g
        join cert_contracts c on c.tenant_id = ${tenantId} and c.id = g.id
        join cert_applications a on a.tenant_id = c.tenant_id and a.id = c.application_id
        ${order}`),
    );
  },

  /** Accepted applications without a live contract, the longest waiting first. */
  async awaiting(db: Db, tenantId: string, keyword: string | undefined, offset: number, limit: number) {
    const conditions = [
      sql`a.tenant_id = ${tenantId}`,
      sql`a.status = ${ApplicationStatus.accepted}`,
      sql`not exists (select 1 from cert_contracts c where c.tenant_id = a.tenant_id
        and c.application_id = a.id and c.status <> ${ContractStatus.cancelled})`,
    ];
    if (keyword) conditions.push(keywordIn(keyword, [sql`a.no`, sql`a.ent_name`]));
    return rowsOf<ApplicationRow>(
      await db.execute(sql`select ${applicationColumns}, count(*) over ()::int as total
        from cert_applications a
        where ${sql.join(conditions, sql` and `)}
        order by a.reviewed_at nulls last, a.submitted_at, a.id
        offset ${offset} limit ${limit}`),
    );
  },

  /** The next contract number of the year: HT-YYYY-NNNNN. */
  async nextNo(db: Db, tenantId: string, year: number) {
    const prefix = `HT-${year}-`;
    const rows = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(no) as last from cert_contracts
        where tenant_id = ${tenantId} and no like ${`${prefix}%`}`),
    );
    const last = rows[0]?.last ? Number(rows[0].last.slice(prefix.length)) : 0;
    return `${prefix}${String(last + 1).padStart(5, '0')}`;
  },

  async insert(
    db: Db,
    c: {
      tenantId: string;
      applicationId: string;
      no: string;
      auditDays: string;
      dayRate: string;
      fees: { name: string; amount: string }[];
      amount: string;
      terms: string;
      by: string;
    },
  ) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`insert into cert_contracts (tenant_id, application_id, no, audit_days, day_rate, fees,
          amount, terms, status, created_by, updated_by)
        values (${c.tenantId}, ${c.applicationId}, ${c.no}, ${c.auditDays}, ${c.dayRate},
          ${JSON.stringify(c.fees)}::jsonb, ${c.amount}, ${c.terms}, ${ContractStatus.draft}, ${c.by}, ${c.by})
        returning id`),
    );
    return rows[0]!.id;
  },

  /** Changes the quotation and terms; the contract becomes a draft again (to be sent anew). */
  async update(
    db: Db,
    tenantId: string,
    id: string,
    c: {
      auditDays: string;
      dayRate: string;
      fees: { name: string; amount: string }[];
      amount: string;
      terms: string;
      by: string;
    },
  ) {
    await db.execute(sql`update cert_contracts set audit_days = ${c.auditDays}, day_rate = ${c.dayRate},
        fees = ${JSON.stringify(c.fees)}::jsonb, amount = ${c.amount}, terms = ${c.terms},
        status = ${ContractStatus.draft}, signed_copy = null, client_signed_at = null, updated_by = ${c.by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setStatus(
    db: Db,
    tenantId: string,
    id: string,
    s: {
      status: number;
      by: string;
      signedCopy?: CertFile;
      sent?: boolean;
      signed?: boolean;
      cancelReason?: string;
    },
  ) {
    await db.execute(sql`update cert_contracts set status = ${s.status}, updated_by = ${s.by}, updated_at = now()
        ${s.signedCopy ? sql`, signed_copy = ${JSON.stringify(s.signedCopy)}::jsonb` : sql``}
        ${s.sent ? sql`, sent_at = now()` : sql``}
        ${s.signed ? sql`, signed_at = now()` : sql``}
        ${s.cancelReason !== undefined ? sql`, cancel_reason = ${s.cancelReason}, cancelled_at = now()` : sql``}
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** The enterprise's signed scan, kept until the body signs. */
  async setSignedCopy(db: Db, tenantId: string, id: string, file: CertFile, by: string) {
    await db.execute(sql`update cert_contracts set signed_copy = ${JSON.stringify(file)}::jsonb,
        client_signed_at = now(), updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setApplicationStatus(db: Db, tenantId: string, id: string, status: number, by: string) {
    await db.execute(sql`update cert_applications set status = ${status}, updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async tenantName(db: Db, tenantId: string) {
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql`select name from tenants where id = ${tenantId}`),
    );
    return rows[0]?.name ?? '';
  },
};
