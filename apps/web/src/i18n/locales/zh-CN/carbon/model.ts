export default {
  title: '核算模型',
} as const;
