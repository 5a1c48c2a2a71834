// The manage page's reads: business items, one item's papers and tenants, the QSBITYPE types, and the
// forms a paper can be bound to. Everything sits under one key root, which every change reloads.
import type { BizFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bizApi } from '../../../api/business';
import { getDictDatas } from '../../../api/formSources';
import { useLocalName } from '../../../i18n/localName';
import type { Paging } from '../../../api/tenant';

/** The dictionary of business types (spec forms.md §7). */
export const BIZ_TYPE_DICT = 'QSBITYPE';

export const bizQueryKeys = {
  all: ['business', 'manage'] as const,
  page: (paging: Paging, filter: BizFilter) => ['business', 'manage', 'page', paging, filter] as const,
  detail: (bizId: string) => ['business', 'manage', 'detail', bizId] as const,
  tenants: (bizId: string) => ['business', 'manage', 'tenants', bizId] as const,
  tenantOptions: (keyword: string) => ['business', 'manage', 'tenantOptions', keyword] as const,
  forms: (kind: number, keyword: string) => ['business', 'manage', 'forms', kind, keyword] as const,
  types: ['business', 'types'] as const,
};

export function useBizPage(paging: Paging, filter: BizFilter) {
  return useQuery({
    queryKey: bizQueryKeys.page(paging, filter),
    queryFn: () => bizApi.list({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useBizDetail(bizId: string | undefined) {
  return useQuery({
    queryKey: bizQueryKeys.detail(bizId ?? ''),
    queryFn: () => bizApi.detail(bizId!),
    enabled: bizId !== undefined,
  });
}

export function useBizTenants(bizId: string | undefined) {
  return useQuery({
    queryKey: bizQueryKeys.tenants(bizId ?? ''),
    queryFn: () => bizApi.tenants(bizId!),
    enabled: bizId !== undefined,
  });
}

export function useTenantOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: bizQueryKeys.tenantOptions(keyword),
    queryFn: () => bizApi.tenantOptions(keyword || undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The business types as select choices, named in the page's language. */
export function useBizTypes() {
  const localName = useLocalName();
  const types = useQuery({
    queryKey: bizQueryKeys.types,
    queryFn: () => getDictDatas(BIZ_TYPE_DICT),
    staleTime: 5 * 60_000,
  });
  return (types.data ?? []).map((item) => ({
    value: item.value ?? item.code,
    label: localName(item.name, item.nameEn),
  }));
}

/** A form a paper can be bound to, whatever list it comes from. */
export interface FormChoice {
  id: string;
  kind: number;
  formName: string;
  version: number | null;
  fieldCount: number | null;
  total: number | null;
}

const PICKER_SIZE = 50;

/** The tenant's forms of one kind (indicator forms, questionnaires, scoring forms), by name. */
export function useFormChoices(kind: number, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: bizQueryKeys.forms(kind, keyword),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<FormChoice[]> =>
      (await bizApi.formChoices(kind, keyword || undefined)).slice(0, PICKER_SIZE),
  });
}
