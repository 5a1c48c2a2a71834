export default {
  title: '品牌评价申请',
} as const;
