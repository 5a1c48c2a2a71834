/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\\` typed by a user are searched for literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
