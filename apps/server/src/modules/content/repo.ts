// Queries of content pages and report submissions. A page's owner is a tenant id or null (the
// platform's text); every query names it, and row-level security backs the tenant ones up.
import { and, count, desc, eq, gte, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, reportSubmissions, tenants, tenantUsers, users } from '../../db/schema/index.js';

export type ContentRow = typeof contentPages.$inferSelect;
export type SubmissionRow = typeof reportSubmissions.$inferSelect;

export interface Slot {
  tenantId: string | null;
  kind: string;
  language: string;
}

const ownerIs = (tenantId: string | null) =>
  tenantId === null ? isNull(contentPages.tenantId) : eq(contentPages.tenantId, tenantId);
const slotIs = (s: Slot) =>
  and(ownerIs(s.tenantId), eq(contentPages.kind, s.kind), eq(contentPages.language, s.language));

export const contentRepo = {
  async history(db: Db, slot: Slot) {
    return db.select().from(contentPages).where(slotIs(slot)).orderBy(desc(contentPages.version)).limit(200);
  },

  async get(db: Db, id: string) {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
    return row;
  },

  /** The draft of a slot, locked for the caller's transaction. */
  async draft(db: Db, slot: Slot) {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(slotIs(slot), eq(contentPages.published, false)))
      .orderBy(desc(contentPages.version))
      .limit(1)
      .for('update');
    return row;
  },

  async nextVersion(db: Db, slot: Slot) {
    const [row] = await db
      .select({ v: max(contentPages.version) })
      .from(contentPages)
      .where(slotIs(slot));
    return (row?.v ?? 0) + 1;
  },

  async insert(db: Db, values: typeof contentPages.$inferInsert) {
    const [row] = await db.insert(contentPages).values(values).returning();
    return row!;
  },

  async updateDraft(
    db: Db,
    id: string,
    values: { title: string; body: string; formId: string | null; createdBy: string | null },
  ) {
    const [row] = await db
      .update(contentPages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(contentPages.id, id), eq(contentPages.published, false)))
      .returning();
    return row;
  },

  async publish(db: Db, id: string) {
    const [row] = await db
      .update(contentPages)
      .set({ published: true, publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(contentPages.id, id), eq(contentPages.published, false)))
      .returning();
    return row;
  },

  /** The newest published version of a slot. */
  async newestPublished(db: Db, slot: Slot) {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(slotIs(slot), eq(contentPages.published, true)))
      .orderBy(desc(contentPages.version))
      .limit(1);
    return row;
  },

  async tenantByCode(db: Db, code: string) {
    const [row] = await db
      .select({ id: tenants.id, code: tenants.code, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.code, code));
    return row;
  },

  async tenantById(db: Db, id: string) {
    const [row] = await db
      .select({ id: tenants.id, code: tenants.code, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.id, id));
    return row;
  },

  async displayName(db: Db, tenantId: string, tenantUserId: string) {
    const [row] = await db
      .select({ realname: users.realname, username: users.username })
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, tenantUserId)));
    return row ? row.realname || row.username : null;
  },

  // Report submissions ---------------------------------------------------------------------------

  async insertSubmission(db: Db, values: typeof reportSubmissions.$inferInsert) {
    const [row] = await db.insert(reportSubmissions).values(values).returning();
    return row!;
  },

  async submissions(
    db: Db,
    tenantId: string,
    filter: { status?: number | undefined; from?: string | undefined; to?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const conditions: (SQL | undefined)[] = [eq(reportSubmissions.tenantId, tenantId)];
    if (filter.status !== undefined) conditions.push(eq(reportSubmissions.status, filter.status));
    if (filter.from) conditions.push(gte(reportSubmissions.createdAt, new Date(`${filter.from}T00:00:00Z`)));
    if (filter.to) {
      const end = new Date(`${filter.to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(lt(reportSubmissions.createdAt, end));
    }
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(reportSubmissions)
        .where(where)
        .orderBy(desc(reportSubmissions.createdAt), desc(reportSubmissions.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(reportSubmissions).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async submission(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(reportSubmissions)
      .where(and(eq(reportSubmissions.tenantId, tenantId), eq(reportSubmissions.id, id)));
    return row;
  },

  async handle(
    db: Db,
    tenantId: string,
    id: string,
    values: { status: number; reply: string | null; handledBy: string | null },
  ) {
    const [row] = await db
      .update(reportSubmissions)
      .set({ ...values, handledAt: sql`now()` })
      .where(and(eq(reportSubmissions.tenantId, tenantId), eq(reportSubmissions.id, id)))
      .returning();
    return row;
  },
};
