// The inventory's figures of an organisation and year (searchEmissionData, searchEnergyData), read
// under one key root so that a change of activity data or a model can reload every figure shown.
import { useQueries, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';

export const carbonFigureKeys = {
  all: ['carbon', 'figures'] as const,
  emissions: (orgId: string, year: number) => ['carbon', 'figures', 'emissions', orgId, year] as const,
  energy: (orgId: string, year: number) => ['carbon', 'figures', 'energy', orgId, year] as const,
};

export function useEmissionFigures(orgId: string | undefined, year: number) {
  return useQuery({
    queryKey: carbonFigureKeys.emissions(orgId ?? '', year),
    queryFn: () => carbonApi.emissions(orgId!, year),
    enabled: orgId !== undefined,
  });
}

export function useEnergyFigures(orgId: string | undefined, year: number) {
  return useQuery({
    queryKey: carbonFigureKeys.energy(orgId ?? '', year),
    queryFn: () => carbonApi.energy(orgId!, year),
    enabled: orgId !== undefined,
  });
}

/** The emission figures of each year of a span (the trend chart), in year order. */
export function useYearlyEmissions(orgId: string | undefined, years: readonly number[]) {
  return useQueries({
    queries: years.map((year) => ({
      queryKey: carbonFigureKeys.emissions(orgId ?? '', year),
      queryFn: () => carbonApi.emissions(orgId!, year),
      enabled: orgId !== undefined,
    })),
  });
}
