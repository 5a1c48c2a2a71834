// Texts of the tenant area.
export default {} as const;
