// Queries of verifications, their samples and findings. People are stored by tenant user id
// (submitted_by, verifier, raised_by, answered_by, checked_by) and answered by name. Every query names
// the tenant; row-level security checks it again.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { memberName } from './members.js';

export interface ModelRow {
  id: string;
  org_id: string;
  org_name: string;
  year: number;
  name: string;
  status: number;
  version: number;
  source_count: number;
}

export interface VerificationRow {
  tenant_id: string;
  id: string;
  model_id: string;
  model_name: string;
  org_id: string;
  org_name: string;
  year: number;
  model_version: number;
  model_status: number;
  status: number;
  instance_id: string | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: Date | string;
  verifier: string | null;
  verifier_name: string | null;
  assurance: string | null;
  materiality: string | null;
  opinion: string | null;
  figures: Record<string, unknown> | null;
  verified_at: Date | string | null;
  open_findings: number;
  total: number;
}

export interface FindingRow {
  id: string;
  verification_id: string;
  activity_id: string | null;
  source_id: string | null;
  severity: string;
  text: string;
  status: number;
  answer: string | null;
  answered_by_name: string | null;
  answered_at: Date | string | null;
  raised_by: string | null;
  raised_by_name: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
  /** the named activity row with its device and organisation (null when none or gone) */
  device_code: string | null;
  device_name: string | null;
  activity_org_name: string | null;
  activity_year: number | null;
  activity_month: number | null;
  activity_value: string | null;
  device_unit: string | null;
  source_name: string | null;
}

export interface ActivityInScopeRow {
  id: string;
  org_id: string;
  org_name: string;
  device_id: string;
  device_code: string;
  device_name: string;
  year: number;
  month: number;
  value: string;
  unit: string;
  evidence: string[];
  note: string | null;
}

export interface SampleRow extends ActivityInScopeRow {
  result: 'ok' | 'issue';
  sample_note: string | null;
  checked_by_name: string | null;
  checked_at: Date | string;
}

/** A tenant user's display name, joined on a column holding the tenant user id as text. */
const nameOf = (column: SQL) => sql`(select coalesce(nullif(u.realname, ''), u.username)
  from tenant_users tu join users u on u.id = tu.user_id
  where tu.tenant_id = v.tenant_id and tu.id::text = ${column})`;

/** The organisation and its descendants. */
const subtree = (tenantId: string, orgId: string) => sql`with recursive tree(id) as (
    select id from carbon_orgs where tenant_id = ${tenantId} and id = ${orgId}
    union all
    select o.id from carbon_orgs o join tree on o.parent_id = tree.id where o.tenant_id = ${tenantId}
  )`;

const verificationColumns = sql`v.tenant_id, v.id, v.model_id, m.name as model_name, m.org_id,
  o.name as org_name, m.year, v.model_version, m.status as model_status, v.status, v.instance_id,
  v.submitted_by, ${nameOf(sql`v.submitted_by`)} as submitted_by_name, v.submitted_at, v.verifier,
  ${nameOf(sql`v.verifier`)} as verifier_name, v.assurance, v.materiality::text as materiality, v.opinion,
  v.figures, v.verified_at,
  (select count(*)::int from carbon_findings f
    where f.tenant_id = v.tenant_id and f.verification_id = v.id and f.status <> 2) as open_findings`;

const verificationFrom = sql`from carbon_verifications v
  join carbon_models m on m.tenant_id = v.tenant_id and m.id = v.model_id
  left join carbon_orgs o on o.tenant_id = m.tenant_id and o.id = m.org_id`;

export const verificationRepo = {
  async model(db: Db, tenantId: string, modelId: string, lock = false) {
    const rows = rowsOf<ModelRow>(
      await db.execute(sql`select m.id, m.org_id, o.name as org_name, m.year, m.name, m.status, m.version,
          (select count(*)::int from carbon_sources s where s.tenant_id = m.tenant_id and s.model_id = m.id)
            as source_count
        from carbon_models m left join carbon_orgs o on o.tenant_id = m.tenant_id and o.id = m.org_id
        where m.tenant_id = ${tenantId} and m.id = ${modelId}
        ${lock ? sql`for update of m` : sql``}`),
    );
    return rows[0];
  },

  /** `by`: a display name, as the model's other writers keep it. */
  async setModelStatus(db: Db, tenantId: string, modelId: string, status: number, by: string | null) {
    await db.execute(sql`update carbon_models set status = ${status}, updated_at = now(), updated_by = ${by}
      where tenant_id = ${tenantId} and id = ${modelId}`);
  },

  async insertVerification(
    db: Db,
    v: { tenantId: string; modelId: string; modelVersion: number; submittedBy: string },
  ) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`insert into carbon_verifications (tenant_id, model_id, model_version, submitted_by)
        values (${v.tenantId}, ${v.modelId}, ${v.modelVersion}, ${v.submittedBy}) returning id`),
    );
    return rows[0]!.id;
  },

  async setInstance(db: Db, tenantId: string, id: string, instanceId: string) {
    await db.execute(sql`update carbon_verifications set instance_id = ${instanceId}
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async verification(db: Db, tenantId: string, id: string, lock = false) {
    const rows = rowsOf<VerificationRow>(
      await db.execute(sql`select ${verificationColumns}, 0 as total ${verificationFrom}
        where v.tenant_id = ${tenantId} and v.id = ${id}
        ${lock ? sql`for update of v` : sql``}`),
    );
    return rows[0];
  },

  /** `verifierId`: a verifier's view (what they may act on and what they handled); null: the company's. */
  async list(
    db: Db,
    tenantId: string,
    f: { status?: number; verifierId: string | null },
    offset: number,
    limit: number,
  ) {
    const conditions = [sql`v.tenant_id = ${tenantId}`];
    if (f.status !== undefined) conditions.push(sql`v.status = ${f.status}`);
    if (f.verifierId !== null) {
      conditions.push(sql`((v.status = 0 and v.submitted_by is distinct from ${f.verifierId}
        and (v.verifier is null or v.verifier = ${f.verifierId})) or v.verifier = ${f.verifierId})`);
    }
    return rowsOf<VerificationRow>(
      await db.execute(sql`select ${verificationColumns}, count(*) over ()::int as total ${verificationFrom}
        where ${sql.join(conditions, sql` and `)}
        order by v.submitted_at desc, v.id
        offset ${offset} limit ${limit}`),
    );
  },

  /** Takes the verification for a verifier when nobody has it yet; false when another verifier has it. */
  async claim(db: Db, tenantId: string, id: string, verifierId: string) {
    const rows = rowsOf<{ verifier: string | null }>(
      await db.execute(sql`update carbon_verifications set verifier = coalesce(verifier, ${verifierId})
        where tenant_id = ${tenantId} and id = ${id} returning verifier`),
    );
    return rows[0]?.verifier === verifierId;
  },

  async decide(
    db: Db,
    tenantId: string,
    id: string,
    d: {
      status: number;
      verifier: string | null;
      assurance?: string;
      materiality?: string;
      opinion?: string;
      figures?: unknown;
    },
  ) {
    await db.execute(sql`update carbon_verifications set status = ${d.status},
        verifier = coalesce(verifier, ${d.verifier}),
        assurance = ${d.assurance ?? null}, materiality = ${d.materiality ?? null},
        opinion = ${d.opinion ?? null},
        figures = ${d.figures === undefined ? null : JSON.stringify(d.figures)}::jsonb,
        verified_at = case when ${d.status} = 1 then now() end
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  /** The findings of a verification, or the one finding `id`, with the activity row or source each names. */
  async findings(db: Db, tenantId: string, of: { verificationId: string } | { id: string }) {
    return rowsOf<FindingRow>(
      await db.execute(sql`select f.id, f.verification_id, f.activity_id, f.source_id, f.severity, f.text,
          f.status, f.answer, ${nameOf(sql`f.answered_by`)} as answered_by_name, f.answered_at, f.raised_by,
          ${nameOf(sql`f.raised_by`)} as raised_by_name, f.created_at, f.closed_at,
          d.code as device_code, d.name as device_name, o.name as activity_org_name, a.year as activity_year,
          a.month as activity_month, a.value::text as activity_value, d.unit as device_unit,
          s.name as source_name
        from carbon_findings f join carbon_verifications v on v.tenant_id = f.tenant_id and v.id = f.verification_id
          left join carbon_activity a on a.tenant_id = f.tenant_id and a.id = f.activity_id
          left join carbon_devices d on d.tenant_id = a.tenant_id and d.id = a.device_id
          left join carbon_orgs o on o.tenant_id = a.tenant_id and o.id = a.org_id
          left join carbon_sources s on s.tenant_id = f.tenant_id and s.id = f.source_id
        where f.tenant_id = ${tenantId}
          and ${'id' in of ? sql`f.id = ${of.id}` : sql`f.verification_id = ${of.verificationId}`}
        order by f.created_at, f.id`),
    );
  },

  async finding(db: Db, tenantId: string, id: string) {
    const rows = rowsOf<{ id: string; verification_id: string; status: number }>(
      await db.execute(sql`select id, verification_id, status from carbon_findings
        where tenant_id = ${tenantId} and id = ${id} for update`),
    );
    return rows[0];
  },

  async insertFinding(
    db: Db,
    f: {
      tenantId: string;
      verificationId: string;
      activityId: string | null;
      sourceId: string | null;
      severity: string;
      text: string;
      raisedBy: string;
    },
  ) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`insert into carbon_findings
          (tenant_id, verification_id, activity_id, source_id, severity, text, raised_by)
        values (${f.tenantId}, ${f.verificationId}, ${f.activityId}, ${f.sourceId}, ${f.severity}, ${f.text},
          ${f.raisedBy})
        returning id`),
    );
    return rows[0]!.id;
  },

  async answerFinding(db: Db, tenantId: string, id: string, answer: string, by: string) {
    await db.execute(sql`update carbon_findings set answer = ${answer}, answered_by = ${by}, answered_at = now(),
        status = 1
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async closeFinding(db: Db, tenantId: string, id: string) {
    await db.execute(sql`update carbon_findings set status = 2, closed_at = now()
      where tenant_id = ${tenantId} and id = ${id}`);
  },

  async sourceOfModel(db: Db, tenantId: string, modelId: string, sourceId: string) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select id from carbon_sources
        where tenant_id = ${tenantId} and model_id = ${modelId} and id = ${sourceId}`),
    );
    return rows.length > 0;
  },

  /** An activity row of the organisation's subtree and the year, or undefined. */
  async activityInScope(db: Db, tenantId: string, activityId: string, orgId: string, year: number) {
    const rows = rowsOf<ActivityInScopeRow>(
      await db.execute(sql`${subtree(tenantId, orgId)}
        select a.id, a.org_id, o.name as org_name, a.device_id, d.code as device_code, d.name as device_name,
          a.year, a.month, a.value::text as value, d.unit, a.evidence, a.note
        from carbon_activity a
          join carbon_devices d on d.tenant_id = a.tenant_id and d.id = a.device_id
          left join carbon_orgs o on o.tenant_id = a.tenant_id and o.id = a.org_id
        where a.tenant_id = ${tenantId} and a.id = ${activityId} and a.year = ${year}
          and a.org_id in (select id from tree)`),
    );
    return rows[0];
  },

  /** The activity rows a verification covers (its model's subtree and year), a page, with their sample results. */
  async activityPage(
    db: Db,
    tenantId: string,
    v: { id: string; orgId: string; year: number },
    offset: number,
    limit: number,
  ) {
    return rowsOf<ActivityInScopeRow & { result: 'ok' | 'issue' | null; total: number }>(
      await db.execute(sql`${subtree(tenantId, v.orgId)}
        select a.id, a.org_id, o.name as org_name, a.device_id, d.code as device_code, d.name as device_name,
          a.year, a.month, a.value::text as value, d.unit, a.evidence, a.note, s.result,
          count(*) over ()::int as total
        from carbon_activity a
          join carbon_devices d on d.tenant_id = a.tenant_id and d.id = a.device_id
          left join carbon_orgs o on o.tenant_id = a.tenant_id and o.id = a.org_id
          left join carbon_samples s on s.tenant_id = a.tenant_id and s.verification_id = ${v.id}
            and s.activity_id = a.id
        where a.tenant_id = ${tenantId} and a.year = ${v.year} and a.org_id in (select id from tree)
        order by o.name, d.code, a.month, a.id
        offset ${offset} limit ${limit}`),
    );
  },

  async saveSample(
    db: Db,
    s: {
      tenantId: string;
      verificationId: string;
      activityId: string;
      result: string;
      note: string | null;
      by: string;
    },
  ) {
    await db.execute(sql`insert into carbon_samples (tenant_id, verification_id, activity_id, result, note, checked_by)
      values (${s.tenantId}, ${s.verificationId}, ${s.activityId}, ${s.result}, ${s.note}, ${s.by})
      on conflict (tenant_id, verification_id, activity_id) do update
        set result = excluded.result, note = excluded.note, checked_by = excluded.checked_by, checked_at = now()`);
  },

  async samples(db: Db, tenantId: string, verificationId: string) {
    return rowsOf<SampleRow>(
      await db.execute(sql`select a.id, a.org_id, o.name as org_name, a.device_id, d.code as device_code,
          d.name as device_name, a.year, a.month, a.value::text as value, d.unit, a.evidence, a.note,
          v.result, v.note as sample_note, ${nameOf(sql`v.checked_by`)} as checked_by_name, v.checked_at
        from carbon_samples v
          join carbon_activity a on a.tenant_id = v.tenant_id and a.id = v.activity_id
          join carbon_devices d on d.tenant_id = a.tenant_id and d.id = a.device_id
          left join carbon_orgs o on o.tenant_id = a.tenant_id and o.id = a.org_id
        where v.tenant_id = ${tenantId} and v.verification_id = ${verificationId}
        order by v.checked_at, a.id`),
    );
  },

  /** The open task of a verification's process, with whom it is assigned to. */
  async openTask(db: Db, tenantId: string, instanceId: string) {
    const rows = rowsOf<{ id: string; assignee_id: string | null }>(
      await db.execute(sql`select id, assignee_id from wf_tasks
        where tenant_id = ${tenantId} and instance_id = ${instanceId} and status = 'open'
        order by created_at limit 1`),
    );
    return rows[0];
  },

  /** Who completed the last task of an instance (a return from the work queue). */
  async lastCompleter(db: Db, tenantId: string, instanceId: string) {
    const rows = rowsOf<{ id: string | null }>(
      await db.execute(sql`select completed_by as id from wf_tasks
        where tenant_id = ${tenantId} and instance_id = ${instanceId} and status <> 'open'
        order by completed_at desc nulls last limit 1`),
    );
    return rows[0]?.id ?? null;
  },

  async templateXml(db: Db, key: string) {
    const rows = rowsOf<{ xml: string }>(
      await db.execute(sql`select xml from wf_definitions where tenant_id is null and key = ${key}
        order by version desc limit 1`),
    );
    return rows[0]?.xml ?? null;
  },

  memberName,

  /** Whether an open or answered finding of a verification in review names the activity row. */
  async rowNamedByOpenFinding(db: Db, tenantId: string, activityId: string) {
    const rows = rowsOf<{ named: boolean }>(
      await db.execute(sql`select exists (select 1 from carbon_findings f
          join carbon_verifications v on v.tenant_id = f.tenant_id and v.id = f.verification_id
          where f.tenant_id = ${tenantId} and f.activity_id = ${activityId} and f.status in (0, 1)
            and v.status = 0) as named`),
    );
    return rows[0]?.named === true;
  },
};
