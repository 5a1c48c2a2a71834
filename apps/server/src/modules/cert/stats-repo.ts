// The SQL of statistics, workbench, processes, projects and CCC inspections. Every query filters
// tenant_id itself (row-level security checks it again) and pages in SQL with a count of the same
// filter; bench/cert.ts keeps each under 100 ms with 10,000 applications and 30,000 certificates.
import { sql, type SQL } from 'drizzle-orm';
import {
  ApplicationStatus,
  AuditKind,
  AuditStatus,
  CERT_PROCESS_KEY,
  CertificateStatus,
  ContractStatus,
  type BusinessType,
  type CertProcessFilter,
  type CertProjectFilter,
  type CccTaskFilter,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';

/**
 * The certification body works in China time: a submission at 23:30 on 31 March counts in March,
 * whatever the database session's time zone.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const tz = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const today = sql`(now() at time zone ${tz})::date`;
const monthOf = (column: SQL) => sql`to_char(${column} at time zone ${tz}, 'YYYY-MM')`;

/** The scheme condition of a business type on a table alias's scheme column. */
function schemeOf(alias: string, type: BusinessType): SQL {
  const column = sql.raw(`${alias}.scheme`);
  if (type === 'system') return sql`and ${column} <> 'CCC'`;
  if (type === 'product') return sql`and ${column} = 'CCC'`;
  return sql``;
}

const cert = sql.raw(`'${CERT_PROCESS_KEY}'`);
const certDefinitions = sql`(select id from wf_definitions where key = ${cert})`;
/**
 * The join of a page of instances of the certification process to its application (its start
 * variable) by the primary key: the format check runs on the page's rows only.
 */
const applicationByKey = (alias: string) =>
  sql.raw(`a.tenant_id = ${alias}.tenant_id and a.id = case
    when ${alias}.variables->>'applicationId' ~ '^[0-9a-fA-F-]{36}$'
    then (${alias}.variables->>'applicationId')::uuid end`);

/** Audits whose report is out (reported or closed) count as done, in the month of their last day. */
const auditDone = sql.raw(`(${AuditStatus.reported}, ${AuditStatus.closed})`);

export interface MonthRow {
  month: string;
  scheme: string;
  applications: number;
  audits: number;
  certificates: number;
  audit_days: string;
}

export const statsRepo = {
  async statusCounts(db: Db, tenantId: string, type: BusinessType) {
    const rows = rowsOf<{ what: string; status: number; n: number }>(
      await db.execute(sql`
        select 'applications' as what, a.status::int as status, count(*)::int as n
          from cert_applications a where a.tenant_id = ${tenantId} ${schemeOf('a', type)}
          group by a.status
        union all
        select 'audits', u.status::int, count(*)::int
          from cert_audits u join cert_applications a on a.tenant_id = u.tenant_id and a.id = u.application_id
          where u.tenant_id = ${tenantId} ${schemeOf('a', type)}
          group by u.status
        union all
        select 'certificates', c.status::int, count(*)::int
          from cert_certificates c where c.tenant_id = ${tenantId} ${schemeOf('c', type)}
          group by c.status`),
    );
    return rows;
  },

  /** Per month of [first, last] (YYYY-MM-01 dates) and scheme: the month's figures. */
  async months(db: Db, tenantId: string, type: BusinessType, first: string, last: string) {
    const from = sql`${first}::date`;
    const until = sql`(${last}::date + interval '1 month')`;
    // Timestamps compared in China time: the month's first instant there.
    const fromTs = sql`(${from}::timestamp at time zone ${tz})`;
    const untilTs = sql`(${until}::timestamp at time zone ${tz})`;
    return rowsOf<MonthRow>(
      await db.execute(sql`
        with apps as (
          select ${monthOf(sql`a.submitted_at`)} as month, a.scheme, count(*)::int as n
            from cert_applications a
            where a.tenant_id = ${tenantId} and a.submitted_at >= ${fromTs} and a.submitted_at < ${untilTs}
              ${schemeOf('a', type)}
            group by 1, 2),
        audits as (
          select to_char(u.end_date, 'YYYY-MM') as month, a.scheme, count(*)::int as n,
              coalesce(sum(u.audit_days), 0) as days
            from cert_audits u join cert_applications a on a.tenant_id = u.tenant_id and a.id = u.application_id
            where u.tenant_id = ${tenantId} and u.status in ${auditDone}
              and u.end_date >= ${from} and u.end_date < ${until} ${schemeOf('a', type)}
            group by 1, 2),
        certs as (
          select to_char(c.issued_on, 'YYYY-MM') as month, c.scheme, count(*)::int as n
            from cert_certificates c
            where c.tenant_id = ${tenantId} and c.issued_on >= ${from} and c.issued_on < ${until}
              ${schemeOf('c', type)}
            group by 1, 2),
        keys as (select month, scheme from apps union select month, scheme from audits
          union select month, scheme from certs)
        select k.month, k.scheme, coalesce(p.n, 0) as applications, coalesce(u.n, 0) as audits,
            coalesce(c.n, 0) as certificates, coalesce(u.days, 0)::text as audit_days
          from keys k
          left join apps p on p.month = k.month and p.scheme = k.scheme
          left join audits u on u.month = k.month and u.scheme = k.scheme
          left join certs c on c.month = k.month and c.scheme = k.scheme
          order by k.month, k.scheme`),
    );
  },

  async workbench(db: Db, tenantId: string) {
    const [row] = rowsOf<{
      awaiting: number;
      audits: number;
      valid: number;
      expiring: number;
      overdue: number;
    }>(
      await db.execute(sql`select
        (select count(*)::int from cert_applications
          where tenant_id = ${tenantId} and status = ${ApplicationStatus.submitted}) as awaiting,
        (select count(*)::int from cert_audits
          where tenant_id = ${tenantId} and status <> ${AuditStatus.cancelled}
            and begin_date >= date_trunc('month', ${today})::date
            and begin_date < (date_trunc('month', ${today}) + interval '1 month')::date) as audits,
        (select count(*)::int from cert_certificates
          where tenant_id = ${tenantId} and status = ${CertificateStatus.valid} and expires_on >= ${today}) as valid,
        (select count(*)::int from cert_certificates
          where tenant_id = ${tenantId} and status = ${CertificateStatus.valid}
            and expires_on >= ${today} and expires_on < ${today} + 90) as expiring,
        (select count(*)::int from wf_tasks t
          where t.tenant_id = ${tenantId} and t.status = 'open' and t.due_at < now()
            and t.instance_id in (select id from wf_instances
              where tenant_id = ${tenantId} and definition_id in ${certDefinitions})) as overdue`),
    );
    return row!;
  },

  /** The applications of instances (for the task list). */
  async applicationsOfInstances(db: Db, tenantId: string, instanceIds: string[]) {
    if (instanceIds.length === 0) return [];
    return rowsOf<{
      instance_id: string;
      application_id: string;
      no: string | null;
      ent_name: string;
      scheme: string;
      applicant_id: string;
    }>(
      await db.execute(sql`select i.id as instance_id, a.id as application_id, a.no, a.ent_name, a.scheme,
          a.applicant_id
        from wf_instances i join cert_applications a
          on ${applicationByKey('i')}
        where i.tenant_id = ${tenantId}
          and i.id in (${sql.join(
            instanceIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`),
    );
  },

  /** The certification instance and its application's applicant, when it is one of the tenant's. */
  async certInstance(db: Db, tenantId: string, instanceId: string) {
    const [row] = rowsOf<{ id: string; applicant_id: string | null }>(
      await db.execute(sql`select i.id, a.applicant_id
        from wf_instances i
        left join cert_applications a on ${applicationByKey('i')}
        where i.id = ${instanceId} and i.tenant_id = ${tenantId} and i.definition_id in ${certDefinitions}`),
    );
    return row;
  },

  async processes(
    db: Db,
    tenantId: string,
    f: Omit<CertProcessFilter, 'status'> & { status?: string },
    offset: number,
    limit: number,
  ) {
    const where = sql`i.tenant_id = ${tenantId} and i.definition_id in ${certDefinitions}
      ${f.status ? sql`and i.status = ${f.status}` : sql``}
      ${
        f.step
          ? sql`and exists (select 1 from wf_tasks t where t.instance_id = i.id and t.status = 'open'
              and t.element_id = ${f.step})`
          : sql``
      }
      ${
        f.keyword
          ? // The matching applications once (a hashed set), not a search per instance.
            sql`and i.variables->>'applicationId' in (select a.id::text from cert_applications a
              where a.tenant_id = ${tenantId}
                and (a.ent_name ilike ${containsPattern(f.keyword)} or a.no ilike ${containsPattern(f.keyword)}))`
          : sql``
      }`;
    const from = sql`from wf_instances i`;
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n ${from} where ${where}`),
    );
    const rows = rowsOf<{
      instance_id: string;
      status: string;
      kind: string | null;
      step: string | null;
      step_name: string | null;
      started_at: Date | string;
      ended_at: Date | string | null;
      application_id: string | null;
      no: string | null;
      ent_name: string | null;
      scheme: string | null;
      application_status: number | null;
    }>(
      // The page first, then its steps: the lateral runs for the page's rows only.
      await db.execute(sql`with page as (select i.id, i.tenant_id, i.status, i.variables, i.started_at,
            i.ended_at
          ${from} where ${where}
          order by i.started_at desc, i.id
          limit ${limit} offset ${offset})
        select p.id as instance_id, p.status, p.variables->>'kind' as kind, s.element_id as step,
          s.name as step_name, p.started_at, p.ended_at, a.id as application_id, a.no, a.ent_name, a.scheme,
          a.status as application_status
        from page p
        left join cert_applications a on ${applicationByKey('p')}
        left join lateral (select t.element_id, t.name from wf_tasks t
          where t.instance_id = p.id and t.status = 'open' order by t.created_at desc limit 1) s on true
        order by p.started_at desc, p.id`),
    );
    return { rows, total: count?.n ?? 0 };
  },

  async projects(db: Db, tenantId: string, f: CertProjectFilter, offset: number, limit: number) {
    const where = sql`a.tenant_id = ${tenantId} and a.status <> ${ApplicationStatus.draft}
      ${f.scheme ? sql`and a.scheme = ${f.scheme}` : sql``}
      ${f.status !== undefined ? sql`and a.status = ${f.status}` : sql``}
      ${
        f.keyword
          ? sql`and (a.ent_name ilike ${containsPattern(f.keyword)} or a.no ilike ${containsPattern(f.keyword)})`
          : sql``
      }`;
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from cert_applications a where ${where}`),
    );
    const rows = rowsOf<{
      id: string;
      no: string | null;
      ent_name: string;
      scheme: string;
      status: number;
      submitted_at: Date | string | null;
      audit_days: string | null;
      instance_id: string | null;
      contract: { id: string; no: string; status: number; amount: string } | null;
      audits_total: number;
      audits_closed: number;
      next_audit: { id: string; kind: number; seq: number; status: number; dueDate: string | null } | null;
      certificate: { id: string; no: string; status: number; issuedOn: string; expiresOn: string } | null;
    }>(
      // The page first, then its contracts, audits and certificates (for the page's rows only).
      await db.execute(sql`with page as (select a.tenant_id, a.id, a.no, a.ent_name, a.scheme, a.status,
            a.submitted_at, a.created_at, a.audit_days, a.instance_id
          from cert_applications a where ${where}
          order by a.submitted_at desc nulls last, a.created_at desc, a.id
          limit ${limit} offset ${offset})
        select a.id, a.no, a.ent_name, a.scheme, a.status, a.submitted_at,
          a.audit_days::text as audit_days, a.instance_id,
          (select json_build_object('id', c.id, 'no', c.no, 'status', c.status, 'amount', c.amount::text)
            from cert_contracts c where c.tenant_id = a.tenant_id and c.application_id = a.id
            order by (c.status = ${ContractStatus.cancelled}), c.created_at desc limit 1) as contract,
          u.total as audits_total, u.closed as audits_closed,
          (select json_build_object('id', n.id, 'kind', n.kind, 'seq', n.seq, 'status', n.status,
              'dueDate', n.due_date::text)
            from cert_audits n where n.tenant_id = a.tenant_id and n.application_id = a.id
              and n.status not in (${AuditStatus.closed}, ${AuditStatus.cancelled})
            order by n.due_date nulls last, n.kind, n.seq limit 1) as next_audit,
          (select json_build_object('id', c.id, 'no', c.no, 'status', c.status,
              'issuedOn', c.issued_on::text, 'expiresOn', c.expires_on::text)
            from cert_certificates c where c.tenant_id = a.tenant_id and c.application_id = a.id
            order by c.issued_on desc, c.created_at desc limit 1) as certificate
        from page a
        left join lateral (select count(*)::int as total,
            count(*) filter (where x.status = ${AuditStatus.closed})::int as closed
          from cert_audits x where x.tenant_id = a.tenant_id and x.application_id = a.id) u on true
        order by a.submitted_at desc nulls last, a.created_at desc, a.id`),
    );
    return { rows, total: count?.n ?? 0 };
  },

  async cccTasks(db: Db, tenantId: string, f: CccTaskFilter, offset: number, limit: number) {
    const where = sql`u.tenant_id = ${tenantId}
      and u.kind in (${AuditKind.factoryInspection}, ${AuditKind.followUpInspection})
      ${f.status !== undefined ? sql`and u.status = ${f.status}` : sql``}
      ${
        f.keyword
          ? sql`and (a.ent_name ilike ${containsPattern(f.keyword)} or a.no ilike ${containsPattern(f.keyword)}
              or a.product->>'name' ilike ${containsPattern(f.keyword)})`
          : sql``
      }`;
    const from = sql`from cert_audits u
      join cert_applications a on a.tenant_id = u.tenant_id and a.id = u.application_id`;
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n ${from} where ${where}`),
    );
    const rows = rowsOf<{
      id: string;
      application_id: string;
      no: string | null;
      ent_name: string;
      product: Record<string, string> | null;
      kind: number;
      seq: number;
      due_date: string | null;
      begin_date: string | null;
      end_date: string | null;
      audit_days: string;
      status: number;
    }>(
      await db.execute(sql`select u.id, u.application_id, a.no, a.ent_name, a.product, u.kind, u.seq,
          u.due_date::text as due_date, u.begin_date::text as begin_date, u.end_date::text as end_date,
          u.audit_days::text as audit_days, u.status
        ${from} where ${where}
        order by u.due_date nulls last, u.created_at desc, u.id
        limit ${limit} offset ${offset}`),
    );
    return { rows, total: count?.n ?? 0 };
  },
};
