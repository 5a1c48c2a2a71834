// Texts of the auditNotice area.
export default {} as const;
