// What a tenant user may see and do in an app: the app's resource tree (its menu), roles per app with
// the numeric codes the spec uses, role–resource bindings and tenant-user–role grants.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps, Status, tenants, tenantUsers } from './identity.js';

/** Resource types: 21 is an external url (spec §3); the others are the menu's own kinds. */
export const ResourceType = { directory: 1, page: 2, button: 3, external: 21 } as const;

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    path: text('path').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** The title shown in English; the Chinese title stands in when it is empty. */
    titleEn: text('title_en'),
    icon: text('icon'),
    component: text('component'),
    redirect: text('redirect'),
    alwaysShow: boolean('always_show').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    blank: smallint('blank'),
    url: text('url'),
    type: smallint('type').notNull().default(ResourceType.page),
    activeMenu: text('active_menu'),
    breadcrumb: boolean('breadcrumb').notNull().default(true),
    affix: boolean('affix').notNull().default(false),
    noCache: boolean('no_cache').notNull().default(false),
    showAsRoot: boolean('show_as_root').notNull().default(false),
    config: text('config'),
    body: text('body'),
    entityViewUuid: text('entity_view_uuid'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_app_idx').on(t.appId, t.sort),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Null for the platform's roles shared by every tenant; a tenant's own roles carry its id. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_app_code_key')
      .on(t.appId, t.code)
      .where(sql`${t.tenantId} is null`),
    uniqueIndex('roles_tenant_app_code_key')
      .on(t.tenantId, t.appId, t.code)
      .where(sql`${t.tenantId} is not null`),
  ],
);

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.resourceId] }),
    index('role_resources_resource_idx').on(t.resourceId),
  ],
);

export const tenantUserRoles = pgTable(
  'tenant_user_roles',
  {
    tenantId: uuid('tenant_id').notNull(),
    tenantUserId: uuid('tenant_user_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tenantUserId, t.roleId] }),
    foreignKey({
      columns: [t.tenantId, t.tenantUserId],
      foreignColumns: [tenantUsers.tenantId, tenantUsers.id],
    }).onDelete('cascade'),
  ],
);
