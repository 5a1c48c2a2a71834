// First data of an empty database. The demo seed gives two tenants, the platform's applications and
// one account per kind of user that the product serves; without it only the platform administrator
// is created. Seeding never touches a database that already has users.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/account/password.js';
import type { Db } from './client.js';
import { apps, tenantApps, tenants, tenantUsers, users, type AppConfig } from './schema/index.js';

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
  { key: 'system', name: '系统管理', icon: 'setting' },
  { key: 'quality', name: '质量管理', icon: 'safety-certificate' },
  { key: 'compliance', name: '合规管理', icon: 'audit' },
  { key: 'cert', name: '认证服务', icon: 'file-protect' },
  { key: 'carbon', name: '碳核算', icon: 'cloud' },
  { key: 'brand', name: '品牌评价', icon: 'trophy' },
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

async function insertPlatformApps(db: Db) {
  return db
    .insert(apps)
    .values(
      PLATFORM_APPS.map((a, i) => ({
        key: a.key,
        name: a.name,
        config: { ...defaultAppConfig, icon: a.icon },
        sort: i,
        showTenantName: true,
      })),
    )
    .returning({ id: apps.id, key: apps.key });
}

/** Creates the platform administrator and the platform's applications in an empty database. */
export async function seedAdmin(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await insertPlatformApps(tx);
    await tx.insert(users).values({
      username: ADMIN_USERNAME,
      realname: '平台管理员',
      passwordHash,
      isPlatformAdmin: true,
    });
  });
}

export async function seedDemo(db: Db): Promise<void> {
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  await db.transaction(async (tx) => {
    const appRows = await insertPlatformApps(tx);
    const appId = new Map(appRows.map((a) => [a.key, a.id]));
    const tenantRows = await tx
      .insert(tenants)
      .values(DEMO_TENANTS.map((t) => ({ code: t.code, name: t.name })))
      .returning({ id: tenants.id, code: tenants.code });
    const tenantId = new Map(tenantRows.map((t) => [t.code, t.id]));

    await tx.insert(tenantApps).values(
      DEMO_TENANTS.flatMap((t) =>
        t.apps.map((key) => ({
          tenantId: tenantId.get(t.code)!,
          appId: appId.get(key)!,
          tenantAppKey: crypto.randomBytes(12).toString('hex'),
        })),
      ),
    );

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
    const userId = new Map(people.map((u) => [u.username, u.id]));

    await tx.insert(tenantUsers).values([
      ...DEMO_TENANTS.map((t) => ({
        tenantId: tenantId.get(t.code)!,
        userId: admin!.id,
        type: TenantUserType.staff,
      })),
      ...DEMO_ACCOUNTS.map((a) => ({
        tenantId: tenantId.get(a.tenant)!,
        userId: userId.get(a.username)!,
        type: a.type,
      })),
    ]);
  });
}
