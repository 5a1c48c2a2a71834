// Texts of the signed-in shell.
export const shellMessages = {
  switchApp: '切换应用',
  switchRole: '切换角色',
  allRoles: '全部角色',
  roleSwitched: '切换成功',
  profile: '个人中心',
  logout: '退出登录',
  sideMenu: '主菜单',
} as const;
