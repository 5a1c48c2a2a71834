// Texts of the page layout area.
export default {
  bound: '绑定成功',
  pageTaken: '该页面已绑定其他页面布局',
  notFound: '页面布局不存在',
} as const;
