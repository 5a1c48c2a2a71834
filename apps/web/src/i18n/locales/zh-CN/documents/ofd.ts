// OFD viewer (/previewOfd) and batch processing (/batchProcessOfd).
export default {
  title: 'OFD 预览',
} as const;
