// First data of an empty database. The demo seed gives two tenants, the platform's applications and
// one account per kind of user that the product serves; without it only the platform administrator
// is created. Seeding never touches a database that already has users.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../security/password.js';
import type { Db } from '../db/client.js';
import { PLATFORM_DICTS, type DictSeed } from './dicts.js';
import { seedAuditSchemes, seedDemoMessages } from './messages.js';
import { withSystemScope } from '../db/tenant-scope.js';
import {
  apps,
  dicts,
  resources,
  ResourceType,
  roleResources,
  roles,
  tenantApps,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
  type AppConfig,
} from '../db/schema/index.js';
import {
  BUSINESS_MENU,
  BUSINESS_ROLES,
  DEMO_GRANTS,
  SYSTEM_ADMIN_ROLE,
  SYSTEM_MENU,
  type MenuSeed,
} from './access.js';

export const ADMIN_USERNAME = 'admin';
export const DEMO_ADMIN_PASSWORD = 'Admin@123';
export const DEMO_PASSWORD = 'Demo@123';

/** Tenant user types (spec shell.md §1: tenant staff, experts, certification-body staff). */
export const TenantUserType = { staff: 1, expert: 2, certBody: 3 } as const;

const defaultAppConfig: AppConfig = {
  layout: '1',
  tagsView: true,
  menuBg: '#001529',
  menuText: '#fff',
  menuActiveText: '#409eff',
  menuActiveBg: 'transparent',
};

export const PLATFORM_APPS = [
  { key: 'system', name: '系统管理', nameEn: 'System', icon: 'setting' },
  { key: 'quality', name: '质量管理', nameEn: 'Quality management', icon: 'safety-certificate' },
  { key: 'compliance', name: '合规管理', nameEn: 'Compliance management', icon: 'audit' },
  { key: 'cert', name: '认证服务', nameEn: 'Certification services', icon: 'file-protect' },
  { key: 'carbon', name: '碳核算', nameEn: 'Carbon accounting', icon: 'cloud' },
  { key: 'brand', name: '品牌评价', nameEn: 'Brand evaluation', icon: 'trophy' },
] as const;

export const DEMO_TENANTS = [
  { code: 'east-cert', name: '华东质量认证中心', apps: ['system', 'quality', 'compliance', 'cert', 'brand'] },
  { code: 'green-carbon', name: '绿源碳管理科技有限公司', apps: ['system', 'carbon', 'quality'] },
] as const;

type DemoTenantCode = (typeof DEMO_TENANTS)[number]['code'];

export interface DemoAccount {
  username: string;
  realname: string;
  mobile: string;
  tenant: DemoTenantCode;
  type: number;
  /** What the account is for, as the README and the start banner list it. */
  purpose: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'staff_a',
    realname: '张明',
    mobile: '13800000001',
    tenant: 'east-cert',
    type: TenantUserType.staff,
    purpose: '租户业务人员（华东质量认证中心）',
  },
  {
    username: 'expert_a',
    realname: '李华',
    mobile: '13800000002',
    tenant: 'east-cert',
    type: TenantUserType.expert,
    purpose: '评审专家（华东质量认证中心）',
  },
  {
    username: 'expert_a2',
    realname: '陈静',
    mobile: '13800000006',
    tenant: 'east-cert',
    type: TenantUserType.expert,
    purpose: '品牌评价专家（华东质量认证中心）',
  },
  {
    username: 'expert_a3',
    realname: '刘洋',
    mobile: '13800000007',
    tenant: 'east-cert',
    type: TenantUserType.expert,
    purpose: '品牌评价专家（华东质量认证中心）',
  },
  {
    username: 'reviewer_a',
    realname: '王芳',
    mobile: '13800000003',
    tenant: 'east-cert',
    type: TenantUserType.certBody,
    purpose: '认证机构审核人员（华东质量认证中心）',
  },
  {
    username: 'auditor_a',
    realname: '赵强',
    mobile: '13800000004',
    tenant: 'east-cert',
    type: TenantUserType.certBody,
    purpose: '认证机构待办处理人员（华东质量认证中心）',
  },
  {
    username: 'nobiz_a',
    realname: '孙丽',
    mobile: '13800000005',
    tenant: 'east-cert',
    type: TenantUserType.staff,
    purpose: '未开通业务的账号（华东质量认证中心）',
  },
  {
    username: 'staff_b',
    realname: '周杰',
    mobile: '13800000011',
    tenant: 'green-carbon',
    type: TenantUserType.staff,
    purpose: '租户业务人员（绿源碳管理科技）',
  },
  {
    username: 'expert_b',
    realname: '吴敏',
    mobile: '13800000012',
    tenant: 'green-carbon',
    type: TenantUserType.expert,
    purpose: '碳核查专家（绿源碳管理科技）',
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Platform {
  appId: Map<string, string>;
  /** `${appKey}:${roleCode}` → role id */
  roleId: Map<string, string>;
}

function flattenMenu(
  menu: MenuSeed[],
  app: { id: string; key: string },
  parentId: string | null,
  rows: ResourceRow[],
  owners: Map<string, MenuSeed>,
) {
  const appId = app.id;
  menu
    .filter((m) => !m.apps || m.apps.includes(app.key))
    .forEach((m, sort) => {
      const id = crypto.randomUUID();
      owners.set(id, m);
      rows.push({
        id,
        appId,
        parentId,
        path: m.path,
        name: m.name,
        title: m.title,
        titleEn: m.titleEn,
        icon: m.icon ?? null,
        component: m.component,
        redirect: m.redirect ?? null,
        alwaysShow: m.alwaysShow ?? false,
        hidden: m.hidden ?? false,
        activeMenu: m.activeMenu ?? null,
        affix: m.affix ?? false,
        noCache: m.noCache ?? false,
        breadcrumb: m.breadcrumb ?? true,
        type: m.type ?? (m.children?.length ? ResourceType.directory : ResourceType.page),
        url: m.url ?? null,
        blank: m.blank ?? null,
        sort,
      });
      if (m.children) flattenMenu(m.children, app, id, rows, owners);
    });
}

type ResourceRow = typeof resources.$inferInsert & { id: string };

function flattenDicts(seeds: DictSeed[], parentId: string | null, rows: (typeof dicts.$inferInsert)[]) {
  seeds.forEach((d, sort) => {
    const id = crypto.randomUUID();
    rows.push({ id, parentId, code: d.code, name: d.name, nameEn: d.nameEn, value: d.value ?? null, sort });
    if (d.children) flattenDicts(d.children, id, rows);
  });
}

/** The platform's apps, each with its menu, its roles and the roles' resource bindings; its dictionaries. */
async function seedPlatform(tx: Tx): Promise<Platform> {
  const dictRows: (typeof dicts.$inferInsert)[] = [];
  flattenDicts(PLATFORM_DICTS, null, dictRows);
  await tx.insert(dicts).values(dictRows);
  const appRows = await tx
    .insert(apps)
    .values(
      PLATFORM_APPS.map((a, i) => ({
        key: a.key,
        name: a.name,
        nameEn: a.nameEn,
        config: { ...defaultAppConfig, icon: a.icon },
        sort: i,
        showTenantName: true,
      })),
    )
    .returning({ id: apps.id, key: apps.key });
  const appId = new Map(appRows.map((a) => [a.key, a.id]));
  const roleId = new Map<string, string>();
  for (const app of appRows) {
    const system = app.key === 'system';
    const rows: ResourceRow[] = [];
    const owners = new Map<string, MenuSeed>();
    flattenMenu(system ? SYSTEM_MENU : BUSINESS_MENU, app, null, rows, owners);
    await tx.insert(resources).values(rows);
    const appRoles = system ? [SYSTEM_ADMIN_ROLE] : BUSINESS_ROLES;
    const inserted = await tx
      .insert(roles)
      .values(appRoles.map((r, sort) => ({ appId: app.id, code: r.code, name: r.name, sort })))
      .returning({ id: roles.id, code: roles.code });
    for (const r of inserted) roleId.set(`${app.key}:${r.code}`, r.id);
    const bindings = inserted.flatMap((r) =>
      rows
        .filter((row) => owners.get(row.id)?.roles?.includes(r.code) ?? true)
        .map((row) => ({ roleId: r.id, resourceId: row.id })),
    );
    await tx.insert(roleResources).values(bindings);
  }
  return { appId, roleId };
}

async function grant(
  tx: Tx,
  platform: Platform,
  tenantId: string,
  tenantUserId: string,
  byApp: Record<string, readonly number[]>,
) {
  const values = Object.entries(byApp).flatMap(([appKey, codes]) =>
    codes.map((code) => ({ tenantId, tenantUserId, roleId: platform.roleId.get(`${appKey}:${code}`)! })),
  );
  if (values.length) await tx.insert(tenantUserRoles).values(values);
}

async function subscribe(tx: Tx, platform: Platform, tenantId: string, appKeys: readonly string[]) {
  await tx.insert(tenantApps).values(
    appKeys.map((key) => ({
      tenantId,
      appId: platform.appId.get(key)!,
      tenantAppKey: crypto.randomBytes(12).toString('hex'),
    })),
  );
}

export const PLATFORM_TENANT = { code: 'platform', name: '平台运营中心' } as const;

/**
 * Creates the platform (apps, menus, roles), its operating tenant and the platform administrator in an
 * empty database: what a production installation starts with.
 */
export async function seedAdmin(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  // Seeding writes the platform's rows and its tenants' rows: system scope, as for every seed below.
  await withSystemScope(() =>
    db.transaction(async (tx) => {
      const platform = await seedPlatform(tx);
      const [tenant] = await tx.insert(tenants).values(PLATFORM_TENANT).returning({ id: tenants.id });
      await subscribe(
        tx,
        platform,
        tenant!.id,
        PLATFORM_APPS.map((a) => a.key),
      );
      const [admin] = await tx
        .insert(users)
        .values({ username: ADMIN_USERNAME, realname: '平台管理员', passwordHash, isPlatformAdmin: true })
        .returning({ id: users.id });
      const [member] = await tx
        .insert(tenantUsers)
        .values({ tenantId: tenant!.id, userId: admin!.id, type: TenantUserType.staff })
        .returning({ id: tenantUsers.id });
      await grant(tx, platform, tenant!.id, member!.id, { system: [SYSTEM_ADMIN_ROLE.code] });
    }),
  );
}

export async function seedDemo(db: Db): Promise<void> {
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  await withSystemScope(() =>
    db.transaction(async (tx) => {
      const platform = await seedPlatform(tx);
      const tenantRows = await tx
        .insert(tenants)
        .values(DEMO_TENANTS.map((t) => ({ code: t.code, name: t.name })))
        .returning({ id: tenants.id, code: tenants.code });
      const tenantId = new Map(tenantRows.map((t) => [t.code, t.id]));
      for (const t of DEMO_TENANTS) await subscribe(tx, platform, tenantId.get(t.code)!, t.apps);

      const [admin] = await tx
        .insert(users)
        .values({
          username: ADMIN_USERNAME,
          realname: '平台管理员',
          passwordHash: adminHash,
          isPlatformAdmin: true,
        })
        .returning({ id: users.id });
      const people = await tx
        .insert(users)
        .values(
          DEMO_ACCOUNTS.map((a) => ({
            username: a.username,
            realname: a.realname,
            mobile: a.mobile,
            passwordHash: demoHash,
          })),
        )
        .returning({ id: users.id, username: users.username });
      const userId = new Map([
        [ADMIN_USERNAME, admin!.id],
        ...people.map((u) => [u.username, u.id] as const),
      ]);

      const memberships = [
        ...DEMO_TENANTS.map((t) => ({
          username: ADMIN_USERNAME,
          tenant: t.code,
          type: TenantUserType.staff as number,
        })),
        ...DEMO_ACCOUNTS.map((a) => ({ username: a.username, tenant: a.tenant, type: a.type })),
      ];
      for (const m of memberships) {
        const [member] = await tx
          .insert(tenantUsers)
          .values({ tenantId: tenantId.get(m.tenant)!, userId: userId.get(m.username)!, type: m.type })
          .returning({ id: tenantUsers.id });
        const subscribed = new Set<string>(DEMO_TENANTS.find((t) => t.code === m.tenant)!.apps);
        const byApp = Object.fromEntries(
          Object.entries(DEMO_GRANTS[m.username] ?? {}).filter(([app]) => subscribed.has(app)),
        );
        await grant(tx, platform, tenantId.get(m.tenant)!, member!.id, byApp);
        // Admin is in both demo tenants; its demo messages go to the first one only.
        if (m.tenant === DEMO_TENANTS[0].code || m.username !== ADMIN_USERNAME) {
          await seedDemoMessages(tx, tenantId.get(m.tenant)!, member!.id, m.username);
        }
      }
      await seedAuditSchemes(tx, tenantId);
    }),
  );
}
