export default {
  title: '工作台',
} as const;
