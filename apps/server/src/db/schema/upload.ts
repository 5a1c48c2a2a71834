// Every stored object, so that a download is answered only to the tenant that uploaded it (or to anyone
// signed in, for the platform's public assets such as application logos). The key names the object in
// local storage and in S3 alike; it embeds the tenant (or `platform`), so it is unique on its own.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './identity.js';

export const uploads = pgTable(
  'uploads',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    /** The uploader's tenant user id (the spec's tenantUserId). */
    uploaderId: uuid('uploader_id').notNull(),
    /** Readable by every signed-in user of every tenant (application logos). */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('uploads_key_idx').on(t.key)],
);
