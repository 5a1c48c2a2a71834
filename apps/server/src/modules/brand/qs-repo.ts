// Queries of the questionnaire groups and their questionnaires (brand_qs_groups, brand_questionnaires).
// Every query filters tenant_id explicitly besides the row-level security of the request's scope.
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brandAnswers, brandQsGroups, brandQuestionnaires } from '../../db/schema/brand.js';

export type QsGroupRow = typeof brandQsGroups.$inferSelect;
export type QuestionnaireRow = typeof brandQuestionnaires.$inferSelect;

export const qsRepo = {
  groups(db: Db, tenantId: string) {
    return db
      .select()
      .from(brandQsGroups)
      .where(eq(brandQsGroups.tenantId, tenantId))
      .orderBy(asc(brandQsGroups.sort), asc(brandQsGroups.createdAt));
  },

  /** `lock`: the row is locked for the caller's transaction (binding and removing serialise on it). */
  async group(db: Db, tenantId: string, id: string, lock = false) {
    const q = db
      .select()
      .from(brandQsGroups)
      .where(and(eq(brandQsGroups.tenantId, tenantId), eq(brandQsGroups.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async nextGroupSort(db: Db, tenantId: string) {
    const [row] = await db
      .select({ n: max(brandQsGroups.sort) })
      .from(brandQsGroups)
      .where(eq(brandQsGroups.tenantId, tenantId));
    return (row?.n ?? -1) + 1;
  },

  async insertGroup(db: Db, values: typeof brandQsGroups.$inferInsert) {
    const [row] = await db.insert(brandQsGroups).values(values).returning({ id: brandQsGroups.id });
    return row!.id;
  },

  updateGroup(db: Db, tenantId: string, id: string, values: Partial<typeof brandQsGroups.$inferInsert>) {
    return db
      .update(brandQsGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(brandQsGroups.tenantId, tenantId), eq(brandQsGroups.id, id)));
  },

  async removeGroup(db: Db, tenantId: string, id: string) {
    await db
      .delete(brandQuestionnaires)
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.groupId, id)));
    await db.delete(brandQsGroups).where(and(eq(brandQsGroups.tenantId, tenantId), eq(brandQsGroups.id, id)));
  },

  /** Questionnaires of the tenant (of one group when named) in order, with their pinned forms. */
  questionnaires(db: Db, tenantId: string, groupId?: string) {
    return db
      .select()
      .from(brandQuestionnaires)
      .where(
        and(
          eq(brandQuestionnaires.tenantId, tenantId),
          groupId ? eq(brandQuestionnaires.groupId, groupId) : undefined,
        ),
      )
      .orderBy(asc(brandQuestionnaires.sort), asc(brandQuestionnaires.createdAt));
  },

  async questionnaire(db: Db, tenantId: string, id: string, lock = false) {
    const q = db
      .select()
      .from(brandQuestionnaires)
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async questionnaireOfForm(db: Db, tenantId: string, groupId: string, formId: string) {
    const [row] = await db
      .select({ id: brandQuestionnaires.id })
      .from(brandQuestionnaires)
      .where(
        and(
          eq(brandQuestionnaires.tenantId, tenantId),
          eq(brandQuestionnaires.groupId, groupId),
          eq(brandQuestionnaires.formId, formId),
        ),
      );
    return row;
  },

  async nextQuestionnaireSort(db: Db, tenantId: string, groupId: string) {
    const [row] = await db
      .select({ n: max(brandQuestionnaires.sort) })
      .from(brandQuestionnaires)
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.groupId, groupId)));
    return (row?.n ?? -1) + 1;
  },

  async insertQuestionnaire(db: Db, values: typeof brandQuestionnaires.$inferInsert) {
    const [row] = await db
      .insert(brandQuestionnaires)
      .values(values)
      .returning({ id: brandQuestionnaires.id });
    return row!.id;
  },

  updateQuestionnaire(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof brandQuestionnaires.$inferInsert>,
  ) {
    return db
      .update(brandQuestionnaires)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.id, id)));
  },

  removeQuestionnaire(db: Db, tenantId: string, id: string) {
    return db
      .delete(brandQuestionnaires)
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.id, id)));
  },

  /** Answers (drafts included) given to any of these questionnaires. */
  async answerCount(db: Db, tenantId: string, qsIds: string[]) {
    if (qsIds.length === 0) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(brandAnswers)
      .where(and(eq(brandAnswers.tenantId, tenantId), inArray(brandAnswers.qsId, qsIds)));
    return Number(row?.n ?? 0);
  },

  /** Ids of a group's questionnaires. */
  async questionnaireIds(db: Db, tenantId: string, groupId: string) {
    const rows = await db
      .select({ id: brandQuestionnaires.id })
      .from(brandQuestionnaires)
      .where(and(eq(brandQuestionnaires.tenantId, tenantId), eq(brandQuestionnaires.groupId, groupId)));
    return rows.map((r) => r.id);
  },
};
