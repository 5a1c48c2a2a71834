// Figures arrive as decimal strings (the server computes them exactly). These functions only turn
// them into text for the page, in the page's language; nothing here does arithmetic on them.
// Intl.NumberFormat formats a numeric string exactly (no float rounding on the way).
import { currentLanguage } from '../../../i18n';

type DecimalText = string | null | undefined;

const formatter = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(currentLanguage(), options);

/** Whether the text is a decimal number the server would send ("12", "-0.5703"). */
export function isDecimalText(value: DecimalText): value is string {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
}

/**
 * A decimal string with grouping and at most `fractionDigits` decimals ("12345.678" → "12,345.68");
 * an empty or malformed value shows as "-".
 */
export function formatDecimal(value: DecimalText, fractionDigits = 2): string {
  if (!isDecimalText(value)) return '-';
  return formatter({ maximumFractionDigits: fractionDigits }).format(
    value.trim() as Intl.StringNumericLiteral,
  );
}

/** A factor or GWP as given, every decimal kept (up to the contract's ten). */
export function formatExact(value: DecimalText): string {
  return formatDecimal(value, 10);
}

/** A percentage given as a decimal string of percent ("-4.25" → "-4.25%"), signed when asked. */
export function formatPercent(value: DecimalText, { signed = false, fractionDigits = 2 } = {}): string {
  if (!isDecimalText(value)) return '-';
  const text = formatter({
    maximumFractionDigits: fractionDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value.trim() as Intl.StringNumericLiteral);
  return `${text}%`;
}

/** A figure with its unit ("1,234.5 t CO₂e"). */
export function formatQuantity(value: DecimalText, unit: string | null | undefined, fractionDigits = 2) {
  const text = formatDecimal(value, fractionDigits);
  return unit && text !== '-' ? `${text} ${unit}` : text;
}

/**
 * A decimal string as a number for a chart's geometry only (bar heights, pie slices); the figures the
 * user reads are formatted from the strings.
 */
export function chartValue(value: DecimalText): number {
  return isDecimalText(value) ? Number(value) : 0;
}
