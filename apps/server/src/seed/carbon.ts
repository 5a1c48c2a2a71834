// Demo carbon data (issue 20) for green-carbon, an auto-parts maker: the company with two sites (the
// Suzhou site with two workshops), their meters, monthly readings for last year and this year so far,
// an accounting model per year, a product with a cradle-to-gate path, and a reduction plan, so that
// staff_b's 碳排放概览 shows real charts at first sign-in. Last year's inventory is left submitted for
// verification, so that expert_b finds it at 专家评审. Runs once, after the business demo seed.
import { Decimal } from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import {
  carbonActivity,
  carbonDevices,
  carbonFactors,
  carbonModels,
  carbonOrgs,
  carbonPaths,
  carbonPlans,
  carbonProducts,
  carbonSources,
} from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import type { RequestContext } from '../http/context.js';
import { emissionFigures } from '../modules/carbon/inventory.js';
import { verificationProcessDeployer } from '../modules/carbon/process.js';
import { verificationService } from '../modules/carbon/verification-service.js';

const BY = '周杰';

interface DeviceSeed {
  code: string;
  name: string;
  org: 'stamping' | 'painting' | 'wuxi' | 'suzhou';
  activityKind: 'fuel' | 'electricity' | 'heat';
  carrier: 'natural_gas' | 'diesel' | 'electricity' | 'heat';
  unit: string;
  /** A typical month's reading. */
  monthly: number;
}

const DEVICES: DeviceSeed[] = [
  {
    code: 'SZ-E-01',
    name: '冲压车间电表',
    org: 'stamping',
    activityKind: 'electricity',
    carrier: 'electricity',
    unit: 'kWh',
    monthly: 860_000,
  },
  {
    code: 'SZ-E-02',
    name: '涂装车间电表',
    org: 'painting',
    activityKind: 'electricity',
    carrier: 'electricity',
    unit: 'kWh',
    monthly: 215_000,
  },
  {
    code: 'SZ-G-01',
    name: '涂装车间烘干炉天然气表',
    org: 'painting',
    activityKind: 'fuel',
    carrier: 'natural_gas',
    unit: 'm^3',
    monthly: 41_500,
  },
  {
    code: 'SZ-D-01',
    name: '厂内叉车柴油（加油记录）',
    org: 'suzhou',
    activityKind: 'fuel',
    carrier: 'diesel',
    unit: 't',
    monthly: 3.2,
  },
  {
    code: 'SZ-H-01',
    name: '外购蒸汽流量计',
    org: 'suzhou',
    activityKind: 'heat',
    carrier: 'heat',
    unit: 'GJ',
    monthly: 1_800,
  },
  {
    code: 'WX-E-01',
    name: '无锡工厂总电表',
    org: 'wuxi',
    activityKind: 'electricity',
    carrier: 'electricity',
    unit: 'kWh',
    monthly: 520_000,
  },
  {
    code: 'WX-G-01',
    name: '无锡工厂锅炉天然气表',
    org: 'wuxi',
    activityKind: 'fuel',
    carrier: 'natural_gas',
    unit: 'm^3',
    monthly: 28_000,
  },
];

/** Production and weather move the readings: heating gas peaks in winter, power dips at Spring Festival. */
const SEASON = [1.18, 0.78, 1.02, 0.98, 1.0, 1.04, 1.08, 1.09, 1.01, 0.99, 1.03, 1.12];

function reading(device: DeviceSeed, year: number, month: number): string {
  const seasonal = device.carrier === 'natural_gas' || device.carrier === 'heat' ? SEASON[month - 1]! : 1;
  const festival = month === 2 ? 0.8 : 1;
  // A steady 3% a year less energy: the plan's measures at work.
  const trend = year > 2025 ? 0.97 : 1;
  // A fixed wobble per device and month, so that the charts are not flat.
  const wobble = 1 + (((device.code.charCodeAt(3) * 7 + month * 13 + year) % 9) - 4) / 100;
  const value = device.monthly * seasonal * festival * trend * wobble;
  return device.unit === 't' ? value.toFixed(3) : value.toFixed(0);
}

/** Factors of the tenant's own (supplier and logistics data the platform library does not have). */
const OWN_FACTORS = [
  {
    ref: 'gasByVolume',
    name: '天然气燃烧（按体积计）',
    category: 'stationary',
    gas: 'CO2',
    value: '56100',
    numeratorUnit: 'kg',
    denominatorUnit: 'TJ',
    ncv: '0.038931',
    ncvUnit: 'GJ/m^3',
    carrier: 'natural_gas',
    source:
      'IPCC 2006 国家温室气体清单指南 第2卷 表2.2；低位发热量取《工业其他行业企业温室气体排放核算方法与报告指南（试行）》389.31 GJ/万Nm³',
    year: 2006,
    region: 'CN',
  },
  {
    ref: 'coil',
    name: '冷轧钢卷（供应商环境产品声明）',
    category: 'material',
    gas: 'CO2e',
    value: '2.31',
    numeratorUnit: 't',
    denominatorUnit: 't',
    source: '宝钢股份冷轧钢卷环境产品声明（EPD），从摇篮到大门，2024',
    year: 2024,
    region: 'CN',
  },
  {
    ref: 'truck',
    name: '公路货运（重型柴油货车）',
    category: 'transport',
    gas: 'CO2e',
    value: '0.078',
    numeratorUnit: 'kg',
    denominatorUnit: 't*km',
    source: '物流承运商提供的2024年度运输排放核算结果',
    year: 2024,
    region: 'CN',
  },
] as const;

/** Platform factors the model uses, by the library's keys (seed/carbon-factors.ts). */
const PLATFORM_KEYS = {
  grid: 'cn-grid-2022',
  diesel: 'ipcc-mobile-diesel-co2',
  steam: 'cn-heat-default',
} as const;

export async function seedCarbonDemo(app: FastifyInstance, db: Db): Promise<void> {
  await app.ready();
  const [tenant] = await withSystemScope(async () =>
    rowsOf<{ id: string }>(await db.execute(sql`select id from tenants where code = 'green-carbon'`)),
  );
  if (!tenant) throw new Error('tenant green-carbon missing');
  const tenantId = tenant.id;
  const platform = await withTenantScope(tenantId, async () => {
    const found: Record<string, string> = {};
    for (const [ref, key] of Object.entries(PLATFORM_KEYS)) {
      const [row] = await db
        .select({ id: carbonFactors.id })
        .from(carbonFactors)
        .where(and(isNull(carbonFactors.tenantId), eq(carbonFactors.key, key)));
      if (!row) throw new Error(`platform factor ${key} missing`);
      found[ref] = row.id;
    }
    return found as Record<keyof typeof PLATFORM_KEYS, string>;
  });

  const seeded = await withTenantScope(tenantId, () =>
    db.transaction(async (tx) => {
      const org = async (name: string, kind: string, parentId: string | null, extra: object = {}) => {
        const [row] = await tx
          .insert(carbonOrgs)
          .values({ tenantId, name, kind, parentId, createdBy: BY, updatedBy: BY, ...extra })
          .returning({ id: carbonOrgs.id });
        return row!.id;
      };
      const company = await org('绿源汽车零部件有限公司', 'company', null, {
        code: 'GY',
        region: '320500',
        address: '江苏省苏州市工业园区星湖街 88 号',
      });
      const suzhou = await org('苏州工厂', 'site', company, { code: 'GY-SZ', region: '320500', sort: 1 });
      const wuxi = await org('无锡工厂', 'site', company, { code: 'GY-WX', region: '320200', sort: 2 });
      const orgs = {
        suzhou,
        wuxi,
        stamping: await org('冲压车间', 'workshop', suzhou, { code: 'GY-SZ-CY', sort: 1 }),
        painting: await org('涂装车间', 'workshop', suzhou, { code: 'GY-SZ-TZ', sort: 2 }),
      };

      const own: Record<string, string> = {};
      for (const { ref, ...factor } of OWN_FACTORS) {
        const [row] = await tx
          .insert(carbonFactors)
          .values({ tenantId, ...factor, createdBy: BY, updatedBy: BY })
          .returning({ id: carbonFactors.id });
        own[ref] = row!.id;
      }

      const devices: Record<string, string> = {};
      for (const d of DEVICES) {
        const [row] = await tx
          .insert(carbonDevices)
          .values({
            tenantId,
            orgId: orgs[d.org],
            code: d.code,
            name: d.name,
            activityKind: d.activityKind,
            carrier: d.carrier,
            unit: d.unit,
            createdBy: BY,
            updatedBy: BY,
          })
          .returning({ id: carbonDevices.id });
        devices[d.code] = row!.id;
      }

      // Last year in full; this year up to the month before the current one.
      const thisYear = new Date().getFullYear();
      const lastYear = thisYear - 1;
      const months = (year: number) => (year < thisYear ? 12 : Math.max(1, new Date().getMonth()));
      const rows = [lastYear, thisYear].flatMap((year) =>
        DEVICES.flatMap((d) =>
          Array.from({ length: months(year) }, (_, i) => ({
            tenantId,
            orgId: orgs[d.org],
            deviceId: devices[d.code]!,
            year,
            month: i + 1,
            value: reading(d, year, i + 1),
            createdBy: BY,
            updatedBy: BY,
          })),
        ),
      );
      await tx.insert(carbonActivity).values(rows);

      const ids = (...codes: string[]) => codes.map((c) => devices[c]!);
      const sources = [
        {
          name: '天然气燃烧（涂装烘干炉、锅炉）',
          activityKind: 'fuel',
          carrier: 'natural_gas',
          deviceIds: ids('SZ-G-01', 'WX-G-01'),
          factorId: own.gasByVolume!,
          activityUnit: 'm^3',
          scope: 1,
          isoCategory: 1,
        },
        {
          name: '厂内叉车柴油',
          activityKind: 'fuel',
          carrier: 'diesel',
          deviceIds: ids('SZ-D-01'),
          factorId: platform.diesel,
          activityUnit: 't',
          scope: 1,
          isoCategory: 1,
        },
        {
          name: '外购电力',
          activityKind: 'electricity',
          carrier: 'electricity',
          deviceIds: ids('SZ-E-01', 'SZ-E-02', 'WX-E-01'),
          factorId: platform.grid,
          activityUnit: 'kWh',
          scope: 2,
          isoCategory: 2,
        },
        {
          name: '外购蒸汽',
          activityKind: 'heat',
          carrier: 'heat',
          deviceIds: ids('SZ-H-01'),
          factorId: platform.steam,
          activityUnit: 'GJ',
          scope: 2,
          isoCategory: 2,
        },
      ];
      const models: Record<number, string> = {};
      for (const [year, output] of [
        [lastYear, '86400'],
        [thisYear, '79200'],
      ] as const) {
        const [model] = await tx
          .insert(carbonModels)
          .values({
            tenantId,
            orgId: company,
            year,
            name: `${year}年度温室气体排放核算`,
            boundary: 'operational',
            gwpSet: 'AR6',
            outputValue: output,
            outputUnit: 't',
            description: '运营控制法；范围一、范围二；两个工厂全部排放源',
            createdBy: BY,
            updatedBy: BY,
          })
          .returning({ id: carbonModels.id });
        models[year] = model!.id;
        await tx
          .insert(carbonSources)
          .values(sources.map((s, sort) => ({ tenantId, modelId: model!.id, sort, ...s })));
      }

      const [product] = await tx
        .insert(carbonProducts)
        .values({
          tenantId,
          orgId: suzhou,
          name: '冷轧钢制座椅支架',
          code: 'GY-ZJ-001',
          declaredUnit: 't',
          cbamGoods: 'iron_steel',
          cnCode: '7326',
          description: '出口欧盟的钢制零部件，按 CBAM 申报隐含排放',
          createdBy: BY,
          updatedBy: BY,
        })
        .returning({ id: carbonProducts.id });
      await tx.insert(carbonPaths).values({
        tenantId,
        productId: product!.id,
        name: `${lastYear}年度从摇篮到大门`,
        year: lastYear,
        boundary: 'cradle_to_gate',
        gwpSet: 'AR6',
        outputAmount: '1000',
        description: '按苏州工厂支架产线的年度投入产出核算，1000 吨产品',
        stages: [
          {
            stage: 'raw_materials',
            inputs: [
              {
                name: '冷轧钢卷',
                amount: '1080',
                unit: 't',
                factorId: own.coil!,
                cbamKind: 'precursor',
                note: '含冲压边角料 8%',
              },
            ],
          },
          {
            stage: 'production',
            inputs: [
              {
                name: '产线用电',
                amount: '480000',
                unit: 'kWh',
                factorId: platform.grid,
                cbamKind: 'indirect',
              },
              {
                name: '涂装烘干天然气',
                amount: '35000',
                unit: 'm^3',
                factorId: own.gasByVolume!,
                cbamKind: 'direct',
              },
            ],
          },
        ],
        createdBy: BY,
        updatedBy: BY,
      });

      return { company, lastYear, thisYear, models };
    }),
  );
  const { company, lastYear, thisYear, models } = seeded;

  // The reduction plan starts from last year's inventory: 5% less this year.
  await withTenantScope(tenantId, async () => {
    const base = new Decimal((await emissionFigures(db, tenantId, company, lastYear)).total).toDecimalPlaces(
      0,
    );
    await db.insert(carbonPlans).values({
      tenantId,
      orgId: company,
      year: thisYear,
      baseYear: lastYear,
      baseEmission: base.toFixed(),
      targetEmission: base.times('0.95').toDecimalPlaces(0).toFixed(),
      scopes: [1, 2],
      measures: '冲压线伺服压力机改造（节电约 8%）；涂装烘干炉余热回收；屋顶分布式光伏 2 MW 于三季度并网',
      createdBy: BY,
      updatedBy: BY,
    });
  });

  // Last year's inventory waits for expert_b's verification.
  const staff = await withSystemScope(() => memberOf(db, 'staff_b'));
  const verification = verificationService({
    db,
    heldResources: (ctx) => app.account.heldResources(ctx, undefined),
    workflow: app.workflow,
    sender: app.messaging.sender,
    log: app.log,
    deployProcess: verificationProcessDeployer(db, app.workflow),
  });
  await withTenantScope(tenantId, () => verification.submit(staff, models[lastYear]!));
}

async function memberOf(db: Db, username: string): Promise<RequestContext> {
  const [row] = rowsOf<{ tenant_id: string; id: string; user_id: string }>(
    await db.execute(sql`select tu.tenant_id, tu.id, tu.user_id
      from tenant_users tu join users u on u.id = tu.user_id join tenants t on t.id = tu.tenant_id
      where u.username = ${username} and t.code = 'green-carbon'`),
  );
  if (!row) throw new Error(`demo account ${username} missing`);
  return {
    sessionId: 'seed',
    userId: row.user_id,
    tenantId: row.tenant_id,
    tenantUserId: row.id,
    roleId: null,
    isPlatformAdmin: false,
    app: null,
  };
}
