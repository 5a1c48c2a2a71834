// Queries of brand assessment processes, their answers and assigned experts. Every query names the
// tenant; row-level security checks it again. The list pages in SQL and counts with the same filter
// (the status and applicant indexes of schema/brand.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';

export interface ProcessRow {
  tenant_id: string;
  id: string;
  no: string;
  applicant_id: string;
  applicant_name: string | null;
  business_type: string;
  brand_name: string;
  ent_name: string;
  credit_code: string;
  industry: string;
  contact_name: string;
  contact_tel: string;
  description: string;
  status: number;
  instance_id: string | null;
  check_comment: string | null;
  strength_score: string | null;
  level: string | null;
  brand_value: string | null;
  submitted_at: Date | string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The application's fields, as the service checked them. */
export interface ApplicationFields {
  businessType: string;
  brandName: string;
  entName: string;
  creditCode: string;
  industry: string;
  contactName: string;
  contactTel: string;
  description: string;
}

export interface ProcessFilter {
  applicantId?: string;
  status?: number;
  businessType?: string;
  keyword?: string;
}

export interface AnswerStateRow {
  qs_id: string;
  qs_name: string;
  form_json: string;
  group_id: string;
  group_name: string;
  answered: boolean;
  draft: boolean | null;
  updated_at: Date | string | null;
}

export interface AnswerRow {
  process_id: string;
  qs_id: string;
  data: Record<string, unknown>;
  draft: boolean;
  updated_at: Date | string;
}

export interface ExpertRow {
  expert_id: string;
  expert_name: string;
  submitted_at: Date | string | null;
  assigned_at: Date | string;
}

const columns = sql`p.tenant_id, p.id, p.no, p.applicant_id,
  (select coalesce(nullif(u.realname, ''), u.username) from tenant_users tu join users u on u.id = tu.user_id
    where tu.tenant_id = p.tenant_id and tu.id::text = p.applicant_id) as applicant_name,
  p.business_type, p.brand_name, p.ent_name, p.credit_code, p.industry, p.contact_name, p.contact_tel,
  p.description, p.status, p.instance_id, p.check_comment, p.strength_score::text as strength_score, p.level,
  p.brand_value::text as brand_value, p.submitted_at, p.completed_at, p.created_at, p.updated_at`;

function where(tenantId: string, f: ProcessFilter) {
  const parts: SQL[] = [sql`p.tenant_id = ${tenantId}`];
  if (f.applicantId !== undefined) parts.push(sql`p.applicant_id = ${f.applicantId}`);
  if (f.status !== undefined) parts.push(sql`p.status = ${f.status}`);
  if (f.businessType !== undefined) parts.push(sql`p.business_type = ${f.businessType}`);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    parts.push(
      sql`(p.no ilike ${like} or p.brand_name ilike ${like} or p.ent_name ilike ${like} or p.credit_code ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export const processRepo = {
  async page(db: Db, tenantId: string, f: ProcessFilter, offset: number, limit: number) {
    const rows = rowsOf<ProcessRow>(
      await db.execute(sql`select ${columns} from brand_processes p where ${where(tenantId, f)}
        order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`),
    );
    const counted = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from brand_processes p where ${where(tenantId, f)}`),
    );
    return { rows, total: Number(counted[0]?.total ?? 0) };
  },

  async get(db: Db, tenantId: string, id: string, lock = false) {
    return rowsOf<ProcessRow>(
      await db.execute(sql`select ${columns} from brand_processes p
        where p.tenant_id = ${tenantId} and p.id = ${id} ${lock ? sql`for update of p` : sql``}`),
    )[0];
  },

  /** Numbers are given one at a time per tenant (held until the transaction ends). */
  async lockNumbers(db: Db, tenantId: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-process-no:${tenantId}`}))`);
  },

  /** The next process number of the year: BA-2026-00001. */
  async nextNo(db: Db, tenantId: string, year: number) {
    const prefix = `BA-${year}-`;
    const [row] = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(no) as last from brand_processes
        where tenant_id = ${tenantId} and no like ${`${prefix}%`}`),
    );
    const next = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(5, '0')}`;
  },

  async insert(db: Db, tenantId: string, applicantId: string, no: string, f: ApplicationFields) {
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into brand_processes (tenant_id, no, applicant_id, business_type, brand_name,
          ent_name, credit_code, industry, contact_name, contact_tel, description, status, created_by, updated_by)
        values (${tenantId}, ${no}, ${applicantId}, ${f.businessType}, ${f.brandName}, ${f.entName},
          ${f.creditCode}, ${f.industry}, ${f.contactName}, ${f.contactTel}, ${f.description}, 0,
          ${applicantId}, ${applicantId})
        returning id`),
    );
    return row!.id;
  },

  async update(db: Db, tenantId: string, id: string, by: string, f: ApplicationFields) {
    await db.execute(sql`update brand_processes set business_type = ${f.businessType},
        brand_name = ${f.brandName}, ent_name = ${f.entName}, credit_code = ${f.creditCode},
        industry = ${f.industry}, contact_name = ${f.contactName}, contact_tel = ${f.contactTel},
        description = ${f.description}, updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setInstance(db: Db, tenantId: string, id: string, instanceId: string) {
    await db.execute(sql`update brand_processes set instance_id = ${instanceId}
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async setStatus(
    db: Db,
    tenantId: string,
    id: string,
    status: number,
    by: string,
    extra: { comment?: string | null; submitted?: boolean } = {},
  ) {
    await db.execute(sql`update brand_processes set status = ${status}, updated_by = ${by}, updated_at = now()
        ${extra.comment !== undefined ? sql`, check_comment = ${extra.comment}` : sql``}
        ${extra.submitted ? sql`, submitted_at = now()` : sql``}
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async complete(
    db: Db,
    tenantId: string,
    id: string,
    by: string,
    r: { score: string; level: string; value: string | null; comment: string | null },
  ) {
    await db.execute(sql`update brand_processes set status = 5, strength_score = ${r.score}::numeric,
        level = ${r.level}, brand_value = ${r.value}::numeric, check_comment = ${r.comment},
        completed_at = now(), updated_by = ${by}, updated_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** Keeps the inputs a published value was computed with, unless the body saved its own. */
  async keepValueInputs(db: Db, tenantId: string, processId: string, inputs: object, by: string) {
    await db.execute(sql`insert into brand_value_inputs (tenant_id, process_id, inputs, updated_by)
      values (${tenantId}, ${processId}, ${JSON.stringify(inputs)}::jsonb, ${by})
      on conflict (tenant_id, process_id) do nothing`);
  },

  /** Every questionnaire of the tenant in group order, with the process's answer state. */
  async answerStates(db: Db, tenantId: string, processId: string) {
    return rowsOf<AnswerStateRow>(
      await db.execute(sql`select q.id as qs_id, q.name as qs_name, q.form_json, g.id as group_id,
          g.name as group_name, (a.id is not null) as answered, a.draft, a.updated_at
        from brand_qs_groups g
        join brand_questionnaires q on q.tenant_id = g.tenant_id and q.group_id = g.id
        left join brand_answers a on a.tenant_id = q.tenant_id and a.qs_id = q.id and a.process_id = ${processId}
        where g.tenant_id = ${tenantId}
        order by g.sort, g.created_at, q.sort, q.created_at`),
    );
  },

  async questionnaire(db: Db, tenantId: string, qsId: string) {
    return rowsOf<{ id: string; name: string; form_json: string }>(
      await db.execute(sql`select id, name, form_json from brand_questionnaires
        where tenant_id = ${tenantId} and id = ${qsId}`),
    )[0];
  },

  async answers(db: Db, tenantId: string, processId: string, qsId?: string) {
    return rowsOf<AnswerRow>(
      await db.execute(sql`select process_id, qs_id, data, draft, updated_at from brand_answers
        where tenant_id = ${tenantId} and process_id = ${processId}
          ${qsId ? sql`and qs_id = ${qsId}` : sql``}
        order by created_at`),
    );
  },

  async saveAnswer(
    db: Db,
    tenantId: string,
    processId: string,
    qsId: string,
    data: Record<string, unknown>,
    draft: boolean,
    by: string,
  ) {
    await db.execute(sql`insert into brand_answers (tenant_id, process_id, qs_id, data, draft, created_by, updated_by)
      values (${tenantId}, ${processId}, ${qsId}, ${JSON.stringify(data)}::jsonb, ${draft}, ${by}, ${by})
      on conflict (tenant_id, process_id, qs_id) do update set data = excluded.data, draft = excluded.draft,
        updated_by = excluded.updated_by, updated_at = now()`);
  },

  async experts(db: Db, tenantId: string, processId: string) {
    return rowsOf<ExpertRow>(
      await db.execute(sql`select expert_id, expert_name, submitted_at, assigned_at from brand_experts
        where tenant_id = ${tenantId} and process_id = ${processId} order by assigned_at, expert_name`),
    );
  },

  async isAssigned(db: Db, tenantId: string, processId: string, expertId: string) {
    return (
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from brand_experts
          where tenant_id = ${tenantId} and process_id = ${processId} and expert_id = ${expertId}`),
      )[0]!.n > 0
    );
  },

  /** Replaces the assigned experts; those assigned before keep their assignment time. */
  async assign(
    db: Db,
    tenantId: string,
    processId: string,
    experts: { id: string; name: string }[],
    by: string,
  ) {
    const ids = experts.map((e) => e.id);
    await db.execute(sql`delete from brand_experts where tenant_id = ${tenantId} and process_id = ${processId}
      and expert_id not in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`);
    for (const e of experts)
      await db.execute(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name, assigned_by)
        values (${tenantId}, ${processId}, ${e.id}, ${e.name}, ${by})
        on conflict (tenant_id, process_id, expert_id) do nothing`);
  },

  async clearSubmissions(db: Db, tenantId: string, processId: string) {
    await db.execute(sql`update brand_experts set submitted_at = null
      where tenant_id = ${tenantId} and process_id = ${processId}`);
  },

  /** The tenant's brand experts (role 33 in the brand app) with their open scoring work. */
  async candidates(db: Db, tenantId: string) {
    return rowsOf<{ id: string; name: string; username: string; pending: number }>(
      await db.execute(sql`select tu.id::text as id, coalesce(nullif(u.realname, ''), u.username) as name,
          u.username,
          (select count(*)::int from brand_experts e join brand_processes p
             on p.tenant_id = e.tenant_id and p.id = e.process_id
           where e.tenant_id = tu.tenant_id and e.expert_id = tu.id::text and e.submitted_at is null
             and p.status = 3) as pending
        from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and exists (select 1 from tenant_user_roles tur
          join roles r on r.id = tur.role_id join apps ap on ap.id = r.app_id
          where tur.tenant_id = tu.tenant_id and tur.tenant_user_id = tu.id and r.code = 33 and ap.key = 'brand')
        order by name`),
    );
  },

  /** A member's name and username (the process names the applicant by username). */
  async member(db: Db, tenantId: string, tenantUserId: string) {
    return rowsOf<{ name: string; username: string }>(
      await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name, u.username
        from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
    )[0];
  },
};
