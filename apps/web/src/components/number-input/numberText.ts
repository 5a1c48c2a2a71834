// The three steps of the number-only input (spec §5), on the text as typed: keep digits and the
// decimal point while typing, clamp to the bounds on key up, fix the decimals on blur.

/**
 * Strips everything but digits and dots. Only the first dot is kept: a second one would leave a text
 * that is no number at all.
 */
export function numberCharacters(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** `text`, or the bound it passes. A text that is not yet a number (empty, a lone dot) is left as it is. */
export function clampNumberText(text: string, bounds: { min?: number; max?: number }): string {
  if (text === '' || Number.isNaN(Number(text))) return text;
  const value = Number(text);
  if (bounds.max !== undefined && value > bounds.max) return String(bounds.max);
  if (bounds.min !== undefined && value < bounds.min) return String(bounds.min);
  return text;
}

/** `text` with exactly `precision` decimals (rounded); unchanged without a precision or a number. */
export function fixNumberPrecision(text: string, precision: number | undefined): string {
  if (precision === undefined || text === '' || Number.isNaN(Number(text))) return text;
  return Number(text).toFixed(precision);
}
