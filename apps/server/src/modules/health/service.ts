import type { HealthData } from '@platform/contract';
import type { Database } from '../../db/client.js';
import { healthRepo as repo } from './repo.js';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;

export async function checkHealth(database: Database, version: string): Promise<HealthData> {
  const began = performance.now();
  let error: string | undefined;
  try {
    await Promise.race([
      repo.ping(database),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const up = error === undefined;
  return {
    status: up ? 'up' : 'down',
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database: {
      status: up ? 'up' : 'down',
      kind: database.kind,
      latencyMs: up ? Math.round((performance.now() - began) * 100) / 100 : null,
      ...(error === undefined ? {} : { error }),
    },
  };
}
