// Texts of the auth area in Simplified Chinese (the spec's words).
export default {} as const;
