// Texts of the security area.
export default {} as const;
