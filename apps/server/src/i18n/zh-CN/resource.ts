// Texts of the resource area: the platform's app menus.
export default {
  adminOnly: '只有平台管理员可以维护应用的资源',
  notFound: '资源不存在',
  urlRequired: '外链类型的资源必须填写链接地址',
  urlScheme: '链接地址须以 http:// 或 https:// 开头',
  parentIsSelf: '上级资源不能是资源自身',
  parentMissing: '上级资源不存在或不属于该应用',
  parentIsDescendant: '上级资源不能是该资源的下级资源',
  otherApp: '资源不能移动到其他应用',
} as const;
