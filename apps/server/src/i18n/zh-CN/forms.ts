// Texts of the forms area.
export default {} as const;
