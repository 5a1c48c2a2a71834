export default {
  title: '计划管理',
} as const;
