// Text search of the PDF viewer: matches are found in each page's text (its text items joined, as
// pdf.js' text layer lays them out one element per item) and drawn as pieces of those elements.

export interface PdfMatch {
  /** 0-based page. */
  page: number;
  /** Offsets in the page's text (its items joined without separator). */
  start: number;
  end: number;
}

/** Every occurrence of `query` (case-insensitive) in the pages' texts, in reading order. */
export function findMatches(pages: readonly (readonly string[])[], query: string): PdfMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: PdfMatch[] = [];
  pages.forEach((items, page) => {
    const text = items.join('').toLowerCase();
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
      matches.push({ page, start: at, end: at + needle.length });
    }
  });
  return matches;
}

export interface HighlightPiece {
  /** Index of the text item (and of its element in the text layer). */
  item: number;
  start: number;
  end: number;
  selected: boolean;
}

/** The parts of each text item that matches cover; a match across items gives one piece per item. */
export function highlightPieces(
  items: readonly string[],
  matches: readonly { start: number; end: number; selected: boolean }[],
): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  let offset = 0;
  items.forEach((str, item) => {
    const [from, to] = [offset, offset + str.length];
    for (const match of matches) {
      const start = Math.max(match.start, from);
      const end = Math.min(match.end, to);
      if (start < end) pieces.push({ item, start: start - from, end: end - from, selected: match.selected });
    }
    offset = to;
  });
  return pieces;
}
