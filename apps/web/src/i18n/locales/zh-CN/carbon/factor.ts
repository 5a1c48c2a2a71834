export default {
  title: '排放因子库',
} as const;
