// Texts shared by the carbon pages: classifications, units, the organisation and year bar.
export default {
  orgPlaceholder: '选择组织',
} as const;
