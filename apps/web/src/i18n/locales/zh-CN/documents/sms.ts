// The SMS log (outbox and provider attempts).
export default {
  title: '短信记录',
} as const;
