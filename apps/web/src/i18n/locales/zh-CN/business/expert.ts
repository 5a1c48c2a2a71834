export default {
  title: '专家评审',
} as const;
