// Texts of the messages area in Simplified Chinese (the spec's words).
export default {} as const;
