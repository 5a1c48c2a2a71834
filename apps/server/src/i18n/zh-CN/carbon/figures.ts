export default {
  sourceUnusable: '排放源“{{name}}”无法计算：{{reason}}',
  orgNotFound: '组织不存在',
  planNotFound: '计划不存在',
  planExists: '该组织{{year}}年已有减排计划',
  baseYearBeforeYear: '基准年须早于计划年份',
  unitMismatch: '单位“{{from}}”无法换算为“{{to}}”',
} as const;
