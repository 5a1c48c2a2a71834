// Content pages and report submissions.
export default {
  notFound: '内容页面不存在',
} as const;
