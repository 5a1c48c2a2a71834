// Texts of the app area: the platform's applications.
export default {
  adminOnly: '只有平台管理员可以管理应用',
  keyTaken: '应用标识已存在',
  systemUndeletable: '系统管理应用不能删除',
  openedBy: '以下租户已开通该应用，请先为其关闭后再删除：{{tenants}}',
} as const;
