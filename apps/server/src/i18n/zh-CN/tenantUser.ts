// Texts of the tenantUser area.
export default {} as const;
