import type {
  DeptNode,
  Dict,
  Envelope,
  HealthData,
  ManagedApp,
  Message,
  ResourceNode,
} from '@platform/contract';

export const healthyAnswer: Envelope<HealthData> = {
  code: 200,
  msg: '操作成功',
  data: {
    status: 'up',
    version: '1.4.0',
    uptimeSeconds: 93_784,
    database: { status: 'up', kind: 'postgres', latencyMs: 3 },
  },
};

/** An enabled app as the app list answers it, with no logo, domain, privileges or tenants unless given. */
export const managedApp = (
  fields: Partial<ManagedApp> & Pick<ManagedApp, 'id' | 'key' | 'name'>,
): ManagedApp => ({
  logo: null,
  domain: null,
  config: {},
  privileges: [],
  ssoUrl: null,
  showTenantName: false,
  sort: 0,
  status: 1,
  tenantCount: 0,
  ...fields,
});

/** An enabled menu page of the app `a-lab`, routed at `/<id>` unless given, with no children. */
export const resourceNode = (
  fields: Partial<ResourceNode> & Pick<ResourceNode, 'id' | 'title'>,
): ResourceNode => ({
  appId: 'a-lab',
  parentId: null,
  path: `/${fields.id}`,
  name: fields.id,
  component: null,
  icon: null,
  redirect: null,
  hidden: false,
  alwaysShow: false,
  blank: null,
  url: null,
  type: 2,
  activeMenu: null,
  breadcrumb: true,
  affix: false,
  noCache: false,
  showAsRoot: false,
  config: null,
  body: null,
  entityViewUuid: null,
  sort: 0,
  status: 1,
  children: [],
  meta: { title: fields.title, resourceId: fields.id },
  ...fields,
});

/** An item of the certification-fields dictionary (CERT_FIELD) the audit documents tick from. */
export const certField = (id: string, value: string, name: string, sort: number): Dict => ({
  id,
  parentId: 'd0',
  code: `CERT_FIELD_${value}`,
  name,
  value,
  sort,
  status: 1,
  remark: null,
  level: 2,
  scope: 'platform',
});

/** An unread notice, the `n`th: its id, title and content carry the number. */
export const message = (n: number, fields: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `通知 ${n}`,
  content: `<p>内容 ${n}</p>`,
  sendType: 1,
  createtime: '2026-03-02T02:00:00.000Z',
  status: 0,
  readStatus: 0,
  targetType: null,
  smsType: null,
  param: null,
  ...fields,
});

/** An enabled department with no contact details. */
export const deptNode = (
  id: string,
  name: string,
  parentId: string | null,
  children: DeptNode[] = [],
): DeptNode => ({
  id,
  parentId,
  name,
  leader: null,
  phone: null,
  email: null,
  sort: 0,
  status: 1,
  children,
});
