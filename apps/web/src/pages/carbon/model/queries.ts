// The model page's reads: a page of models, one model with its sources, and the devices of an
// organisation (a source's meters). Saves, deletes and new versions reload everything under
// carbon/model.
import type { ModelFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';
import type { Paging } from '../../../api/tenant';

export type ModelSearch = Omit<ModelFilter, 'pageIndex' | 'pageSize'>;

export const modelQueryKeys = {
  all: ['carbon', 'model'] as const,
  page: (paging: Paging, filter: ModelSearch) => ['carbon', 'model', 'page', paging, filter] as const,
  detail: (id: string) => ['carbon', 'model', 'detail', id] as const,
  devices: (orgId: string) => ['carbon', 'model', 'devices', orgId] as const,
};

export function useModelPage(paging: Paging, filter: ModelSearch, enabled: boolean) {
  return useQuery({
    queryKey: modelQueryKeys.page(paging, filter),
    queryFn: () => carbonApi.models({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useModelDetail(id: string | null | undefined) {
  return useQuery({
    queryKey: modelQueryKeys.detail(id ?? ''),
    queryFn: () => carbonApi.model(id!),
    enabled: !!id,
  });
}

/** Most devices a source's select offers: one server page, the largest the contract allows. */
const DEVICE_CHOICES = 500;

/** The devices of an organisation and the organisations below it. */
export function useOrgDevices(orgId: string | undefined) {
  return useQuery({
    queryKey: modelQueryKeys.devices(orgId ?? ''),
    queryFn: () => carbonApi.devices({ orgId, pageIndex: 1, pageSize: DEVICE_CHOICES }),
    enabled: !!orgId,
  });
}
