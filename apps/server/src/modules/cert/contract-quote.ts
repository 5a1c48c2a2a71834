// The quotation of a certification contract and the amount in Chinese capitals (人民币大写), pure
// functions of decimal strings. What a quotation covers: CONTRACT_SURVEILLANCE_AUDITS in cert-model.ts.
import { Decimal } from 'decimal.js';
import {
  CONTRACT_SURVEILLANCE_AUDITS,
  isProductScheme,
  type CertContractFee,
  type CertQuote,
} from '@platform/contract';

const HALF = new Decimal('0.5');

/** A surveillance audit's days: a third of the initial days, rounded up to half days, at least half a day. */
export function surveillanceDays(initialDays: string): Decimal {
  const third = new Decimal(initialDays).div(3);
  return Decimal.max(HALF, third.div(HALF).ceil().mul(HALF));
}

export function quote(input: {
  scheme: string;
  auditDays: string;
  dayRate: string;
  fees: readonly CertContractFee[];
}): CertQuote {
  const initial = new Decimal(input.auditDays);
  const product = isProductScheme(input.scheme);
  const surveillance = product ? new Decimal(0) : surveillanceDays(input.auditDays);
  const audits = product ? 0 : CONTRACT_SURVEILLANCE_AUDITS;
  const totalDays = initial.plus(surveillance.mul(audits));
  const auditFee = totalDays.mul(input.dayRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const feesTotal = input.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0));
  const amount = auditFee.plus(feesTotal);
  return {
    initialDays: initial.toFixed(),
    surveillanceDays: surveillance.toFixed(),
    surveillanceAudits: audits,
    totalDays: totalDays.toFixed(),
    dayRate: new Decimal(input.dayRate).toFixed(2),
    auditFee: auditFee.toFixed(2),
    fees: input.fees.map((fee) => ({ name: fee.name, amount: new Decimal(fee.amount).toFixed(2) })),
    feesTotal: feesTotal.toFixed(2),
    amount: amount.toFixed(2),
    amountInWords: chineseAmount(amount.toFixed(2)),
  };
}

/**
 * The characters of 人民币大写, Chinese in every language (a notation, not words; listed in
 * i18n/sources.test.ts): the digits 零 to 玖, the places 拾佰仟, the sections 万亿, 元角分 and 整.
 */
const CAPITALS = '零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整';
const digits = [...CAPITALS.slice(0, 10)];
const places = ['', ...CAPITALS.slice(10, 13)];
const [WAN, YI, YUAN, JIAO, FEN, WHOLE] = [...CAPITALS.slice(13)] as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const sections = ['', WAN, YI, WAN + YI];

/**
 * An amount of yuan in Chinese capitals as written on contracts and invoices: 12800 → 壹万贰仟捌佰元整,
 * 1005.30 → 壹仟零伍元叁角整, 10.05 → 壹拾元零伍分, 0.5 → 伍角整. Rounds half up to fen; amounts from
 * 0 up to (not including) 10^16 yuan.
 */
export function chineseAmount(value: string | number): string {
  const amount = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (amount.isNegative() || amount.gte('1e16')) throw new RangeError(`amount out of range: ${value}`);
  const [yuanText, fraction = '00'] = amount.toFixed(2).split('.');
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const yuan = yuanText!.replace(/^0+/, '');

  let words = '';
  let zero = false;
  for (let i = 0; i < yuan.length; i++) {
    const digit = Number(yuan[i]);
    const place = yuan.length - 1 - i;
    if (digit === 0) {
      zero = true;
    } else {
      if (zero && words) words += digits[0];
      zero = false;
      words += digits[digit]! + places[place % 4]!;
    }
    // A section (万, 亿) is named when any of its four digits is not zero.
    if (place % 4 === 0 && place > 0) {
      const section = yuan.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(section)) words += sections[place / 4]!;
    }
  }
  if (words) words += YUAN;
  if (jiao === 0 && fen === 0) return words ? words + WHOLE : digits[0]! + YUAN + WHOLE;
  if (jiao > 0) words += digits[jiao]! + JIAO;
  else if (words) words += digits[0]!;
  return fen > 0 ? words + digits[fen]! + FEN : words + WHOLE;
}
