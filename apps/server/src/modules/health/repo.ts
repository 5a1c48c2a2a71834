import type { Database } from '../../db/client.js';

export const healthRepo = {
  /** One round trip to the database; rejects when it cannot answer. */
  ping(database: Database): Promise<unknown> {
    return database.ping();
  },
};
