export default {
  groupMissing: '问卷分组不存在',
  questionnaireMissing: '问卷不存在',
  formMissing: '表单不存在',
  formKind: '只能绑定问卷或评分表单',
  formBound: '表单“{{name}}”已绑定到该分组',
  groupSaved: '分组已保存',
  groupRemoved: '分组已删除',
  bound: '问卷已绑定',
  updated: '问卷已更新',
  unbound: '问卷已解绑',
  groupInUse: '分组“{{name}}”的问卷已有 {{count}} 份作答，不能删除',
  questionnaireInUse: '问卷“{{name}}”已有 {{count}} 份作答，不能解绑',
} as const;
