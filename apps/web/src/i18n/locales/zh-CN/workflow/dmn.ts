export default {
  title: '决策表',
} as const;
