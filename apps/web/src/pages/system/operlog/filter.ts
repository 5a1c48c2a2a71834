import type { OperationLogFilter } from '@platform/contract';
import type { Dayjs } from 'dayjs';
import { actionFilter } from '@platform/contract';

/** What the search form of the operation log holds. */
export interface SearchValues {
  username?: string;
  call?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter the server takes, from what the search form holds. */
export function filterOf({ username, call, targetId, range }: SearchValues): OperationLogFilter {
  const [from, to] = range ?? [];
  return {
    ...(username?.trim() ? { username: username.trim() } : {}),
    ...(call ? { action: actionFilter(call) } : {}),
    ...(targetId?.trim() ? { targetId: targetId.trim() } : {}),
    ...(from ? { from: from.startOf('second').toISOString() } : {}),
    // The chosen second is included whole.
    ...(to ? { to: to.endOf('second').toISOString() } : {}),
  };
}
