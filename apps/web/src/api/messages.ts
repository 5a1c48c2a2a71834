// Every text the request client shows (spec §8 error catalogue), in the product's Chinese.

/** Default text per response code, used when the server sends no `msg` of its own. */
export const errorCodeText: Readonly<Record<number, string>> & { readonly default: string } = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
};

export const requestMessages = {
  dialogTitle: '系统提示',
  sessionExpired: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  relogin: '重新登录',
  cancel: '取消',
  sessionRejected: '无效的会话，或者会话已过期，请重新登录。',
  sessionInvalid: '会话失效，无访问权限',
  networkError: '后端接口连接异常，请检查网络连接是否正常',
  timeout: '系统接口请求超时，请稍后再试',
  httpStatus: (status: number) => `系统接口${status}异常`,
  loading: '正在处理，请稍候…',
} as const;
