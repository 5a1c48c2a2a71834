// Unit algebra of the carbon module: js-quantities knows the units and their dimensions, decimal.js
// does the arithmetic. js-quantities works in floating point (1 MWh → kWh gives 999.999…), so a
// multiplier is built from each unit's base scalar rounded to 12 significant digits (every unit the
// library defines has at most 12) and divided as decimals: 1 MWh → kWh is exactly 1000.
import { Decimal } from 'decimal.js';
import Qty from 'js-quantities';

/** A unit the library does not know, or two units of different dimensions. */
export class UnitMismatch extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
    /** The unit the library does not know; null when both are known but their dimensions differ. */
    readonly unknown: string | null = null,
  ) {
    super(unknown ? `unknown unit "${unknown}"` : `"${from}" does not convert to "${to}"`);
    this.name = 'UnitMismatch';
  }
}

const parsed = new Map<string, Qty | null>();

/** The unit as a quantity of 1, or null when the text is not a unit (a number, an unknown word). */
function quantityOf(unit: string): Qty | null {
  const known = parsed.get(unit);
  if (known !== undefined) return known;
  let quantity: Qty | null = null;
  // "5 kg" parses as a quantity, not a unit: a unit names no number of its own.
  if (unit.trim() && !/^[\s\d.+-]/.test(unit)) {
    try {
      quantity = Qty.parse(unit);
    } catch {
      quantity = null;
    }
    if (quantity && quantity.scalar !== 1) quantity = null;
  }
  // User-typed units reach this cache: keep it bounded.
  if (parsed.size > 2000) parsed.clear();
  parsed.set(unit, quantity);
  return quantity;
}

function baseScalarOf(quantity: Qty): Decimal {
  return new Decimal(quantity.baseScalar.toPrecision(12));
}

/** Whether the units library knows the text as a unit (kg, t, kWh, MWh, GJ, TJ/Gg, m^3, L, t*km …). */
export function isUnit(text: string): boolean {
  return quantityOf(text) !== null;
}

/** Whether the unit is a mass (kg, t, Gg …): the numerator of an emission factor must be one. */
export function isMassUnit(text: string): boolean {
  return quantityOf(text)?.kind() === 'mass';
}

/** Whether an amount in `from` converts to `to` (both known, same dimension). */
export function converts(from: string, to: string): boolean {
  const a = quantityOf(from);
  const b = quantityOf(to);
  return !!a && !!b && a.isCompatible(b);
}

/**
 * The number an amount in `from` is multiplied by to be in `to` (MWh → kWh: 1000).
 * Throws UnitMismatch for an unknown unit or different dimensions.
 */
export function unitMultiplier(from: string, to: string): Decimal {
  if (from === to) return new Decimal(1);
  const a = quantityOf(from);
  if (!a) throw new UnitMismatch(from, to, from);
  const b = quantityOf(to);
  if (!b) throw new UnitMismatch(from, to, to);
  if (!a.isCompatible(b)) throw new UnitMismatch(from, to);
  return baseScalarOf(a).div(baseScalarOf(b));
}

/**
 * The multiplier that turns an amount in `from` times a quantity per `through` (a net calorific
 * value in TJ/Gg, a density in kg/m^3 …) into `to`: t × TJ/Gg → TJ gives 0.001.
 * Throws UnitMismatch when the product is not of the dimension of `to`.
 */
export function productMultiplier(from: string, through: string, to: string): Decimal {
  const a = quantityOf(from);
  if (!a) throw new UnitMismatch(from, to, from);
  const c = quantityOf(through);
  if (!c) throw new UnitMismatch(from, to, through);
  const b = quantityOf(to);
  if (!b) throw new UnitMismatch(from, to, to);
  if (!a.mul(c).isCompatible(b)) throw new UnitMismatch(`${from}*${through}`, to);
  return baseScalarOf(a).mul(baseScalarOf(c)).div(baseScalarOf(b));
}
