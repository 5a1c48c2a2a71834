// What other modules may ask of accounts: a user's contacts, and ending sessions when a password or a
// membership changes.
import type { Db } from '../../db/client.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import { accountRepo as repo } from './repo.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sets the user's password and, in the same transaction, ends every session of the user in every
 * tenant except `keep`, with the share keys and stream tickets issued from them. A user's sessions
 * in other tenants are invisible in a tenant's scope, so this runs in system scope whoever calls it.
 */
export async function changePasswordEverywhere(db: Db, userId: string, passwordHash: string, keep?: string) {
  await withSystemScope(() =>
    db.transaction(async (tx) => {
      await repo.setPassword(tx, userId, passwordHash);
      await repo.endUserSessions(tx, userId, keep);
    }),
  );
}

/** Ends the sessions of one membership, inside the caller's transaction (the membership is being removed). */
export function endMemberSessions(tx: Tx, tenantId: string, tenantUserId: string): Promise<void> {
  return repo.endMemberSessions(tx, tenantId, tenantUserId);
}

/** The user's mobile number, or null when the user has none (or no longer exists). */
export async function mobileOf(db: Db, userId: string): Promise<string | null> {
  return (await repo.userById(db, userId))?.mobile ?? null;
}
