// Texts of the tenant area.
export default {
  adminOnly: '只有平台管理员可以管理租户',
  notFound: '租户不存在',
  codeTaken: '租户编码已存在',
  cannotDisableCurrent: '不能停用当前登录的租户',
  unknownApps: '包含不存在的应用',
} as const;
