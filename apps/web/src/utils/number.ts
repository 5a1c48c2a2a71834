// Number display of spec §9: short forms with SI prefixes for counters and dashboards, and thousand
// separators for amounts.

const SI_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/**
 * Shortens `num` with the largest SI prefix it reaches (k, M, G, T, P, E), keeping at most `digits`
 * decimals and dropping trailing zeros: 1234 → '1.2k' with one digit, 1500000 → '1.5M'. Numbers under
 * 1000 are written as they are.
 */
export function numberFormatter(num: number, digits = 0): string {
  const unit = SI_UNITS.find(({ value }) => num >= value);
  if (!unit) return String(num);
  return (num / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1') + unit.symbol;
}

/** Writes the integer part with thousand separators: 1234567.89 → '1,234,567.89'. Non-numbers give '0'. */
export function toThousandFilter(num: number | string): string {
  return String(Number(num) || 0).replace(/^-?\d+/, (integer) => integer.replace(/\B(?=(\d{3})+$)/g, ','));
}
