// The brand value other areas read (H4 implements; the signature stays): the royalty-relief valuation
// of a process with every input and step (the answer of ent/queryValuePrice).
import type { Db } from '../../db/client.js';
import type { Language } from '../../i18n/index.js';

/** H4 replaces `unknown` with the contract's answer type of ent/queryValuePrice. */
export type BrandValuation = unknown;

/** The valuation of a process (run in the tenant's scope). */
export async function brandValueOf(
  _db: Db,
  _tenantId: string,
  _processId: string,
  _language: Language,
): Promise<BrandValuation> {
  throw new Error('brandValueOf: implemented by the value area (H4)');
}
