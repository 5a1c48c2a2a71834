// Texts of the messages area: sending, deliveries and the message centre.
export default {
  paramNotJson: '必须是 JSON 格式的文本',
  paramNotObject: '必须是 JSON 对象',
  usersMissing: '用户不存在或已停用：{{ids}}',
  appNotOpened: '租户未开通该应用',
  rolesForeign: '角色不存在或不属于该应用：{{ids}}',
  channelsRequired: '请至少选择一种发送方式',
  noReceivers: '没有符合条件的接收人',
  deliveryMissing: '投递记录不存在',
  onlyFailedRetried: '只有发送失败的投递可以重发',
  noAddressRetry: '接收人没有地址，无法重发',
  messageMissing: '消息不存在',
  fileMissing: '文件不存在',
  streamTicketInvalid: '推送凭证无效或已过期，请重新获取',
  /** An SMS as its receiver reads it: the message's title, then its content. */
  smsBody: '【{{title}}】{{content}}',
  /** Why a delivery failed before any attempt (stored as its key, worded for the reader). */
  delivery: {
    noEmail: '接收人没有邮箱地址',
    noMobile: '接收人没有手机号码',
  },
} as const;
