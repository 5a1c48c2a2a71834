// Texts of the forms area in Simplified Chinese (the spec's words).
export default {} as const;
