// The brand value (issue 22, H4): a process's royalty-relief valuation, the body's value inputs and the
// tenant's brand settings; the processes the value page picks from come from the process list.
import type {
  BrandProcess,
  BrandSettings,
  BrandSettingsBody,
  BrandValuation,
  BrandValueInputsBody,
} from '@platform/contract';
import { BRAND_PREFIX, BrandPaths as P } from '@platform/contract/brand-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page } from '../tenant';

const brand = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${BRAND_PREFIX}/${path}`, data, params })).data;

/** How many processes the picker offers per search (the latest first). */
const PICK_SIZE = 50;

export const valueApi = {
  /** Processes of one status matching a keyword (number, brand, enterprise), for the picker. */
  processes: (status: number, keyword: string) =>
    brand<Page<BrandProcess>>(
      'post',
      P.processes,
      { status, ...(keyword ? { keyword } : {}) },
      { pageIndex: 1, pageSize: PICK_SIZE },
    ),
  value: (processId: string) => brand<BrandValuation>('get', P.valuePrice, undefined, { processId }),
  saveInputs: (body: BrandValueInputsBody) => brand<BrandValuation>('post', P.saveValueInputs, body),
  settings: () => brand<BrandSettings>('get', P.settings),
  saveSettings: (body: BrandSettingsBody) => brand<BrandSettings>('post', P.saveSettings, body),
};

export const valueQueryKeys = {
  all: ['brand', 'value'] as const,
  processes: (status: number, keyword: string) => ['brand', 'value', 'processes', status, keyword] as const,
  value: (processId: string) => ['brand', 'value', 'valuation', processId] as const,
  settings: ['brand', 'value', 'settings'] as const,
};

export function useValueProcesses(status: number, keyword: string) {
  return useQuery({
    queryKey: valueQueryKeys.processes(status, keyword),
    queryFn: () => valueApi.processes(status, keyword),
    placeholderData: keepPreviousData,
  });
}

export function useBrandValuation(processId: string | undefined) {
  return useQuery({
    queryKey: valueQueryKeys.value(processId ?? ''),
    queryFn: () => valueApi.value(processId!),
    enabled: processId !== undefined,
    retry: false,
  });
}

export function useBrandSettings() {
  return useQuery({ queryKey: valueQueryKeys.settings, queryFn: valueApi.settings });
}
