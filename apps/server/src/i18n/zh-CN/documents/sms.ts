// SMS providers and the SMS log.
export default {
  notSent: '短信发送失败，请稍后再试',
  platformOnly: '仅平台管理员可查看短信记录',
} as const;
