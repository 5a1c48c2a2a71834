// Business items (issue 19).
export default {
  placeholder: '',
} as const;
