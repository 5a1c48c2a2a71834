// FEEL text as feelin reads it, without evaluating anything: syntax checks for the parser's problems,
// and the items of a unary-tests list (the priority order of an output's values).
import { parseExpression, parseUnaryTests } from 'feelin';

export type FeelKind = 'expression' | 'unaryTests';

/** An input entry that matches every value: `-`, or nothing written. */
export function matchesAnything(entry: string): boolean {
  const trimmed = entry.trim();
  return trimmed === '' || trimmed === '-';
}

function parseTree(text: string, kind: FeelKind) {
  return kind === 'expression' ? parseExpression(text, {}, undefined) : parseUnaryTests(text, {}, undefined);
}

/**
 * Where the FEEL text stops being FEEL (1-based character), or null when it parses. feelin's parser
 * recovers from errors and marks them in the tree; its evaluate() throws at the first mark, so a text
 * that passes here never fails for its syntax when evaluated.
 */
export function syntaxErrorAt(text: string, kind: FeelKind): number | null {
  if (text.trim() === '') return 1;
  let at: number | null = null;
  parseTree(text, kind).iterate({
    enter(node) {
      if (at !== null) return false;
      if (node.type.isError) {
        at = Math.min(node.from, text.length - 1) + 1;
        return false;
      }
      return undefined;
    },
  });
  return at;
}

/** The comma-separated tests of a positive unary-tests list, as texts (`"high", "low"` → two). */
export function unaryTestItems(text: string): string[] {
  const cursor = parseTree(text, 'unaryTests').topNode.cursor();
  const items: string[] = [];
  if (!cursor.firstChild() || cursor.name !== 'PositiveUnaryTests' || !cursor.firstChild()) return items;
  do {
    if (cursor.type.name === 'PositiveUnaryTest') items.push(text.slice(cursor.from, cursor.to));
  } while (cursor.nextSibling());
  return items;
}
