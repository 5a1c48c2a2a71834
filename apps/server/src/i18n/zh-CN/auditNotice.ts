// Texts of the audit notice letter, report and plan.
export default {
  schemeNotFound: '审核方案不存在',
  schemeForbidden: '您无权查看该审核方案',
  reportNotIssued: '审核报告尚未出具',
  dateRange: '{{begin}} 至 {{end}}',
} as const;
