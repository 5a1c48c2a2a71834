// The tenant's brand settings (brand_settings; BRAND_DEFAULTS where the tenant saved none): the scoring's
// deviation share and the royalty-relief defaults. The value area's calls read and save them; scoring
// reads the deviation share.
import { eq } from 'drizzle-orm';
import { BRAND_DEFAULTS } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { brandSettings } from '../../db/schema/index.js';

export interface BrandSettingValues {
  deviationShare: string;
  royaltyMin: string;
  royaltyMax: string;
  taxRate: string;
  discountRate: string;
  terminalGrowth: string;
  forecastYears: number;
}

/** The tenant's settings, the defaults filled in (run in the tenant's scope, or pass its transaction). */
export async function brandSettingsOf(db: Db, tenantId: string): Promise<BrandSettingValues> {
  const [row] = await db.select().from(brandSettings).where(eq(brandSettings.tenantId, tenantId));
  if (!row)
    return {
      deviationShare: BRAND_DEFAULTS.deviationShare,
      royaltyMin: BRAND_DEFAULTS.royaltyMin,
      royaltyMax: BRAND_DEFAULTS.royaltyMax,
      taxRate: BRAND_DEFAULTS.taxRate,
      discountRate: BRAND_DEFAULTS.discountRate,
      terminalGrowth: BRAND_DEFAULTS.terminalGrowth,
      forecastYears: BRAND_DEFAULTS.forecastYears,
    };
  return {
    deviationShare: row.deviationShare,
    royaltyMin: row.royaltyMin,
    royaltyMax: row.royaltyMax,
    taxRate: row.taxRate,
    discountRate: row.discountRate,
    terminalGrowth: row.terminalGrowth,
    forecastYears: row.forecastYears,
  };
}
