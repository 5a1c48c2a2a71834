// Texts every page may use: start-up, requests, the shared widgets and the list kit.
export default {
  language: '语言',
} as const;
