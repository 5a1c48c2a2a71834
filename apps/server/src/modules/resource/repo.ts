import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, resources } from '../../db/schema/index.js';

export type ResourceRow = typeof resources.$inferSelect;

// Menus are the platform's, per app: no tenant owns them.
export const resourceRepo = {
  ofApp(db: Db, appId: string) {
    return db.select().from(resources).where(eq(resources.appId, appId));
  },

  all(db: Db) {
    return db.select().from(resources).orderBy(asc(resources.appId), asc(resources.sort));
  },

  async get(db: Db, id: string) {
    const [row] = await db.select().from(resources).where(eq(resources.id, id));
    return row;
  },

  async appExists(db: Db, appId: string) {
    const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, appId));
    return app !== undefined;
  },

  async insert(db: Db, values: typeof resources.$inferInsert) {
    const [row] = await db.insert(resources).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof resources.$inferInsert>) {
    const [row] = await db
      .update(resources)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(resources.id, id))
      .returning();
    return row;
  },

  /** Children and role bindings go with it (foreign keys cascade). */
  async remove(db: Db, id: string) {
    await db.delete(resources).where(eq(resources.id, id));
  },
};
