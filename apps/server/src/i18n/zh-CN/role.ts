// Texts of the role area.
export default {
  granted: '授权成功',
  codeTaken: '该应用下已有相同编码的角色',
  notFound: '角色不存在',
  platformRoleAdminOnly: '平台角色只能由平台管理员维护',
  resourcesOutsideApp: '包含不存在或不属于该角色应用的资源',
  holder: '{{realname}}（{{username}}）',
  holderInTenant: '{{realname}}（{{username}}，{{tenant}}）',
  stillHeld: '该角色仍有用户持有，请先取消其角色：{{holders}}',
} as const;
