import type { CarbonFactor } from '@platform/contract';
import { formatExact } from '../components';

/** A factor's value with its units, e.g. 0.5703 t/MWh. */
export const factorValueText = (factor: Pick<CarbonFactor, 'value' | 'numeratorUnit' | 'denominatorUnit'>) =>
  `${formatExact(factor.value)} ${factor.numeratorUnit}/${factor.denominatorUnit}`;
