// Submissions and review (issue 19).
export default {
  placeholder: '',
} as const;
