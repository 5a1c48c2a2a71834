import { z } from 'zod';

export const DatabaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKind>;

export const HealthData = z.object({
  status: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: DatabaseKind,
    latencyMs: z.number().nullable(),
    error: z.string().optional(),
  }),
});
export type HealthData = z.infer<typeof HealthData>;
