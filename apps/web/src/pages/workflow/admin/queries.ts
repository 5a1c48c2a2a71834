// The process administration page's reads: definitions with their instance counts, a page of
// instances, one instance in full. Every change made here (cancel, retry, reassign) invalidates the
// whole root, so the counts, the list and the open drawer show the server's new state together.
import type { DefinitionSummary, InstanceFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workflowApi } from '../../../api/workflow';

export const adminQueryKeys = {
  all: ['workflow', 'admin'] as const,
  definitions: ['workflow', 'admin', 'definitions'] as const,
  instances: (filter: InstanceFilter) => ['workflow', 'admin', 'instances', filter] as const,
  instance: (id: string) => ['workflow', 'admin', 'instance', id] as const,
};

/** Enough for every process of a tenant: the panel lists them all, without a pager. */
const DEFINITIONS_PAGE = { pageIndex: 1, pageSize: 200 };

/** A process as the panel lists it: all its versions together, named as its newest version is. */
export interface ProcessEntry {
  key: string;
  name: string;
  version: number;
  running: number;
  finished: number;
  incidents: number;
}

/** Versions of one process become one entry whose counts are the sum over its versions. */
export function processEntries(definitions: readonly DefinitionSummary[]): ProcessEntry[] {
  const byKey = new Map<string, ProcessEntry>();
  for (const d of definitions) {
    const entry = byKey.get(d.key);
    if (!entry) {
      byKey.set(d.key, { ...pick(d) });
      continue;
    }
    const newer = d.version > entry.version ? pick(d) : entry;
    byKey.set(d.key, {
      ...newer,
      running: entry.running + d.running,
      finished: entry.finished + d.finished,
      incidents: entry.incidents + d.incidents,
    });
  }
  return [...byKey.values()];
}

function pick(d: DefinitionSummary): ProcessEntry {
  const { key, name, version, running, finished, incidents } = d;
  return { key, name, version, running, finished, incidents };
}

export function useProcessEntries() {
  return useQuery({
    queryKey: adminQueryKeys.definitions,
    queryFn: async () => processEntries((await workflowApi.definitions(DEFINITIONS_PAGE)).items),
  });
}

export function useInstancePage(filter: InstanceFilter) {
  return useQuery({
    queryKey: adminQueryKeys.instances(filter),
    queryFn: () => workflowApi.instances(filter),
    placeholderData: keepPreviousData,
  });
}

export function useInstance(id: string | undefined) {
  return useQuery({
    queryKey: adminQueryKeys.instance(id ?? ''),
    queryFn: () => workflowApi.instance(id!),
    enabled: id !== undefined,
  });
}
