// Texts of the dept area.
export default {} as const;
