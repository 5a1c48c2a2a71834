// Queries of submissions, their versions and reviews. A submission is found by id either on the
// publisher's side (tenant_id: primary key) or on the submitter's (submitter index), never by id alone
// across every tenant's rows. Row-level security checks both sides again.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';

/** A paper as a filler reaches it: published to the filler's tenant, with its item's state. */
export interface OpenPaperRow {
  tenant_id: string;
  id: string;
  biz_id: string;
  biz_name: string;
  biz_status: number;
  open_date: string | null;
  close_date: string | null;
  not_open: boolean;
  past_close: boolean;
}

export interface SubmissionRow {
  tenant_id: string;
  id: string;
  no: string;
  biz_id: string;
  paper_id: string;
  submitter_tenant_id: string;
  submitter_id: string;
  submitter_name: string;
  submitter_tenant_name: string;
  status: number;
  data: Record<string, unknown>;
  draft_saved_at: Date | string | null;
  version: number;
  wf_instance_id: string | null;
  auto_score: number | null;
  score: number | null;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  updated_at: Date | string;
  biz_name: string;
  biz_status: number;
  open_date: string | null;
  close_date: string | null;
  not_open: boolean;
  past_close: boolean;
  form_id: string;
  form_version: number;
  kind: number;
  form_name: string;
  total: number | null;
  experts: string[];
  sort: number;
}

export interface SummaryRow {
  id: string;
  no: string;
  biz_id: string;
  biz_name: string | null;
  paper_id: string;
  form_name: string | null;
  kind: number | null;
  submitter_name: string;
  submitter_tenant_name: string;
  status: number;
  version: number;
  wf_instance_id: string | null;
  score: number | null;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  updated_at: Date | string;
}

export interface ReviewRow {
  id: string;
  version: number;
  outcome: 'accepted' | 'returned';
  comment: string | null;
  field_comments: Record<string, string>;
  reviewer_name: string | null;
  created_at: Date | string;
}

export interface ListFilter {
  bizId?: string | undefined;
  paperId?: string | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

/** The item's state columns every read of a paper or submission carries. */
const ITEM_STATE = sql`b.name as biz_name, b.status as biz_status,
  to_char(b.open_date, 'YYYY-MM-DD') as open_date, to_char(b.close_date, 'YYYY-MM-DD') as close_date,
  coalesce(b.open_date > current_date, false) as not_open,
  coalesce(b.close_date < current_date, false) as past_close`;

const SUBMISSION_COLUMNS = sql`s.tenant_id, s.id, s.no, s.biz_id, s.paper_id, s.submitter_tenant_id,
  s.submitter_id, s.submitter_name, s.submitter_tenant_name, s.status, s.data, s.draft_saved_at, s.version,
  s.wf_instance_id, s.auto_score::float8 as auto_score, s.score::float8 as score, s.submitted_at,
  s.reviewed_at, s.updated_at`;

const SUMMARY_COLUMNS = sql`s.id, s.no, s.biz_id, s.paper_id, s.submitter_name, s.submitter_tenant_name,
  s.status, s.version, s.wf_instance_id, s.score::float8 as score, s.submitted_at, s.reviewed_at, s.updated_at`;

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const complianceRepo = {
  /** A paper of an item published to `targetTenantId` (a chosen but unpublished tenant does not count). */
  async openPaper(db: Db, targetTenantId: string, bizId: string, paperId: string) {
    const rows = rowsOf<OpenPaperRow>(
      await db.execute(sql`select p.tenant_id, p.id, p.biz_id, ${ITEM_STATE}
        from biz_tenants bt
        join biz_items b on b.tenant_id = bt.tenant_id and b.id = bt.biz_id
        join biz_papers p on p.tenant_id = b.tenant_id and p.biz_id = b.id
        where bt.target_tenant_id = ${targetTenantId} and bt.biz_id = ${bizId} and bt.notified_at is not null
          and p.id = ${paperId} and b.status <> 0`),
    );
    return rows[0];
  },

  async member(db: Db, tenantId: string, tenantUserId: string) {
    const rows = rowsOf<{ name: string; username: string; tenant_name: string }>(
      await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name, u.username,
          t.name as tenant_name
        from tenant_users tu join users u on u.id = tu.user_id join tenants t on t.id = tu.tenant_id
        where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
    );
    return rows[0];
  },

  async mySubmissionOf(db: Db, publisherId: string, paperId: string, submitterId: string) {
    const rows = rowsOf<{ id: string; no: string }>(
      await db.execute(sql`select id, no from biz_submissions
        where tenant_id = ${publisherId} and paper_id = ${paperId} and submitter_id = ${submitterId}`),
    );
    return rows[0];
  },

  async insertSubmission(
    db: Db,
    v: {
      tenantId: string;
      no: string;
      bizId: string;
      paperId: string;
      submitterTenantId: string;
      submitterId: string;
      submitterName: string;
      submitterTenantName: string;
    },
  ) {
    const rows = rowsOf<{ id: string; no: string }>(
      await db.execute(sql`insert into biz_submissions (tenant_id, no, biz_id, paper_id, submitter_tenant_id,
          submitter_id, submitter_name, submitter_tenant_name)
        values (${v.tenantId}, ${v.no}, ${v.bizId}, ${v.paperId}, ${v.submitterTenantId}, ${v.submitterId},
          ${v.submitterName}, ${v.submitterTenantName})
        on conflict (tenant_id, paper_id, submitter_id) do nothing
        returning id, no`),
    );
    return rows[0];
  },

  /**
   * One submission the caller's tenant sees: as its publisher (`tenant_id`) or, given the caller, as
   * its submitter. `lock` takes the row for update (submit, review).
   */
  async submission(
    db: Db,
    who: { tenantId: string; tenantUserId: string | null },
    find: { id: string } | { no: string },
    options: { lock?: boolean; formJson?: boolean } = {},
  ) {
    const match = 'id' in find ? sql`s.id = ${find.id}` : sql`s.no = ${find.no}`;
    const submitter = who.tenantUserId
      ? sql`or (s.submitter_tenant_id = ${who.tenantId} and s.submitter_id = ${who.tenantUserId})`
      : sql``;
    const rows = rowsOf<SubmissionRow & { form_json?: string }>(
      await db.execute(sql`select ${SUBMISSION_COLUMNS}, ${ITEM_STATE}, p.form_id, p.form_version, p.kind,
          p.form_name, p.total::float8 as total, p.experts, p.sort
          ${options.formJson ? sql`, p.form_json` : sql``}
        from biz_submissions s
        join biz_items b on b.tenant_id = s.tenant_id and b.id = s.biz_id
        join biz_papers p on p.tenant_id = s.tenant_id and p.id = s.paper_id
        where ${match} and (s.tenant_id = ${who.tenantId} ${submitter})
        ${options.lock ? sql`for update of s` : sql``}`),
    );
    return rows[0];
  },

  /** The submission a workflow instance reviews (its business key), for `detail?flowNo`. */
  async submissionIdOfInstance(db: Db, tenantId: string, instanceId: string) {
    const rows = rowsOf<{ business_key: string | null }>(
      await db.execute(
        sql`select business_key from wf_instances where id = ${instanceId} and tenant_id = ${tenantId}`,
      ),
    );
    return rows[0]?.business_key ?? null;
  },

  async paperSubmissionCount(db: Db, tenantId: string, paperId: string) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from biz_submissions where tenant_id = ${tenantId} and paper_id = ${paperId}`,
      ),
    );
    return Number(rows[0]?.n ?? 0);
  },

  async saveDraft(db: Db, tenantId: string, id: string, data: Record<string, unknown>) {
    const rows = rowsOf<{ draft_saved_at: Date | string }>(
      await db.execute(sql`update biz_submissions set data = ${JSON.stringify(data)}::jsonb,
          draft_saved_at = now(), updated_at = now()
        where tenant_id = ${tenantId} and id = ${id} and status in (0, 2)
        returning draft_saved_at`),
    );
    return rows[0]?.draft_saved_at ?? null;
  },

  /** Stores a submitted version: the answers, version + 1, its copy in the versions table. */
  async submit(
    db: Db,
    row: SubmissionRow,
    data: Record<string, unknown>,
    autoScore: number | null,
    by: string,
  ) {
    const version = Number(row.version) + 1;
    const json = JSON.stringify(data);
    await db.execute(sql`update biz_submissions set data = ${json}::jsonb, status = 1, version = ${version},
        auto_score = ${autoScore}, score = ${autoScore}, submitted_at = now(), draft_saved_at = null,
        wf_instance_id = null, reviewed_at = null, reviewed_by = null, updated_at = now()
      where tenant_id = ${row.tenant_id} and id = ${row.id}`);
    await db.execute(sql`insert into biz_submission_versions (tenant_id, submission_id, version,
        submitter_tenant_id, data, submitted_by)
      values (${row.tenant_id}, ${row.id}, ${version}, ${row.submitter_tenant_id}, ${json}::jsonb, ${by})`);
    return version;
  },

  async setInstance(db: Db, tenantId: string, id: string, version: number, instanceId: string) {
    await db.execute(sql`update biz_submissions set wf_instance_id = ${instanceId}
      where tenant_id = ${tenantId} and id = ${id} and version = ${version}`);
  },

  /** Sets the outcome of the current version; false when it is no longer waiting for review. */
  async decide(
    db: Db,
    tenantId: string,
    id: string,
    version: number,
    status: number,
    reviewer: string | null,
  ) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`update biz_submissions set status = ${status}, reviewed_at = now(),
          reviewed_by = ${reviewer}, updated_at = now()
        where tenant_id = ${tenantId} and id = ${id} and version = ${version} and status = 1
        returning id`),
    );
    return rows.length > 0;
  },

  async reviewOf(db: Db, tenantId: string, submissionId: string, version: number) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select id from biz_reviews
        where tenant_id = ${tenantId} and submission_id = ${submissionId} and version = ${version}
        order by created_at desc limit 1`),
    );
    return rows[0]?.id ?? null;
  },

  /** Writes the review of a version, or completes the one the process recorded first. */
  async saveReview(
    db: Db,
    row: { tenant_id: string; id: string; submitter_tenant_id: string },
    version: number,
    review: {
      outcome: 'accepted' | 'returned';
      comment: string | null;
      fieldComments: Record<string, string>;
      reviewerId: string | null;
      reviewerName: string | null;
    },
  ) {
    const existing = await complianceRepo.reviewOf(db, row.tenant_id, row.id, version);
    const fields = JSON.stringify(review.fieldComments);
    if (existing) {
      await db.execute(sql`update biz_reviews set outcome = ${review.outcome}, comment = ${review.comment},
          field_comments = ${fields}::jsonb, reviewer_id = ${review.reviewerId},
          reviewer_name = ${review.reviewerName}
        where tenant_id = ${row.tenant_id} and id = ${existing}`);
      return;
    }
    await db.execute(sql`insert into biz_reviews (tenant_id, submission_id, version, submitter_tenant_id,
        outcome, comment, field_comments, reviewer_id, reviewer_name)
      values (${row.tenant_id}, ${row.id}, ${version}, ${row.submitter_tenant_id}, ${review.outcome},
        ${review.comment}, ${fields}::jsonb, ${review.reviewerId}, ${review.reviewerName})`);
  },

  async reviews(db: Db, tenantId: string, submissionId: string) {
    return rowsOf<ReviewRow>(
      await db.execute(sql`select id, version, outcome, comment, field_comments, reviewer_name, created_at
        from biz_reviews where tenant_id = ${tenantId} and submission_id = ${submissionId}
        order by created_at desc`),
    );
  },

  async suggestions(db: Db, tenantId: string, submissionId: string) {
    return rowsOf<{
      id: string;
      path: string;
      content: string;
      expert_id: string;
      expert_name: string;
      created_at: Date | string;
    }>(
      await db.execute(sql`select id, path, content, expert_id, expert_name, created_at from biz_suggestions
        where tenant_id = ${tenantId} and submission_id = ${submissionId} order by created_at`),
    );
  },

  async versions(db: Db, tenantId: string, submissionId: string, version?: number) {
    return rowsOf<{
      version: number;
      data: Record<string, unknown>;
      submitted_by: string | null;
      submitted_at: Date | string;
    }>(
      await db.execute(sql`select version, data, submitted_by, submitted_at from biz_submission_versions
        where tenant_id = ${tenantId} and submission_id = ${submissionId}
        ${version === undefined ? sql`` : sql`and version = ${version}`}
        order by version desc`),
    );
  },

  /** The open review task of an instance, if any. */
  async openTask(db: Db, tenantId: string, instanceId: string) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select id from wf_tasks
        where tenant_id = ${tenantId} and instance_id = ${instanceId} and status = 'open'
        order by created_at limit 1`),
    );
    return rows[0]?.id ?? null;
  },

  /** Who completed the last task of an instance (a review done from the work queue). */
  async lastCompleter(db: Db, tenantId: string, instanceId: string) {
    const rows = rowsOf<{ id: string | null; name: string | null }>(
      await db.execute(sql`select t.completed_by as id, coalesce(nullif(u.realname, ''), u.username) as name
        from wf_tasks t
        left join tenant_users tu on tu.tenant_id = t.tenant_id and tu.id = t.completed_by
        left join users u on u.id = tu.user_id
        where t.tenant_id = ${tenantId} and t.instance_id = ${instanceId} and t.status = 'completed'
        order by t.completed_at desc nulls last limit 1`),
    );
    return rows[0] ?? null;
  },

  /**
   * A page of the publisher's submitted submissions, newest submission first. Every branch reads through
   * an index: by paper (paper index), else one bounded scan of the review index per (item, status) that
   * a merge of the first `offset + limit` rows of each orders. Drafts never submitted are not listed.
   */
  async page(db: Db, tenantId: string, f: ListFilter, offset: number, limit: number) {
    const statuses = f.status === undefined ? [1, 2, 3] : f.status === 0 ? [] : [f.status];
    if (!statuses.length) return { rows: [] as SummaryRow[], total: 0 };
    const keyword = f.keyword
      ? sql`and (s.no ilike ${like(f.keyword)} or s.submitter_name ilike ${like(f.keyword)}
          or s.submitter_tenant_name ilike ${like(f.keyword)})`
      : sql``;
    const statusList = sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    );
    const n = offset + limit;
    let ids: SQL;
    let count: SQL;
    if (f.paperId) {
      const biz = f.bizId ? sql`and s.biz_id = ${f.bizId}` : sql``;
      // The inner order is the index's (a tie-breaker would make the planner sort every row).
      ids = sql`select x.* from (select ${SUMMARY_COLUMNS} from biz_submissions s
          where s.tenant_id = ${tenantId} and s.paper_id = ${f.paperId} and s.status in (${statusList}) ${biz} ${keyword}
          order by s.submitted_at desc limit ${n}) x
        order by x.submitted_at desc nulls last, x.id desc limit ${limit} offset ${offset}`;
      count = sql`select count(*)::int as n from biz_submissions s
        where s.tenant_id = ${tenantId} and s.paper_id = ${f.paperId} and s.status in (${statusList}) ${biz} ${keyword}`;
    } else {
      const items = f.bizId
        ? sql`select ${f.bizId}::uuid as biz_id`
        : sql`select id as biz_id from biz_items where tenant_id = ${tenantId}`;
      const parts = sql`(${items}) i cross join (values ${sql.join(
        statuses.map((s) => sql`(${s}::smallint)`),
        sql`, `,
      )}) st(status)`;
      ids = sql`select x.* from ${parts} cross join lateral (
          select ${SUMMARY_COLUMNS} from biz_submissions s
          where s.tenant_id = ${tenantId} and s.biz_id = i.biz_id and s.status = st.status ${keyword}
          order by s.submitted_at desc limit ${n}) x
        order by x.submitted_at desc nulls last, x.id desc limit ${limit} offset ${offset}`;
      count = sql`select coalesce(sum(c.n), 0)::int as n from ${parts} cross join lateral (
          select count(*) as n from biz_submissions s
          where s.tenant_id = ${tenantId} and s.biz_id = i.biz_id and s.status = st.status ${keyword}) c`;
    }
    const rows = rowsOf<SummaryRow>(
      await db.execute(sql`select x.*, b.name as biz_name, p.form_name, p.kind
        from (${ids}) x
        left join biz_items b on b.tenant_id = ${tenantId} and b.id = x.biz_id
        left join biz_papers p on p.tenant_id = ${tenantId} and p.id = x.paper_id
        order by x.submitted_at desc nulls last, x.id desc`),
    );
    const total = Number(rowsOf<{ n: number }>(await db.execute(count))[0]?.n ?? 0);
    return { rows, total };
  },

  /** The caller's own submissions across publishers, most recently changed first. */
  async mine(
    db: Db,
    submitterTenantId: string,
    submitterId: string,
    f: ListFilter,
    offset: number,
    limit: number,
  ) {
    const where = sql`s.submitter_tenant_id = ${submitterTenantId} and s.submitter_id = ${submitterId}
      ${f.bizId ? sql`and s.biz_id = ${f.bizId}` : sql``}
      ${f.paperId ? sql`and s.paper_id = ${f.paperId}` : sql``}
      ${f.status === undefined ? sql`` : sql`and s.status = ${f.status}`}
      ${f.keyword ? sql`and s.no ilike ${like(f.keyword)}` : sql``}`;
    const rows = rowsOf<SummaryRow & { total: number }>(
      await db.execute(sql`select ${SUMMARY_COLUMNS}, b.name as biz_name, p.form_name, p.kind,
          count(*) over ()::int as total
        from biz_submissions s
        left join biz_items b on b.tenant_id = s.tenant_id and b.id = s.biz_id
        left join biz_papers p on p.tenant_id = s.tenant_id and p.id = s.paper_id
        where ${where}
        order by s.updated_at desc, s.id desc limit ${limit} offset ${offset}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  },

  /** Records the uploads a submission refers to (kept across versions; a key is recorded once). */
  async recordFiles(db: Db, row: SubmissionRow, keys: string[]) {
    if (!keys.length) return;
    await db.execute(sql`insert into biz_submission_files (tenant_id, submission_id, key, submitter_tenant_id)
      values ${sql.join(
        keys.map((k) => sql`(${row.tenant_id}, ${row.id}, ${k}, ${row.submitter_tenant_id})`),
        sql`, `,
      )}
      on conflict do nothing`);
  },

  /** The tenant owning an upload that a submission of the publisher `tenantId` refers to. */
  async fileOwner(db: Db, tenantId: string, key: string) {
    const rows = rowsOf<{ submitter_tenant_id: string }>(
      await db.execute(sql`select submitter_tenant_id from biz_submission_files
        where tenant_id = ${tenantId} and key = ${key} limit 1`),
    );
    return rows[0]?.submitter_tenant_id ?? null;
  },

  async uploadsOf(db: Db, tenantId: string, uploaderId: string, keys: string[]) {
    if (!keys.length) return new Set<string>();
    const rows = rowsOf<{ key: string }>(
      await db.execute(sql`select key from uploads where tenant_id = ${tenantId} and uploader_id = ${uploaderId}
        and key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`),
    );
    return new Set(rows.map((r) => r.key));
  },

  /** Whether one of the resources `ids` is the menu page at `path`. */
  async holdsPage(db: Db, ids: string[], path: string) {
    if (!ids.length) return false;
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from resources where path = ${path} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) limit 1`,
      ),
    );
    return rows.length > 0;
  },

  /** Whether a platform template of the process exists with exactly this text. */
  async templateXml(db: Db, key: string) {
    const rows = rowsOf<{ xml: string }>(
      await db.execute(sql`select xml from wf_definitions where tenant_id is null and key = ${key}
        order by version desc limit 1`),
    );
    return rows[0]?.xml ?? null;
  },
};
