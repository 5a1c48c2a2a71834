export default {
  title: '业务管理',
} as const;
