import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { formVersions, forms, users, tenantUsers } from '../../db/schema/index.js';

export type FormRow = typeof forms.$inferSelect;
export type FormInsert = typeof forms.$inferInsert;
export type FormVersionRow = typeof formVersions.$inferSelect;

/** What a save writes: the form's content; the version row is made from it. */
export interface FormContent {
  formName: string;
  description: string | null;
  json: string;
  total: number | null;
  fieldCount: number;
}

export const formsRepo = {
  async page(
    db: Db,
    tenantId: string,
    filter: { kind: number; formName?: string; formGroupId?: string },
    offset: number,
    limit: number,
  ) {
    const conditions: (SQL | undefined)[] = [eq(forms.tenantId, tenantId), eq(forms.kind, filter.kind)];
    if (filter.formName) conditions.push(ilike(forms.formName, containsPattern(filter.formName)));
    if (filter.formGroupId) conditions.push(eq(forms.formGroupId, filter.formGroupId));
    const where = and(...conditions);
    const columns = {
      id: forms.id,
      kind: forms.kind,
      formName: forms.formName,
      description: forms.description,
      formGroupId: forms.formGroupId,
      no: forms.no,
      total: forms.total,
      version: forms.version,
      fieldCount: forms.fieldCount,
      updatedAt: forms.updatedAt,
      updatedBy: forms.updatedBy,
    };
    const [items, [total]] = await Promise.all([
      db
        .select(columns)
        .from(forms)
        .where(where)
        .orderBy(desc(forms.updatedAt), desc(forms.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(forms).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async groups(db: Db, tenantId: string) {
    const found = await db
      .selectDistinct({ g: forms.formGroupId })
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), isNotNull(forms.formGroupId)))
      .orderBy(asc(forms.formGroupId));
    return found.map((r) => r.g!).filter((g) => g !== '');
  },

  choices(db: Db, tenantId: string, kinds: readonly number[], keyword: string | undefined, limit: number) {
    return db
      .select({
        id: forms.id,
        kind: forms.kind,
        formName: forms.formName,
        version: forms.version,
        updatedAt: forms.updatedAt,
      })
      .from(forms)
      .where(
        and(
          eq(forms.tenantId, tenantId),
          inArray(forms.kind, [...kinds]),
          keyword ? ilike(forms.formName, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(desc(forms.updatedAt))
      .limit(limit);
  },

  async get(db: Db, tenantId: string, id: string, kind?: number) {
    const [row] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id), kind ? eq(forms.kind, kind) : undefined));
    return row;
  },

  async byNo(db: Db, tenantId: string, no: string) {
    const [row] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.kind, 3), eq(forms.no, no)));
    return row;
  },

  /** A new form at version 1 (the caller records the version, in the same transaction). */
  async insert(db: Db, values: FormInsert & FormContent, by: string) {
    const [row] = await db
      .insert(forms)
      .values({ ...values, version: 1, createdBy: by, updatedBy: by })
      .returning();
    return row!;
  },

  /**
   * New content for a form at the next version number; undefined when the form does not exist. The
   * update locks the row, so concurrent saves (each in its transaction) number their versions one after
   * the other.
   */
  async bumpVersion(
    db: Db,
    tenantId: string,
    id: string,
    kind: number,
    values: Partial<FormInsert> & FormContent,
    by: string,
  ) {
    const [row] = await db
      .update(forms)
      .set({ ...values, version: sql`${forms.version} + 1`, updatedBy: by, updatedAt: new Date() })
      .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id), eq(forms.kind, kind)))
      .returning();
    return row;
  },

  /** Keeps the form's current content as its version. */
  async insertVersion(db: Db, row: FormRow, by: string, restoredFrom: number | null) {
    await db.insert(formVersions).values(versionOf(row, by, restoredFrom));
  },

  async remove(db: Db, tenantId: string, id: string) {
    const removed = await db
      .delete(forms)
      .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id), inArray(forms.kind, [1, 3])))
      .returning({ id: forms.id });
    return removed.length > 0;
  },

  async versions(db: Db, tenantId: string, formId: string) {
    return db
      .select({
        version: formVersions.version,
        formName: formVersions.formName,
        description: formVersions.description,
        total: formVersions.total,
        fieldCount: formVersions.fieldCount,
        restoredFrom: formVersions.restoredFrom,
        createdAt: formVersions.createdAt,
        createdBy: formVersions.createdBy,
      })
      .from(formVersions)
      .where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.formId, formId)))
      .orderBy(desc(formVersions.version));
  },

  async version(db: Db, tenantId: string, formId: string, version: number) {
    const [row] = await db
      .select()
      .from(formVersions)
      .where(
        and(
          eq(formVersions.tenantId, tenantId),
          eq(formVersions.formId, formId),
          eq(formVersions.version, version),
        ),
      );
    return row;
  },

  /** The caller's name as versions show it. */
  async displayName(db: Db, tenantId: string, tenantUserId: string) {
    const [row] = await db
      .select({ realname: users.realname, username: users.username })
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, tenantUserId)));
    return row ? row.realname || row.username : null;
  },
};

function versionOf(row: FormRow, by: string, restoredFrom: number | null) {
  return {
    tenantId: row.tenantId,
    formId: row.id,
    version: row.version,
    formName: row.formName,
    description: row.description,
    json: row.json,
    total: row.total,
    fieldCount: row.fieldCount,
    restoredFrom,
    createdBy: by,
  };
}
