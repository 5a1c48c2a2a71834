export default {
  title: '申请管理',
  search: {
    status: '状态',
    scheme: '认证类型',
    keyword: '关键字',
    keywordPlaceholder: '组织名称/信用代码/申请编号',
    submitted: '提交日期',
  },
  actions: {
    view: '查看',
    accept: '受理',
    refuse: '不予受理',
  },
  accept: {
    title: '受理申请',
    risk: '风险等级',
    proposal: '建议审核人日',
    proposalHint: '审核时间决策表：有效人数 {{employees}} 人，{{risk}}',
    proposalFailed: '无法获取建议人日',
    auditDays: '审核人日',
    auditDaysFormat: '审核人日以半天计（如 7 或 7.5），须大于0',
    daysReason: '调整理由',
    daysReasonRequired: '审核人日与建议值（{{proposed}}）不同，请填写理由',
    comment: '受理意见',
    done: '已受理，已通知申请单位',
  },
  refuse: {
    title: '不予受理',
    reason: '不予受理原因',
    reasonRequired: '请填写不予受理原因',
    done: '已不予受理，已通知申请单位',
  },
} as const;
