// Column shapes the business tables share.
import { uuid } from 'drizzle-orm/pg-core';
import { tenants } from './identity.js';

/** The owning tenant: required, and the rows go with the tenant. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
