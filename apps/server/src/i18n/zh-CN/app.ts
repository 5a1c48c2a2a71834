// Texts of the app area.
export default {} as const;
