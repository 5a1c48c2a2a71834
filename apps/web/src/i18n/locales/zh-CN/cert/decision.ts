export default {
  title: '认证决定',
  pending: '待决定',
  done: '已决定',
  form: {
    title: '认证决定',
    decision: '决定',
    opinion: '决定意见',
    opinionRequired: '请填写决定意见',
    scope: '缩小后的认证范围',
    scopeRequired: '请填写缩小后的认证范围',
    submit: '提交决定',
    granted: '已颁发证书 {{no}}',
  },
} as const;
