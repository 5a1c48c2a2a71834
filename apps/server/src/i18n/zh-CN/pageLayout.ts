// Texts of the pageLayout area.
export default {} as const;
