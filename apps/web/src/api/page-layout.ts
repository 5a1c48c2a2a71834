// Page-layout calls of spec §7.3 and forms.md §7 (api-system/data/resource); savePageLayout is the
// server's own call for the layout editor.
import type { PageLayout, PageLayoutFilter, PageLayoutSummary, SavePageLayoutBody } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Page, Paging } from './tenant';

const R = '/api/api-system/data/resource';

export async function getPageLayoutList(
  paging: Paging,
  filter: PageLayoutFilter,
): Promise<Page<PageLayoutSummary>> {
  return (
    await request<Page<PageLayoutSummary>>({
      method: 'post',
      url: `${R}/getPageLayoutList`,
      params: paging,
      data: filter,
    })
  ).data;
}

/** One layout; its `body` is the page schema as a JSON string. `silent`: the caller shows a refusal. */
export async function getPageLayout(id: string, options: { silent?: boolean } = {}): Promise<PageLayout> {
  return (
    await request<PageLayout>({
      method: 'get',
      url: `${R}/getPageLayout`,
      params: { id },
      silent: options.silent,
    })
  ).data;
}

/** The layout bound to the page `pageId` (getPageLayoutS), or null when the page has none. */
export async function getPageLayoutByPage(pageId: string): Promise<PageLayout | null> {
  return (await request<PageLayout | null>({ method: 'get', url: `${R}/getPageLayoutS`, params: { pageId } }))
    .data;
}

/** Creates a layout (no `id`) or changes one. */
export async function savePageLayout(body: SavePageLayoutBody): Promise<PageLayout> {
  return (await request<PageLayout>({ method: 'post', url: `${R}/savePageLayout`, data: body })).data;
}

export async function delPageLayout(id: string): Promise<void> {
  await request<null>({ method: 'post', url: `${R}/delPageLayout`, params: { id } });
}

/** Binds the layout to the page, taking the page from the layout that had it. */
export async function bindPageLayout(pageId: string, layoutId: string): Promise<PageLayout> {
  return (
    await request<PageLayout>({
      method: 'post',
      url: `${R}/bindPageLayout`,
      params: { pageId },
      data: { layoutId },
    })
  ).data;
}

export const pageLayoutQueryKeys = {
  all: ['system', 'pageLayouts'] as const,
  page: (paging: Paging, filter: PageLayoutFilter) =>
    ['system', 'pageLayouts', 'page', paging, filter] as const,
  layout: (id: string) => ['system', 'pageLayouts', 'layout', id] as const,
};

export function usePageLayoutPage(paging: Paging, filter: PageLayoutFilter) {
  return useQuery({
    queryKey: pageLayoutQueryKeys.page(paging, filter),
    queryFn: () => getPageLayoutList(paging, filter),
    placeholderData: keepPreviousData,
  });
}

/** One layout to edit; not kept once the editor closes, so it always opens as stored. */
export function usePageLayout(id: string | null | undefined) {
  return useQuery({
    queryKey: pageLayoutQueryKeys.layout(id ?? ''),
    queryFn: () => getPageLayout(id!),
    enabled: !!id,
    gcTime: 0,
  });
}
