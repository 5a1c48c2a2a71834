// Texts of the security area: throttles, sign-in guesses and SMS codes.
export default {
  tooOften: '操作过于频繁，请稍后再试',
  challengeMissing: '请输入验证码',
  challengeRefused: '验证码错误或已过期',
  lockedFor: '账号已锁定，请{{minutes}}分钟后再试',
  waitFor: '尝试过于频繁，请{{seconds}}秒后再试',
  lockedNow: '密码错误次数过多，账号已锁定{{minutes}}分钟',
  sms: {
    sentTooOften: '验证码发送过于频繁，请稍后再试',
    message: '您的{{purpose}}验证码为 {{code}}，5分钟内有效，请勿泄露。',
    purposes: { login: '登录', reset: '重置密码' },
    expired: '验证码已过期，请重新获取',
    tooManyAttempts: '验证码错误次数过多，请重新获取',
    wrong: '验证码错误',
  },
} as const;
