export default {
  title: '问卷配置',
} as const;
