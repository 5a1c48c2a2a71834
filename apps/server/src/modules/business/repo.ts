// Queries of business items, their papers and target tenants. Every query names the tenant it works
// for (the publisher, or the target tenant for the published papers); row-level security checks it again.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';
import {
  bizItems,
  bizPapers,
  bizSubmissions,
  bizTenants,
  dicts,
  forms,
  formVersions,
  roles,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../../db/schema/index.js';

export type BizRow = typeof bizItems.$inferSelect;
export type PaperRow = typeof bizPapers.$inferSelect;

// The correlated counts are written out: Drizzle leaves column names unqualified inside sql``, which a
// subquery would read as its own table's columns.

/** A submission counts as submitted once a version of it was handed in, whatever happened since. */
const SUBMITTED = sql.raw('(s.version > 0 or s.status > 0)');

const countOf = (table: 'biz_papers' | 'biz_tenants') =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} x
    where x.tenant_id = "biz_items"."tenant_id" and x.biz_id = "biz_items"."id")`;

const submissionsOf = (where: SQL) =>
  sql<number>`(select count(*)::int from biz_submissions s
    where s.tenant_id = "biz_items"."tenant_id" and s.biz_id = "biz_items"."id" and ${where})`;

const summaryColumns = {
  id: bizItems.id,
  name: bizItems.name,
  type: bizItems.type,
  openDate: bizItems.openDate,
  closeDate: bizItems.closeDate,
  description: bizItems.description,
  status: bizItems.status,
  publishedAt: bizItems.publishedAt,
  closedAt: bizItems.closedAt,
  createdBy: bizItems.createdBy,
  updatedAt: bizItems.updatedAt,
  paperCount: countOf('biz_papers'),
  tenantCount: countOf('biz_tenants'),
  submittedCount: submissionsOf(SUBMITTED),
  pendingCount: submissionsOf(sql.raw('s.status = 1')),
};

const paperColumns = {
  id: bizPapers.id,
  bizId: bizPapers.bizId,
  formId: bizPapers.formId,
  formVersion: bizPapers.formVersion,
  kind: bizPapers.kind,
  formName: bizPapers.formName,
  total: bizPapers.total,
  experts: bizPapers.experts,
  sort: bizPapers.sort,
  submissionCount: sql<number>`(select count(*)::int from biz_submissions s
    where s.tenant_id = "biz_papers"."tenant_id" and s.paper_id = "biz_papers"."id")`,
};

export interface BizListFilter {
  name?: string | undefined;
  type?: string | undefined;
  status?: number | undefined;
}

export interface PublishedListFilter {
  keyword?: string | undefined;
  type?: string | undefined;
  status?: number | undefined;
}

export const businessRepo = {
  async page(db: Db, tenantId: string, filter: BizListFilter, offset: number, limit: number) {
    const where = and(
      eq(bizItems.tenantId, tenantId),
      filter.name ? ilike(bizItems.name, containsPattern(filter.name)) : undefined,
      filter.type ? eq(bizItems.type, filter.type) : undefined,
      filter.status !== undefined ? eq(bizItems.status, filter.status) : undefined,
    );
    const [items, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(bizItems)
        .where(where)
        .orderBy(desc(bizItems.updatedAt), desc(bizItems.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(bizItems).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async summary(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select(summaryColumns)
      .from(bizItems)
      .where(and(eq(bizItems.tenantId, tenantId), eq(bizItems.id, id)));
    return row;
  },

  /** The item, locked until the transaction ends when `lock` (writes that check its state first). */
  async get(db: Db, tenantId: string, id: string, lock = false) {
    const query = db
      .select()
      .from(bizItems)
      .where(and(eq(bizItems.tenantId, tenantId), eq(bizItems.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Db, values: typeof bizItems.$inferInsert) {
    const [row] = await db.insert(bizItems).values(values).returning({ id: bizItems.id });
    return row!.id;
  },

  async update(db: Db, tenantId: string, id: string, values: Partial<typeof bizItems.$inferInsert>) {
    await db
      .update(bizItems)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(bizItems.tenantId, tenantId), eq(bizItems.id, id)));
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(bizItems).where(and(eq(bizItems.tenantId, tenantId), eq(bizItems.id, id)));
  },

  async submissionCount(db: Db, tenantId: string, where: { bizId?: string; paperId?: string }) {
    const [row] = await db
      .select({ n: count() })
      .from(bizSubmissions)
      .where(
        and(
          eq(bizSubmissions.tenantId, tenantId),
          where.bizId ? eq(bizSubmissions.bizId, where.bizId) : undefined,
          where.paperId ? eq(bizSubmissions.paperId, where.paperId) : undefined,
        ),
      );
    return row?.n ?? 0;
  },

  // Papers ----------------------------------------------------------------------------------------

  papers(db: Db, tenantId: string, bizId: string) {
    return db
      .select(paperColumns)
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.bizId, bizId)))
      .orderBy(asc(bizPapers.sort), asc(bizPapers.createdAt), asc(bizPapers.id));
  },

  papersWithForm(db: Db, tenantId: string, bizId: string) {
    return db
      .select({ ...paperColumns, formJson: bizPapers.formJson })
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.bizId, bizId)))
      .orderBy(asc(bizPapers.sort), asc(bizPapers.createdAt), asc(bizPapers.id));
  },

  async paper(db: Db, tenantId: string, id: string, lock = false) {
    const query = db
      .select(paperColumns)
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.id, id)));
    const [row] = lock ? await query.for('update', { of: bizPapers }) : await query;
    return row;
  },

  async paperOfForm(db: Db, tenantId: string, bizId: string, formId: string) {
    const [row] = await db
      .select({ id: bizPapers.id })
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.bizId, bizId), eq(bizPapers.formId, formId)));
    return row;
  },

  async nextSort(db: Db, tenantId: string, bizId: string) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(max(${bizPapers.sort}) + 1, 0)::int` })
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.bizId, bizId)));
    return row?.n ?? 0;
  },

  async insertPaper(db: Db, values: typeof bizPapers.$inferInsert) {
    const [row] = await db.insert(bizPapers).values(values).returning({ id: bizPapers.id });
    return row!.id;
  },

  async updatePaper(db: Db, tenantId: string, id: string, values: { experts?: string[]; sort?: number }) {
    // Nothing to change (neither field given): drizzle refuses an empty SET.
    if (values.experts === undefined && values.sort === undefined) return;
    await db
      .update(bizPapers)
      .set(values)
      .where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.id, id)));
  },

  async removePaper(db: Db, tenantId: string, id: string) {
    await db.delete(bizPapers).where(and(eq(bizPapers.tenantId, tenantId), eq(bizPapers.id, id)));
  },

  /** Usernames (as stored) of the tenant's members among `names`, compared without case. */
  async memberUsernames(db: Db, tenantId: string, names: string[]) {
    if (!names.length) return [];
    const rows = await db
      .select({ username: users.username })
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(
        and(
          eq(tenantUsers.tenantId, tenantId),
          inArray(
            sql`lower(${users.username})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return rows.map((r) => r.username);
  },

  /**
   * A form of the tenant at a version (its current one when `version` is absent): the template text,
   * name and score total of that version, and the form's kind. Undefined when the form does not exist;
   * `pinned` is undefined when it has no such version.
   */
  async formAt(db: Db, tenantId: string, formId: string, version: number | undefined) {
    const [form] = await db
      .select({
        id: forms.id,
        kind: forms.kind,
        version: forms.version,
        formName: forms.formName,
        json: forms.json,
        total: forms.total,
      })
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.id, formId)));
    if (!form) return undefined;
    if (version === undefined || version === form.version) return { form, pinned: form };
    const [pinned] = await db
      .select({
        version: formVersions.version,
        formName: formVersions.formName,
        json: formVersions.json,
        total: formVersions.total,
      })
      .from(formVersions)
      .where(
        and(
          eq(formVersions.tenantId, tenantId),
          eq(formVersions.formId, formId),
          eq(formVersions.version, version),
        ),
      );
    return { form, pinned };
  },

  /** The member's name as items record their author. */
  async displayName(db: Db, tenantId: string, tenantUserId: string) {
    const [row] = await db
      .select({ realname: users.realname, username: users.username })
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, tenantUserId)));
    return row ? row.realname || row.username : null;
  },

  // Target tenants --------------------------------------------------------------------------------

  targets(db: Db, tenantId: string, bizId: string) {
    return db
      .select({
        id: bizTenants.id,
        bizId: bizTenants.bizId,
        tenantId: bizTenants.targetTenantId,
        tenantCode: tenants.code,
        tenantName: tenants.name,
        notifiedAt: bizTenants.notifiedAt,
        submittedCount: sql<number>`(select count(*)::int from biz_submissions s
          where s.tenant_id = "biz_tenants"."tenant_id" and s.biz_id = "biz_tenants"."biz_id"
          and s.submitter_tenant_id = "biz_tenants"."target_tenant_id" and ${SUBMITTED})`,
      })
      .from(bizTenants)
      .innerJoin(tenants, eq(tenants.id, bizTenants.targetTenantId))
      .where(and(eq(bizTenants.tenantId, tenantId), eq(bizTenants.bizId, bizId)))
      .orderBy(asc(bizTenants.createdAt), asc(tenants.code));
  },

  /** The rows among `ids` of the tenant's items, with whether their tenant has submissions there. */
  targetsByIds(db: Db, tenantId: string, ids: string[]) {
    return db
      .select({
        id: bizTenants.id,
        bizId: bizTenants.bizId,
        tenantName: tenants.name,
        status: bizItems.status,
        submissions: sql<number>`(select count(*)::int from biz_submissions s
          where s.tenant_id = "biz_tenants"."tenant_id" and s.biz_id = "biz_tenants"."biz_id"
          and s.submitter_tenant_id = "biz_tenants"."target_tenant_id")`,
      })
      .from(bizTenants)
      .innerJoin(tenants, eq(tenants.id, bizTenants.targetTenantId))
      .innerJoin(bizItems, and(eq(bizItems.tenantId, bizTenants.tenantId), eq(bizItems.id, bizTenants.bizId)))
      .where(and(eq(bizTenants.tenantId, tenantId), inArray(bizTenants.id, ids)))
      .for('update', { of: bizTenants });
  },

  async addTargets(db: Db, tenantId: string, bizId: string, targetIds: string[]) {
    if (!targetIds.length) return;
    await db
      .insert(bizTenants)
      .values(targetIds.map((targetTenantId) => ({ tenantId, bizId, targetTenantId })))
      .onConflictDoNothing();
  },

  async removeTargets(db: Db, tenantId: string, ids: string[]) {
    await db.delete(bizTenants).where(and(eq(bizTenants.tenantId, tenantId), inArray(bizTenants.id, ids)));
  },

  /** Marks the targets not told yet as told now; answers their tenant ids. */
  async notifyTargets(db: Db, tenantId: string, bizId: string) {
    const rows = await db
      .update(bizTenants)
      .set({ notifiedAt: new Date() })
      .where(
        and(eq(bizTenants.tenantId, tenantId), eq(bizTenants.bizId, bizId), isNull(bizTenants.notifiedAt)),
      )
      .returning({ targetTenantId: bizTenants.targetTenantId });
    return rows.map((r) => r.targetTenantId);
  },

  /** The tenant's forms of one kind that can be bound, most recently changed first. */
  formChoices(db: Db, tenantId: string, kind: number, keyword: string | undefined, limit: number) {
    return db
      .select({
        id: forms.id,
        kind: forms.kind,
        formName: forms.formName,
        description: forms.description,
        version: forms.version,
        fieldCount: forms.fieldCount,
        total: forms.total,
        updatedAt: forms.updatedAt,
      })
      .from(forms)
      .where(
        and(
          eq(forms.tenantId, tenantId),
          eq(forms.kind, kind),
          keyword ? ilike(forms.formName, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(desc(forms.updatedAt))
      .limit(limit);
  },

  async formChoice(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select({
        id: forms.id,
        kind: forms.kind,
        formName: forms.formName,
        description: forms.description,
        version: forms.version,
        fieldCount: forms.fieldCount,
        total: forms.total,
        updatedAt: forms.updatedAt,
        json: forms.json,
      })
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
    return row;
  },

  /** Enabled tenants by name or code, for choosing targets. */
  tenantOptions(db: Db, keyword: string | undefined, limit: number) {
    return db
      .select({ id: tenants.id, code: tenants.code, name: tenants.name })
      .from(tenants)
      .where(
        and(
          eq(tenants.status, 1),
          keyword
            ? or(ilike(tenants.name, containsPattern(keyword)), ilike(tenants.code, containsPattern(keyword)))
            : undefined,
        ),
      )
      .orderBy(asc(tenants.code))
      .limit(limit);
  },

  /** The ids among `ids` of tenants that exist and are enabled. */
  async enabledTenants(db: Db, ids: string[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(inArray(tenants.id, ids), eq(tenants.status, 1)));
    return rows.map((r) => r.id);
  },

  async tenantName(db: Db, id: string) {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, id));
    return row?.name ?? '';
  },

  /** Enabled members of the tenant who hold a role with one of `codes` (in any of its apps). */
  async membersWithRoles(db: Db, tenantId: string, codes: number[]) {
    const rows = await db
      .selectDistinct({ id: tenantUsers.id })
      .from(tenantUserRoles)
      .innerJoin(roles, eq(roles.id, tenantUserRoles.roleId))
      .innerJoin(
        tenantUsers,
        and(
          eq(tenantUsers.tenantId, tenantUserRoles.tenantId),
          eq(tenantUsers.id, tenantUserRoles.tenantUserId),
        ),
      )
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(
        and(
          eq(tenantUserRoles.tenantId, tenantId),
          inArray(roles.code, codes),
          eq(tenantUsers.status, 1),
          eq(users.status, 1),
        ),
      );
    return rows.map((r) => r.id);
  },

  // Dictionary ------------------------------------------------------------------------------------

  /** The entries under the dictionary `code` the tenant sees (the platform's and its own). */
  dictItems(db: Db, tenantId: string, code: string) {
    const parent = sql`(select ${dicts.id} from ${dicts} where ${dicts.code} = ${code}
      and (${dicts.tenantId} is null or ${dicts.tenantId} = ${tenantId}))`;
    return db
      .select({ value: dicts.value, name: dicts.name, nameEn: dicts.nameEn, status: dicts.status })
      .from(dicts)
      .where(
        and(sql`${dicts.parentId} in ${parent}`, or(isNull(dicts.tenantId), eq(dicts.tenantId, tenantId))),
      )
      .orderBy(asc(dicts.sort), asc(dicts.code));
  },

  // Published papers (the target tenant's staff) -------------------------------------------------

  /**
   * The papers of items published to `targetTenantId` (draft items never), with the submission of
   * `submitterId` in each. Closed items stay listed (their submissions remain readable).
   */
  async published(
    db: Db,
    targetTenantId: string,
    submitterId: string,
    filter: PublishedListFilter,
    offset: number,
    limit: number,
  ) {
    const conditions: (SQL | undefined)[] = [sql`b.status in (1, 2)`];
    if (filter.keyword) {
      const like = containsPattern(filter.keyword);
      conditions.push(sql`(b.name ilike ${like} or p.form_name ilike ${like})`);
    }
    if (filter.type) conditions.push(sql`b.type = ${filter.type}`);
    if (filter.status === -1) conditions.push(sql`s.id is null`);
    else if (filter.status !== undefined) conditions.push(sql`s.status = ${filter.status}`);
    const where = sql.join(conditions.filter(Boolean) as SQL[], sql` and `);
    const from = sql`from biz_papers p
      join biz_items b on b.tenant_id = p.tenant_id and b.id = p.biz_id
      join biz_tenants bt on bt.tenant_id = b.tenant_id and bt.biz_id = b.id
        and bt.target_tenant_id = ${targetTenantId} and bt.notified_at is not null
      join tenants tn on tn.id = b.tenant_id
      left join biz_submissions s on s.tenant_id = p.tenant_id and s.paper_id = p.id
        and s.submitter_tenant_id = ${targetTenantId} and s.submitter_id = ${submitterId}
      where ${where}`;
    const [items, total] = await Promise.all([
      db.execute(sql`select p.id as paper_id, b.id as biz_id, b.name as biz_name, b.type as biz_type,
          tn.name as publisher_name, p.kind, p.form_name, to_char(b.open_date, 'YYYY-MM-DD') as open_date,
          to_char(b.close_date, 'YYYY-MM-DD') as close_date,
          (b.status = 2 or (b.close_date is not null and b.close_date < current_date)) as closed,
          s.id as submit_id, s.no, s.status, s.updated_at
        ${from}
        order by b.published_at desc nulls last, b.id, p.sort, p.created_at, p.id
        offset ${offset} limit ${limit}`),
      db.execute(sql`select count(*)::int as n ${from}`),
    ]);
    return {
      items: rowsOf<PublishedRow>(items),
      total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
    };
  },
};

export interface PublishedRow {
  paper_id: string;
  biz_id: string;
  biz_name: string;
  biz_type: string;
  publisher_name: string;
  kind: number;
  form_name: string;
  open_date: string | null;
  close_date: string | null;
  closed: boolean;
  submit_id: string | null;
  no: string | null;
  status: number | null;
  updated_at: Date | string | null;
}
