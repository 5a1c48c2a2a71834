// Public content pages and their administration, the report form and its submissions.
export default {
  title: '内容页面',
} as const;
