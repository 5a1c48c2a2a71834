export default {
  title: '流程设计',
} as const;
