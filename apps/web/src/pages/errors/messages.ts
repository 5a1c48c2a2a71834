export const errorPageMessages = {
  notFoundTitle: '404',
  notFoundSubtitle: '抱歉，您访问的页面不存在或已被移除。',
  backHome: '返回首页',
} as const;
