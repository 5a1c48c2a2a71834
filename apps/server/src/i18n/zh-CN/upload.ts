// Texts of the upload area.
export default {} as const;
