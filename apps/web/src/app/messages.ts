// Texts of the app's start-up and session flows.
export const appMessages = {
  loading: '正在加载…',
  /** Spec §2.3: shown when the session cannot be loaded and the failure has no text of its own. */
  loadFailed: 'Has Error',
  relogin: '重新登录',
  noMenu: {
    title: '系统提示',
    content: '非常抱歉，您还没有开通业务',
    okText: '重新登录',
    cancelText: '取消',
  },
} as const;
