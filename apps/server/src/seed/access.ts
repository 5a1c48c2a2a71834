// The menus (resource trees) and roles every installation starts with. The system app's menu holds
// the routes of spec shell.md §2.1; the business apps share one menu whose entries are the pages the
// notification targets of §2.5 lead to, each bound to the role codes that work there.
import { ResourceType } from '../db/schema/index.js';

export interface MenuSeed {
  path: string;
  name: string;
  title: string;
  /** The title in English menus. */
  titleEn: string;
  component: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  activeMenu?: string;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  type?: number;
  url?: string;
  blank?: number;
  /** Role codes that hold this entry (and so its ancestors); absent means every role of the app. */
  roles?: readonly number[];
  /** The business apps whose menu has this entry; absent means every business app. */
  apps?: readonly string[];
  children?: MenuSeed[];
}

export const SYSTEM_ADMIN_ROLE = { code: 1, name: '系统管理员' } as const;

export const BUSINESS_ROLES = [
  { code: 8, name: '企业业务人员' },
  { code: 33, name: '评审专家' },
  { code: 34, name: '认证审核人员' },
  { code: 42, name: '企业管理员' },
  { code: 47, name: '待办处理人员' },
] as const;

const home: MenuSeed = {
  path: '/',
  name: 'Root',
  title: '首页',
  titleEn: 'Home',
  component: 'Layout',
  redirect: '/index',
  children: [
    {
      path: 'index',
      name: 'Index',
      title: '首页',
      titleEn: 'Home',
      component: 'home/index',
      icon: 'home',
      affix: true,
    },
  ],
};

const profile: MenuSeed = {
  path: '/profile',
  name: 'Profile',
  title: '个人中心',
  titleEn: 'Profile',
  component: 'Layout',
  redirect: '/profile/index',
  hidden: true,
  children: [
    {
      path: 'index',
      name: 'ProfileIndex',
      title: '个人中心',
      titleEn: 'Profile',
      component: 'profile/index',
      noCache: true,
    },
  ],
};

/** A one-page top-level entry, laid out like every other page inside the main layout. */
function page(
  path: string,
  [title, titleEn]: readonly [string, string],
  component: string,
  icon: string,
  roles: readonly number[],
  apps?: readonly string[],
): MenuSeed {
  const name = path.replace(/[^A-Za-z0-9]/g, '') || 'Page';
  return {
    path,
    name: `${name}Layout`,
    title,
    titleEn,
    component: 'Layout',
    redirect: `${path}/index`,
    roles,
    ...(apps ? { apps } : {}),
    children: [{ path: 'index', name: `${name}Index`, title, titleEn, component, icon, roles }],
  };
}

/** A page of the certification app (issue 21); `name` keeps two pages of one path apart. */
const certPage = (
  path: string,
  titles: readonly [string, string],
  component: string,
  icon: string,
  roles: readonly number[],
  name?: string,
): MenuSeed => {
  const entry = page(path, titles, `cert/${component}/index`, icon, roles, ['cert']);
  if (!name) return entry;
  return {
    ...entry,
    name: `${name}Layout`,
    children: entry.children!.map((c) => ({ ...c, name: `${name}Index` })),
  };
};

/** A page of the brand-assessment app (issue 22). */
const brandPage = (
  path: string,
  titles: readonly [string, string],
  component: string,
  icon: string,
  roles: readonly number[],
): MenuSeed => page(path, titles, `brand/${component}/index`, icon, roles, ['brand']);

/** A page of the carbon-accounting group (role 42, the tenant's energy manager). */
function carbonPage(path: string, [title, titleEn]: readonly [string, string], icon: string): MenuSeed {
  const name = `Carbon${path[0]!.toUpperCase()}${path.slice(1)}`;
  return {
    path: `/carbon/${path}`,
    name,
    title,
    titleEn,
    component: `carbon/${path}/index`,
    icon,
    roles: [42],
  };
}

export const SYSTEM_MENU: MenuSeed[] = [
  home,
  {
    path: '/useManagement',
    name: 'UseManagement',
    title: '系统管理',
    titleEn: 'System',
    component: 'Layout',
    icon: 'setting',
    redirect: '/useManagement/index',
    alwaysShow: true,
    children: [
      {
        path: 'index',
        name: 'UseManagementIndex',
        title: '系统管理',
        titleEn: 'System',
        component: 'system/app/index',
        hidden: true,
      },
      {
        path: '/use-management',
        name: 'UseApp',
        title: '应用管理',
        titleEn: 'Apps',
        component: 'system/app/index',
        icon: 'appstore',
      },
      {
        path: '/resources',
        name: 'Resources',
        title: '资源管理',
        titleEn: 'Resources',
        component: 'system/resource/index',
        hidden: true,
        activeMenu: '/use-management',
      },
      {
        path: '/role',
        name: 'Role',
        title: '权限管理',
        titleEn: 'Permissions',
        component: 'system/role/index',
        hidden: true,
      },
      {
        path: '/use-tenant',
        name: 'UseTenant',
        title: '租户管理',
        titleEn: 'Tenants',
        component: 'system/tenant/index',
        icon: 'team',
      },
      {
        path: '/useManagement/use-user',
        name: 'UseUser',
        title: '用户管理',
        titleEn: 'Users',
        component: 'system/user/index',
        hidden: true,
        activeMenu: '/use-tenant',
      },
      {
        // A group inside the system menu: its pages sit two levels deep (the keep-alive case the Vue
        // original got wrong).
        path: '/useManagement/org',
        name: 'Organisation',
        title: '组织机构',
        titleEn: 'Organisation',
        component: 'ParentView',
        icon: 'apartment',
        redirect: '/useManagement/org/dept',
        alwaysShow: true,
        children: [
          {
            path: 'dept',
            name: 'Dept',
            title: '部门管理',
            titleEn: 'Departments',
            component: 'system/dept/index',
            icon: 'cluster',
          },
          {
            path: 'position',
            name: 'Position',
            title: '岗位管理',
            titleEn: 'Positions',
            component: 'system/position/index',
            icon: 'idcard',
          },
        ],
      },
      {
        path: '/dict',
        name: 'Dict',
        title: '字典管理',
        titleEn: 'Dictionaries',
        component: 'system/dict/index',
        icon: 'book',
      },
      {
        path: '/page-layout',
        name: 'PageLayout',
        title: '页面布局',
        titleEn: 'Page layouts',
        component: 'system/page-layout/index',
        icon: 'layout',
      },
      {
        path: '/page-render-demo',
        name: 'PageRenderDemo',
        title: '页面渲染示例',
        titleEn: 'Rendered page demo',
        component: 'page-render/index',
        icon: 'appstore',
      },
      {
        path: '/content-pages',
        name: 'ContentPages',
        title: '内容页面',
        titleEn: 'Content pages',
        component: 'system/content/index',
        icon: 'file-text',
      },
      {
        path: '/report-submissions',
        name: 'ReportSubmissions',
        title: '举报投诉',
        titleEn: 'Reports',
        component: 'system/report/index',
        icon: 'flag',
      },
      {
        path: '/external-uploads',
        name: 'ExternalUploads',
        title: '外部上传',
        titleEn: 'External uploads',
        component: 'system/external-upload/index',
        icon: 'link',
      },
      {
        path: '/sms-log',
        name: 'SmsLog',
        title: '短信记录',
        titleEn: 'SMS log',
        component: 'system/sms/index',
        icon: 'message',
      },
      {
        path: '/msg-send',
        name: 'MsgSend',
        title: '消息发送',
        titleEn: 'Send messages',
        component: 'messages/send/index',
        icon: 'send',
      },
      {
        path: '/operlog',
        name: 'Operlog',
        title: '操作日志',
        titleEn: 'Operation log',
        component: 'system/operlog/index',
        icon: 'file-search',
        noCache: true,
      },
      {
        path: '/process-design',
        name: 'ProcessDesign',
        title: '流程设计',
        titleEn: 'Process design',
        component: 'workflow/designer/index',
        icon: 'apartment',
      },
      {
        path: '/process-admin',
        name: 'ProcessAdmin',
        title: '流程管理',
        titleEn: 'Processes',
        component: 'workflow/admin/index',
        icon: 'cluster',
      },
    ],
  },
  profile,
];

export const BUSINESS_MENU: MenuSeed[] = [
  home,
  page('/business', ['业务办理', 'Business'], 'business/index', 'form', [8, 42]),
  page('/formDemo', ['表单示例', 'Form demo'], 'forms/demo/index', 'form', [8, 42]),
  {
    path: '/work',
    name: 'Work',
    title: '表单管理',
    titleEn: 'Forms',
    component: 'Layout',
    redirect: '/work/Indicator',
    roles: [8, 42],
    children: [
      {
        path: '/work/Indicator',
        name: 'Indicator',
        title: '表单管理',
        titleEn: 'Forms',
        component: 'forms/indicator/index',
        icon: 'form',
        roles: [8, 42],
      },
      {
        path: '/work/designer',
        name: 'FormDesigner',
        title: '表单设计',
        titleEn: 'Form designer',
        component: 'forms/designer/index',
        hidden: true,
        activeMenu: '/work/Indicator',
        // Kept alive: each form opened (its own query, its own tag) keeps its unsaved work while the
        // user visits another tag.
        roles: [8, 42],
      },
    ],
  },
  certPage('/applyList', ['申请记录', 'Application records'], 'my-apply', 'unordered-list', [8]),
  certPage('/myCertificate', ['我的证书', 'My certificates'], 'my-certificate', 'safety-certificate', [8]),
  certPage('/noticeList', ['认证公告', 'Certification notices'], 'notice-board', 'notification', [8]),
  {
    ...page('/overview', ['碳排放概览', 'Carbon emissions overview'], 'carbon/overview/index', 'cloud', [42]),
    apps: ['carbon'],
  },
  { ...page('/plan', ['计划管理', 'Plans'], 'carbon/plan/index', 'schedule', [42]), apps: ['carbon'] },
  {
    path: '/carbon',
    name: 'Carbon',
    title: '碳核算',
    titleEn: 'Carbon accounting',
    component: 'Layout',
    icon: 'cloud-server',
    redirect: '/carbon/model',
    alwaysShow: true,
    roles: [42],
    apps: ['carbon'],
    children: [
      carbonPage('org', ['组织管理', 'Organisations'], 'apartment'),
      carbonPage('factor', ['排放因子库', 'Emission factors'], 'database'),
      carbonPage('model', ['核算模型', 'Accounting models'], 'partition'),
      carbonPage('data', ['活动数据', 'Activity data'], 'table'),
      carbonPage('product', ['产品碳足迹', 'Product footprints'], 'shop'),
      carbonPage('verify', ['碳核查', 'Verification'], 'safety-certificate'),
      {
        ...carbonPage('detail', ['排放明细', 'Emission details'], 'file-search'),
        hidden: true,
        activeMenu: '/overview',
      },
    ],
  },
  page('/0010', ['专家评审', 'Expert review'], 'expert/review/index', 'solution', [33]),
  page('/bizManage', ['业务管理', 'Business items'], 'business/manage/index', 'appstore', [34]),
  page('/businessReview', ['业务审查', 'Business review'], 'business/review/index', 'audit', [34]),
  page(
    '/questionnaire',
    ['问卷管理', 'Questionnaires'],
    'business/questionnaire/index',
    'bar-chart',
    [8, 42],
  ),
  certPage(
    '/overview',
    ['认证工作台', 'Certification workbench'],
    'overview',
    'dashboard',
    [34],
    'CertOverview',
  ),
  certPage('/applyManage', ['申请管理', 'Applications'], 'apply', 'profile', [34]),
  certPage('/contractManage', ['合同管理', 'Contracts'], 'contract', 'file-text', [34]),
  certPage('/plan', ['审核方案', 'Audit programmes'], 'plan', 'schedule', [34], 'CertPlan'),
  certPage('/auditplan', ['审核计划', 'Audit plans'], 'auditplan', 'calendar', [34]),
  certPage('/dataExamine', ['审核资料审查', 'Audit files'], 'data-examine', 'file-search', [34]),
  certPage('/ratify', ['技术评审', 'Technical review'], 'ratify', 'audit', [34]),
  certPage('/ywreviewam', ['认证决定', 'Certification decisions'], 'decision', 'carry-out', [34]),
  certPage('/certificate', ['证书管理', 'Certificates'], 'certificate', 'safety-certificate', [34]),
  certPage('/projectExa', ['项目管理', 'Projects'], 'project', 'project', [34]),
  certPage('/processList', ['流程列表', 'Processes'], 'process', 'apartment', [34]),
  certPage('/auditor', ['审核员管理', 'Auditors'], 'auditor', 'team', [34]),
  certPage('/certNotice', ['公告管理', 'Notices'], 'notice', 'notification', [34]),
  certPage('/certAudit@wait', ['审核任务', 'My audits'], 'audit', 'file-protect', [47, 33]),
  brandPage('/brandApply', ['品牌评价申请', 'Brand assessments'], 'my-assessment', 'trophy', [8]),
  brandPage('/brandProcess', ['评价管理', 'Assessments'], 'process', 'apartment', [34]),
  brandPage('/brandQs', ['问卷配置', 'Questionnaire groups'], 'qs', 'profile', [34]),
  brandPage('/brandValue', ['品牌价值', 'Brand value'], 'value', 'fund', [34]),
  brandPage('/brandReport', ['评价报告', 'Assessment reports'], 'report', 'file-text', [34]),
  brandPage('/brandStats', ['统计分析', 'Statistics'], 'stats', 'bar-chart', [34]),
  page('/awaitApply@wait', ['待受理申请', 'Applications to accept'], 'workqueue/index', 'inbox', [47]),
  page('/review@wait', ['待评审', 'Awaiting review'], 'workqueue/index', 'carry-out', [47, 33]),
  page(
    '/awaitApplyReview@wait',
    ['待审查申请', 'Applications to review'],
    'workqueue/index',
    'file-search',
    [34],
  ),
  page('/approve@wait', ['待审批', 'Awaiting approval'], 'workqueue/index', 'audit', [34]),
  page('/bizReview@wait', ['待审查业务', 'Submissions to review'], 'workqueue/index', 'file-done', [34]),
  {
    path: '/help',
    name: 'Help',
    title: '帮助文档',
    titleEn: 'Help',
    component: 'Layout',
    type: ResourceType.external,
    url: 'https://www.cnca.gov.cn/',
    blank: 3,
    icon: 'question-circle',
  },
  profile,
];

/** Demo grants: account → app key → role codes held in that app. */
export const DEMO_GRANTS: Record<string, Record<string, readonly number[]>> = {
  admin: { system: [SYSTEM_ADMIN_ROLE.code], quality: [8, 34] },
  staff_a: { quality: [8], compliance: [8], cert: [8], brand: [8] },
  expert_a: { quality: [33], cert: [33], brand: [33] },
  expert_a2: { brand: [33] },
  expert_a3: { brand: [33] },
  reviewer_a: { cert: [34], quality: [34], brand: [34] },
  auditor_a: { cert: [47], quality: [47] },
  nobiz_a: {},
  staff_b: { carbon: [42], quality: [8] },
  expert_b: { carbon: [33] },
};
