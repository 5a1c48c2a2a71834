import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadRepo = {
  async insert(db: Db, values: typeof uploads.$inferInsert) {
    const [row] = await db.insert(uploads).values(values).onConflictDoNothing().returning();
    return row ?? (await uploadRepo.get(db, values.tenantId, values.key))!;
  },

  async get(db: Db, tenantId: string, key: string) {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.tenantId, tenantId), eq(uploads.key, key)));
    return row;
  },

  /** A platform asset (application logo), whichever tenant its uploader was signed into. */
  async getPublic(db: Db, key: string) {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.isPublic, true)));
    return row;
  },
};
