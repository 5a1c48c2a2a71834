export default {
  title: '活动数据',
} as const;
