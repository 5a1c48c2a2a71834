// Texts of the operationLog area.
export default {} as const;
