export default {
  title: '填报',
} as const;
