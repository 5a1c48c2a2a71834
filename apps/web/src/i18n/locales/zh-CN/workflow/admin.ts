export default {
  title: '流程管理',
} as const;
