export default {
  title: '业务办理',
} as const;
