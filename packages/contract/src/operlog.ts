// The operation log (issue 5): every successful system-management write, who made it, in which tenant,
// which call and on which record. Read by the tenant's system managers through operlog/queryByPage.
import { z } from 'zod';

export const OperationLogFilter = z.object({
  /** Part of the operator's username. */
  username: z.string().trim().max(64).optional(),
  /** Part of the call, e.g. `resource/saveDict` or `dept/`. */
  action: z.string().trim().max(200).optional(),
  /** The id of the record the write was about, exactly. */
  targetId: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type OperationLogFilter = z.infer<typeof OperationLogFilter>;

export const OperationLog = z.object({
  id: z.string(),
  username: z.string(),
  /** Method and route, e.g. `POST /api/api-system/data/resource/saveDict`. */
  action: z.string(),
  /** The operation in the caller's language (see operations.ts); a call without a name there: its API summary. */
  summary: z.string(),
  targetId: z.string().nullable(),
  /** The record's name as the write's answer gave it (a deleted record's too); null for older entries. */
  targetName: z.string().nullable(),
  status: z.number(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type OperationLog = z.infer<typeof OperationLog>;

export const OperationLogPage = z.object({ items: z.array(OperationLog), total: z.number() });
export type OperationLogPage = z.infer<typeof OperationLogPage>;
