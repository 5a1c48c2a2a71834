// External uploads (/exupload, the link dialog, received files) and /auth-redirect.
export default {
  title: '外部上传',
} as const;
