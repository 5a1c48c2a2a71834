export default {
  title: '认证',
} as const;
