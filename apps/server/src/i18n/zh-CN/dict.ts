// Texts of the dict area.
export default {} as const;
