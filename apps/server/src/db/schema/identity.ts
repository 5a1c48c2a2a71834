// Who may sign in and where: global user identities, tenants, the platform's applications, a tenant's
// subscription to an application, and a user's membership of a tenant. Tenant-owned rows carry
// `tenant_id` first in their primary key so the schema can later be distributed by tenant.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Row status shared by the identity tables: 1 enabled, 0 disabled. */
export const Status = { disabled: 0, enabled: 1 } as const;

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(Status.enabled),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The menu colours, layout and icon the shell applies for an app (spec shell.md §3, app info config). */
export interface AppConfig {
  layout?: '1' | '2' | '3';
  tagsView?: boolean;
  menuBg?: string;
  menuText?: string;
  menuActiveText?: string;
  menuActiveBg?: string;
  icon?: string;
}

export const apps = pgTable('apps', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** The name shown in English; the Chinese name stands in when it is empty. */
  nameEn: text('name_en'),
  logo: text('logo'),
  domain: text('domain'),
  config: jsonb('config').$type<AppConfig>().notNull().default({}),
  privileges: jsonb('privileges').$type<string[]>().notNull().default([]),
  ssoUrl: text('sso_url'),
  showTenantName: boolean('show_tenant_name').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(Status.enabled),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tenantApps = pgTable(
  'tenant_apps',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    tenantAppKey: text('tenant_app_key').notNull().unique(),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    realname: text('realname').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    avatar: text('avatar'),
    introduction: text('introduction'),
    passwordHash: text('password_hash').notNull(),
    /** Platform administrators manage every tenant; everyone else works inside their tenants. */
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    /** The language the user chose ('zh-CN' or 'en-US'); null until they choose one. */
    language: text('language'),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_key')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null`),
  ],
);

export const tenantUsers = pgTable(
  'tenant_users',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The spec's `tenantUserId`. */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** User type within the tenant (staff, expert, certification body …), numeric as in the spec. */
    type: smallint('type').notNull().default(1),
    deptId: uuid('dept_id'),
    positionId: uuid('position_id'),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tenant_users_tenant_user_key').on(t.tenantId, t.userId),
    index('tenant_users_user_idx').on(t.userId),
  ],
);
