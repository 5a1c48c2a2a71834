// The calculation every carbon figure comes from (DOMAIN.md "Greenhouse-gas accounting"):
// emission [t CO2e] = activity × unit conversion (× net calorific value) × factor × GWP, and energy
// in tonnes of standard coal from the GB/T 2589 coefficients. Pure functions on decimals.
import { ENERGY_CARRIERS, GWP, type Gas, type GwpSet } from '@platform/contract';
import { Decimal } from 'decimal.js';
import { converts, productMultiplier, unitMultiplier } from './units.js';

export { UnitMismatch } from './units.js';

type DecimalInput = Decimal | string;

/** What the calculation needs of a factor (a carbon_factors row or a CarbonFactor answer). */
export interface FactorTerms {
  value: DecimalInput;
  /** A mass of the gas (kg, t). */
  numeratorUnit: string;
  /** What the factor is per (TJ, MWh, t, m^3, t*km …). */
  denominatorUnit: string;
  gas: string;
  /** Net calorific value: turns a mass or volume of fuel into the energy a per-energy factor needs. */
  ncv?: DecimalInput | null;
  ncvUnit?: string | null;
}

/** A gas without a single GWP in the set (HFCs and PFCs are families: their factors are in CO2e). */
export class NoGwp extends Error {
  constructor(
    readonly gas: string,
    readonly gwpSet: string,
  ) {
    super(`no ${gwpSet} GWP for ${gas}`);
    this.name = 'NoGwp';
  }
}

/** The 100-year GWP of a gas in a set (CO2e factors: 1). Throws NoGwp. */
export function gwpOf(gas: string, gwpSet: GwpSet): Decimal {
  const value = GWP[gwpSet]?.[gas as Gas];
  if (value === undefined) throw new NoGwp(gas, gwpSet);
  return new Decimal(value);
}

/**
 * How an activity in `activityUnit` meets the factor's denominator: directly (kWh → MWh), or through
 * the factor's net calorific value (t of diesel × TJ/Gg → TJ). `multiplier` turns the activity into
 * the denominator unit, the NCV's value included when `viaNcv`. Throws UnitMismatch when neither fits.
 */
export function activityConversion(
  activityUnit: string,
  factor: Pick<FactorTerms, 'denominatorUnit' | 'ncv' | 'ncvUnit'>,
): { multiplier: Decimal; viaNcv: boolean } {
  if (converts(activityUnit, factor.denominatorUnit) || !factor.ncv || !factor.ncvUnit) {
    return { multiplier: unitMultiplier(activityUnit, factor.denominatorUnit), viaNcv: false };
  }
  const multiplier = productMultiplier(activityUnit, factor.ncvUnit, factor.denominatorUnit).mul(
    new Decimal(factor.ncv),
  );
  return { multiplier, viaNcv: true };
}

export interface EmissionInput {
  activity: DecimalInput;
  activityUnit: string;
  factor: FactorTerms;
  gwpSet: GwpSet;
}

export interface Emission {
  /** t CO2e */
  emission: Decimal;
  /**
   * The multiplier that turns activity × factor value into tonnes of the gas: the activity's
   * conversion to the factor's denominator (with the NCV when one was needed) times the numerator's
   * conversion to tonnes. emission = activity × factor value × unitConversion × gwp.
   */
  unitConversion: Decimal;
  gwp: Decimal;
  /** Whether the factor's net calorific value was used. */
  viaNcv: boolean;
}

/**
 * The emission of an activity with a factor: 1 t diesel × 74,100 kg CO2/TJ with NCV 43.0 TJ/Gg →
 * 3.1863 t CO2; 1,000 kWh × 0.5703 t CO2/MWh → 0.5703 t. Throws UnitMismatch (the activity does not
 * convert to what the factor is per, or the numerator is not a mass) or NoGwp.
 */
export function emissionOf(input: EmissionInput): Emission {
  const { multiplier, viaNcv } = activityConversion(input.activityUnit, input.factor);
  const unitConversion = multiplier.mul(unitMultiplier(input.factor.numeratorUnit, 't'));
  const gwp = gwpOf(input.factor.gas, input.gwpSet);
  const emission = new Decimal(input.activity).mul(input.factor.value).mul(unitConversion).mul(gwp);
  return { emission, unitConversion, gwp, viaNcv };
}

/**
 * Tonnes of standard coal equivalent of an activity of an energy carrier (GB/T 2589 coefficients,
 * ENERGY_CARRIERS): 1,000 kWh of electricity → 0.1229 tce. Null when the carrier is not one of
 * ENERGY_CARRIERS or the activity's unit does not convert to the unit its coefficient is per.
 */
export function energyTceOf(
  carrierKey: string,
  activity: DecimalInput,
  activityUnit: string,
): Decimal | null {
  const carrier = ENERGY_CARRIERS.find((c) => c.key === carrierKey);
  if (!carrier || !converts(activityUnit, carrier.unit)) return null;
  return new Decimal(activity)
    .mul(unitMultiplier(activityUnit, carrier.unit))
    .mul(carrier.kgcePerUnit)
    .div(1000);
}
