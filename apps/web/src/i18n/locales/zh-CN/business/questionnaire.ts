export default {
  title: '问卷管理',
} as const;
