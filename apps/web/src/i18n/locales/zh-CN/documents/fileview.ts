// Viewers (/fileview, /filePreview, /office), preview actions.
export default {
  title: '文件预览',
} as const;
