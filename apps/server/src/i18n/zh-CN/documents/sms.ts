// SMS providers.
export default {
  notFound: '短信记录不存在',
} as const;
