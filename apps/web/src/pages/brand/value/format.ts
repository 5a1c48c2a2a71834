// Figures of the valuation as the page shows them: the server sends full-precision decimal strings and
// only the page rounds (money to 2 decimals in yuan with thousands separators, rates as percentages).
import { currentLanguage } from '../../../i18n';

export function money(value: string): string {
  return new Intl.NumberFormat(currentLanguage(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}

export function percent(share: string): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 4 }).format(
    Number(share),
  );
}

/** A discount factor to 6 decimals. */
export function factor(value: string): string {
  return new Intl.NumberFormat(currentLanguage(), {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
  }).format(Number(value));
}
