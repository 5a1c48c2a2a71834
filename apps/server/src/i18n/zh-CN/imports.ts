// Texts of the imports area.
export default {} as const;
