// The product page's reads: products, one product's paths, a path, the factor library searched by
// the path editor, and a product's border emissions. Everything sits under one key root, which every
// change reloads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';
import type { Paging } from '../../../api/tenant';

export interface ProductFilter {
  keyword?: string;
}

export const productQueryKeys = {
  all: ['carbon', 'product'] as const,
  page: (paging: Paging, filter: ProductFilter) => ['carbon', 'product', 'page', paging, filter] as const,
  paths: (productId: string) => ['carbon', 'product', 'paths', productId] as const,
  path: (id: string) => ['carbon', 'product', 'path', id] as const,
  factors: (keyword: string) => ['carbon', 'product', 'factors', keyword] as const,
  border: (productId: string, year: number) => ['carbon', 'product', 'border', productId, year] as const,
};

export function useProductPage(paging: Paging, filter: ProductFilter) {
  return useQuery({
    queryKey: productQueryKeys.page(paging, filter),
    queryFn: () => carbonApi.products({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function usePaths(productId: string | undefined) {
  return useQuery({
    queryKey: productQueryKeys.paths(productId ?? ''),
    queryFn: () => carbonApi.paths(productId!),
    enabled: productId !== undefined,
  });
}

export function usePath(id: string | undefined) {
  return useQuery({
    queryKey: productQueryKeys.path(id ?? ''),
    queryFn: () => carbonApi.path(id!),
    enabled: id !== undefined,
  });
}

/** How many factors the editor's search offers at once. */
const FACTOR_CHOICES = 30;

export function useFactorChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: productQueryKeys.factors(keyword),
    queryFn: () =>
      carbonApi.factors({ keyword: keyword || undefined, pageIndex: 1, pageSize: FACTOR_CHOICES }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useBorderEmissions(productId: string, year: number | undefined) {
  return useQuery({
    queryKey: productQueryKeys.border(productId, year ?? 0),
    queryFn: () => carbonApi.borderEmissions(productId, year!),
    enabled: year !== undefined,
  });
}
