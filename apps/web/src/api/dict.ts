// Dictionary calls of spec §7.3 (api-system/data/resource). Refusals are shown by the request client;
// the dialogs also put a refusal's reason beside its field, and an import's per-row report in a table.
import type {
  Dict,
  DictExportNode,
  DictExportNodeInput,
  DictFilter,
  DictItemFilter,
  ImportReport,
  LazyDict,
  SaveDictBody,
} from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Page, Paging } from './tenant';

const R = '/api/api-system/data/resource';

/** One level of the lazy tree: the top-level dictionaries without `parentId`. */
export async function getChildDictWithDefer(parentId?: string): Promise<LazyDict[]> {
  return (
    await request<LazyDict[]>({
      method: 'get',
      url: `${R}/getChildDictWithDefer`,
      params: parentId ? { parentId } : {},
    })
  ).data;
}

/** A page of the items (children) of the dictionary with `filter.code`. */
export async function getDictItemPageList(paging: Paging, filter: DictItemFilter): Promise<Page<Dict>> {
  return (
    await request<Page<Dict>>({
      method: 'post',
      url: `${R}/getDictItemPageList`,
      params: paging,
      data: filter,
    })
  ).data;
}

/** A page of entries anywhere in the tree matching the filter. */
export async function getDictsByParam(paging: Paging, filter: DictFilter): Promise<Page<Dict>> {
  return (
    await request<Page<Dict>>({
      method: 'post',
      url: `${R}/getDictsByParam`,
      params: paging,
      data: filter,
    })
  ).data;
}

/** Creates an entry (no `id`) or changes one; answers it as stored. */
export async function saveDict(body: SaveDictBody): Promise<Dict> {
  return (await request<Dict>({ method: 'post', url: `${R}/saveDict`, data: body })).data;
}

export async function delDict(dictId: string): Promise<void> {
  await request<null>({ method: 'post', url: `${R}/delDict`, params: { dictId } });
}

/** Moves an entry under `parentId`, or to the top level without it; cycles are refused. */
export async function changeDictParent(dictId: string, parentId: string | undefined): Promise<Dict> {
  return (
    await request<Dict>({
      method: 'get',
      url: `${R}/changeDictParent`,
      params: parentId ? { dictId, parentId } : { dictId },
    })
  ).data;
}

/** Moves existing entries under `parentId`, all or none. */
export async function bindDictItems(parentId: string, itemIds: string[]): Promise<void> {
  await request<null>({
    method: 'post',
    url: `${R}/BindDictItems`,
    data: { parentId, itemIds },
  });
}

/** The chosen entries with their subtrees, in the portable form an import takes. */
export async function exportDictByIds(ids: string[]): Promise<DictExportNode[]> {
  return (await request<DictExportNode[]>({ method: 'post', url: `${R}/exportDictByIds`, data: { ids } }))
    .data;
}

/**
 * Imports exported entries under `parentId` (top level without it), all or nothing. A refusal
 * rejects with a RequestError whose `data` is the report of the refused rows.
 */
export async function importDictDataV2(
  items: DictExportNodeInput[],
  parentId: string | undefined,
): Promise<ImportReport> {
  return (
    await request<ImportReport>({
      method: 'post',
      url: `${R}/importDictDataV2`,
      data: parentId ? { parentId, items } : { items },
    })
  ).data;
}

const SEARCH_LIMIT = 30;

/** Entries whose name or code contains `text`, names first. */
export async function searchDicts(text: string): Promise<Dict[]> {
  const words = text.trim();
  if (!words) return [];
  const first = { pageIndex: 1, pageSize: SEARCH_LIMIT };
  const [byName, byCode] = await Promise.all([
    getDictsByParam(first, { name: words }),
    getDictsByParam(first, { code: words }),
  ]);
  const found = new Map<string, Dict>();
  for (const dict of [...byName.items, ...byCode.items]) found.set(dict.id, dict);
  return [...found.values()];
}

/** The lazy tree is loaded level by level outside the cache (see the page's useDictTree). */
export const dictQueryKeys = {
  all: ['system', 'dicts'] as const,
  items: (code: string) => ['system', 'dicts', 'items', code] as const,
  itemPage: (code: string, paging: Paging, filter: Omit<DictItemFilter, 'code'>) =>
    ['system', 'dicts', 'items', code, paging, filter] as const,
  search: (text: string) => ['system', 'dicts', 'search', text] as const,
};

/** A page of the items of the dictionary `code`; nothing is asked for without one. */
export function useDictItemPage(
  code: string | undefined,
  paging: Paging,
  filter: Omit<DictItemFilter, 'code'>,
) {
  return useQuery({
    queryKey: dictQueryKeys.itemPage(code ?? '', paging, filter),
    queryFn: () => getDictItemPageList(paging, { ...filter, code: code! }),
    enabled: !!code,
    placeholderData: keepPreviousData,
  });
}

/** Entries matching `text` anywhere in the tree (name or code); nothing is asked for a blank text. */
export function useDictSearch(text: string) {
  return useQuery({
    queryKey: dictQueryKeys.search(text),
    queryFn: () => searchDicts(text),
    enabled: text !== '',
  });
}
