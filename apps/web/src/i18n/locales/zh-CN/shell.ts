// Texts of the shell area in Simplified Chinese (the spec's words).
export default {} as const;
