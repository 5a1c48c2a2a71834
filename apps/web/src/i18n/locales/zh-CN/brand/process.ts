export default {
  title: '评价管理',
} as const;
