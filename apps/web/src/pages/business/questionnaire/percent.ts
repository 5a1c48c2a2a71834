// Rates as the page's language writes percentages (56.3%, 56,3 %).
import { currentLanguage } from '../../../i18n';

/** `rate` (0 … 1) as a percentage with at most one decimal. */
export function percentText(rate: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  );
}
