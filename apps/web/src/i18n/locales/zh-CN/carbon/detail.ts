export default {
  title: '排放明细',
} as const;
