// The platform's public factor library (carbon_factors rows without a tenant, read by every tenant):
// default factors as their publications print them, each with its source. Written by key, so a
// start after an update brings every install's library up to date without touching tenants' own
// factors. Categories without a precise public default here (materials, transport, waste) are left
// to tenants' own factors (supplier EPDs, carriers' figures).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carbonFactors } from '../db/schema/index.js';
import { withSystemScope } from '../db/tenant-scope.js';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PlatformFactor {
  key: string;
  name: string;
  category: 'stationary' | 'mobile' | 'electricity' | 'heat';
  gas: 'CO2' | 'CH4' | 'N2O';
  value: string;
  numeratorUnit: string;
  denominatorUnit: string;
  ncv: string | null;
  ncvUnit: string | null;
  carrier: string | null;
  source: string;
  year: number;
  region: string;
  description: string;
}

const IPCC_2006 = 'IPCC 2006 Guidelines for National Greenhouse Gas Inventories, Vol. 2 Energy';
const IPCC_NCV = 'NCV: Vol. 2 Ch. 1 Table 1.2';

interface Fuel {
  key: string;
  name: string;
  english: string;
  carrier: string;
  /** kg CO2/TJ (Vol. 2 Ch. 1 Table 1.4, repeated in Ch. 2 Tables 2.2–2.5) */
  co2: string;
  /** TJ/Gg (Vol. 2 Ch. 1 Table 1.2) */
  ncv: string;
  /** kg/TJ, manufacturing industries and construction (Vol. 2 Ch. 2 Table 2.3) */
  ch4: string;
  n2o: string;
}

const STATIONARY: Fuel[] = [
  {
    key: 'diesel',
    name: '柴油',
    english: 'Gas/Diesel oil',
    carrier: 'diesel',
    co2: '74100',
    ncv: '43.0',
    ch4: '3',
    n2o: '0.6',
  },
  {
    key: 'gasoline',
    name: '车用汽油',
    english: 'Motor gasoline',
    carrier: 'gasoline',
    co2: '69300',
    ncv: '44.3',
    ch4: '3',
    n2o: '0.6',
  },
  {
    key: 'natural-gas',
    name: '天然气',
    english: 'Natural gas',
    carrier: 'natural_gas',
    co2: '56100',
    ncv: '48.0',
    ch4: '1',
    n2o: '0.1',
  },
  {
    key: 'lpg',
    name: '液化石油气',
    english: 'Liquefied petroleum gases',
    carrier: 'lpg',
    co2: '63100',
    ncv: '47.3',
    ch4: '1',
    n2o: '0.1',
  },
  {
    key: 'fuel-oil',
    name: '燃料油（残渣燃料油）',
    english: 'Residual fuel oil',
    carrier: 'fuel_oil',
    co2: '77400',
    ncv: '40.4',
    ch4: '3',
    n2o: '0.6',
  },
  {
    key: 'bituminous-coal',
    name: '其他烟煤',
    english: 'Other bituminous coal',
    carrier: 'raw_coal',
    co2: '94600',
    ncv: '25.8',
    ch4: '10',
    n2o: '1.5',
  },
  {
    key: 'coke',
    name: '焦炭',
    english: 'Coke oven coke and lignite coke',
    carrier: 'coke',
    co2: '107000',
    ncv: '28.2',
    ch4: '10',
    n2o: '1.5',
  },
];

interface RoadFuel {
  key: string;
  name: string;
  english: string;
  carrier: string;
  co2: string;
  ncv: string;
  /** kg/TJ (Vol. 2 Ch. 3 Table 3.2.2; gasoline: uncontrolled vehicles) */
  ch4: string;
  n2o: string;
}

const ROAD: RoadFuel[] = [
  {
    key: 'diesel',
    name: '柴油',
    english: 'Gas/Diesel oil',
    carrier: 'diesel',
    co2: '74100',
    ncv: '43.0',
    ch4: '3.9',
    n2o: '3.9',
  },
  {
    key: 'gasoline',
    name: '车用汽油',
    english: 'Motor gasoline, uncontrolled',
    carrier: 'gasoline',
    co2: '69300',
    ncv: '44.3',
    ch4: '33',
    n2o: '3.2',
  },
];

const GAS_NAMES = { CO2: 'CO2', CH4: 'CH4', N2O: 'N2O' } as const;

function fuelFactors(
  prefix: string,
  category: 'stationary' | 'mobile',
  use: { name: string; english: string },
  fuel: Fuel | RoadFuel,
  tables: Record<'CO2' | 'CH4' | 'N2O', string>,
): PlatformFactor[] {
  return (['CO2', 'CH4', 'N2O'] as const).map((gas) => ({
    key: `${prefix}-${fuel.key}-${gas.toLowerCase()}`,
    name: `${fuel.name}${use.name} ${GAS_NAMES[gas]}`,
    category,
    gas,
    value: gas === 'CO2' ? fuel.co2 : gas === 'CH4' ? fuel.ch4 : fuel.n2o,
    numeratorUnit: 'kg',
    denominatorUnit: 'TJ',
    ncv: fuel.ncv,
    ncvUnit: 'TJ/Gg',
    carrier: fuel.carrier,
    source: `${IPCC_2006}, ${tables[gas]}; ${IPCC_NCV}`,
    year: 2006,
    region: 'global',
    description: `${fuel.english}, ${use.english}: IPCC default ${gas} factor per TJ (net calorific basis)`,
  }));
}

export const PLATFORM_FACTORS: PlatformFactor[] = [
  ...STATIONARY.flatMap((fuel) =>
    fuelFactors(
      'ipcc-stationary',
      'stationary',
      { name: '固定燃烧', english: 'stationary combustion in manufacturing industries and construction' },
      fuel,
      {
        CO2: 'Ch. 2 Stationary Combustion, Table 2.3 (CO2 as Ch. 1 Table 1.4)',
        CH4: 'Ch. 2 Stationary Combustion, Table 2.3',
        N2O: 'Ch. 2 Stationary Combustion, Table 2.3',
      },
    ),
  ),
  ...ROAD.flatMap((fuel) =>
    fuelFactors('ipcc-mobile', 'mobile', { name: '道路移动源', english: 'road transport' }, fuel, {
      CO2: 'Ch. 3 Mobile Combustion, Table 3.2.1',
      CH4: 'Ch. 3 Mobile Combustion, Table 3.2.2',
      N2O: 'Ch. 3 Mobile Combustion, Table 3.2.2',
    }),
  ),
  {
    key: 'cn-grid-2022',
    name: '全国电网平均排放因子（2022年度）',
    category: 'electricity',
    gas: 'CO2',
    value: '0.5703',
    numeratorUnit: 't',
    denominatorUnit: 'MWh',
    ncv: null,
    ncvUnit: null,
    carrier: 'electricity',
    source:
      '生态环境部办公厅《关于做好2023—2025年发电行业企业温室气体排放报告管理有关工作的通知》（环办气候函〔2023〕43号）',
    year: 2022,
    region: 'CN',
    description:
      "China's national grid average emission factor for 2022 (Ministry of Ecology and Environment, 2023), used for purchased electricity in enterprise GHG reports",
  },
  {
    key: 'cn-power-avg-2021',
    name: '全国电力平均二氧化碳排放因子（2021年）',
    category: 'electricity',
    gas: 'CO2',
    value: '0.5568',
    numeratorUnit: 't',
    denominatorUnit: 'MWh',
    ncv: null,
    ncvUnit: null,
    carrier: 'electricity',
    source:
      '生态环境部、国家统计局《关于发布2021年电力二氧化碳排放因子的公告》（公告2024年第12号），0.5568 kgCO2/kWh',
    year: 2021,
    region: 'CN',
    description:
      "China's national average CO2 emission factor of electricity for 2021 (Ministry of Ecology and Environment and National Bureau of Statistics, 2024)",
  },
  {
    key: 'cn-heat-default',
    name: '外购热力排放因子（缺省值）',
    category: 'heat',
    gas: 'CO2',
    value: '0.11',
    numeratorUnit: 't',
    denominatorUnit: 'GJ',
    ncv: null,
    ncvUnit: null,
    carrier: 'heat',
    source:
      '国家发展改革委《工业其他行业企业温室气体排放核算方法与报告指南（试行）》（发改办气候〔2015〕1722号），热力供应排放因子缺省值',
    year: 2015,
    region: 'CN',
    description:
      'Default emission factor of purchased heat (steam, hot water), China GHG accounting guidelines for industrial enterprises (NDRC, 2015)',
  },
];

/** Writes the platform library by key: new factors are added, changed ones updated, tenants' untouched. */
export async function seedCarbonFactors(db: Tx): Promise<void> {
  const rows = PLATFORM_FACTORS.map((f) => ({ ...f, tenantId: null, createdBy: null, updatedBy: null }));
  await db
    .insert(carbonFactors)
    .values(rows)
    .onConflictDoUpdate({
      target: carbonFactors.key,
      targetWhere: sql`tenant_id is null`,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        gas: sql`excluded.gas`,
        value: sql`excluded.value`,
        numeratorUnit: sql`excluded.numerator_unit`,
        denominatorUnit: sql`excluded.denominator_unit`,
        ncv: sql`excluded.ncv`,
        ncvUnit: sql`excluded.ncv_unit`,
        carrier: sql`excluded.carrier`,
        source: sql`excluded.source`,
        year: sql`excluded.year`,
        region: sql`excluded.region`,
        description: sql`excluded.description`,
        updatedAt: sql`now()`,
      },
      // An unchanged factor keeps its row as it was (updated_at says when the library last changed it).
      setWhere: sql`(carbon_factors.name, carbon_factors.category, carbon_factors.gas, carbon_factors.value,
        carbon_factors.numerator_unit, carbon_factors.denominator_unit, carbon_factors.ncv, carbon_factors.ncv_unit,
        carbon_factors.carrier, carbon_factors.source, carbon_factors.year, carbon_factors.region,
        carbon_factors.description) is distinct from (excluded.name, excluded.category, excluded.gas, excluded.value,
        excluded.numerator_unit, excluded.denominator_unit, excluded.ncv, excluded.ncv_unit, excluded.carrier,
        excluded.source, excluded.year, excluded.region, excluded.description)`,
    });
}

/** The library brought up to date on a database seeded before (every start: the seed runs once). */
export function updateCarbonFactors(db: Db): Promise<void> {
  return withSystemScope(() => seedCarbonFactors(db));
}
