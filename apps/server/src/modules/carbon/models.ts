// Accounting models: one per organisation and year, with the boundary, the GWP set and the emission
// sources (an activity mapped to a factor, classified by scope and ISO 14064-1 category, fed by
// devices of the organisation's subtree). A model changes while it is a draft or returned for
// correction; submitted and verified models are locked, and a verified one opens a new version.
import {
  ModelStatus,
  type CarbonModelDetail,
  type CarbonModelSummary,
  type CarbonSource,
  type ModelBody,
  type ModelFilter,
} from '@platform/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { CarbonAccess } from './access.js';
import { NoGwp, UnitMismatch, activityConversion, gwpOf } from './calc.js';
import type { CarbonDeps } from './deps.js';
import { plainDecimal, toFactor } from './factors.js';
import { subtreeOf } from './inventory.js';
import { structureRepo as repo, type FactorRow, type SourceRow } from './structure-repo.js';
import { converts, isUnit } from './units.js';

type ModelInput = z.output<typeof ModelBody>;
type ModelQuery = Omit<z.output<typeof ModelFilter>, 'pageIndex' | 'pageSize'>;
type SummaryRow = Awaited<ReturnType<typeof repo.model>> & object;

const EDITABLE: number[] = [ModelStatus.draft, ModelStatus.returned];

const toSummary = (r: SummaryRow): CarbonModelSummary => ({
  id: r.id,
  orgId: r.orgId,
  orgName: r.orgName,
  year: r.year,
  name: r.name,
  boundary: r.boundary as CarbonModelSummary['boundary'],
  gwpSet: r.gwpSet as CarbonModelSummary['gwpSet'],
  status: r.status,
  version: r.version,
  sourceCount: r.sourceCount,
  updatedAt: r.updatedAt.toISOString(),
});

const toSource = (s: SourceRow, factor: FactorRow | undefined): CarbonSource => ({
  id: s.id,
  name: s.name,
  activityKind: s.activityKind as CarbonSource['activityKind'],
  carrier: s.carrier,
  deviceIds: s.deviceIds,
  factorId: s.factorId,
  activityUnit: s.activityUnit,
  scope: s.scope as CarbonSource['scope'],
  isoCategory: s.isoCategory as CarbonSource['isoCategory'],
  scope3Category: s.scope3Category,
  description: s.description,
  ...(factor ? { factor: toFactor(factor) } : {}),
});

export function modelService(deps: Pick<CarbonDeps, 'db'>, access: CarbonAccess) {
  const { db } = deps;

  async function detailOf(tx: Db, tenantId: string, id: string): Promise<CarbonModelDetail> {
    const row = await repo.model(tx, tenantId, id);
    if (!row) notFound(text('carbon.structure.model.notFound'));
    const sources = await repo.sources(tx, tenantId, id);
    const factors = await repo.readableFactors(tx, tenantId, [...new Set(sources.map((s) => s.factorId))]);
    const factorById = new Map(factors.map((f) => [f.id, f]));
    return {
      ...toSummary(row),
      outputValue: row.outputValue === null ? null : plainDecimal(row.outputValue),
      outputUnit: row.outputUnit,
      description: row.description,
      sources: sources.map((s) => toSource(s, factorById.get(s.factorId))),
    };
  }

  /** Refuses sources the calculation could not use, naming `body.sources.<i>.<field>`. */
  async function checkSources(tx: Db, tenantId: string, body: ModelInput, orgName: string) {
    const field = (i: number, name: string) => `body.sources.${i}.${name}`;
    const factorIds = [...new Set(body.sources.map((s) => s.factorId))];
    const factorById = new Map((await repo.readableFactors(tx, tenantId, factorIds)).map((f) => [f.id, f]));
    const deviceIds = [...new Set(body.sources.flatMap((s) => s.deviceIds))];
    const deviceById = new Map((await repo.devicesIn(tx, tenantId, deviceIds)).map((d) => [d.id, d]));
    const inSubtree = subtreeOf(await repo.orgs(tx, tenantId), body.orgId);
    const feeding = new Map<string, number>();

    body.sources.forEach((source, i) => {
      const factor = factorById.get(source.factorId);
      if (!factor) refuse(field(i, 'factorId'), text('carbon.structure.model.factorNotFound'));
      if (!isUnit(source.activityUnit)) {
        refuse(
          field(i, 'activityUnit'),
          text('carbon.structure.factor.unitUnknown', { unit: source.activityUnit }),
        );
      }
      try {
        activityConversion(source.activityUnit, factor);
      } catch (error) {
        if (!(error instanceof UnitMismatch)) throw error;
        refuse(
          field(i, 'activityUnit'),
          text(
            factor.ncv ? 'carbon.structure.model.unitMismatchNcv' : 'carbon.structure.model.unitMismatch',
            {
              unit: source.activityUnit,
              factor: factor.name,
              to: factor.denominatorUnit,
            },
          ),
        );
      }
      try {
        gwpOf(factor.gas, body.gwpSet);
      } catch (error) {
        if (!(error instanceof NoGwp)) throw error;
        refuse(
          field(i, 'factorId'),
          text('carbon.structure.model.noGwp', { gas: factor.gas, set: body.gwpSet }),
        );
      }
      for (const deviceId of source.deviceIds) {
        const device = deviceById.get(deviceId);
        if (!device) refuse(field(i, 'deviceIds'), text('carbon.structure.model.deviceNotFound'));
        if (!inSubtree.has(device.orgId)) {
          refuse(
            field(i, 'deviceIds'),
            text('carbon.structure.model.deviceOutside', { device: device.name, org: orgName }),
          );
        }
        if (!converts(device.unit, source.activityUnit)) {
          refuse(
            field(i, 'deviceIds'),
            text('carbon.structure.model.deviceUnitMismatch', {
              device: device.name,
              unit: device.unit,
              to: source.activityUnit,
            }),
          );
        }
        // A reading counted by two sources would be counted twice.
        const other = feeding.get(deviceId);
        if (other !== undefined && other !== i) {
          refuse(
            field(i, 'deviceIds'),
            text('carbon.structure.model.deviceTwice', {
              device: device.name,
              source: body.sources[other]!.name,
            }),
          );
        }
        feeding.set(deviceId, i);
      }
    });
  }

  const sourceRows = (tenantId: string, modelId: string, body: ModelInput, keep: Set<string>) =>
    body.sources.map((s, sort) => ({
      tenantId,
      // A source keeps its id across saves: findings of a verification name it.
      ...(s.id && keep.has(s.id) ? { id: s.id } : {}),
      modelId,
      name: s.name,
      activityKind: s.activityKind,
      carrier: s.carrier ?? null,
      deviceIds: [...new Set(s.deviceIds)],
      factorId: s.factorId,
      activityUnit: s.activityUnit,
      scope: s.scope,
      isoCategory: s.isoCategory,
      scope3Category: s.scope3Category ?? null,
      description: s.description || null,
      sort,
    }));

  return {
    async page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: ModelQuery,
    ): Promise<{ items: CarbonModelSummary[]; total: number }> {
      await access.assertCarbonUser(ctx);
      const { items, total } = await repo.modelPage(
        db,
        ctx.tenantId,
        filter,
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { items: items.map(toSummary), total };
    },

    async detail(ctx: RequestContext, id: string): Promise<CarbonModelDetail> {
      await access.assertCarbonUserOrVerifier(ctx);
      return detailOf(db, ctx.tenantId, id);
    },

    async save(ctx: RequestContext, body: ModelInput): Promise<CarbonModelDetail> {
      await access.assertCarbonUser(ctx);
      const { tenantId } = ctx;
      if (body.outputUnit && !isUnit(body.outputUnit)) {
        refuse('body.outputUnit', text('carbon.structure.factor.unitUnknown', { unit: body.outputUnit }));
      }
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      const values = {
        orgId: body.orgId,
        year: body.year,
        name: body.name,
        boundary: body.boundary,
        gwpSet: body.gwpSet,
        outputValue: body.outputValue ?? null,
        outputUnit: body.outputValue ? (body.outputUnit ?? null) : null,
        description: body.description || null,
        updatedBy: by,
      };
      try {
        return await db.transaction(async (tx) => {
          const org = await repo.org(tx, tenantId, body.orgId);
          if (!org) refuse('body.orgId', text('carbon.structure.org.notFound'));
          let keep = new Set<string>();
          if (body.id) {
            const model = await repo.modelForUpdate(tx, tenantId, body.id);
            if (!model) notFound(text('carbon.structure.model.notFound'));
            if (!EDITABLE.includes(model.status))
              conflict(text('carbon.structure.model.locked', { name: model.name }));
            keep = new Set((await repo.sources(tx, tenantId, model.id)).map((s) => s.id));
          }
          const same = await repo.modelOfOrgYear(tx, tenantId, body.orgId, body.year);
          if (same && same.id !== body.id) {
            conflict(
              text('carbon.structure.model.exists', { org: org.name, year: body.year, name: same.name }),
            );
          }
          await checkSources(tx, tenantId, body, org.name);
          let id = body.id;
          if (id) await repo.updateModel(tx, tenantId, id, values);
          else id = await repo.insertModel(tx, { ...values, tenantId, createdBy: by });
          await repo.replaceSources(tx, tenantId, id, sourceRows(tenantId, id, body, keep));
          return detailOf(tx, tenantId, id);
        });
      } catch (error) {
        // Two saves of the same organisation and year at once: the second meets the unique index.
        if (isUniqueViolation(error)) {
          conflict(text('carbon.structure.model.existsYear', { year: body.year }));
        }
        throw error;
      }
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await access.assertCarbonUser(ctx);
      await db.transaction(async (tx) => {
        const model = await repo.modelForUpdate(tx, ctx.tenantId, id);
        if (!model) notFound(text('carbon.structure.model.notFound'));
        if (model.status !== ModelStatus.draft)
          conflict(text('carbon.structure.model.notDraft', { name: model.name }));
        if (await repo.verificationCount(tx, ctx.tenantId, id)) {
          conflict(text('carbon.structure.model.hasVerifications', { name: model.name }));
        }
        await repo.removeModel(tx, ctx.tenantId, id);
      });
    },

    async newVersion(ctx: RequestContext, id: string): Promise<CarbonModelDetail> {
      await access.assertCarbonUser(ctx);
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      return db.transaction(async (tx) => {
        const model = await repo.modelForUpdate(tx, ctx.tenantId, id);
        if (!model) notFound(text('carbon.structure.model.notFound'));
        if (model.status !== ModelStatus.verified) {
          conflict(text('carbon.structure.model.notVerified', { name: model.name }));
        }
        await repo.updateModel(tx, ctx.tenantId, id, {
          version: model.version + 1,
          status: ModelStatus.draft,
          updatedBy: by,
        });
        return detailOf(tx, ctx.tenantId, id);
      });
    },
  };
}

export type ModelService = ReturnType<typeof modelService>;
