export default {
  title: '统计分析',
  businessType: '业务类型',
  all: '全部',
  cards: {
    processes: '评价总数',
    completed: '已发布',
    averageScore: '平均品牌强度得分',
    experts: '参评专家',
  },
  charts: {
    status: '评价状态分布',
    monthly: '近 12 个月申请数',
    completed: '发布数',
    dimensions: '各维度平均得分',
    levels: '品牌等级分布',
    experts: '专家工作量',
  },
  expert: {
    assigned: '已分配',
    submitted: '已提交',
    pending: '待评分',
  },
  processes: '{{n}} 个评价',
  empty: '暂无数据',
} as const;
