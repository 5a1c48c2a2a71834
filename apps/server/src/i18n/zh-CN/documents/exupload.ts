// External upload links.
export default {
  notFound: '上传链接不存在',
} as const;
