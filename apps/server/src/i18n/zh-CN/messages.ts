// Texts of the messages area.
export default {} as const;
