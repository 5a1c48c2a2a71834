// Texts of the role area.
export default {} as const;
