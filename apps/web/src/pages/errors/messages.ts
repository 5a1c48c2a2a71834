export const errorPageMessages = {
  notFoundTitle: '404',
  notFoundSubtitle: '抱歉，您访问的页面不存在或已被移除。',
  backHome: '返回首页',
  unauthorizedTitle: '401',
  unauthorizedSubtitle: '您没有访问权限',
  relogin: '重新登录',
} as const;
