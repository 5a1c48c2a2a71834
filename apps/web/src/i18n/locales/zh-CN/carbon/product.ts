export default {
  title: '产品碳足迹',
} as const;
