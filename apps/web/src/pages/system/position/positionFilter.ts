import type { PositionFilter } from '@platform/contract';

/** The filter as the server takes it: blank inputs left out. */
export function positionFilterOf(values: { code?: string; name?: string; status?: 0 | 1 }): PositionFilter {
  const filter: PositionFilter = {};
  if (values.code?.trim()) filter.code = values.code.trim();
  if (values.name?.trim()) filter.name = values.name.trim();
  if (values.status !== undefined) filter.status = values.status;
  return filter;
}
