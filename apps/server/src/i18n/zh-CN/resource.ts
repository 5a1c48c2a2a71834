// Texts of the resource area.
export default {} as const;
