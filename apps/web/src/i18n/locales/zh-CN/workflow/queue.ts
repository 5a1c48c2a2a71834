export default {
  title: '待办任务',
} as const;
