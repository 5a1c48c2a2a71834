export default {
  title: '认证公告',
  search: { keyword: '标题' },
  columns: { title: '标题', publishedAt: '发布时间' },
  pinnedTag: '置顶',
  view: '查看',
  close: '关闭',
} as const;
