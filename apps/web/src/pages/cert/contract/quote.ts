// The quotation as the editor shows it while the user types: the same arithmetic as the server's
// contract-quote.ts (which decides what is stored), done exactly on integers — half days and cents —
// so that no floating-point figure is ever shown.
import { CONTRACT_SURVEILLANCE_AUDITS, isProductScheme } from '@platform/contract/cert-model';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const HALF_DAYS = /^\d{1,3}(\.[05])?$/;

export interface LiveQuote {
  surveillanceDays: string;
  surveillanceAudits: number;
  totalDays: string;
  auditFee: string;
  feesTotal: string;
  amount: string;
}

function cents(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const halves = (days: string) => Number(days.split('.')[0]) * 2 + (days.endsWith('.5') ? 1 : 0);
const daysText = (h: number) => (h % 2 ? `${(h - 1) / 2}.5` : String(h / 2));

function moneyText(c: bigint): string {
  const whole = c / 100n;
  const fraction = (c % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** The live quotation, or null while a figure is not (yet) a valid amount or number of half days. */
export function liveQuote(input: {
  scheme: string;
  auditDays?: string;
  dayRate?: string;
  fees?: ({ amount?: string } | undefined)[];
}): LiveQuote | null {
  const days = input.auditDays?.trim() ?? '';
  const rate = input.dayRate?.trim() ?? '';
  const fees = (input.fees ?? []).map((fee) => fee?.amount?.trim() ?? '');
  if (!HALF_DAYS.test(days) || !MONEY.test(rate) || fees.some((fee) => !MONEY.test(fee))) return null;
  const initial = halves(days);
  if (initial === 0) return null;
  const product = isProductScheme(input.scheme);
  const audits = product ? 0 : CONTRACT_SURVEILLANCE_AUDITS;
  // A third of the initial days, rounded up to half days, at least half a day.
  const surveillance = product ? 0 : Math.max(1, Math.ceil(initial / 3));
  const total = initial + surveillance * audits;
  // total/2 days × rate cents, rounded half up to a cent.
  const halfCents = BigInt(total) * cents(rate);
  const auditFee = (halfCents + 1n) / 2n;
  const feesTotal = fees.reduce((sum, fee) => sum + cents(fee), 0n);
  return {
    surveillanceDays: daysText(surveillance),
    surveillanceAudits: audits,
    totalDays: daysText(total),
    auditFee: moneyText(auditFee),
    feesTotal: moneyText(feesTotal),
    amount: moneyText(auditFee + feesTotal),
  };
}
