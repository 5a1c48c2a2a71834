// Shapes the server answers with, for tests that sign someone in.
import type { AppInfo, MyApp, RouteRecord, UserInfo } from '@platform/contract';

export const staffUser: UserInfo = {
  userId: 'u-staff-a',
  name: 'staff_a',
  username: 'staff_a',
  realname: '张明',
  avatar: null,
  introduction: null,
  mobile: '13800000001',
  email: null,
  type: 1,
  tenantUserId: 'tu-staff-a',
  tenantId: 't-east',
  tenantName: '华东质量认证中心',
  roles: ['8'],
  roleList: [{ id: '5d0c2f52-1b7c-4d3a-9a55-0c1a4a9e0b01', code: 8, name: '企业业务人员' }],
  currentRoleId: null,
  isPlatformAdmin: false,
  language: null,
};

export const myApps: MyApp[] = [
  {
    id: 'app-system',
    key: 'system',
    name: '系统管理',
    logo: null,
    domain: null,
    tenantAppKey: 'tak-system',
    hasAccess: false,
  },
  {
    id: 'app-quality',
    key: 'quality',
    name: '质量管理',
    logo: null,
    domain: null,
    tenantAppKey: 'tak-quality',
    hasAccess: true,
  },
  {
    id: 'app-cert',
    key: 'cert',
    name: '认证服务',
    logo: null,
    domain: '',
    tenantAppKey: 'tak-cert',
    hasAccess: true,
  },
];

export const qualityApp: AppInfo = {
  id: 'app-quality',
  key: 'quality',
  name: '质量管理',
  logo: null,
  domain: null,
  config: '{"layout":"1","tagsView":true}',
  privileges: [],
  ssoUrl: null,
  showTenantName: true,
};

/** A menu route record with the defaults the server fills in. */
export function record(fields: Partial<RouteRecord> & Pick<RouteRecord, 'path'>): RouteRecord {
  const title = fields.meta?.title ?? fields.name ?? fields.path;
  return {
    id: `r${fields.path}`,
    parentId: null,
    name: fields.path,
    component: 'Layout',
    redirect: null,
    alwaysShow: false,
    hidden: false,
    blank: null,
    url: null,
    type: 1,
    config: null,
    body: null,
    entityViewUuid: null,
    resourceId: `res${fields.path}`,
    showAsRoot: false,
    children: [],
    ...fields,
    meta: { title, resourceId: `res${fields.path}`, ...fields.meta },
  };
}
