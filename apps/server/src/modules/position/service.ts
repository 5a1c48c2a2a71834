// Positions of the session's tenant: codes unique within the tenant; a position held by users stays.
import type { AddPositionBody, Position } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { positionRepo as repo, type PositionFilter, type PositionRow } from './repo.js';

const toPosition = (r: PositionRow): Position => ({
  id: r.id,
  code: r.code,
  name: r.name,
  sort: r.sort,
  status: r.status,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

const fields = (b: AddPositionBody) => ({
  code: b.code,
  name: b.name,
  sort: b.sort ?? 0,
  status: b.status ?? 1,
  remark: b.remark ?? null,
});

const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) refuse('body.code', text('position.codeTaken'));
  throw error;
};

/** Whether the tenant has the position (another module's form names it). */
export async function positionExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await repo.get(db, tenantId, id)) !== undefined;
}

/** The tenant's enabled positions, for other modules' forms (no access check). */
export function enabledPositions(db: Db, tenantId: string) {
  return repo.enabled(db, tenantId);
}

export function positionService(db: Db) {
  return {
    async page(ctx: RequestContext, pageIndex: number, pageSize: number, filter: PositionFilter) {
      await assertSystemManager(db, ctx);
      const { items, total } = await repo.page(
        db,
        ctx.tenantId,
        filter,
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { items: items.map(toPosition), total };
    },

    async get(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      const row = await repo.get(db, ctx.tenantId, id);
      if (!row) notFound(text('position.notFound'));
      return toPosition(row);
    },

    async add(ctx: RequestContext, body: AddPositionBody) {
      await assertSystemManager(db, ctx);
      return toPosition(await repo.insert(db, { tenantId: ctx.tenantId, ...fields(body) }).catch(codeTaken));
    },

    async update(ctx: RequestContext, body: AddPositionBody & { id: string }) {
      await assertSystemManager(db, ctx);
      const row = await repo.update(db, ctx.tenantId, body.id, fields(body)).catch(codeTaken);
      if (!row) notFound(text('position.notFound'));
      return toPosition(row);
    },

    async remove(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      if (!(await repo.get(db, ctx.tenantId, id))) notFound(text('position.notFound'));
      if (await repo.inUse(db, ctx.tenantId, id)) refuse('body.id', text('position.inUse'));
      await repo.remove(db, ctx.tenantId, id);
    },
  };
}

export type PositionService = ReturnType<typeof positionService>;
