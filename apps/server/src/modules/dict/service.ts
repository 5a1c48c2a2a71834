// Dictionaries: trees of entries found by code. A tenant reads the platform's entries and its own;
// platform entries change only by the platform administrator. An entry's parent is visible, in the same
// scope, and never one of its own descendants. A code is unique within its scope, and a tenant code
// never repeats a platform one (or the reverse), so a code names one entry for every reader.
//
// Reading a dictionary by code is open to every member of the tenant, because business screens fill
// their choices from it (QSBITYPE, CERT_FIELD); browsing, searching, exporting and every change are for
// system managers.
import crypto from 'node:crypto';
import {
  DICT_IMPORT_LIMIT,
  DICT_MAX_DEPTH,
  type Dict,
  type DictExportNode,
  type DictFilter,
  type DictItemFilter,
  type DictNode,
  type ImportReport,
  type LazyDict,
  type SaveDictBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { enterSystemScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound, refuse, refuseRows, type RowProblem } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { dictRepo as repo, type DictInsert, type DictRow } from './repo.js';

/** The entries a tenant sees, with the tree walks every call needs. */
class DictIndex {
  private readonly byId: Map<string, DictRow>;
  private readonly children = new Map<string | null, DictRow[]>();
  private readonly levels = new Map<string, number>();

  /** `rows` come ordered by sort and code, so every child list keeps that order. */
  constructor(readonly rows: DictRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const key = r.parentId && this.byId.has(r.parentId) ? r.parentId : null;
      const list = this.children.get(key);
      if (list) list.push(r);
      else this.children.set(key, [r]);
    }
  }

  get(id: string) {
    return this.byId.get(id);
  }

  parentOf(row: DictRow) {
    return row.parentId ? this.byId.get(row.parentId) : undefined;
  }

  childrenOf(id: string | null) {
    return this.children.get(id) ?? [];
  }

  /** The entry with this code; were a code ever in both scopes, the tenant's own wins. */
  byCode(code: string) {
    const found = this.rows.filter((r) => r.code === code);
    return found.find((r) => r.tenantId) ?? found[0];
  }

  level(row: DictRow): number {
    let level = this.levels.get(row.id);
    if (level === undefined) {
      const parent = this.parentOf(row);
      level = parent ? this.level(parent) + 1 : 1;
      this.levels.set(row.id, level);
    }
    return level;
  }

  /** How many levels `row` and its subtree span: 1 for an entry without children. */
  height(row: DictRow): number {
    return 1 + Math.max(0, ...this.childrenOf(row.id).map((c) => this.height(c)));
  }

  /** Whether `row` is the entry `ancestorId` or lies below it. */
  isWithin(row: DictRow, ancestorId: string) {
    for (let at: DictRow | undefined = row; at; at = this.parentOf(at)) {
      if (at.id === ancestorId) return true;
    }
    return false;
  }
}

const toDict = (r: DictRow, level: number): Dict => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: r.name,
  nameEn: r.nameEn,
  value: r.value,
  sort: r.sort,
  status: r.status,
  remark: r.remark,
  level,
  scope: r.tenantId ? 'tenant' : 'platform',
});

const tooDeep = text('dict.tooDeep', { max: DICT_MAX_DEPTH });

const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) refuse('body.code', text('dict.codeTaken'));
  throw error;
};

const contains = (text: string, part: string | undefined) =>
  !part || text.toLowerCase().includes(part.toLowerCase());
/** A name filter finds an entry by either of its names: an English page shows the English one. */
const named = (r: DictRow, part: string | undefined) =>
  contains(r.name, part) || contains(r.nameEn ?? '', part);

const page = <T>(items: T[], pageIndex: number, pageSize: number) => ({
  items: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  total: items.length,
});

export interface ImportDict {
  parentId?: string | null | undefined;
  items: DictExportNode[];
}

export function dictService(db: Db) {
  const load = async (ctx: RequestContext) => new DictIndex(await repo.visible(db, ctx.tenantId));

  function assertCanChange(ctx: RequestContext, row: DictRow) {
    if (!row.tenantId && !ctx.isPlatformAdmin) forbidden(text('dict.platformOnly'));
    // A platform entry is every tenant's: changing it is system-scope work (row-level security).
    if (!row.tenantId) enterSystemScope();
  }

  /**
   * Where a new top-level entry goes: the platform administrator keeps the platform's dictionaries,
   * whose codes must differ from every tenant's, so that work runs in system scope.
   */
  const newScope = (ctx: RequestContext) => {
    if (!ctx.isPlatformAdmin) return ctx.tenantId;
    enterSystemScope();
    return null;
  };

  /** The parent an entry may be put under (null for top level); adding below an entry changes it. */
  function checkParent(
    ctx: RequestContext,
    index: DictIndex,
    parentId: string | null | undefined,
    field: string,
    self?: DictRow,
  ): DictRow | null {
    if (!parentId) return null;
    if (parentId === self?.id) refuse(field, text('dict.parentIsSelf'));
    const parent = index.get(parentId) ?? refuse(field, text('dict.parentMissing'));
    assertCanChange(ctx, parent);
    if (self && parent.tenantId !== self.tenantId) refuse(field, text('dict.parentOtherScope'));
    if (self && index.isWithin(parent, self.id)) refuse(field, text('dict.parentIsDescendant'));
    if (index.level(parent) + (self ? index.height(self) : 1) > DICT_MAX_DEPTH) refuse(field, tooDeep);
    return parent;
  }

  /** Codes already used by the other scope: the platform's for a tenant, any tenant's for the platform. */
  async function otherScopeCodes(index: DictIndex, tenantId: string | null, codes: string[]) {
    if (tenantId) return new Set(index.rows.filter((r) => !r.tenantId).map((r) => r.code));
    return repo.tenantCodesAmong(db, codes);
  }
  const otherScopeReason = (tenantId: string | null) =>
    text(tenantId ? 'dict.codeOfPlatform' : 'dict.codeOfTenant');

  const byCode = (index: DictIndex, code: string) => index.byCode(code) ?? notFound(text('dict.notFound'));

  function node(index: DictIndex, row: DictRow, depth: number): DictNode {
    return {
      ...toDict(row, index.level(row)),
      children: depth > 0 ? index.childrenOf(row.id).map((c) => node(index, c, depth - 1)) : [],
    };
  }

  function exported(index: DictIndex, row: DictRow): DictExportNode {
    return {
      code: row.code,
      name: row.name,
      nameEn: row.nameEn,
      value: row.value,
      sort: row.sort,
      status: row.status === 0 ? 0 : 1,
      remark: row.remark,
      children: index.childrenOf(row.id).map((c) => exported(index, c)),
    };
  }

  return {
    /** The entry with this code and everything below it. */
    async tree(ctx: RequestContext, code: string) {
      const index = await load(ctx);
      return node(index, byCode(index, code), Infinity);
    },

    /** The entry with this code and `levels` levels below it. */
    async treeByLevel(ctx: RequestContext, code: string, levels: number) {
      const index = await load(ctx);
      return node(index, byCode(index, code), levels);
    },

    /** The enabled items of a dictionary: what business screens offer. */
    async items(ctx: RequestContext, code: string) {
      const index = await load(ctx);
      return index
        .childrenOf(byCode(index, code).id)
        .filter((r) => r.status === 1)
        .map((r) => toDict(r, index.level(r)));
    },

    async byCode(ctx: RequestContext, code: string) {
      const index = await load(ctx);
      const row = byCode(index, code);
      return toDict(row, index.level(row));
    },

    /** Every child of the entry with this code, enabled or not. */
    async childrenByCode(ctx: RequestContext, code: string) {
      const index = await load(ctx);
      return index.childrenOf(byCode(index, code).id).map((r) => toDict(r, index.level(r)));
    },

    /** One level of the lazily loaded tree: the top-level dictionaries without `parentId`. */
    async lazyChildren(ctx: RequestContext, parentId: string | undefined): Promise<LazyDict[]> {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      if (parentId && !index.get(parentId)) notFound(text('dict.notFound'));
      return index.childrenOf(parentId ?? null).map((r) => ({
        ...toDict(r, index.level(r)),
        hasChildren: index.childrenOf(r.id).length > 0,
      }));
    },

    async childIds(ctx: RequestContext, parentId: string) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      if (!index.get(parentId)) notFound(text('dict.notFound'));
      return index.childrenOf(parentId).map((r) => r.id);
    },

    async search(ctx: RequestContext, pageIndex: number, pageSize: number, filter: DictFilter) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const parentMatches = (r: DictRow) =>
        filter.parentId === undefined || (r.parentId ?? null) === filter.parentId;
      const found = index.rows.filter(
        (r) =>
          contains(r.code, filter.code) &&
          named(r, filter.name) &&
          (filter.status === undefined || r.status === filter.status) &&
          parentMatches(r),
      );
      return page(
        found.map((r) => toDict(r, index.level(r))),
        pageIndex,
        pageSize,
      );
    },

    /** A page of a dictionary's items, enabled or not, for the items table. */
    async itemPage(ctx: RequestContext, pageIndex: number, pageSize: number, filter: DictItemFilter) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const found = index
        .childrenOf(byCode(index, filter.code).id)
        .filter((r) => named(r, filter.name) && (filter.status === undefined || r.status === filter.status));
      return page(
        found.map((r) => toDict(r, index.level(r))),
        pageIndex,
        pageSize,
      );
    },

    async save(ctx: RequestContext, body: SaveDictBody) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const self = body.id ? (index.get(body.id) ?? notFound(text('dict.notFound'))) : undefined;
      if (self) assertCanChange(ctx, self);
      // Changing an entry without naming a parent leaves it where it is; null moves it to the top.
      const parentId = body.parentId === undefined ? self?.parentId : body.parentId;
      const parent = checkParent(ctx, index, parentId, 'body.parentId', self);
      const tenantId = self ? self.tenantId : parent ? parent.tenantId : newScope(ctx);
      if (self?.code !== body.code && (await otherScopeCodes(index, tenantId, [body.code])).has(body.code)) {
        refuse('body.code', otherScopeReason(tenantId));
      }
      const values = {
        parentId: parent?.id ?? null,
        code: body.code,
        name: body.name,
        nameEn: body.nameEn || null,
        value: body.value ?? null,
        sort: body.sort ?? 0,
        status: body.status ?? 1,
        remark: body.remark ?? null,
      };
      const row = self
        ? await repo.update(db, ctx.tenantId, self.id, values).catch(codeTaken)
        : await repo.insert(db, { tenantId, ...values }).catch(codeTaken);
      return toDict(row!, parent ? index.level(parent) + 1 : 1);
    },

    async remove(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const row = index.get(id) ?? notFound(text('dict.notFound'));
      assertCanChange(ctx, row);
      if (index.childrenOf(id).length) refuse('query.dictId', text('dict.hasItems'));
      await repo.remove(db, ctx.tenantId, id);
    },

    /** Moves an entry under another one, or to the top level without `parentId`. */
    async changeParent(ctx: RequestContext, id: string, parentId: string | undefined) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const row = index.get(id) ?? notFound(text('dict.notFound'));
      assertCanChange(ctx, row);
      const parent = checkParent(ctx, index, parentId, 'query.parentId', row);
      const moved = await repo.update(db, ctx.tenantId, id, { parentId: parent?.id ?? null });
      return toDict(moved!, parent ? index.level(parent) + 1 : 1);
    },

    /** Moves existing entries under `parentId`, all of them or none. */
    async bindItems(ctx: RequestContext, parentId: string, itemIds: string[]) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const parent = index.get(parentId) ?? refuse('body.parentId', text('dict.parentMissing'));
      assertCanChange(ctx, parent);
      const ids = [...new Set(itemIds)];
      for (const id of ids) {
        const row = index.get(id) ?? refuse('body.itemIds', text('dict.someMissing'));
        assertCanChange(ctx, row);
        if (row.tenantId !== parent.tenantId) {
          refuse('body.itemIds', text('dict.itemsOtherScope'));
        }
        if (index.isWithin(parent, row.id)) refuse('body.itemIds', text('dict.moveUnderItself'));
        if (index.level(parent) + index.height(row) > DICT_MAX_DEPTH) refuse('body.itemIds', tooDeep);
      }
      await repo.moveAll(db, ctx.tenantId, ids, parent.id);
    },

    /** The chosen entries with their subtrees; an entry below another chosen one comes with it. */
    async exportByIds(ctx: RequestContext, ids: string[]) {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const chosen = [...new Set(ids)].map(
        (id) => index.get(id) ?? refuse('body.ids', text('dict.someMissing')),
      );
      const underAnother = (row: DictRow) => {
        const parent = index.parentOf(row);
        return !!parent && chosen.some((c) => index.isWithin(parent, c.id));
      };
      return chosen.filter((r) => !underAnother(r)).map((r) => exported(index, r));
    },

    /**
     * Adds an export's entries as new ones under `parentId` (or at the top level). Rows are counted
     * depth-first from 1; any refused row refuses the whole import.
     */
    async importTree(ctx: RequestContext, body: ImportDict): Promise<ImportReport> {
      await assertSystemManager(db, ctx);
      const index = await load(ctx);
      const parent = checkParent(ctx, index, body.parentId, 'body.parentId');
      const tenantId = parent ? parent.tenantId : newScope(ctx);

      const rows: DictInsert[] = [];
      const flatten = (nodes: DictExportNode[], parentId: string | null, level: number) => {
        for (const n of nodes) {
          if (level > DICT_MAX_DEPTH) refuse('body.items', tooDeep);
          const id = crypto.randomUUID();
          rows.push({
            tenantId,
            id,
            parentId,
            code: n.code,
            name: n.name,
            nameEn: n.nameEn || null,
            value: n.value ?? null,
            sort: n.sort,
            status: n.status,
            remark: n.remark ?? null,
          });
          if (rows.length > DICT_IMPORT_LIMIT)
            refuse('body.items', text('dict.importLimit', { max: DICT_IMPORT_LIMIT }));
          flatten(n.children, id, level + 1);
        }
      };
      flatten(body.items, parent?.id ?? null, parent ? index.level(parent) + 1 : 1);

      const codes = rows.map((r) => r.code);
      const inScope = new Set(index.rows.filter((r) => r.tenantId === tenantId).map((r) => r.code));
      const otherScope = await otherScopeCodes(index, tenantId, codes);
      const firstRow = new Map<string, number>();
      const errors: RowProblem[] = [];
      codes.forEach((code, i) => {
        const row = i + 1;
        const first = firstRow.get(code);
        if (first) errors.push({ row, field: 'code', reason: text('dict.codeRepeatsRow', { row: first }) });
        else if (inScope.has(code)) errors.push({ row, field: 'code', reason: text('dict.codeTaken') });
        else if (otherScope.has(code))
          errors.push({ row, field: 'code', reason: otherScopeReason(tenantId) });
        if (!first) firstRow.set(code, row);
      });
      if (errors.length) refuseRows(errors);

      await repo.insertAll(db, rows).catch((error: unknown) => {
        if (isUniqueViolation(error)) refuse('body.items', text('dict.codeTaken'));
        throw error;
      });
      return { imported: rows.length, errors: [] };
    },
  };
}

export type DictService = ReturnType<typeof dictService>;
