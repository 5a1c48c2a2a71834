// Texts of the tags bar.
export const tagsViewMessages = {
  bar: '已打开的页面',
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
} as const;
