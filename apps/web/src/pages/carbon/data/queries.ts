// The activity-data page's reads: devices, monthly readings, a reading's history and a running import.
// Saves, deletes and finished imports reload everything under carbon/data (and the model page's device
// choices).
import type { CarbonImport } from '@platform/contract';
import { ImportStatus } from '@platform/contract/carbon-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';
import type { Paging } from '../../../api/tenant';

export interface DeviceSearch {
  orgId?: string;
  keyword?: string;
}
export interface ReadingSearch {
  orgId?: string;
  deviceId?: string;
  year: number;
  month?: number;
}

export const dataQueryKeys = {
  all: ['carbon', 'data'] as const,
  devices: (paging: Paging, filter: DeviceSearch) => ['carbon', 'data', 'devices', paging, filter] as const,
  readings: (paging: Paging, filter: ReadingSearch) => ['carbon', 'data', 'readings', paging, filter] as const,
  history: (id: string) => ['carbon', 'data', 'history', id] as const,
  import: (id: string) => ['carbon', 'data', 'import', id] as const,
};

export function useDevicePage(paging: Paging, filter: DeviceSearch, enabled = true) {
  return useQuery({
    queryKey: dataQueryKeys.devices(paging, filter),
    queryFn: () => carbonApi.devices({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReadingPage(paging: Paging, filter: ReadingSearch, enabled: boolean) {
  return useQuery({
    queryKey: dataQueryKeys.readings(paging, filter),
    queryFn: () => carbonApi.data({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReadingHistory(id: string | undefined) {
  return useQuery({
    queryKey: dataQueryKeys.history(id ?? ''),
    queryFn: () => carbonApi.dataHistory(id!),
    enabled: !!id,
  });
}

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 1000;

/** A started import, followed until it is no longer running. */
export function useImportStatus(started: CarbonImport | undefined) {
  return useQuery({
    queryKey: dataQueryKeys.import(started?.id ?? ''),
    queryFn: () => carbonApi.importStatus(started!.id),
    enabled: started?.status === ImportStatus.running,
    initialData: started,
    refetchInterval: (query) => (query.state.data?.status === ImportStatus.running ? IMPORT_POLL_MS : false),
  });
}
