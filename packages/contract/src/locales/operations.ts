// The operation log's names (operations.ts) in both languages: per module, its name and the name of
// each operation it records.
import type { Catalogue } from '../i18n.js';

const zhCN = {
  app: { module: '应用管理', add: '新增应用', update: '修改应用', delete: '删除应用' },
  resource: { module: '资源管理', add: '新增资源', update: '修改资源', delete: '删除资源' },
  role: {
    module: '权限管理',
    add: '新增角色',
    update: '修改角色',
    bindResources: '分配资源',
    delete: '删除角色',
  },
  tenant: { module: '租户管理', add: '新增租户', update: '修改租户', subscribeApps: '开通应用' },
  user: {
    module: '用户管理',
    add: '新增用户',
    update: '修改用户',
    changeStatus: '启用/停用用户',
    resetPassword: '重置密码',
    delete: '删除用户',
    import: '导入用户',
  },
  dept: { module: '部门管理', add: '新增部门', update: '修改部门', delete: '删除部门' },
  position: { module: '岗位管理', add: '新增岗位', update: '修改岗位', delete: '删除岗位' },
  dict: {
    module: '字典管理',
    save: '保存字典',
    delete: '删除字典',
    move: '移动字典',
    bindItems: '绑定字典项',
    import: '导入字典',
  },
  pageLayout: { module: '页面布局', save: '保存页面布局', bind: '绑定页面布局', delete: '删除页面布局' },
  message: { module: '消息发送', send: '发送消息', retry: '重新投递' },
  form: {
    module: '表单管理',
    save: '保存表单',
    delete: '删除表单',
    restoreVersion: '恢复表单版本',
    saveQuestionnaire: '保存问卷明细',
    updateQuestionnaireStyle: '修改问卷表单样式',
    saveScoreSheet: '保存评分表',
  },
} as const;

const enUS = {
  app: { module: 'App management', add: 'Add app', update: 'Edit app', delete: 'Delete app' },
  resource: {
    module: 'Resource management',
    add: 'Add resource',
    update: 'Edit resource',
    delete: 'Delete resource',
  },
  role: {
    module: 'Permission management',
    add: 'Add role',
    update: 'Edit role',
    bindResources: 'Assign resources',
    delete: 'Delete role',
  },
  tenant: {
    module: 'Tenant management',
    add: 'Add tenant',
    update: 'Edit tenant',
    subscribeApps: 'Open apps',
  },
  user: {
    module: 'User management',
    add: 'Add user',
    update: 'Edit user',
    changeStatus: 'Enable/disable user',
    resetPassword: 'Reset password',
    delete: 'Delete user',
    import: 'Import users',
  },
  dept: {
    module: 'Department management',
    add: 'Add department',
    update: 'Edit department',
    delete: 'Delete department',
  },
  position: {
    module: 'Position management',
    add: 'Add position',
    update: 'Edit position',
    delete: 'Delete position',
  },
  dict: {
    module: 'Dictionary management',
    save: 'Save dictionary',
    delete: 'Delete dictionary',
    move: 'Move dictionary',
    bindItems: 'Bind dictionary items',
    import: 'Import dictionary',
  },
  pageLayout: {
    module: 'Page layout',
    save: 'Save page layout',
    bind: 'Bind page layout',
    delete: 'Delete page layout',
  },
  message: { module: 'Message sending', send: 'Send message', retry: 'Redeliver' },
  form: {
    module: 'Form management',
    save: 'Save form',
    delete: 'Delete form',
    restoreVersion: 'Restore form version',
    saveQuestionnaire: 'Save questionnaire details',
    updateQuestionnaireStyle: 'Edit questionnaire form style',
    saveScoreSheet: 'Save score sheet',
  },
} satisfies Catalogue<typeof zhCN>;

export const operationTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type OperationTexts = typeof zhCN;
