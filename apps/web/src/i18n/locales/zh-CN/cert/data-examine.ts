export default {
  title: '审核资料审查',
  search: { openFindings: '未关闭不符合', has: '有', none: '无' },
  view: '查看资料',
} as const;
