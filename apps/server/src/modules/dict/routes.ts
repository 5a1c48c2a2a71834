// Dictionaries, spec shell.md §7.3 (api-system/data/resource), inside the authenticated scope. The
// methods are the spec's, including its GET changeDictParent.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX,
  BindDictItemsBody,
  ChangeDictParentQuery,
  Dict,
  DICT_MAX_DEPTH,
  DictCodeQuery,
  DictExportNodeSchema,
  DictFilter,
  DictIdQuery,
  DictIdsBody,
  DictItemFilter,
  DictLevelQuery,
  DictNodeSchema,
  DictPage,
  envelopeOf,
  ImportDictBody,
  ImportReport,
  LazyDict,
  PageQuery,
  ParentDictIdQuery,
  ParentIdQuery,
  SaveDictBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { DictService } from './service.js';

const tags = ['system: dictionaries'];
const security = [{ bearer: [] }];
const R = `${ACCOUNT_PREFIX}/resource`;

/**
 * Refuses an import nested deeper than DICT_MAX_DEPTH before validation, whose recursion a deep enough
 * body would exhaust. Walks `children` without recursion itself.
 */
async function refuseDeepImport(req: FastifyRequest) {
  const items = (req.body as { items?: unknown } | null)?.items;
  const pending: [unknown, number][] = Array.isArray(items) ? items.map((n) => [n, 1]) : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > DICT_MAX_DEPTH) refuse('body.items', text('dict.tooDeep', { max: DICT_MAX_DEPTH }));
    const children = (node as { children?: unknown } | null)?.children;
    if (Array.isArray(children)) for (const c of children) pending.push([c, depth + 1]);
  }
}

export const dictRoutes =
  (service: DictService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${R}/getDictTree`,
      {
        schema: {
          tags,
          security,
          summary: 'The dictionary entry with this code and its whole subtree',
          querystring: DictCodeQuery,
          response: { 200: envelopeOf(DictNodeSchema) },
        },
      },
      async (req) => ok(await service.tree(ctxOf(req), req.query.code)),
    );
    app.get(
      `${R}/getChildTreeByLevel`,
      {
        schema: {
          tags,
          security,
          summary: 'The dictionary entry with this code and `level` levels below it',
          querystring: DictLevelQuery,
          response: { 200: envelopeOf(DictNodeSchema) },
        },
      },
      async (req) => ok(await service.treeByLevel(ctxOf(req), req.query.code, req.query.level)),
    );
    app.get(
      `${R}/getDictDatas`,
      {
        schema: {
          tags,
          security,
          summary: "A dictionary's enabled items",
          querystring: DictCodeQuery,
          response: { 200: envelopeOf(z.array(Dict)) },
        },
      },
      async (req) => ok(await service.items(ctxOf(req), req.query.code)),
    );
    app.get(
      `${R}/getDictByCode`,
      {
        schema: {
          tags,
          security,
          summary: 'The dictionary entry with this code',
          querystring: DictCodeQuery,
          response: { 200: envelopeOf(Dict) },
        },
      },
      async (req) => ok(await service.byCode(ctxOf(req), req.query.code)),
    );
    app.get(
      `${R}/getChildDictWithDefer`,
      {
        schema: {
          tags,
          security,
          summary:
            'Children of a dictionary entry (top-level dictionaries without parentId), for a lazy tree',
          querystring: ParentIdQuery,
          response: { 200: envelopeOf(z.array(LazyDict)) },
        },
      },
      async (req) => ok(await service.lazyChildren(ctxOf(req), req.query.parentId)),
    );
    app.get(
      `${R}/changeDictParent`,
      {
        config: { writes: true },
        schema: {
          tags,
          security,
          summary: 'Move a dictionary entry under another one (to the top level without parentId)',
          querystring: ChangeDictParentQuery,
          response: { 200: envelopeOf(Dict) },
        },
      },
      async (req) =>
        ok(
          await service.changeParent(ctxOf(req), req.query.dictId, req.query.parentId),
          text('common.updated'),
        ),
    );
    app.get(
      `${R}/getDictItemsIdByParentId`,
      {
        schema: {
          tags,
          security,
          summary: 'Ids of the children of a dictionary entry',
          querystring: ParentDictIdQuery,
          response: { 200: envelopeOf(z.array(z.string())) },
        },
      },
      async (req) => ok(await service.childIds(ctxOf(req), req.query.parentDictId)),
    );
    app.post(
      `${R}/saveDict`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a dictionary entry (no id) or change one',
          body: SaveDictBody,
          response: { 200: envelopeOf(Dict) },
        },
      },
      async (req) => ok(await service.save(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      `${R}/delDict`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a dictionary entry without children',
          querystring: DictIdQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.query.dictId);
        return ok(null, text('common.deleted'));
      },
    );
    app.post(
      `${R}/getDictsByParam`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'A page of dictionary entries matching the filter body',
          querystring: PageQuery,
          body: DictFilter.optional(),
          response: { 200: envelopeOf(DictPage) },
        },
      },
      async (req) =>
        ok(await service.search(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.post(
      `${R}/exportDictByIds`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'The chosen dictionary entries with their subtrees, in the portable import form',
          body: DictIdsBody,
          response: { 200: envelopeOf(z.array(DictExportNodeSchema)) },
        },
      },
      async (req) => ok(await service.exportByIds(ctxOf(req), req.body.ids)),
    );
    app.post(
      `${R}/importDictDataV2`,
      {
        preValidation: refuseDeepImport,
        schema: {
          tags,
          security,
          summary: 'Import exported dictionary entries as new ones, all or nothing',
          body: ImportDictBody,
          response: { 200: envelopeOf(ImportReport) },
        },
      },
      async (req) => ok(await service.importTree(ctxOf(req), req.body), text('dict.imported')),
    );
    app.post(
      `${R}/getDictItemPageList`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'A page of the items of the dictionary with this code',
          querystring: PageQuery,
          body: DictItemFilter,
          response: { 200: envelopeOf(DictPage) },
        },
      },
      async (req) =>
        ok(await service.itemPage(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body)),
    );
    app.post(
      `${R}/BindDictItems`,
      {
        schema: {
          tags,
          security,
          summary: 'Move existing dictionary entries under a parent',
          body: BindDictItemsBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.bindItems(ctxOf(req), req.body.parentId, req.body.itemIds);
        return ok(null, text('common.updated'));
      },
    );
    app.post(
      `${R}/getDictsByParentCode`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'Children of the dictionary entry with this code',
          querystring: DictCodeQuery,
          response: { 200: envelopeOf(z.array(Dict)) },
        },
      },
      async (req) => ok(await service.childrenByCode(ctxOf(req), req.query.code)),
    );
  };
