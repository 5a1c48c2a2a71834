export default {
  processMissing: '评价流程不存在',
  notPublished: '评价结果尚未发布，暂不能查看品牌价值',
  inputsClosed: '评价已完成，价值参数不能再修改',
  discountNotAboveGrowth: '折现率（{{discount}}）须大于永续增长率（{{growth}}），否则无法计算终值',
  discountAboveGrowth: '折现率须大于永续增长率',
  royaltyRange: '许可费率上限须大于下限',
  shareDecimals: '最多4位小数',
  inputsSaved: '价值参数已保存',
  settingsSaved: '参数设置已保存',
} as const;
