export default {
  title: '评价报告',
} as const;
