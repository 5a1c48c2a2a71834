// What each call the operation log records means to a person: its module and operation in Chinese.
// The server records the operation's name with the call (`POST /api/api-system/data/dept/addDept`) and
// answers it for earlier entries too; the web app filters and groups the log by it. Plain data, no
// zod: the web app imports it without the schemas.

export interface Operation {
  /** The call below /api/, e.g. `api-system/data/dept/addDept`: what the filter asks the server for. */
  call: string;
  label: string;
}

export interface OperationModule {
  module: string;
  operations: Operation[];
}

const API_PREFIX = '/api/';
/** System management and the message send (spec shell.md §7). */
const system = (call: string, label: string): Operation => ({ call: `api-system/data/${call}`, label });
/** The forms calls (spec forms.md §7). */
const forms = (call: string, label: string): Operation => ({ call: `api-spacestation/sp/${call}`, label });

export const OPERATION_MODULES: OperationModule[] = [
  {
    module: '应用管理',
    operations: [
      system('app/add', '新增应用'),
      system('app/update', '修改应用'),
      system('app/delete', '删除应用'),
    ],
  },
  {
    module: '资源管理',
    operations: [
      system('resource/createresource', '新增资源'),
      system('resource/saveresource', '修改资源'),
      system('resource/delresource', '删除资源'),
    ],
  },
  {
    module: '权限管理',
    operations: [
      system('role/add', '新增角色'),
      system('role/update', '修改角色'),
      system('role/bindResources', '分配资源'),
      system('role/delete', '删除角色'),
    ],
  },
  {
    module: '租户管理',
    operations: [
      system('tenant/add', '新增租户'),
      system('tenant/update', '修改租户'),
      system('tenant/subscribeApps', '开通应用'),
    ],
  },
  {
    module: '用户管理',
    operations: [
      system('tenantuser/add', '新增用户'),
      system('tenantuser/update', '修改用户'),
      system('tenantuser/changeStatus', '启用/停用用户'),
      system('tenantuser/resetPwd', '重置密码'),
      system('tenantuser/delete', '删除用户'),
      system('tenantuser/import', '导入用户'),
    ],
  },
  {
    module: '部门管理',
    operations: [
      system('dept/addDept', '新增部门'),
      system('dept/updateDept', '修改部门'),
      system('dept/delDeptById', '删除部门'),
    ],
  },
  {
    module: '岗位管理',
    operations: [
      system('position/add', '新增岗位'),
      system('position/update', '修改岗位'),
      system('position/delById', '删除岗位'),
    ],
  },
  {
    module: '字典管理',
    operations: [
      system('resource/saveDict', '保存字典'),
      system('resource/delDict', '删除字典'),
      system('resource/changeDictParent', '移动字典'),
      system('resource/BindDictItems', '绑定字典项'),
      system('resource/importDictDataV2', '导入字典'),
    ],
  },
  {
    module: '页面布局',
    operations: [
      system('resource/savePageLayout', '保存页面布局'),
      system('resource/bindPageLayout', '绑定页面布局'),
      system('resource/delPageLayout', '删除页面布局'),
    ],
  },
  {
    module: '消息发送',
    operations: [system('msg/sendMsg', '发送消息'), system('msg/retryDelivery', '重新投递')],
  },
  {
    module: '表单管理',
    operations: [
      forms('form/saveIDB', '保存表单'),
      forms('form/deleteIDB', '删除表单'),
      forms('form/restoreIDBVersion', '恢复表单版本'),
      forms('qs/saveQsDetail', '保存问卷明细'),
      forms('form/updateQsDetailFormStyle', '修改问卷表单样式'),
      forms('score/saveScoreForm', '保存评分表'),
    ],
  },
];

const byCall = new Map(
  OPERATION_MODULES.flatMap(({ module, operations }) =>
    operations.map((operation) => [operation.call, { module, label: operation.label }] as const),
  ),
);

/** The module and operation of a recorded call; undefined for a call this list does not know. */
export function describeAction(action: string): { module: string; label: string } | undefined {
  const path = action.slice(action.indexOf(' ') + 1);
  if (!path.startsWith(API_PREFIX)) return undefined;
  return byCall.get(path.slice(API_PREFIX.length));
}

/** What the filter sends for a chosen operation: the whole path, so `app/add` never matches `…app/add`. */
export function actionFilter(call: string): string {
  return `${API_PREFIX}${call}`;
}
