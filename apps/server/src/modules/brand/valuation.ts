// The royalty-relief brand value (ISO 10668 income approach), pure: the present value of the royalties
// the owner saves by owning the brand over an explicit forecast, plus a Gordon-growth terminal value.
// Every figure stays at full precision (decimal.js, 40 significant digits); only display rounds.
import {
  SENSITIVITY_STEPS,
  type BrandSensitivity,
  type BrandValueInputValues,
  type BrandValueStep,
} from '@platform/contract';
import { Decimal as Base } from 'decimal.js';

const Decimal = Base.clone({ precision: 40, rounding: Base.ROUND_HALF_UP });
type Decimal = InstanceType<typeof Decimal>;

/** The discount rate does not exceed the terminal growth: the terminal value has no finite sum. */
export class DiscountNotAboveGrowth extends Error {
  constructor() {
    super('the discount rate must be greater than the terminal growth');
  }
}

export interface ValuationFigures {
  royaltyRate: string;
  steps: BrandValueStep[];
  presentValueSum: string;
  terminalValue: string;
  terminalPresentValue: string;
  value: string;
}

/** A decimal as plain text without exponent and without trailing zeros. */
const plain = (d: Decimal) => d.toFixed();

/** royaltyMin + (royaltyMax − royaltyMin) × strength / 100, the strength (0–100) capped to its range. */
export function royaltyRateOf(royaltyMin: string, royaltyMax: string, strength: string): string {
  const s = Decimal.min(100, Decimal.max(0, new Decimal(strength)));
  const min = new Decimal(royaltyMin);
  return plain(min.plus(new Decimal(royaltyMax).minus(min).times(s).div(100)));
}

interface Rates {
  baseRevenue: string;
  growth: string[];
  royaltyRate: string;
  taxRate: string;
  discountRate: string;
  terminalGrowth: string;
}

function compute(rates: Rates): ValuationFigures {
  const r = new Decimal(rates.discountRate);
  const gTerminal = new Decimal(rates.terminalGrowth);
  if (r.lte(gTerminal)) throw new DiscountNotAboveGrowth();
  const rate = new Decimal(rates.royaltyRate);
  const keep = new Decimal(1).minus(rates.taxRate);
  let revenue = new Decimal(rates.baseRevenue);
  let compound = new Decimal(1);
  let sum = new Decimal(0);
  let lastAfterTax = new Decimal(0);
  const steps = rates.growth.map((g, i): BrandValueStep => {
    revenue = revenue.times(new Decimal(1).plus(g));
    compound = compound.times(new Decimal(1).plus(r));
    const royalty = revenue.times(rate);
    const afterTax = royalty.times(keep);
    // Dividing by (1 + r)^t rather than multiplying by the rounded factor keeps exact figures exact.
    const presentValue = afterTax.div(compound);
    sum = sum.plus(presentValue);
    lastAfterTax = afterTax;
    return {
      year: i + 1,
      growth: g,
      revenue: plain(revenue),
      royalty: plain(royalty),
      afterTax: plain(afterTax),
      discountFactor: plain(new Decimal(1).div(compound)),
      presentValue: plain(presentValue),
    };
  });
  const terminal = lastAfterTax.times(new Decimal(1).plus(gTerminal)).div(r.minus(gTerminal));
  const terminalPv = terminal.div(compound);
  return {
    royaltyRate: plain(rate),
    steps,
    presentValueSum: plain(sum),
    terminalValue: plain(terminal),
    terminalPresentValue: plain(terminalPv),
    value: plain(sum.plus(terminalPv)),
  };
}

/** The valuation of inputs at a strength score (0–100); throws DiscountNotAboveGrowth when r ≤ g∞. */
export function valuate(inputs: BrandValueInputValues, strength: string): ValuationFigures {
  return compute({
    ...inputs,
    royaltyRate: royaltyRateOf(inputs.royaltyMin, inputs.royaltyMax, strength),
  });
}

/**
 * The value for the royalty rate ± SENSITIVITY_STEPS (rows) and the discount rate ± SENSITIVITY_STEPS
 * (columns); the middle cell is the base case. A cell whose rate falls below 0 or whose discount rate
 * does not exceed the terminal growth is null.
 */
export function sensitivityOf(inputs: BrandValueInputValues, royaltyRate: string): BrandSensitivity {
  const around = (base: string) => SENSITIVITY_STEPS.map((s) => plain(new Decimal(base).plus(s)));
  const royaltyRates = around(royaltyRate);
  const discountRates = around(inputs.discountRate);
  const values = royaltyRates.map((royalty) =>
    discountRates.map((discount) => {
      if (new Decimal(royalty).isNeg() || new Decimal(discount).lte(inputs.terminalGrowth)) return null;
      return compute({ ...inputs, royaltyRate: royalty, discountRate: discount }).value;
    }),
  );
  return { royaltyRates, discountRates, values };
}

/** An amount of yuan rounded half up to 2 decimals, for display and for the process's stored value. */
export function moneyText(value: string): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
