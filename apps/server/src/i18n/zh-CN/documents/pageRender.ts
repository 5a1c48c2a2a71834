// Page schemas.
export default {
  notFound: '页面布局不存在',
} as const;
