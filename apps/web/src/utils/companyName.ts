// Spec §9: "Company name is cut at 10 characters, showing 15 plus an ellipsis." Read literally (longer
// than 10 → first 15 characters + '...'), a name of 11 to 15 characters would get an ellipsis while
// nothing of it is hidden. We read the line as one rule that honours what the user sees: up to 15
// characters are shown, and the ellipsis appears only when characters were actually cut off. The full
// name stays available to a tooltip, which the caller shows.

export const COMPANY_NAME_SHOWN_CHARACTERS = 15;

/** The tenant (company) name as the navbar shows it: at most 15 characters, then '...' if cut. */
export function truncateCompanyName(name: string): string {
  // Counted by code point, so a rare character outside the BMP is never split in half.
  const characters = Array.from(name);
  if (characters.length <= COMPANY_NAME_SHOWN_CHARACTERS) return name;
  return `${characters.slice(0, COMPANY_NAME_SHOWN_CHARACTERS).join('')}...`;
}
