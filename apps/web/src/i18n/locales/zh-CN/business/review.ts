export default {
  title: '业务审查',
} as const;
