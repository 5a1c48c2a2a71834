// Texts of the account area.
export default {} as const;
