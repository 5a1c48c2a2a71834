// The organisation and year every carbon page works on (spec §3 carbon state): the store's choice,
// with the organisation tree read once for all pages. Until the user picks an organisation (or when
// the stored one is gone from the tree) the first root is chosen.
import type { CarbonOrg } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { carbonApi } from '../../../api/carbon';
import { useCarbon } from '../../../stores/carbon';

export const carbonOrgKeys = {
  all: ['carbon', 'org'] as const,
  tree: ['carbon', 'org', 'tree'] as const,
};

export function useOrgTree() {
  return useQuery({ queryKey: carbonOrgKeys.tree, queryFn: carbonApi.orgTree, staleTime: 60_000 });
}

/** Every organisation of the tree, parents before their children. */
export function flattenOrgs(orgs: readonly CarbonOrg[]): CarbonOrg[] {
  return orgs.flatMap((org) => [org, ...flattenOrgs(org.children ?? [])]);
}

export function findOrg(orgs: readonly CarbonOrg[], id: string | undefined): CarbonOrg | undefined {
  return id === undefined ? undefined : flattenOrgs(orgs).find((org) => org.id === id);
}

export interface CarbonScope {
  /** The selected organisation; undefined while the tree loads or when it is empty. */
  orgId: string | undefined;
  org: CarbonOrg | undefined;
  year: number;
  /** The organisation tree (roots with their children). */
  orgs: CarbonOrg[];
  isLoading: boolean;
}

export function useCarbonScope(): CarbonScope {
  const tree = useOrgTree();
  const selectedOrg = useCarbon((state) => state.selectedOrg);
  const year = useCarbon((state) => state.selectedYear);
  const selectOrg = useCarbon((state) => state.selectOrg);
  const orgs = tree.data ?? [];
  const org = findOrg(orgs, selectedOrg);
  const fallback = tree.data && !org ? tree.data[0]?.id : undefined;

  useEffect(() => {
    if (fallback !== undefined) selectOrg(fallback);
  }, [fallback, selectOrg]);

  return { orgId: org?.id ?? fallback, org: org ?? orgs[0], year, orgs, isLoading: tree.isLoading };
}
