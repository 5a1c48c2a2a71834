import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { NoGwp, UnitMismatch, activityConversion, emissionOf, energyTceOf, gwpOf } from './calc.js';
import { converts, isMassUnit, isUnit, productMultiplier, unitMultiplier } from './units.js';

const diesel = {
  value: '74100',
  numeratorUnit: 'kg',
  denominatorUnit: 'TJ',
  gas: 'CO2',
  ncv: '43.0',
  ncvUnit: 'TJ/Gg',
};
const grid = { value: '0.5703', numeratorUnit: 't', denominatorUnit: 'MWh', gas: 'CO2' };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('units', () => {
  it('gives exact multipliers where js-quantities drifts', () => {
    expect(unitMultiplier('MWh', 'kWh').toString()).toBe('1000');
    expect(unitMultiplier('kWh', 'MWh').toString()).toBe('0.001');
    expect(unitMultiplier('t', 'kg').toString()).toBe('1000');
    expect(unitMultiplier('Gg', 't').toString()).toBe('1000');
    expect(unitMultiplier('L', 'm^3').toString()).toBe('0.001');
    expect(unitMultiplier('kWh', 'MJ').toString()).toBe('3.6');
    expect(unitMultiplier('kg', 'kg').toString()).toBe('1');
  });

  it('converts through a quantity per unit (a net calorific value)', () => {
    expect(productMultiplier('t', 'TJ/Gg', 'TJ').toString()).toBe('0.001');
    expect(productMultiplier('m^3', 'MJ/m^3', 'GJ').toString()).toBe('0.001');
  });

  it('refuses units of different dimensions, and unknown ones, with a typed error', () => {
    const mismatch = thrown(() => unitMultiplier('kWh', 't'));
    expect(mismatch).toBeInstanceOf(UnitMismatch);
    expect(mismatch).toMatchObject({ from: 'kWh', to: 't', unknown: null });
    expect(thrown(() => unitMultiplier('kg', 'foo'))).toMatchObject({ unknown: 'foo' });
    expect(converts('kWh', 't')).toBe(false);
    expect(converts('GJ', 'kWh')).toBe(true);
  });

  it('knows units, and tells a mass', () => {
    for (const unit of ['kg', 't', 'kWh', 'MWh', 'GJ', 'TJ', 'm^3', 'L', 't*km', 'TJ/Gg']) {
      expect(isUnit(unit), unit).toBe(true);
    }
    for (const text of ['', ' ', 'tCO2', '5 kg', 'foo']) expect(isUnit(text), text).toBe(false);
    expect(isMassUnit('t')).toBe(true);
    expect(isMassUnit('kg')).toBe(true);
    expect(isMassUnit('kWh')).toBe(false);
    expect(isMassUnit('nonsense')).toBe(false);
  });
});

describe('emissionOf', () => {
  it('turns a mass of diesel into energy with the NCV (IPCC 2006 default factor)', () => {
    const result = emissionOf({ activity: '1', activityUnit: 't', factor: diesel, gwpSet: 'AR6' });
    expect(result.emission.toString()).toBe('3.1863');
    expect(result.viaNcv).toBe(true);
    expect(result.gwp.toString()).toBe('1');
    // activity × factor value × unitConversion × gwp is the emission
    expect(new Decimal(1).mul(diesel.value).mul(result.unitConversion).toString()).toBe('3.1863');
    // the same diesel in kg, and an activity already in energy, need no NCV or use it consistently
    expect(
      emissionOf({ activity: '1000', activityUnit: 'kg', factor: diesel, gwpSet: 'AR5' }).emission.toString(),
    ).toBe('3.1863');
    const direct = emissionOf({ activity: '0.043', activityUnit: 'TJ', factor: diesel, gwpSet: 'AR6' });
    expect(direct.emission.toString()).toBe('3.1863');
    expect(direct.viaNcv).toBe(false);
  });

  it('converts kWh of electricity to the grid factor in MWh', () => {
    const result = emissionOf({ activity: '1000', activityUnit: 'kWh', factor: grid, gwpSet: 'AR6' });
    expect(result.emission.toString()).toBe('0.5703');
    expect(result.unitConversion.toString()).toBe('0.001');
  });

  it('weights methane by the GWP set: AR5 28, AR6 29.8', () => {
    // IPCC 2006 vol. 2 table 2.2: natural gas, energy industries, 1 kg CH4/TJ
    const methane = { value: '1', numeratorUnit: 'kg', denominatorUnit: 'TJ', gas: 'CH4' };
    const ar5 = emissionOf({ activity: '1000', activityUnit: 'TJ', factor: methane, gwpSet: 'AR5' });
    const ar6 = emissionOf({ activity: '1000', activityUnit: 'TJ', factor: methane, gwpSet: 'AR6' });
    expect(ar5.emission.toString()).toBe('28');
    expect(ar5.gwp.toString()).toBe('28');
    expect(ar6.emission.toString()).toBe('29.8');
    expect(ar6.gwp.toString()).toBe('29.8');
  });

  it('weights nitrous oxide: AR5 265, AR6 273', () => {
    // diesel, 0.6 kg N2O/TJ, 100 t at 43.0 TJ/Gg = 4.3 TJ → 2.58 kg N2O
    const n2o = { ...diesel, value: '0.6', gas: 'N2O' };
    expect(
      emissionOf({ activity: '100', activityUnit: 't', factor: n2o, gwpSet: 'AR5' }).emission.toString(),
    ).toBe('0.6837');
    expect(
      emissionOf({ activity: '100', activityUnit: 't', factor: n2o, gwpSet: 'AR6' }).emission.toString(),
    ).toBe('0.70434');
  });

  it('refuses an activity that does not convert to what the factor is per', () => {
    expect(
      thrown(() => emissionOf({ activity: '1', activityUnit: 'km', factor: diesel, gwpSet: 'AR6' })),
    ).toBeInstanceOf(UnitMismatch);
    expect(
      thrown(() => emissionOf({ activity: '1', activityUnit: 't', factor: grid, gwpSet: 'AR6' })),
    ).toBeInstanceOf(UnitMismatch);
    expect(thrown(() => activityConversion('m^3', diesel))).toBeInstanceOf(UnitMismatch);
    // a numerator that is not a mass
    const wrong = { ...grid, numeratorUnit: 'kWh' };
    expect(
      thrown(() => emissionOf({ activity: '1', activityUnit: 'MWh', factor: wrong, gwpSet: 'AR6' })),
    ).toBeInstanceOf(UnitMismatch);
  });

  it('has no single GWP for HFCs', () => {
    expect(thrown(() => gwpOf('HFCs', 'AR6'))).toBeInstanceOf(NoGwp);
    expect(gwpOf('CO2e', 'AR5').toString()).toBe('1');
  });
});

describe('energyTceOf', () => {
  it('counts electricity at 0.1229 kgce/kWh', () => {
    expect(energyTceOf('electricity', '1000', 'kWh')?.toString()).toBe('0.1229');
    expect(energyTceOf('electricity', '1', 'MWh')?.toString()).toBe('0.1229');
  });

  it('counts natural gas by volume and diesel by mass', () => {
    expect(energyTceOf('natural_gas', '10000', 'm^3')?.toString()).toBe('12.143');
    expect(energyTceOf('diesel', '1', 't')?.toString()).toBe('1.4571');
  });

  it('has no figure for an unknown carrier or a unit that does not fit', () => {
    expect(energyTceOf('plutonium', '1', 'kg')).toBeNull();
    expect(energyTceOf('natural_gas', '1', 'kg')).toBeNull();
  });
});
