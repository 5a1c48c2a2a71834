export default {
  placeholder: '品牌评价',
} as const;
