export default {
  title: '组织管理',
} as const;
