// Texts of the decisions area (issue 18).
export default {
  placeholder: '占位',
} as const;
