export default {
  placeholder: '认证',
} as const;
