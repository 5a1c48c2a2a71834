// The brand value's calls: the valuation of a process (the body's; an enterprise's own once completed),
// the body's value inputs of a process, and the tenant's brand settings.
import type { z } from 'zod';
import {
  BRAND_DEFAULTS,
  BrandProcessStatus,
  type BrandSettings,
  type BrandSettingsBody,
  type BrandValuation,
  type BrandValueInputsBody,
} from '@platform/contract';
import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.js';
import { brandProcesses, brandSettings, brandValueInputs } from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { brandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { brandSettingsOf } from './settings.js';
import { brandValueOf, isClosed } from './value.js';

type InputsBody = z.output<typeof BrandValueInputsBody>;
type SettingsBody = z.output<typeof BrandSettingsBody>;

/** The settings' shares are kept as numeric(8, 4). */
const SHARE_FIELDS = [
  'deviationShare',
  'royaltyMin',
  'royaltyMax',
  'taxRate',
  'discountRate',
  'terminalGrowth',
] as const;

/** The rules across fields: a royalty range from low to high, a discount rate above the terminal growth. */
function checkRates(body: {
  royaltyMin: string;
  royaltyMax: string;
  discountRate: string;
  terminalGrowth: string;
}) {
  if (!new Decimal(body.royaltyMin).lt(body.royaltyMax))
    refuse('body.royaltyMax', text('brand.value.royaltyRange'));
  if (!new Decimal(body.discountRate).gt(body.terminalGrowth))
    refuse('body.discountRate', text('brand.value.discountAboveGrowth'));
}

export function valueService(deps: BrandDeps) {
  const { db } = deps;
  const access = brandAccess(deps);

  async function processOf(ctx: RequestContext, processId: string) {
    const [row] = await db
      .select({ status: brandProcesses.status, applicantId: brandProcesses.applicantId })
      .from(brandProcesses)
      .where(and(eq(brandProcesses.tenantId, ctx.tenantId), eq(brandProcesses.id, processId)));
    return row ?? notFound(text('brand.value.processMissing'));
  }

  async function settings(ctx: RequestContext): Promise<BrandSettings> {
    const values = await brandSettingsOf(db, ctx.tenantId);
    const [row] = await db
      .select({ updatedBy: brandSettings.updatedBy, updatedAt: brandSettings.updatedAt })
      .from(brandSettings)
      .where(eq(brandSettings.tenantId, ctx.tenantId));
    return {
      ...values,
      revenueGrowth: BRAND_DEFAULTS.revenueGrowth,
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Who saved, as the pages show it. */
  async function memberName(ctx: RequestContext) {
    const [row] = rowsOf<{ name: string }>(
      await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name
        from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${ctx.tenantId} and tu.id = ${ctx.tenantUserId}`),
    );
    return row?.name ?? null;
  }

  return {
    /** The body sees every process's value; an enterprise its own process's once completed. */
    async value(ctx: RequestContext, processId: string, language: Language): Promise<BrandValuation> {
      if (!(await access.isBody(ctx))) {
        await access.assertClient(ctx);
        const process = await processOf(ctx, processId);
        if (process.applicantId !== ctx.tenantUserId) notFound(text('brand.value.processMissing'));
        if (process.status !== BrandProcessStatus.completed) conflict(text('brand.value.notPublished'));
      }
      return brandValueOf(db, ctx.tenantId, processId, language);
    },

    async saveInputs(ctx: RequestContext, body: InputsBody, language: Language): Promise<BrandValuation> {
      await access.assertBody(ctx);
      const process = await processOf(ctx, body.processId);
      if (isClosed(process.status)) conflict(text('brand.value.inputsClosed'));
      checkRates(body);
      const { processId, ...inputs } = body;
      const values = { inputs, updatedBy: await memberName(ctx), updatedAt: new Date() };
      await db
        .insert(brandValueInputs)
        .values({ tenantId: ctx.tenantId, processId, ...values })
        .onConflictDoUpdate({ target: [brandValueInputs.tenantId, brandValueInputs.processId], set: values });
      return brandValueOf(db, ctx.tenantId, processId, language);
    },

    async settings(ctx: RequestContext): Promise<BrandSettings> {
      await access.assertAny(ctx);
      return settings(ctx);
    },

    async saveSettings(ctx: RequestContext, body: SettingsBody): Promise<BrandSettings> {
      await access.assertBody(ctx);
      for (const field of SHARE_FIELDS)
        if (new Decimal(body[field]).decimalPlaces() > 4)
          refuse(`body.${field}`, text('brand.value.shareDecimals'));
      checkRates(body);
      const values = { ...body, updatedBy: await memberName(ctx), updatedAt: new Date() };
      await db
        .insert(brandSettings)
        .values({ tenantId: ctx.tenantId, ...values })
        .onConflictDoUpdate({ target: brandSettings.tenantId, set: values });
      return settings(ctx);
    },
  };
}
