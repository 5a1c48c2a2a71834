export default {
  title: '品牌价值',
} as const;
