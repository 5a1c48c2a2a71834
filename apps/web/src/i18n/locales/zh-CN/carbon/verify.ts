export default {
  title: '碳核查',
} as const;
