export default {
  title: '品牌评价',
  status: {
    '0': '填写问卷',
    '1': '待形式审查',
    '2': '已退回',
    '3': '专家评分中',
    '4': '待审核',
    '5': '已发布',
    '9': '已撤回',
  },
  businessTypes: { valuation: '品牌价值评价', rating: '品牌等级评价' },
  dimensions: {
    quality: '质量',
    innovation: '创新',
    service: '服务',
    reputation: '声誉',
    financial: '财务',
    other: '其他',
  },
  steps: { answer: '填写问卷', formalCheck: '形式审查', scoring: '专家评分', review: '评价审核' },
} as const;
