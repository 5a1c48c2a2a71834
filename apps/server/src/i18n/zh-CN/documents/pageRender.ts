// Page schemas (the page-layout module refuses a body that is not a valid page).
export default {
  invalidSchema: '页面配置有 {{count}} 处错误：{{problems}}',
  problem: '{{path}}：{{reason}}',
  page: '页面',
} as const;
