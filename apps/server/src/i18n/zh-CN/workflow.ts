// Texts of the workflow area (issue 18).
export default {
  placeholder: '占位',
} as const;
