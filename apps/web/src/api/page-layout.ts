// Page-layout calls of spec §7.3 and forms.md §7 (api-system/data/resource); savePageLayout is the
// server's own call for the layout editor.
import type { PageLayout, PageLayoutFilter, PageLayoutSummary, SavePageLayoutBody } from '@platform/contract';
import type { Page } from './dict';
import { request } from './request';

const R = '/api/api-system/data/resource';

export async function getPageLayoutList(
  pageIndex: number,
  pageSize: number,
  filter: PageLayoutFilter,
): Promise<Page<PageLayoutSummary>> {
  return (
    await request<Page<PageLayoutSummary>>({
      method: 'post',
      url: `${R}/getPageLayoutList`,
      params: { pageIndex, pageSize },
      data: filter,
    })
  ).data;
}

/** One layout; its `body` is the page schema as a JSON string. */
export async function getPageLayout(id: string): Promise<PageLayout> {
  return (await request<PageLayout>({ method: 'get', url: `${R}/getPageLayout`, params: { id } })).data;
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
