// Texts of the position area.
export default {} as const;
