export default {
  title: '流程进度',
} as const;
