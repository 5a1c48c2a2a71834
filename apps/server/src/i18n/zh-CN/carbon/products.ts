export default {
  placeholder: '',
} as const;
