export default {
  title: '统计分析',
} as const;
