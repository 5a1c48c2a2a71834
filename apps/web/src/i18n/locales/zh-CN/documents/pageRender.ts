// The server-driven page renderer and the page-layout schema editor.
export default {
  title: '页面',
} as const;
