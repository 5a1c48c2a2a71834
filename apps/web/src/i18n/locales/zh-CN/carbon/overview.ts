export default {
  title: '碳排放概览',
} as const;
