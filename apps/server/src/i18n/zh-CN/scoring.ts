// Scoring, suggestions and questionnaire results (issue 19).
export default {
  submissionMissing: '提交记录不存在',
  notScoring: '该提交不是评分表的答卷',
  notAssigned: '您不是该评分表指派的评审专家',
  notScorable: '只能为已提交或已通过的答卷评分',
  notManual: '该项不由专家评分',
  itemRequired: '请为该项评分',
  itemTooHigh: '不能超过{{max}}分',
  scored: '评分已保存',
  untitledItem: '未命名项（{{model}}）',
  notSubmitted: '该答卷尚未提交，不能提出建议',
  pathUnknown: '表单中没有该字段',
  suggestionMissing: '建议不存在',
  notOwnSuggestion: '只能删除自己提出的建议',
  paperMissing: '业务表单不存在',
  export: {
    answers: '答卷',
    columns: {
      no: '提交编号',
      tenant: '提交单位',
      submitter: '提交人',
      submittedAt: '提交时间',
      row: '行号',
    },
    yes: '是',
    no: '否',
  },
} as const;
