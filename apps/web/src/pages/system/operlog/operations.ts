// What each recorded call means to a person: its module and operation in Chinese. The log stores the
// call (`POST /api/api-system/data/dept/addDept`); a call not listed here is shown by its own summary.

export interface Operation {
  /** The call below /api/api-system/data/, e.g. `dept/addDept`: what the filter asks the server for. */
  call: string;
  label: string;
}

export interface OperationModule {
  module: string;
  operations: Operation[];
}

export const OPERATION_MODULES: OperationModule[] = [
  {
    module: '应用管理',
    operations: [
      { call: 'app/add', label: '新增应用' },
      { call: 'app/update', label: '修改应用' },
      { call: 'app/delete', label: '删除应用' },
    ],
  },
  {
    module: '资源管理',
    operations: [
      { call: 'resource/createresource', label: '新增资源' },
      { call: 'resource/saveresource', label: '修改资源' },
      { call: 'resource/delresource', label: '删除资源' },
    ],
  },
  {
    module: '权限管理',
    operations: [
      { call: 'role/add', label: '新增角色' },
      { call: 'role/update', label: '修改角色' },
      { call: 'role/bindResources', label: '分配资源' },
    ],
  },
  {
    module: '租户管理',
    operations: [
      { call: 'tenant/add', label: '新增租户' },
      { call: 'tenant/update', label: '修改租户' },
      { call: 'tenant/subscribeApps', label: '开通应用' },
    ],
  },
  {
    module: '用户管理',
    operations: [
      { call: 'tenantuser/add', label: '新增用户' },
      { call: 'tenantuser/update', label: '修改用户' },
      { call: 'tenantuser/changeStatus', label: '启用/停用用户' },
      { call: 'tenantuser/resetPwd', label: '重置密码' },
    ],
  },
  {
    module: '部门管理',
    operations: [
      { call: 'dept/addDept', label: '新增部门' },
      { call: 'dept/updateDept', label: '修改部门' },
      { call: 'dept/delDeptById', label: '删除部门' },
    ],
  },
  {
    module: '岗位管理',
    operations: [
      { call: 'position/add', label: '新增岗位' },
      { call: 'position/update', label: '修改岗位' },
      { call: 'position/delById', label: '删除岗位' },
    ],
  },
  {
    module: '字典管理',
    operations: [
      { call: 'resource/saveDict', label: '保存字典' },
      { call: 'resource/delDict', label: '删除字典' },
      { call: 'resource/changeDictParent', label: '移动字典' },
      { call: 'resource/BindDictItems', label: '绑定字典项' },
      { call: 'resource/importDictDataV2', label: '导入字典' },
    ],
  },
  {
    module: '页面布局',
    operations: [
      { call: 'resource/savePageLayout', label: '保存页面布局' },
      { call: 'resource/bindPageLayout', label: '绑定页面布局' },
      { call: 'resource/delPageLayout', label: '删除页面布局' },
    ],
  },
];

const byCall = new Map(
  OPERATION_MODULES.flatMap(({ module, operations }) =>
    operations.map((operation) => [operation.call, { module, label: operation.label }] as const),
  ),
);

const DATA_PREFIX = '/api/api-system/data/';

/** The module and operation of a recorded call; undefined for a call this list does not know. */
export function describeAction(action: string): { module: string; label: string } | undefined {
  const path = action.slice(action.indexOf(' ') + 1);
  if (!path.startsWith(DATA_PREFIX)) return undefined;
  return byCall.get(path.slice(DATA_PREFIX.length));
}
