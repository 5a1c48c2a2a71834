export default {
  title: '我的证书',
  empty: '暂无证书',
} as const;
